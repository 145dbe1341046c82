import Feeds
import Foundation
import ViewModels

/// "214 points by mara 3h ago | 57 comments": the line under a title, in the feed and in the
/// discussion header alike. News articles read "Harbor Times | 3h ago": the outlet matters more
/// to a news reader than a score or a byline.
enum ItemByline {
    static func describe(_ item: FeedItem, now: Date) -> String {
        if let article = item.article { return describeArticle(item, article, now: now) }
        var parts: [String] = []
        var first = item.score.map { "\($0) \(item.scoreUnit)" } ?? ""
        if let author = item.author, !author.isEmpty { first += (first.isEmpty ? "by " : " by ") + author }
        let age = RelativeAge.describe(item.date, now: now)
        if !age.isEmpty { first += (first.isEmpty ? "" : " ") + age + (age == "now" ? "" : " ago") }
        if !first.isEmpty { parts.append(first) }
        if let count = item.commentCount { parts.append(count == 1 ? "1 comment" : "\(count) comments") }
        return parts.joined(separator: " | ")
    }

    private static func describeArticle(_ item: FeedItem, _ article: ArticleDetails, now: Date) -> String {
        var parts: [String] = []
        if let source = article.sourceName ?? item.domain { parts.append(source) }
        let age = RelativeAge.describe(item.date, now: now)
        if !age.isEmpty { parts.append(age == "now" ? "now" : age + " ago") }
        return parts.joined(separator: " | ")
    }
}
