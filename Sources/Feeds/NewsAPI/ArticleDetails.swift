import FoundationEssentials

/// The parts of a news article that only the article pane shows. Every string is sanitized;
/// `summary` and `content` may hold line breaks, the others are single lines.
public struct ArticleDetails: Sendable, Hashable {
    /// The outlet's display name ("Harbor Times").
    public var sourceName: String?
    public var author: String?
    /// NewsAPI's `description`: a sentence or two chosen by the outlet.
    public var summary: String?
    /// NewsAPI's `content`: the first characters of the article, usually ending in "[+2113 chars]".
    public var content: String?
    public var imageURL: URL?

    public init(sourceName: String? = nil, author: String? = nil, summary: String? = nil, content: String? = nil, imageURL: URL? = nil) {
        self.sourceName = sourceName
        self.author = author
        self.summary = summary
        self.content = content
        self.imageURL = imageURL
    }

    /// The content without NewsAPI's "[+2113 chars]" tail, which means nothing to a reader as is.
    public var contentExcerpt: String? {
        guard let content else { return nil }
        guard let tail = Self.tail(of: content) else { return content }
        let excerpt = content[..<tail.range.lowerBound].trimmingWhitespace()
        return excerpt.isEmpty ? nil : excerpt
    }

    /// How many characters the tail says were cut, or nil when there is no tail.
    public var remainingCharacters: Int? {
        content.flatMap(Self.tail(of:))?.count
    }

    /// Finds a trailing "[+N chars]" with N all ASCII digits; anything else is left alone.
    private static func tail(of text: String) -> (range: Range<String.Index>, count: Int)? {
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? text.endIndex
        let trimmed = text[..<end]
        let suffix = " chars]"
        guard trimmed.hasSuffix(suffix), let open = trimmed.ranges(of: "[+").last else { return nil }
        let digitsEnd = trimmed.index(trimmed.endIndex, offsetBy: -suffix.count)
        guard open.upperBound < digitsEnd else { return nil }
        let digits = trimmed[open.upperBound..<digitsEnd]
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits) else { return nil }
        return (open.lowerBound..<end, count)
    }
}

extension FeedItem {
    /// What the article pane shows for a news article; nil for other rows.
    public var article: ArticleDetails? {
        get { payload?.value(as: ArticleDetails.self) }
        set { payload = newValue.map(SourcePayload.init) }
    }
}
