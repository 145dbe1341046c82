/// What Enter on a feed row shows: the item (refreshed by the fetch) and its comments.
public struct Discussion: Sendable {
    public var item: FeedItem
    public var comments: [Comment]
    /// Where more top-level comments start, for sources that page them.
    public var moreComments: PageCursor?

    public init(item: FeedItem, comments: [Comment], moreComments: PageCursor? = nil) {
        self.item = item
        self.comments = comments
        self.moreComments = moreComments
    }
}
