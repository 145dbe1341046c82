/// What Enter on a feed row shows: the item (refreshed by the fetch) and its comments.
public struct Discussion: Sendable {
    public var item: FeedItem
    public var comments: [Comment]
    /// Where more top-level comments start, for sources that page them.
    public var moreComments: PageCursor?
    /// Whether the source can put a comment's replies in its own order (and fill in missing
    /// ones) with `fetchReplies`, as the comments come into view.
    public var ordersReplies: Bool
    public var notice: SourceNotice?

    public init(
        item: FeedItem, comments: [Comment], moreComments: PageCursor? = nil, ordersReplies: Bool = false,
        notice: SourceNotice? = nil
    ) {
        self.item = item
        self.comments = comments
        self.moreComments = moreComments
        self.ordersReplies = ordersReplies
        self.notice = notice
    }
}
