import Testing
import TidingsText

/// Found by the html fuzz target: "It's <i>〮apmex</i>" put a space and the mark that fuses
/// with it in different runs; the breaker counted 3 columns where the joined text measures 1.
/// Lines are drawn run by run, so each run's DisplayWidth is what has to add up.
@Suite struct RunWidthTests {
    private func check(_ spans: [RichText.Span]) {
        for width in 1...20 {
            for line in TextLayout.layout(RichText(blocks: [.paragraph(spans)]), width: width) {
                let drawn = line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
                #expect(line.width == drawn, "width \(width): \(line.runs)")
            }
        }
    }

    @Test func markOpeningAStyledSpan() {
        check([RichText.Span("It's "), RichText.Span("\u{302E}apmex.org/x", style: .italic)])
        check(HTMLText.parse("<p>It&#x27;s <i>\u{302E}apmex.org/x</i>").blocks.flatMap { block -> [RichText.Span] in
            if case .paragraph(let spans) = block { return spans }
            return []
        })
    }

    @Test func markOpeningASpanOfTheSameStyle() {
        check([RichText.Span("It's "), RichText.Span("\u{302E}a b")])
        check([RichText.Span("x "), RichText.Span("\u{0301}y")])
    }
}
