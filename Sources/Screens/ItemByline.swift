import Feeds
import FoundationEssentials
import ViewModels

/// "214 points by mara 3h ago | 57 comments": the line under a title, in the feed and in the
/// discussion header alike, unless the row's source reads its bylines its own way.
enum ItemByline {
    static func describe(_ item: FeedItem, now: Date) -> String {
        if let own = item.payload?.value(as: (any BylineBySource).self) { return own.byline(for: item, now: now) }
        var parts: [String] = []
        var first = item.score.map { "\($0) \(item.scoreUnit)" } ?? ""
        if let author = item.author, !author.isEmpty { first += (first.isEmpty ? "by " : " by ") + author }
        let age = RelativeAge.describe(item.date, now: now)
        if !age.isEmpty { first += (first.isEmpty ? "" : " ") + age + (age == "now" ? "" : " ago") }
        if !first.isEmpty { parts.append(first) }
        if let count = item.commentCount { parts.append(count == 1 ? "1 comment" : "\(count) comments") }
        return parts.joined(separator: " | ")
    }
}
