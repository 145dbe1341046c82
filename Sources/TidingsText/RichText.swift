/// Formatted text from a comment or description, ready for layout.
///
/// Span text is already sanitized. Inside paragraphs and quotes a "\n" in span text is a hard
/// line break (from `<br>` or a single newline in plain text).
public struct RichText: Sendable, Hashable {
    public var blocks: [Block]

    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// True when there is no visible text at all.
    public var isEmpty: Bool {
        blocks.allSatisfy(\.isBlank)
    }
}

extension RichText {
    public enum Block: Sendable, Hashable {
        case paragraph([Span])
        case quote([Span])
        /// Preformatted lines, shown verbatim.
        case code([String])

        var isBlank: Bool {
            switch self {
            case .paragraph(let spans), .quote(let spans):
                return spans.allSatisfy { $0.text.allSatisfy(\.isWhitespace) }
            case .code(let lines):
                return lines.allSatisfy { $0.allSatisfy(\.isWhitespace) }
            }
        }
    }

    public struct Span: Sendable, Hashable {
        public var text: String
        public var style: SpanStyle

        public init(_ text: String, style: SpanStyle = .plain) {
            self.text = text
            self.style = style
        }
    }
}

/// How a span is drawn. One style per span: a link inside italics is just a link.
public enum SpanStyle: Sendable, Hashable {
    case plain
    case italic
    case bold
    case code
    case link(url: String)
}
