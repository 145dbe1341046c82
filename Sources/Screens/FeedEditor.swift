import Feeds

/// A screen that takes commands from work finishing in the background (a refused delete asks
/// for a login, reports why).
public protocol CommandRequesting: AnyObject {
    func request(_ command: ScreenCommand)
}

/// What a feed of an editable source adds to its pane: keys that change records (add, edit,
/// delete…) and what Enter pushes for its rows. The TIL source provides one; other feeds have
/// none.
public protocol FeedEditor: AnyObject {
    /// The editing actions worth a hint on this feed right now.
    func hintActions(for feed: FeedScreen) -> [Action]
    /// Whether `action` does something on this feed now (the help lists it, hints name it).
    func handles(_ action: Action, in feed: FeedScreen) -> Bool
    /// Handles an action the feed itself does not know; nil when it does not apply.
    func perform(_ action: Action, in feed: FeedScreen) -> ScreenCommand?
    /// What Enter on `item` pushes; nil to use the feed's own detail.
    func detail(for item: FeedItem, in feed: FeedScreen) -> (any Screen)?
}
