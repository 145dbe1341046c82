import Networking

/// A service Tidings can browse. Implementations are value types holding a transport and a base
/// URL; every call is independent so a view model can cancel one without affecting others.
public protocol FeedSource: Sendable {
    /// The source's name for the tab bar ("Hacker News").
    var name: String { get }
    /// The list being shown ("Front page").
    var listName: String { get }
    func fetchPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage
    func fetchDiscussion(for item: FeedItem) async throws(FetchError) -> Discussion
    /// More top-level comments, for sources that page them.
    func fetchMoreComments(for item: FeedItem, after cursor: PageCursor) async throws(FetchError) -> Discussion
    /// A comment's replies in the source's order, for sources whose discussions say
    /// `ordersReplies`. `known` is the order if already known (`Comment.replyIDs`); `present`
    /// the replies the caller has. Nil when the source has nothing to say about this comment.
    func fetchReplies(of commentID: String, known: [String]?, present: Set<String>) async throws(FetchError) -> ReplyOrder?
    /// The same source showing search results for `query`, or nil when it cannot search.
    func searching(for query: String) -> (any FeedSource)?
    /// The same source showing its next list or category (cycled with a key), or nil.
    func nextList() -> (any FeedSource)?
}

extension FeedSource {
    public func searching(for query: String) -> (any FeedSource)? { nil }
    public func nextList() -> (any FeedSource)? { nil }

    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [])
    }

    public func fetchReplies(of commentID: String, known: [String]?, present: Set<String>) async throws(FetchError) -> ReplyOrder? {
        nil
    }
}
