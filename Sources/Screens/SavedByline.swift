import Feeds
import FoundationEssentials
import ViewModels

/// A row of the Saved list reads "saved 3d ago": its date is the saving, and the source is
/// already named after its title.
extension SavedMark: BylineBySource {
    public func byline(for item: FeedItem, now: Date) -> String {
        let age = RelativeAge.describe(item.date, now: now)
        guard !age.isEmpty else { return "saved" }
        return "saved " + (age == "now" ? "just now" : age + " ago")
    }
}
