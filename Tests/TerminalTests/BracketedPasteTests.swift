import Canvas
import Testing
@testable import Terminal

@Suite struct BracketedPasteTests {
    func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    @Test func textBetweenTheMarkersArrivesAsOnePaste() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(raw("\u{1B}[200~q j\r漢字\u{1B}[201~k"), now: 0)
        #expect(keys == [.paste("q j\n漢字"), .character("k")])
    }

    @Test func aPasteMaySpanSeveralReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(raw("\u{1B}[200~first "), now: 0) == [])
        #expect(decoder.decode(raw("second"), now: 1) == [])
        #expect(decoder.decode(raw("\u{1B}[201~"), now: 2) == [.paste("first second")])
        #expect(decoder.decode(raw("q"), now: 3) == [.character("q")], "typing after the paste is keys again")
    }

    @Test func theTerminalIsAskedForBracketedPasteAndReleased() {
        #expect(String(decoding: TerminalScreen.bracketedPasteOn, as: UTF8.self) == "\u{1B}[?2004h")
        #expect(String(decoding: TerminalScreen.bracketedPasteOff, as: UTF8.self) == "\u{1B}[?2004l")
    }
}
