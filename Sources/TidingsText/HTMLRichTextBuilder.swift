/// Applies HTML tokens to a growing list of blocks: tracks open inline styles, paragraph
/// boundaries, preformatted text and skipped elements.
struct HTMLRichTextBuilder {
    private var blocks: [RichText.Block] = []
    private var paragraph = ParagraphBuilder()
    private var italic = 0
    private var bold = 0
    private var code = 0
    /// Open `<a>` elements; nil for anchors without a usable href, so `</a>` still pairs up.
    private var links: [String?] = []
    /// Raw text collected inside `<pre>`, nil outside.
    private var preformatted: String?
    /// The element whose content is being skipped (`script` or `style`).
    private var skipping: String?

    /// Tags that end the current paragraph even though HN never sends them.
    private static let blockTags: Set<String> = [
        "p", "div", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "hr", "table", "tr",
        "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    mutating func handle(_ token: HTMLTokenizer.Token) {
        if let element = skipping {
            if token == .end(name: element) { skipping = nil }
            return
        }
        if preformatted != nil {
            handleInPre(token)
            return
        }
        switch token {
        case .text(let raw):
            paragraph.append(Sanitizer.neutralize(HTMLEntities.decodeHTMLText(raw), keepNewlines: false), style: style)
        case .start(let name, let href):
            open(name, href: href)
        case .end(let name):
            close(name)
        }
    }

    mutating func finish() -> RichText {
        if preformatted != nil { closePre() }
        endParagraph()
        return RichText(blocks: blocks)
    }

    private var style: SpanStyle {
        if let url = links.last(where: { $0 != nil }) ?? nil { return .link(url: url) }
        if code > 0 { return .code }
        if bold > 0 { return .bold }
        if italic > 0 { return .italic }
        return .plain
    }

    private mutating func open(_ name: String, href: String?) {
        switch name {
        case "br": paragraph.lineBreak(style: style)
        case "i", "em": italic += 1
        case "b", "strong": bold += 1
        case "code", "tt": code += 1
        case "a": links.append(href.flatMap(Self.cleanURL))
        case "pre":
            endParagraph()
            preformatted = ""
        case "script", "style": skipping = name
        default:
            if Self.blockTags.contains(name) { endParagraph() }
        }
    }

    private mutating func close(_ name: String) {
        switch name {
        case "i", "em": italic = max(0, italic - 1)
        case "b", "strong": bold = max(0, bold - 1)
        case "code", "tt": code = max(0, code - 1)
        case "a": _ = links.popLast()
        default:
            if Self.blockTags.contains(name) { endParagraph() }
        }
    }

    private mutating func handleInPre(_ token: HTMLTokenizer.Token) {
        switch token {
        case .text(let raw): preformatted? += raw
        case .start(name: "br", _): preformatted? += "\n"
        case .end(name: "pre"): closePre()
        default: break // <code> and anything else inside <pre> only wraps the text
        }
    }

    private mutating func closePre() {
        let raw = preformatted ?? ""
        preformatted = nil
        let text = Sanitizer.neutralize(HTMLEntities.decodeHTMLText(raw), keepNewlines: true)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        if !lines.isEmpty { blocks.append(.code(lines.map(String.init))) }
    }

    private mutating func endParagraph() {
        if let block = paragraph.finish() { blocks.append(block) }
    }

    /// Link targets are shown and opened, so they get the single-line treatment.
    private static func cleanURL(_ raw: String) -> String? {
        let url = Sanitizer.line(raw)
        return url.isEmpty ? nil : url
    }
}
