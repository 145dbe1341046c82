import Feeds
import Foundation

/// Items and comment trees for tests, built in code so each test shows what it relies on.
public enum Samples {
    public static let now = Date(timeIntervalSince1970: 1_795_000_000)

    public static func item(_ number: Int, title: String? = nil, url: String? = nil) -> FeedItem {
        let article = URL(string: url ?? "https://example\(number).org/post")
        return FeedItem(
            id: String(number), title: title ?? "Story number \(number)", domain: WebLink.domain(of: article),
            score: 100 + number, author: "author\(number)", date: now.addingTimeInterval(-3_600 * 3),
            commentCount: number, articleURL: article,
            discussionURL: URL(string: "https://news.ycombinator.com/item?id=\(number)"))
    }

    public static func page(_ range: ClosedRange<Int>, next: PageCursor?) -> FeedPage {
        FeedPage(items: range.map { item($0) }, next: next)
    }

    public static func comment(_ id: String, _ text: String, by author: String? = "ann", replies: [Comment] = []) -> Comment {
        Comment(id: id, author: author, date: now.addingTimeInterval(-600), body: .html(text), replies: replies)
    }

    public static func deleted(_ id: String, replies: [Comment]) -> Comment {
        Comment(id: id, author: nil, date: now, body: nil, isDeleted: true, replies: replies)
    }

    /// A (two replies (one nested)), B deleted (one reply), C.
    public static let smallThread: [Comment] = [
        comment("a", "First top-level comment", by: "ann", replies: [
            comment("a1", "Reply to A", by: "bob", replies: [
                comment("a1x", "Nested reply", by: "cy"),
            ]),
            comment("a2", "Second reply to A", by: "dee"),
        ]),
        deleted("b", replies: [comment("b1", "Reply under a deleted comment", by: "eve")]),
        comment("c", "Third top-level comment", by: "fay"),
    ]

    /// A synthetic thread of `count` comments: top-level comments with chains of replies.
    public static func bigThread(count: Int, textLength: Int = 300) -> [Comment] {
        let sentence = "Tidings lays out comments lazily so big threads open at once. "
        let text = "<p>" + String(repeating: sentence, count: textLength / sentence.count + 1).prefix(textLength) + "</p>"
        var roots: [Comment] = []
        var made = 0
        while made < count {
            var chain: [Comment] = []
            let chainLength = min(count - made, 1 + made % 7)
            for index in 0..<chainLength { chain.append(comment("\(made + index)", text, by: "user\((made + index) % 97)")) }
            made += chainLength
            var node = chain.removeLast()
            while let parent = chain.popLast() {
                var parent = parent
                parent.replies = [node]
                node = parent
            }
            roots.append(node)
        }
        return roots
    }
}
