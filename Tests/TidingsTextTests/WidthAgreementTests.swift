import Testing
import TidingsText

/// The line breaker and DisplayWidth must measure text the same way, or lines wrap early (the
/// breaker counted " \u{302E}" as 3 columns, DisplayWidth as 1) or a space disappears on screen
/// ("\u{0600} " measured 0 columns though the terminal draws the space).
@Suite struct WidthAgreementTests {
    static let awkward = [
        "a \u{302E}b c d e f", "x\u{302E} y z", "\u{0600} abc def ghi", "ab \u{0600} cd ef gh ij",
        "\u{302E}\u{302E}\u{302E} \u{302E}", "a\u{0600} b", "\u{0600}\u{0600} x", " \u{0301}a b",
        "漢 \u{302E}字 かな", "e\u{0301} \u{0600}1 \u{302F}",
    ]

    private func lines(_ text: String, width: Int) -> [LaidOutLine] {
        TextLayout.layout(RichText(blocks: [.paragraph([RichText.Span(text)])]), width: width)
    }

    @Test(arguments: awkward)
    func lineWidthsAgreeWithDisplayWidth(text: String) {
        for width in 1...12 {
            for line in lines(text, width: width) {
                #expect(line.width == DisplayWidth.of(line.text), "width \(width): \(line.text.debugDescription)")
                // Only a lone wide character may overflow a 1-column line.
                #expect(line.width <= max(width, 2), "width \(width): \(line.text.debugDescription)")
                if width >= 2 { #expect(line.width <= width, "width \(width): \(line.text.debugDescription)") }
            }
        }
    }

    @Test(arguments: awkward)
    func nothingIsLostWhenEverythingFits(text: String) {
        let laid = lines(text, width: 200)
        #expect(laid.count == 1)
        #expect(laid.first?.text == text)
        #expect(laid.first?.width == DisplayWidth.of(text))
    }

    @Test func aPrependMarkDoesNotSwallowTheSpaceItJoins() {
        #expect(DisplayWidth.of("\u{0600} ") == 1)
        #expect(DisplayWidth.of("\u{0600} abc") == 4)
        #expect(DisplayWidth.of("\u{0600}") == 0)
    }

    @Test func aSpaceCarryingAMarkIsOneColumn() {
        #expect(DisplayWidth.of(" \u{302E}") == 1)
        #expect(TextLayout.wrap("a \u{302E}b", width: 3) == ["a \u{302E}b"])
    }

    /// Every non-space character comes out, in order, whatever the width.
    @Test(arguments: awkward)
    func breaksOnlyDropSpaces(text: String) {
        let kept = text.unicodeScalars.filter { $0 != " " }
        for width in 1...12 {
            let out = lines(text, width: width).map(\.text).joined().unicodeScalars.filter { $0 != " " }
            #expect(Array(out) == Array(kept), "width \(width)")
        }
    }
}
