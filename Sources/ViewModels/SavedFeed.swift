import Feeds
import FoundationEssentials
import Networking
import Store

/// Everything saved, from every source, newest first: the "Saved" list each tab reaches with
/// `l`. It reads the store (never the network), so it works offline.
public struct SavedFeed: FeedSource {
    let load: @Sendable () async -> [SavedItem]

    public var name: String { "Saved" }
    public var listName: String { "Saved" }

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        guard cursor == nil else { return FeedPage(items: [], next: nil) }
        let items = await load().map { saved in
            let url = saved.url.flatMap(URL.init(string:))
            return FeedItem(id: saved.id, title: saved.title, domain: saved.source, date: saved.savedAt,
                            articleURL: url, discussionURL: saved.discussionURL.flatMap(URL.init(string:)),
                            payload: SourcePayload(SavedMark()), sourceName: saved.source)
        }
        return FeedPage(items: items, next: nil)
    }

    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [])
    }
}

/// Marks a row of the Saved list, whose date is when it was saved, not when it was published.
public struct SavedMark: Hashable, Sendable {}

extension ReadingMemory {
    /// The Saved list, read from the store after the writes already on their way.
    public func savedFeed() -> SavedFeed {
        let store = self.store
        let pending = pendingWrite
        return SavedFeed {
            await pending?.value
            return await store.savedItems()
        }
    }
}
