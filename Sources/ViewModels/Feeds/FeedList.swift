/// A list the Feeds tab shows. `l` cycles the first five on the tab's first screen: every
/// item, the unread ones, each tag's, one row per feed, the saved items; a feed's own items are
/// pushed from the list of feeds.
public enum FeedList: Hashable, Sendable {
    /// Every item of every feed, newest first.
    case all
    case unread
    /// The items of the feeds tagged so in the feeds file.
    case tag(String)
    /// One row per feed: its name, unread count, last update or its error.
    case feeds
    /// Everything saved, from every source (the Saved list each tab reaches with `l`).
    case saved
    /// One feed's items, by its address.
    case feed(String)

    /// Whether its rows are items (rather than feeds or saved items of any source).
    public var showsItems: Bool {
        switch self {
        case .all, .unread, .tag, .feed: true
        case .feeds, .saved: false
        }
    }

    /// The lists `l` goes through, in order, for the feeds' tags.
    public static func cycle(tags: [String]) -> [FeedList] {
        [.all, .unread] + tags.map(FeedList.tag) + [.feeds, .saved]
    }
}
