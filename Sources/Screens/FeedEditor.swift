import Feeds
import ViewModels


/// What a feed of an editable source adds to its pane: keys that change records (add, edit,
/// delete…) and what Enter pushes for its rows. An editable source provides one; other feeds have
/// none.
public protocol FeedEditor: AnyObject {
    /// The editing actions worth a hint on this feed right now.
    func hintActions(for feed: FeedScreen) -> [Action]
    /// Whether `action` does something on this feed now (the help lists it, hints name it); nil
    /// when it is not one of the editor's.
    func handles(_ action: Action, in feed: FeedScreen) -> Bool?
    /// Handles an action the feed itself does not know; nil when it does not apply.
    func perform(_ action: Action, in feed: FeedScreen) -> ScreenCommand?
    /// What Enter on `item` pushes; nil to use the feed's own detail.
    func detail(for item: FeedItem, in feed: FeedScreen) -> (any Screen)?
    /// What the feed does about news (its rows follow records saved elsewhere), if anything.
    func receive(_ news: any News, in feed: FeedScreen) -> ScreenCommand?
}
