import Feeds
import ViewModels

/// `s` for an item shown by a screen that is not its own (the reader opened on a row's link):
/// whether it is saved, and the toggle, in the item's own source.
public struct ItemSaving {
    public let isSaved: () -> Bool
    public let toggle: () -> Bool

    public init(memory: ReadingMemory, item: FeedItem, source: String) {
        isSaved = { memory.isSaved(item, in: source) }
        toggle = { memory.toggleSaved(item, in: source) }
    }
}
