import Canvas
import Testing
@testable import Terminal

/// Decodes a whole batch at once, the way `readKeys` hands it over.
private func decode(_ inputs: [RawInput], now: UInt64 = 1_000) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(inputs, now: now)
}

private func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
}

@Suite struct KeyDecoderTests {
    @Test func printableCharactersPassThrough() {
        #expect(decode(characters("a日é")) == [.char("a"), .char("日"), .char("é")])
    }

    @Test func controlCharacters() {
        #expect(decode(characters("\r")) == [.press(.enter)])
        #expect(decode(characters("\n")) == [.press(.enter)])
        #expect(decode(characters("\t")) == [.press(.tab)])
        #expect(decode([.character(0x7F)]) == [.press(.backspace)])
        #expect(decode([.character(0x08)]) == [.press(.backspace)])
        #expect(decode([.character(0x01)]) == [.ctrl("a")])
        #expect(decode([.character(0x1A)]) == [.ctrl("z")])
        #expect(decode([.character(0x00), .character(0x1C), .character(0x85)]) == [])
    }

    @Test func ncursesKeyCodes() {
        #expect(decode([.keyCode(KeyCodeTable.up), .keyCode(KeyCodeTable.nextPage)]) == [.press(.up), .press(.pageDown)])
        #expect(decode([.keyCode(KeyCodeTable.f0 + 7)]) == [.press(.function(7))])
        #expect(decode([.keyCode(KeyCodeTable.resize)]) == [.resize])
        #expect(decode([.keyCode(0o777 - 1)]) == [])
    }

    @Test func extendedKeyCodesUseTheirNames() {
        var decoder = KeyDecoder(nameOfKeyCode: { $0 == 600 ? "kUP5" : nil })
        #expect(decoder.decode([.keyCode(600), .keyCode(601)], now: 0) == [.press(.up, .control)])
    }

    @Test func loneEscapeIsDeliveredAtOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.character(0x1B)], now: 0) == [.press(.escape)])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func rawEscapeSequencesAreDecoded() {
        #expect(decode(characters("\u{1B}[A\u{1B}OB\u{1B}[1~\u{1B}[4~")) == [.press(.up), .press(.down), .press(.home), .press(.end)])
        #expect(decode(characters("\u{1B}[1;5C\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z")) == [.press(.right, .control), .press(.delete), .press(.pageUp), .press(.pageDown), .press(.backTab)])
        #expect(decode(characters("\u{1B}OP\u{1B}[15~\u{1B}[24~")) == [.press(.function(1)), .press(.function(5)), .press(.function(12))])
        // Well-formed but meaningless (Insert) is swallowed rather than typed.
        #expect(decode(characters("\u{1B}[2~x")) == [.char("x")])
    }

    @Test func escapeFollowedAtOnceByAKeyIsThatKeyWithAlt() {
        // Terminals send Alt-q as ESC q in one write; ncurses hands both over in one batch.
        #expect(decode(characters("\u{1B}q")) == [.alt("q")])
        #expect(decode(characters("\u{1B}b\u{1B}f")) == [.alt("b"), .alt("f")])
        #expect(decode(characters("\u{1B}\u{7F}")) == [.press(.backspace, .alt)])
        #expect(decode(characters("\u{1B}\u{2}")) == [.press(.character("b"), [.control, .alt])])
        #expect(decode(characters("\u{1B}日")) == [.alt("日")])
        #expect(decode(characters("\u{1B}\u{1B}")) == [.press(.escape), .press(.escape)])
    }

    @Test func unfinishedSequenceIsHeldThenCompleted() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(characters("x\u{1B}["), now: 0) == [.char("x")])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(characters("A"), now: 5) == [.press(.up)])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func unfinishedSequenceTimesOutAsTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(characters("\u{1B}["), now: 100) == [])
        // Too early: still held.
        #expect(decoder.decode([], now: 110) == [])
        #expect(decoder.hasPendingEscape)
        let later = 100 + KeyDecoder.escapeTimeoutMilliseconds
        #expect(decoder.decode([], now: later) == [.alt("[")], "ESC [ typed and nothing more is Alt-[")
        #expect(!decoder.hasPendingEscape)
    }

    @Test func keyCodeInterruptsUnfinishedSequence() {
        #expect(decode(characters("\u{1B}[") + [.keyCode(KeyCodeTable.down)]) == [.alt("["), .press(.down)])
    }

    @Test func combiningMarksJoinTheirBase() {
        #expect(decode(characters("e\u{301}x")) == [.char("e\u{301}"), .char("x")])
        #expect(decode(characters("👍\u{1F3FD}")) == [.char("👍🏽")])
        #expect(decode(characters("🇫🇷")) == [.char("🇫🇷")])
    }

    @Test func loneCombiningMarkIsDropped() {
        #expect(decode(characters("\u{301}a")) == [.char("a")])
        // Not joined across a special key either.
        #expect(decode([.keyCode(KeyCodeTable.up)] + characters("\u{301}")) == [.press(.up)])
    }

    @Test func mouseReportsBecomeMouseEvents() {
        #expect(decode(characters("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")) == [
            .mouse(MouseEvent(.press(.left), row: 4, column: 9)), .mouse(MouseEvent(.release, row: 4, column: 9)),
        ])
        #expect(decode(characters("\u{1B}[<65;1;1M\u{1B}[<64;1;1M")) == [
            .mouse(MouseEvent(.wheelDown, row: 0, column: 0)), .mouse(MouseEvent(.wheelUp, row: 0, column: 0)),
        ])
        #expect(decode(characters("\u{1B}[<32;3;4M")) == [.mouse(MouseEvent(.drag(.left), row: 3, column: 2))])
        // Past column 223, where the old encoding runs out of bytes.
        #expect(decode(characters("\u{1B}[<0;500;300M")) == [.mouse(MouseEvent(.press(.left), row: 299, column: 499))])
        // Nothing of a report leaks out as keys (a stray space would page down).
        #expect(decode(characters("\u{1B}[M\u{20}!!j")) == [.mouse(MouseEvent(.press(.left), row: 0, column: 0)), .char("j")])
    }

    @Test func aMouseReportCutInTwoIsHeldUntilItCompletes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(characters("\u{1B}[<0;12"), now: 0) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(characters(";7M"), now: 3) == [.mouse(MouseEvent(.press(.left), row: 6, column: 11))])
    }

    @Test func aSecondPressOnTheSameCellSoonAfterIsADoubleClick() {
        var decoder = KeyDecoder()
        let press = characters("\u{1B}[<0;8;3M")
        let release = characters("\u{1B}[<0;8;3m")
        #expect(decoder.decode(press + release, now: 1_000).first == .mouse(MouseEvent(.press(.left), row: 2, column: 7, clickCount: 1)))
        #expect(decoder.decode(press + release, now: 1_200).first == .mouse(MouseEvent(.press(.left), row: 2, column: 7, clickCount: 2)))
        // Too late, or elsewhere: a single click again.
        #expect(decoder.decode(press, now: 5_000).first == .mouse(MouseEvent(.press(.left), row: 2, column: 7, clickCount: 1)))
        #expect(decoder.decode(characters("\u{1B}[<0;9;3M"), now: 5_100).first == .mouse(MouseEvent(.press(.left), row: 2, column: 8, clickCount: 1)))
    }
}
