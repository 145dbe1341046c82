import Foundation

/// A comment's text as the service sent it. Parsing (and sanitizing) happens when the comment is
/// first drawn, so a 10,000-comment thread is ready without parsing text nobody has looked at.
public enum CommentBody: Sendable, Hashable {
    case html(String)
    case plain(String)
}

/// One comment and its replies. A deleted comment has no author and no body but keeps its replies.
public struct Comment: Sendable {
    public var id: String
    public var author: String?
    public var date: Date?
    public var body: CommentBody?
    public var score: Int?
    public var isDeleted: Bool
    public var replies: [Comment]
    /// The ids of its replies in the source's own order, when the source said so and `replies`
    /// may not hold them all yet (a thread built one level at a time). Nil when unknown.
    public var replyIDs: [String]?

    public init(
        id: String, author: String?, date: Date?, body: CommentBody?, score: Int? = nil,
        isDeleted: Bool = false, replies: [Comment] = [], replyIDs: [String]? = nil
    ) {
        self.id = id
        self.author = author
        self.date = date
        self.body = body
        self.score = score
        self.isDeleted = isDeleted
        self.replies = replies
        self.replyIDs = replyIDs
    }
}

extension Comment {
    /// Replies at every depth, counted without recursion.
    public var descendantCount: Int {
        var count = 0
        var pending = replies
        while let next = pending.popLast() {
            count += 1
            pending.append(contentsOf: next.replies)
        }
        return count
    }
}
