import Canvas
import Testing
@testable import Terminal

@Suite struct KeyCodeTableTests {
    @Test func ncursesABIValues() {
        // The values every ncurses build uses; TerminalScreen also asserts them against curses.h.
        #expect(KeyCodeTable.key(for: 0o403) == .up)
        #expect(KeyCodeTable.key(for: 0o522) == .pageDown)
        #expect(KeyCodeTable.key(for: 0o632) == .resize)
        #expect(KeyCodeTable.key(for: 0o541) == .backTab)
    }

    @Test func homeAndEndAlternatives() {
        for code in [KeyCodeTable.home, KeyCodeTable.find, KeyCodeTable.begin, KeyCodeTable.keypadA1] {
            #expect(KeyCodeTable.key(for: code) == .home)
        }
        for code in [KeyCodeTable.end, KeyCodeTable.select, KeyCodeTable.lowerLeft, KeyCodeTable.keypadC1] {
            #expect(KeyCodeTable.key(for: code) == .end)
        }
    }

    @Test func functionKeys() {
        #expect(KeyCodeTable.key(for: KeyCodeTable.f0) == nil)
        #expect(KeyCodeTable.key(for: KeyCodeTable.f0 + 1) == .function(1))
        #expect(KeyCodeTable.key(for: KeyCodeTable.f0 + 63) == .function(63))
        #expect(KeyCodeTable.key(for: KeyCodeTable.f0 + 64) == nil)
    }

    @Test func extendedNames() {
        #expect(KeyCodeTable.key(forExtendedName: "kUP5") == .up)
        #expect(KeyCodeTable.key(forExtendedName: "kLFT3") == .left)
        #expect(KeyCodeTable.key(forExtendedName: "kNXT") == .pageDown)
        #expect(KeyCodeTable.key(forExtendedName: "kDC5") == .delete)
        #expect(KeyCodeTable.key(forExtendedName: "kDN") == .down)
        #expect(KeyCodeTable.key(forExtendedName: "kxIN") == nil)
        #expect(KeyCodeTable.key(forExtendedName: "kUPx") == nil)
    }
}
