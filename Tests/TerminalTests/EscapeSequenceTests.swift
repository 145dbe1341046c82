import Canvas
import Testing
@testable import Terminal

private func match(_ text: String) -> EscapeSequence.Match {
    EscapeSequence.match(ArraySlice(text.unicodeScalars.map(\.value)))
}

@Suite struct EscapeSequenceTests {
    @Test func completeSequencesReportTheirLength() {
        #expect(match("\u{1B}[Axyz") == .complete(key: .up, length: 3))
        #expect(match("\u{1B}[1;5D") == .complete(key: .left, length: 6))
        #expect(match("\u{1B}[6~") == .complete(key: .pageDown, length: 4))
        #expect(match("\u{1B}OH") == .complete(key: .home, length: 3))
        #expect(match("\u{1B}OM") == .complete(key: .enter, length: 3))
    }

    @Test func unknownButWellFormed() {
        #expect(match("\u{1B}[2004~") == .complete(key: nil, length: 7))
        #expect(match("\u{1B}[200~") == .complete(key: EscapeSequence.pasteBegins, length: 6))  // bracketed paste
        #expect(match("\u{1B}[201~") == .complete(key: EscapeSequence.pasteEnds, length: 6))
        #expect(match("\u{1B}[I") == .complete(key: nil, length: 3))
    }

    @Test func incompleteAndNotSequences() {
        #expect(match("\u{1B}") == .incomplete)
        #expect(match("\u{1B}[") == .incomplete)
        #expect(match("\u{1B}[1;5") == .incomplete)
        #expect(match("\u{1B}O") == .incomplete)
        #expect(match("\u{1B}x") == .notASequence)
        #expect(match("\u{1B}[\u{7}") == .notASequence)
    }
}
