import Networking

/// A service Tidings can browse. Implementations are value types holding a transport and a base
/// URL; every call is independent so a view model can cancel one without affecting others.
/// Every fetch takes its `FetchOptions` (cache policy, background or not, where kept copies are
/// noted) explicitly and hands them to each request it makes.
public protocol FeedSource: Sendable {
    /// The source's name for the tab bar ("Example News").
    var name: String { get }
    /// The list being shown ("Front page").
    var listName: String { get }
    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage
    /// The item's discussion. A source that reads its answer as it arrives calls `progress` with
    /// growing partial discussions before returning the whole one (see `DiscussionProgress`).
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion
    /// Fetches what opening the item's discussion will ask for, only so the transport keeps a
    /// copy (a prefetch): nothing needs to be read or returned.
    func prefetchDiscussion(for item: FeedItem, options: FetchOptions) async throws(FetchError)
    /// More top-level comments, for sources that page them.
    func fetchMoreComments(for item: FeedItem, after cursor: PageCursor, options: FetchOptions) async throws(FetchError) -> Discussion
    /// A comment's replies in the source's order, for sources whose discussions say
    /// `ordersReplies`. `known` is the order if already known (`Comment.replyIDs`); `present`
    /// the replies the caller has. Nil when the source has nothing to say about this comment.
    func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder?
    /// The same source showing search results for `query`, or nil when it cannot search.
    func searching(for query: String) -> (any FeedSource)?
    /// The same source showing its next list or category (cycled with a key), or nil.
    func nextList() -> (any FeedSource)?
}

extension FeedSource {
    public func searching(for query: String) -> (any FeedSource)? { nil }
    public func nextList() -> (any FeedSource)? { nil }

    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor, options: FetchOptions) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [])
    }

    /// The whole discussion, read and dropped: for sources whose discussions are small.
    public func prefetchDiscussion(for item: FeedItem, options: FetchOptions) async throws(FetchError) {
        _ = try await fetchDiscussion(for: item, options: options, progress: nil)
    }

    public func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder? {
        nil
    }

    /// A fetch with the standard options (tests, the command line).
    public func fetchPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage {
        try await fetchPage(cursor, options: .standard)
    }

    public func fetchDiscussion(for item: FeedItem) async throws(FetchError) -> Discussion {
        try await fetchDiscussion(for: item, options: .standard, progress: nil)
    }

    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor) async throws(FetchError) -> Discussion {
        try await fetchMoreComments(for: item, after: cursor, options: .standard)
    }

    public func fetchReplies(of commentID: String, known: [String]?, present: Set<String>) async throws(FetchError) -> ReplyOrder? {
        try await fetchReplies(of: commentID, known: known, present: present, options: .standard)
    }
}
