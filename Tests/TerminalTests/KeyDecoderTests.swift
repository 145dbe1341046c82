import Canvas
import Testing
@testable import Terminal

/// Decodes a whole batch at once, the way `readKeys` hands it over.
private func decode(_ inputs: [RawInput], now: UInt64 = 1_000) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(inputs, now: now)
}

private func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
}

@Suite struct KeyDecoderTests {
    @Test func printableCharactersPassThrough() {
        #expect(decode(characters("a日é")) == [.character("a"), .character("日"), .character("é")])
    }

    @Test func controlCharacters() {
        #expect(decode(characters("\r")) == [.enter])
        #expect(decode(characters("\n")) == [.enter])
        #expect(decode(characters("\t")) == [.tab])
        #expect(decode([.character(0x7F)]) == [.backspace])
        #expect(decode([.character(0x08)]) == [.backspace])
        #expect(decode([.character(0x01)]) == [.control("a")])
        #expect(decode([.character(0x1A)]) == [.control("z")])
        #expect(decode([.character(0x00), .character(0x1C), .character(0x85)]) == [])
    }

    @Test func ncursesKeyCodes() {
        #expect(decode([.keyCode(KeyCodeTable.up), .keyCode(KeyCodeTable.nextPage)]) == [.up, .pageDown])
        #expect(decode([.keyCode(KeyCodeTable.f0 + 7)]) == [.function(7)])
        #expect(decode([.keyCode(KeyCodeTable.resize)]) == [.resize])
        #expect(decode([.keyCode(0o777 - 1)]) == [])
    }

    @Test func extendedKeyCodesUseTheirNames() {
        var decoder = KeyDecoder(nameOfKeyCode: { $0 == 600 ? "kUP5" : nil })
        #expect(decoder.decode([.keyCode(600), .keyCode(601)], now: 0) == [.up])
    }

    @Test func loneEscapeIsDeliveredAtOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.character(0x1B)], now: 0) == [.escape])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func rawEscapeSequencesAreDecoded() {
        #expect(decode(characters("\u{1B}[A\u{1B}OB\u{1B}[1~\u{1B}[4~")) == [.up, .down, .home, .end])
        #expect(decode(characters("\u{1B}[1;5C\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z")) == [.right, .delete, .pageUp, .pageDown, .backTab])
        #expect(decode(characters("\u{1B}OP\u{1B}[15~\u{1B}[24~")) == [.function(1), .function(5), .function(12)])
        // Well-formed but meaningless (Insert) is swallowed rather than typed.
        #expect(decode(characters("\u{1B}[2~x")) == [.character("x")])
    }

    @Test func escapeFollowedByTextIsEscapeThenText() {
        #expect(decode(characters("\u{1B}q")) == [.escape, .character("q")])
        #expect(decode(characters("\u{1B}\u{1B}")) == [.escape, .escape])
    }

    @Test func unfinishedSequenceIsHeldThenCompleted() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(characters("x\u{1B}["), now: 0) == [.character("x")])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(characters("A"), now: 5) == [.up])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func unfinishedSequenceTimesOutAsTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(characters("\u{1B}["), now: 100) == [])
        // Too early: still held.
        #expect(decoder.decode([], now: 110) == [])
        #expect(decoder.hasPendingEscape)
        let later = 100 + KeyDecoder.escapeTimeoutMilliseconds
        #expect(decoder.decode([], now: later) == [.escape, .character("[")])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func keyCodeInterruptsUnfinishedSequence() {
        #expect(decode(characters("\u{1B}[") + [.keyCode(KeyCodeTable.down)]) == [.escape, .character("["), .down])
    }

    @Test func combiningMarksJoinTheirBase() {
        #expect(decode(characters("e\u{301}x")) == [.character("e\u{301}"), .character("x")])
        #expect(decode(characters("👍\u{1F3FD}")) == [.character("👍🏽")])
        #expect(decode(characters("🇫🇷")) == [.character("🇫🇷")])
    }

    @Test func loneCombiningMarkIsDropped() {
        #expect(decode(characters("\u{301}a")) == [.character("a")])
        // Not joined across a special key either.
        #expect(decode([.keyCode(KeyCodeTable.up)] + characters("\u{301}")) == [.up])
    }
}
