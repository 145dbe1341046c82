/// Collects the spans of one paragraph and collapses HTML whitespace across span boundaries.
///
/// Text arrives already folded (runs of whitespace are single spaces), but "a <i> b</i>" still
/// meets two spaces at a tag boundary, so a space is dropped whenever the text so far ends in one.
struct ParagraphBuilder {
    private(set) var spans: [RichText.Span] = []
    /// True at the start and after a space or line break: a following space would be redundant.
    private var afterBreak = true

    mutating func append(_ text: String, style: SpanStyle) {
        var text = Substring(text)
        if afterBreak, text.first == " " { text = text.dropFirst() }
        guard let last = text.last else { return }
        afterBreak = last == " "
        add(text, style: style)
    }

    mutating func lineBreak(style: SpanStyle) {
        trimTrailingSpace()
        add("\n", style: style)
        afterBreak = true
    }

    /// The finished block: nil when it holds no text, a quote when it starts with ">".
    mutating func finish() -> RichText.Block? {
        defer {
            spans.removeAll()
            afterBreak = true
        }
        while let last = spans.last, last.text.last == " " || last.text.last == "\n" {
            spans[spans.count - 1].text.removeLast()
            if spans[spans.count - 1].text.isEmpty { spans.removeLast() }
        }
        while let first = spans.first, first.text.first == "\n" {
            spans[0].text.removeFirst()
            if spans[0].text.isEmpty { spans.removeFirst() }
        }
        guard !spans.isEmpty else { return nil }
        if spans[0].text.hasPrefix(">") {
            var quoted = spans
            quoted[0].text = String(QuoteMarker.strip(Substring(quoted[0].text)))
            if quoted[0].text.isEmpty { quoted.removeFirst() }
            if !quoted.isEmpty { return .quote(quoted) }
        }
        return .paragraph(spans)
    }

    private mutating func add(_ text: Substring, style: SpanStyle) {
        if spans.last?.style == style {
            spans[spans.count - 1].text += text
        } else {
            spans.append(RichText.Span(String(text), style: style))
        }
    }

    private mutating func trimTrailingSpace() {
        if spans.last?.text.last == " " {
            spans[spans.count - 1].text.removeLast()
            if spans[spans.count - 1].text.isEmpty { spans.removeLast() }
        }
    }
}
