import Canvas
import Testing
@testable import Terminal

@Suite struct BracketedPasteTests {
    func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    @Test func textBetweenTheMarkersArrivesAsOnePaste() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(raw("\u{1B}[200~q j\r漢字\u{1B}[201~k"), now: 0)
        #expect(keys == [.paste("q j\n漢字"), .char("k")])
    }

    @Test func aPasteMaySpanSeveralReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1B}[200~first "), now: 0) == [])
        #expect(decoder.decode(raw("second"), now: 1) == [])
        #expect(decoder.decode(raw("\u{1B}[201~"), now: 2) == [.paste("first second")])
        #expect(decoder.decode(raw("q"), now: 3) == [.char("q")], "typing after the paste is keys again")
    }

    @Test func theTerminalIsAskedForBracketedPasteAndReleased() {
        #expect(String(decoding: TerminalScreen.bracketedPasteOn, as: UTF8.self) == "\u{1B}[?2004h")
        #expect(String(decoding: TerminalScreen.bracketedPasteOff, as: UTF8.self) == "\u{1B}[?2004l")
    }

    @Test func nothingInsideAPasteIsACommand() {
        var decoder = KeyDecoder()
        // Arrow keys, keypad Enter, DEL and a lone ESC inside the paste are text, not keys.
        let events = decoder.decode(raw("\u{1B}[200~a\u{1B}[Bb\u{1B}OMc\u{7F}\u{1B}d\u{1B}[201~"), now: 0)
        #expect(events == [.paste("a\u{1B}[Bb\u{1B}OMc\u{7F}\u{1B}d")])
    }

    @Test func keysNcursesRecognisedInsideAPasteAreDropped() {
        var decoder = KeyDecoder()
        let events = decoder.decode(raw("\u{1B}[200~x") + [.keyCode(KeyCodeTable.down), .keyCode(KeyCodeTable.enter)] + raw("y\u{1B}[201~"), now: 0)
        #expect(events == [.paste("xy")])
    }

    @Test func theEndMarkerMaySplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1B}[200~abc\u{1B}[20"), now: 0) == [])
        #expect(decoder.decode(raw("1~j"), now: 1) == [.paste("abc"), .char("j")])
    }

    @Test func aPasteWhoseEndNeverComesIsClosedAfterASecond() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1B}[200~half a paste"), now: 0) == [])
        #expect(decoder.hasPendingEscape, "the loop keeps waking so the paste can time out")
        #expect(decoder.decode([], now: 500) == [])
        #expect(decoder.decode([], now: 1_000 + KeyDecoder.pasteTimeoutMilliseconds) == [.paste("half a paste")])
        #expect(decoder.decode(raw("q"), now: 2_100) == [.char("q")], "the keyboard is not captured")
    }

    @Test func aHugePasteIsCutNotHeldWhole() {
        var decoder = KeyDecoder()
        var text = raw("\u{1B}[200~")
        text += Array(repeating: RawInput.character(0x61), count: KeyDecoder.maximumPasteScalars + 10)
        text += raw("\u{1B}[201~")
        guard case .paste(let pasted)? = decoder.decode(text, now: 0).first else {
            Issue.record("no paste came out")
            return
        }
        #expect(pasted.unicodeScalars.count == KeyDecoder.maximumPasteScalars)
    }

    @Test func theMouseIsAskedForAndReleased() {
        #expect(String(decoding: TerminalScreen.mouseReportingOn, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        #expect(String(decoding: TerminalScreen.mouseReportingOff, as: UTF8.self) == "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
    }
}
