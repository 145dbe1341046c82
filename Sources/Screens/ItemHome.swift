import Feeds

/// A source's first screen, as the Saved list (which mixes sources) needs it: the name its
/// items are saved under, and what opening one of them does there — the same as opening it on
/// that tab (a push, the reader…).
public protocol ItemHome: AnyObject {
    var sourceName: String { get }
    func open(_ item: FeedItem) -> ScreenCommand
}
