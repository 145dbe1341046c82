import FoundationEssentials

/// One block of an extracted article, in reading order. Lists and quotes are flattened into
/// blocks that carry their depth, so every consumer (the screen, `tidings read`, the tests)
/// walks one flat array.
public struct ArticleBlock: Sendable, Equatable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
        case heading(level: Int)
        case paragraph
        /// `marker` is "•" or "3." as the list had it; `depth` counts from 1.
        case listItem(marker: String, depth: Int)
        /// Preformatted text: its lines are kept as they are, never re-wrapped.
        case code
        /// Rows of cells; the first row is the header when the table had one.
        case table(rows: [[String]])
        case image
        case rule
    }

    public var kind: Kind
    /// The text, sanitized, whitespace folded (code keeps its lines). For an image, its alt text.
    public var text: String
    /// The same text with each link followed by its number, "such as this[3]".
    public var markedText: String
    /// How many block quotes this block sits in.
    public var quoteDepth: Int
    /// For an image, where the picture is (http or https, resolved against the page); nil when
    /// the page gave no usable address, and for every other kind of block.
    public var imageURL: URL?

    /// Set on code that is a highlighter's gutter of line numbers (a table's cell beside the
    /// code's): the screen shows it beside the code block after it. Nil in copies kept before.
    public var isGutter: Bool?

    /// Code that is only line numbers, one a line, counting up from where it starts.
    var isLineNumberColumn: Bool {
        guard kind == .code else { return false }
        var expected: Int?
        for line in text.split(separator: "\n") {
            guard let number = Int(line.filter { $0 != " " }), number == (expected ?? number) else { return false }
            expected = number + 1
        }
        return expected != nil
    }

    public init(kind: Kind, text: String, markedText: String? = nil, quoteDepth: Int = 0, imageURL: URL? = nil) {
        self.kind = kind
        self.text = text
        self.markedText = markedText ?? text
        self.quoteDepth = quoteDepth
        self.imageURL = imageURL
    }
}
