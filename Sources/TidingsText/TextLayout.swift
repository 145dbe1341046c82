/// Word-wraps rich text into screen lines.
public enum TextLayout {
    /// Lays out `text` in `width` columns (at least 1). Blocks are separated by one `.blank` line.
    /// Quote and code lines are wrapped to `width - 2` (at least 1): the renderer draws a 2-column
    /// prefix for them. A link whose text is its URL, or HN's shortened "https://example.com/lo..."
    /// form of it, shows the full URL; any other link reads "text (url)" with the parentheses
    /// plain. Code is hard-wrapped and keeps its indentation; everything else wraps at spaces and
    /// around wide characters, dropping the spaces at a break, and only over-long words are cut
    /// (between clusters). A wide character at width 1 gets a line of its own, 2 columns wide.
    public static func layout(_ text: RichText, width: Int) -> [LaidOutLine] {
        let width = max(1, width)
        let indented = max(1, width - 2)
        var result: [LaidOutLine] = []
        for block in text.blocks {
            let lines: [LaidOutLine]
            switch block {
            case .paragraph(let spans):
                lines = wrap(spans, width: width, kind: .body)
            case .quote(let spans):
                lines = wrap(spans, width: indented, kind: .quote)
            case .code(let codeLines):
                lines = codeLines.flatMap { line in
                    var breaker = LineBreaker(pieces: [StyledPiece(text: line, style: .code)], width: indented, kind: .code)
                    breaker.wrapHard()
                    return breaker.lines
                }
            }
            guard !lines.isEmpty else { continue }
            if !result.isEmpty { result.append(LaidOutLine(kind: .blank, runs: [], width: 0)) }
            result.append(contentsOf: lines)
        }
        return result
    }

    /// Word-wraps one plain string (titles, headers). "\n" forces a break; an empty or blank
    /// string gives no lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var breaker = LineBreaker(pieces: [StyledPiece(text: text, style: .plain)], width: width, kind: .body)
        breaker.wrapWords()
        return breaker.lines.map(\.text)
    }

    private static func wrap(_ spans: [RichText.Span], width: Int, kind: LaidOutLine.Kind) -> [LaidOutLine] {
        var pieces: [StyledPiece] = []
        pieces.reserveCapacity(spans.count)
        for span in spans { LinkDisplay.append(span, to: &pieces) }
        var breaker = LineBreaker(pieces: pieces, width: width, kind: kind)
        breaker.wrapWords()
        return breaker.lines
    }
}
