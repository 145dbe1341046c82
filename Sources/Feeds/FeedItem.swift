import Foundation

/// One row of a feed, whatever the source. Every string is already sanitized.
public struct FeedItem: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    /// A second line of text under the title (Product Hunt's tagline); nil for most sources.
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
    /// What the article pane shows for a news article (NewsAPI); nil for other sources.
    public var article: ArticleDetails?
    /// The TIL record behind a TIL row; nil for other sources.
    public var record: TILRecord?
    /// The source a row comes from, in lists that mix sources (Saved); nil elsewhere.
    public var sourceName: String?

    public init(
        id: String, title: String, subtitle: String? = nil, domain: String? = nil,
        score: Int? = nil, scoreUnit: String = "points", author: String? = nil, date: Date? = nil,
        commentCount: Int? = nil, articleURL: URL? = nil, discussionURL: URL? = nil,
        body: CommentBody? = nil, article: ArticleDetails? = nil, record: TILRecord? = nil, sourceName: String? = nil
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
        self.article = article
        self.record = record
        self.sourceName = sourceName
    }
}
