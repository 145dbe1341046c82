import Canvas
import Testing
@testable import Terminal

private func match(_ text: String) -> EscapeSequence.Match {
    EscapeSequence.match(ArraySlice(text.unicodeScalars.map(\.value)))
}

private func key(_ key: Key, _ modifiers: Modifiers = [], length: Int) -> EscapeSequence.Match {
    .complete(.key(KeyPress(key, modifiers)), length: length)
}

@Suite struct EscapeSequenceTests {
    @Test func completeSequencesReportTheirLength() {
        #expect(match("\u{1B}[Axyz") == key(.up, length: 3))
        #expect(match("\u{1B}[6~") == key(.pageDown, length: 4))
        #expect(match("\u{1B}OH") == key(.home, length: 3))
        #expect(match("\u{1B}OM") == key(.enter, length: 3))
    }

    @Test func modifiersComeFromTheSecondParameter() {
        #expect(match("\u{1B}[1;5D") == key(.left, .control, length: 6))
        #expect(match("\u{1B}[1;3A") == key(.up, .alt, length: 6))
        #expect(match("\u{1B}[1;2C") == key(.right, .shift, length: 6))
        #expect(match("\u{1B}[5;7~") == key(.pageUp, [.control, .alt], length: 6))
        #expect(match("\u{1B}[1;9B") == key(.down, .alt, length: 6), "Meta counts as Alt")
    }

    @Test func unknownButWellFormed() {
        #expect(match("\u{1B}[2004~") == .complete(.nothing, length: 7))
        #expect(match("\u{1B}[200~") == .complete(.pasteBegins, length: 6))  // bracketed paste
        #expect(match("\u{1B}[201~") == .complete(.pasteEnds, length: 6))
        #expect(match("\u{1B}[I") == .complete(.nothing, length: 3))
    }

    @Test func incompleteAndNotSequences() {
        #expect(match("\u{1B}") == .incomplete)
        #expect(match("\u{1B}[") == .incomplete)
        #expect(match("\u{1B}[1;5") == .incomplete)
        #expect(match("\u{1B}O") == .incomplete)
        #expect(match("\u{1B}[<0;10") == .incomplete)
        #expect(match("\u{1B}[M!") == .incomplete, "an X10 report needs three bytes after ESC [ M")
        #expect(match("\u{1B}x") == .notASequence)
        #expect(match("\u{1B}[\u{7}") == .notASequence)
    }

    @Test func sgrMouseReports() {
        #expect(match("\u{1B}[<0;10;5M") == .complete(.mouse(MouseReport(code: 0, column: 10, row: 5, isRelease: false)), length: 10))
        #expect(match("\u{1B}[<0;10;5m") == .complete(.mouse(MouseReport(code: 0, column: 10, row: 5, isRelease: true)), length: 10))
        #expect(match("\u{1B}[<64;300;120M") == .complete(.mouse(MouseReport(code: 64, column: 300, row: 120, isRelease: false)), length: 14))
        #expect(match("\u{1B}[<0;0;5M") == .complete(.nothing, length: 9), "coordinates start at 1")
        #expect(match("\u{1B}[<0;7;5;9M") == .complete(.nothing, length: 11), "three numbers exactly")
    }

    @Test func x10MouseReports() {
        // Button 0 at column 33, row 2: each byte is the value plus 32.
        #expect(match("\u{1B}[M\u{20}\u{41}\u{22}") == .complete(.mouse(MouseReport(code: 0, column: 33, row: 2, isRelease: false)), length: 6))
        #expect(match("\u{1B}[M\u{23}\u{21}\u{21}") == .complete(.mouse(MouseReport(code: 3, column: 1, row: 1, isRelease: true)), length: 6))
    }

    @Test func otherTerminalsSpellings() {
        // The Linux console's F1, rxvt's Shift-Up and Ctrl-Left.
        #expect(match("\u{1B}[[A") == key(.function(1), length: 4))
        #expect(match("\u{1B}[[E") == key(.function(5), length: 4))
        #expect(match("\u{1B}[[") == .incomplete)
        #expect(match("\u{1B}[a") == key(.up, .shift, length: 3))
        #expect(match("\u{1B}Od") == key(.left, .control, length: 3))
        // CSI u: kitty's keyboard protocol and xterm's modifyOtherKeys.
        #expect(match("\u{1B}[97;5u") == key(.character("a"), .control, length: 7))
        #expect(match("\u{1B}[98;3u") == key(.character("b"), .alt, length: 7))
        #expect(match("\u{1B}[13u") == key(.enter, length: 5))
        #expect(match("\u{1B}[9;2u") == key(.backTab, length: 6))
        #expect(match("\u{1B}[27u") == key(.escape, length: 5))
        #expect(match("\u{1B}[1114112u") == .complete(.nothing, length: 10), "past Unicode")
        #expect(match("\u{1B}[155u") == .complete(.nothing, length: 6), "a C1 control is no key")
    }
}
