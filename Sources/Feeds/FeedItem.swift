import FoundationEssentials

/// One row of a feed, whatever the source. Every string is already sanitized.
public struct FeedItem: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    /// A second line of text under the title (a tagline); nil for most sources.
    public var subtitle: String?
    /// Where the article lives, shown after the title ("example.org").
    public var domain: String?
    public var score: Int?
    /// What the score counts, in the source's words ("points", "votes").
    public var scoreUnit: String
    public var author: String?
    public var date: Date?
    public var commentCount: Int?
    /// What `o` opens.
    public var articleURL: URL?
    /// What `c` opens: the discussion page on the source's own site.
    public var discussionURL: URL?
    /// The post's own text (an Ask HN question), shown in the discussion header.
    public var body: CommentBody?
    /// The item's picture, where its source has one (a news article's image, a Product Hunt
    /// thumbnail): http or https only. Shown in its header and, when asked for, in its row.
    public var imageURL: URL?
    /// What the row's source keeps beyond these fields, for its own screens (read through the
    /// source's own accessor); nil for most rows.
    public var payload: SourcePayload?
    /// The source a row comes from, in lists that mix sources (Saved); nil elsewhere.
    public var sourceName: String?

    public init(
        id: String, title: String, subtitle: String? = nil, domain: String? = nil,
        score: Int? = nil, scoreUnit: String = "points", author: String? = nil, date: Date? = nil,
        commentCount: Int? = nil, articleURL: URL? = nil, discussionURL: URL? = nil,
        body: CommentBody? = nil, imageURL: URL? = nil, payload: SourcePayload? = nil, sourceName: String? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.domain = domain
        self.score = score
        self.scoreUnit = scoreUnit
        self.author = author
        self.date = date
        self.commentCount = commentCount
        self.articleURL = articleURL
        self.discussionURL = discussionURL
        self.body = body
        self.imageURL = imageURL
        self.payload = payload
        self.sourceName = sourceName
    }
}

/// A source's own data, on a row or in a notice: opaque to the shared code (only the source's
/// own folders know what is inside), compared and hashed as its value.
public struct SourcePayload: Sendable, Hashable {
    private let value: any Hashable & Sendable

    public init<Value: Hashable & Sendable>(_ value: Value) {
        self.value = value
    }

    /// The value, if it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? { value as? Value }

    public static func == (left: SourcePayload, right: SourcePayload) -> Bool {
        let value: any Hashable = left.value
        return same(value, right.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        value.hash(into: &hasher)
    }

    private static func same<Value: Hashable>(_ left: Value, _ right: Any) -> Bool {
        (right as? Value) == left
    }
}
