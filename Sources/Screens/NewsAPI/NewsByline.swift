import Feeds
import FoundationEssentials
import ViewModels

/// News articles read "Harbor Times | 3h ago": the outlet matters more to a news reader than a
/// score or a byline.
extension ArticleDetails: BylineBySource {
    public func byline(for item: FeedItem, now: Date) -> String {
        var parts: [String] = []
        if let source = sourceName ?? item.domain { parts.append(source) }
        let age = RelativeAge.describe(item.date, now: now)
        if !age.isEmpty { parts.append(age == "now" ? "now" : age + " ago") }
        return parts.joined(separator: " | ")
    }
}
