import Feeds
import FoundationEssentials

/// A source's own fact that the screens put into words (a notice of where content came from, a
/// row's byline): the source's screens folder makes its values conform.
public protocol WordedBySource {
    /// The sentence for a notice, in the status bar.
    func sentence(_ wording: Wording) -> String
}

/// A source's row that reads its byline its own way ("Harbor Times | 3h ago").
public protocol BylineBySource {
    func byline(for item: FeedItem, now: Date) -> String
}
