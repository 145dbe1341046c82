import FoundationEssentials
import TidingsText

extension HackerNewsClient {
    /// The thread as the scanner read it: the story's fields refresh the item, its replies are
    /// the comments.
    static func discussion(from node: AlgoliaThreadScanner.Node, fallback: FeedItem) -> Discussion {
        var item = fallback
        let text = node.text?.string
        if let refreshed = makeItem(
            id: fallback.id, title: node.title?.string ?? fallback.title, url: node.url?.string, author: node.author,
            points: node.points, comments: nil,
            date: Timestamp.date(seconds: node.createdAtSeconds, iso: node.createdAtSeconds == nil ? node.createdAt : nil),
            text: text)
        {
            item = refreshed
            item.score = refreshed.score ?? fallback.score
        }
        item.commentCount = node.descendants
        return Discussion(item: item, comments: node.replies)
    }

    /// The same, from the general decoder's tree: the reference the scanner is tested against.
    static func discussion(from node: AlgoliaItem, fallback: FeedItem) -> Discussion {
        var item = fallback
        if let refreshed = makeItem(
            id: fallback.id, title: node.title ?? fallback.title, url: node.url, author: node.author,
            points: node.points, comments: nil,
            date: Timestamp.date(seconds: node.created_at_i, iso: node.created_at), text: node.text)
        {
            item = refreshed
            item.score = refreshed.score ?? fallback.score
        }
        let comments = (node.children ?? []).map(comment(from:))
        item.commentCount = comments.reduce(0) { $0 + 1 + $1.descendantCount }
        return Discussion(item: item, comments: comments)
    }

    /// Comment trees can be thousands deep in pathological threads; build them without recursion
    /// so no stack depth limit applies.
    static func comment(from root: AlgoliaItem) -> Comment {
        struct Frame { var node: AlgoliaItem; var built: [Comment]; var next: Int }
        func shell(_ node: AlgoliaItem) -> Comment {
            let deleted = node.author == nil && node.text == nil
            return Comment(
                id: node.id.map(String.init) ?? "",
                author: node.author.map(Sanitizer.line),
                date: Timestamp.date(seconds: node.created_at_i, iso: node.created_at),
                body: node.text.map { CommentBody.html(parsingIfLarge: $0) },
                score: node.points,
                isDeleted: deleted)
        }
        var stack = [Frame(node: root, built: [], next: 0)]
        while true {
            let top = stack.count - 1
            let children = stack[top].node.children ?? []
            if stack[top].next < children.count {
                let child = children[stack[top].next]
                stack[top].next += 1
                stack.append(Frame(node: child, built: [], next: 0))
                continue
            }
            let finished = stack.removeLast()
            var comment = shell(finished.node)
            comment.replies = finished.built
            if stack.isEmpty { return comment }
            stack[stack.count - 1].built.append(comment)
        }
    }

    /// A story from the official API.
    static func item(from story: FirebaseItem, id: Int) -> FeedItem? {
        makeItem(
            // The site shows no points on job posts, though the API has a score for them.
            id: String(id), title: story.title, url: story.url, author: story.by, points: story.type == "job" ? nil : story.score,
            comments: story.descendants.map { max(0, $0) }, date: date(story.time), text: story.text)
    }

    /// A comment from the official API, without its replies: they are fetched when it comes
    /// into view, in the order `replyIDs` gives. Deleted and dead comments keep their place
    /// (and their replies) but show nothing of themselves.
    static func comment(from item: FirebaseItem, id: Int) -> Comment {
        let gone = item.isGone
        return Comment(
            id: String(id),
            author: gone ? nil : item.by.map(Sanitizer.line),
            date: date(item.time),
            body: gone ? nil : item.text.map { CommentBody.html(parsingIfLarge: $0) },
            score: item.score,
            isDeleted: gone || (item.by == nil && item.text == nil),
            replyIDs: item.kidIDs)
    }

    /// Puts `comments` in the order of `ids`. Comments not listed keep their relative order
    /// after the listed ones (the official API leaves some out); listed ids without a comment
    /// are taken from `extra` when there.
    static func ordered(_ comments: [Comment], by ids: [String], extra: [String: Comment] = [:]) -> [Comment] {
        var indexByID: [String: Int] = [:]
        for (index, comment) in comments.enumerated() where indexByID[comment.id] == nil {
            indexByID[comment.id] = index
        }
        var result: [Comment] = []
        result.reserveCapacity(max(comments.count, ids.count))
        var placedIDs = Set<String>()
        var placedIndices = Set<Int>()
        for id in ids where placedIDs.insert(id).inserted {
            if let index = indexByID[id] {
                placedIndices.insert(index)
                result.append(comments[index])
            } else if let comment = extra[id] {
                result.append(comment)
            }
        }
        for (index, comment) in comments.enumerated() where !placedIndices.contains(index) {
            result.append(comment)
        }
        return result
    }

    /// Unix seconds from the official API, kept between 1970 and 9999 so that no later
    /// arithmetic on the date (ages, sorting) can overflow.
    static func date(_ seconds: Int?) -> Date? {
        seconds.map { Date(timeIntervalSince1970: TimeInterval(min(max($0, 0), 253_402_300_799))) }
    }

    /// Like the site: a deleted or dead comment shows (as deleted) only to keep its replies.
    static func shownComment(from item: FirebaseItem, id: Int) -> Comment? {
        item.isGone && item.kids.isEmpty ? nil : comment(from: item, id: id)
    }

    static func makeItem(
        id: String, title: String?, url: String?, author: String?, points: Int?, comments: Int?,
        date: Date?, text: String?
    ) -> FeedItem? {
        let discussion = URL(string: "https://news.ycombinator.com/item?id=\(PercentEncoding.encode(id, allowing: PercentEncoding.isASCIIAlphanumeric))")
        let article = WebLink.url(url)
        let cleanTitle = Sanitizer.line(title ?? "")
        return FeedItem(
            id: id,
            title: cleanTitle.isEmpty ? "(untitled)" : cleanTitle,
            domain: WebLink.domain(of: article),
            score: points,
            author: author.map(Sanitizer.line),
            date: date,
            commentCount: comments,
            // Text posts (Ask HN) have no article: `o` opens the discussion instead.
            articleURL: article ?? discussion,
            discussionURL: discussion,
            body: text.flatMap { $0.isEmpty ? nil : CommentBody.html(parsingIfLarge: $0) })
    }
}
