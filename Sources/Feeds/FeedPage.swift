/// Where the next page of a feed or a comment list starts: a page number for numbered APIs
/// (search APIs) or an opaque cursor for connection-style APIs (GraphQL).
public enum PageCursor: Sendable, Hashable {
    case page(Int)
    case token(String)
}

/// One page of a feed and where the next one starts (nil at the end).
public struct FeedPage: Sendable {
    public var items: [FeedItem]
    public var next: PageCursor?
    public var notice: SourceNotice?

    public init(items: [FeedItem], next: PageCursor?, notice: SourceNotice? = nil) {
        self.items = items
        self.next = next
        self.notice = notice
    }
}
