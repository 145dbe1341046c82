import Canvas
import Testing
@testable import Terminal

@Suite struct KeyCodeTableTests {
    @Test func ncursesABIValues() {
        // The values every ncurses build uses; TerminalScreen also asserts them against curses.h.
        #expect(KeyCodeTable.key(for: 0o403) == .up)
        #expect(KeyCodeTable.key(for: 0o522) == .pageDown)
        #expect(KeyCodeTable.key(for: 0o632) == nil, "resize is an event of its own, not a key")
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
        // The digit is xterm's modifier number: 2 Shift, 3 Alt, 5 Ctrl, 7 Ctrl-Alt.
        #expect(KeyCodeTable.press(forExtendedName: "kUP5") == KeyPress(.up, .control))
        #expect(KeyCodeTable.press(forExtendedName: "kLFT3") == KeyPress(.left, .alt))
        #expect(KeyCodeTable.press(forExtendedName: "kRIT2") == KeyPress(.right, .shift))
        #expect(KeyCodeTable.press(forExtendedName: "kDC7") == KeyPress(.delete, [.control, .alt]))
        #expect(KeyCodeTable.press(forExtendedName: "kNXT") == KeyPress(.pageDown))
        #expect(KeyCodeTable.press(forExtendedName: "kDN") == KeyPress(.down))
        #expect(KeyCodeTable.press(forExtendedName: "kxIN") == nil)
        #expect(KeyCodeTable.press(forExtendedName: "kUPx") == nil)
    }
}
