import TidingsText

/// An article laid out as lines for a given width: the header (title, site, byline, date,
/// reading time), the body, then the numbered links. The reader screen draws these lines with
/// the theme's styles; `tidings read` prints their text. Code and tables wider than the width
/// are kept whole (`isWide`) for the screen to scroll sideways; everything else is wrapped.
public struct ArticleLayout: Sendable {
    public enum Role: Sendable, Equatable {
        case title, meta, heading, body, quote, code, table, image, rule, linksHeading, link, blank
    }

    public struct Line: Sendable, Equatable {
        public var text: String
        public var role: Role
        /// Drawn as is and scrolled sideways rather than wrapped.
        public var isPreformatted: Bool
        /// For the lines of an image's placeholder, the index in `article.blocks` of the image
        /// they stand for (the screen draws the picture there instead); nil for other lines.
        public var imageBlock: Int?
        /// How many characters at the line's start stay put when it scrolls sideways: a code
        /// line's margin and its line number, which stand beside the code as an editor's do.
        public var pinned: Int

        init(_ text: String, _ role: Role, preformatted: Bool = false, imageBlock: Int? = nil, pinned: Int = 0) {
            self.text = text
            self.role = role
            isPreformatted = preformatted
            self.imageBlock = imageBlock
            self.pinned = pinned
        }
    }

    public private(set) var lines: [Line] = []
    public let width: Int

    public init(article: Article, width: Int) {
        self.width = max(10, width)
        header(article)
        body(article)
        linkList(article)
        while lines.last?.role == .blank { lines.removeLast() }
    }

    /// The widest preformatted line, for sideways scrolling.
    public var widestLine: Int {
        lines.lazy.filter(\.isPreformatted).map { DisplayWidth.of($0.text) }.max() ?? 0
    }

    /// "The Verge · Ann Lee · 2026-11-29 · 6 min read".
    public static func metaLine(_ article: Article) -> String {
        [article.site, article.byline.map { "by " + $0 }, article.published?.display, "\(article.readingMinutes) min read"]
            .compactMap { $0 }.joined(separator: " · ")
    }

    private mutating func add(_ text: String, _ role: Role, indent: String = "", firstIndent: String? = nil, imageBlock: Int? = nil) {
        let first = firstIndent ?? indent
        let room = max(4, width - DisplayWidth.of(first))
        for (index, line) in TextLayout.wrap(text, width: room).enumerated() {
            lines.append(Line((index == 0 ? first : indent) + line, role, imageBlock: imageBlock))
        }
    }

    private mutating func blank() {
        if let last = lines.last, last.role != .blank { lines.append(Line("", .blank)) }
    }

    private mutating func header(_ article: Article) {
        if let title = article.title { add(title, .title) }
        add(Self.metaLine(article), .meta)
        blank()
    }

    private mutating func body(_ article: Article) {
        var previous: ArticleBlock.Kind?
        var numbers: [Substring] = []
        for (index, block) in article.blocks.enumerated() {
            let quote = String(repeating: "│ ", count: block.quoteDepth)
            let role: Role = block.quoteDepth > 0 ? .quote : .body
            switch block.kind {
            case .heading:
                blank()
                add(block.markedText, .heading, indent: quote)
            case .paragraph:
                blank()
                add(block.markedText, role, indent: quote)
            case .listItem(let marker, let depth):
                if !Self.isListItem(previous) { blank() }
                let indent = quote + String(repeating: "  ", count: depth - 1)
                let bullet = marker.isEmpty ? "  " : marker + " "
                let hanging = indent + String(repeating: " ", count: DisplayWidth.of(bullet))
                add(block.markedText, role, indent: hanging, firstIndent: indent + bullet)
            case .code:
                // A highlighter's gutter of line numbers goes beside the code that follows it.
                if block.isGutter == true, index + 1 < article.blocks.count, article.blocks[index + 1].kind == .code,
                   article.blocks[index + 1].quoteDepth == block.quoteDepth {
                    numbers = block.text.split(separator: "\n").map { $0.filter { $0 != " " } }
                    continue
                }
                blank()
                let numberWidth = numbers.map(\.count).max() ?? 0
                for (row, line) in block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let number = row < numbers.count ? numbers[row] : ""
                    let gutter = numbers.isEmpty ? "" : String(repeating: " ", count: numberWidth - number.count) + number + "  "
                    let margin = quote + "  " + gutter
                    lines.append(Line(margin + line, .code, preformatted: true, pinned: gutter.isEmpty ? 0 : margin.count))
                }
                numbers = []
            case .table(let rows):
                blank()
                table(rows, indent: quote)
            case .image:
                blank()
                add(block.text.isEmpty ? "[image]" : "[image: \(block.text)]", .image, indent: quote, imageBlock: index)
            case .rule:
                blank()
                lines.append(Line(String(repeating: "─", count: min(width, 20)), .rule))
            }
            previous = block.kind
        }
    }

    private static func isListItem(_ kind: ArticleBlock.Kind?) -> Bool {
        if case .listItem = kind { return true }
        return false
    }

    /// Columns padded to their widest cell. When the table is wider than the screen it is
    /// still aligned and scrolls sideways, unless even that would be unreadable (a cell wider
    /// than the screen), in which case each row becomes one wrapped line.
    private mutating func table(_ rows: [[String]], indent: String) {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        if (widths.max() ?? 0) > width - DisplayWidth.of(indent) {
            for row in rows { add(row.filter { !$0.isEmpty }.joined(separator: " · "), .table, indent: indent) }
            return
        }
        for row in rows {
            var text = indent
            for (index, cell) in row.enumerated() {
                let padding = index == row.count - 1 ? 0 : widths[index] - DisplayWidth.of(cell)
                text += cell + String(repeating: " ", count: max(0, padding)) + (index == row.count - 1 ? "" : " │ ")
            }
            lines.append(Line(text, .table, preformatted: true))
        }
    }

    private mutating func linkList(_ article: Article) {
        guard !article.links.isEmpty else { return }
        blank()
        lines.append(Line("Links", .linksHeading))
        for (index, url) in article.links.enumerated() {
            let label = "[\(index + 1)] "
            // Foundation percent-encodes what a URL cannot hold, but the screen trusts only the sanitizer.
            add(Sanitizer.neutralize(url.absoluteString, keepNewlines: false), .link, indent: String(repeating: " ", count: label.count), firstIndent: label)
        }
    }
}
