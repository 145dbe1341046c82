import FoundationEssentials
import TidingsText

/// A comment's text as the service sent it. Parsing (and sanitizing) happens when the comment is
/// first drawn, so a 10,000-comment thread is ready without parsing text nobody has looked at.
/// Bodies above `eagerParseThreshold` are the exception (see `html(parsingIfLarge:)`).
public enum CommentBody: Sendable, Hashable {
    case html(String)
    case plain(String)
    /// Already parsed and sanitized.
    case rich(RichText)
    /// HTML still in the answer's bytes; made into a string when first laid out.
    case htmlSource(JSONText)

    /// Drawing happens on the run loop; parsing a body this large there would stall every key
    /// press. Typical comments are well under 2 KB, so lazy parsing still covers nearly all.
    public static let eagerParseThreshold = 8 * 1024

    /// HTML from the network, parsed now (in the fetch task) when it is large.
    public static func html(parsingIfLarge text: String) -> CommentBody {
        text.utf8.count > eagerParseThreshold ? .rich(HTMLText.parse(text)) : .html(text)
    }

    /// Plain text from the network, parsed now (in the fetch task) when it is large.
    public static func plain(parsingIfLarge text: String) -> CommentBody {
        text.utf8.count > eagerParseThreshold ? .rich(RichText.plain(Sanitizer.text(text))) : .plain(text)
    }
}

/// What a comment says of itself, apart from its replies: the same whether the comment is in
/// the tree a source built (`Comment`) or in the flat list a screen walks (`CommentTree.Node`).
public struct CommentFields: Sendable {
    public var id: String
    public var author: String?
    public var date: Date?
    public var body: CommentBody?
    public var score: Int?
    public var isDeleted: Bool
    /// The ids of its replies in the source's own order, when the source said so and the
    /// replies at hand may not be all of them (a thread built one level at a time). Nil when
    /// unknown.
    public var replyIDs: [String]?
}

/// One comment and its replies. A deleted comment has no author and no body but keeps its replies.
@dynamicMemberLookup
public struct Comment: Sendable {
    public var fields: CommentFields
    public var replies: [Comment]

    public init(
        id: String, author: String?, date: Date?, body: CommentBody?, score: Int? = nil,
        isDeleted: Bool = false, replies: [Comment] = [], replyIDs: [String]? = nil
    ) {
        fields = CommentFields(id: id, author: author, date: date, body: body, score: score, isDeleted: isDeleted, replyIDs: replyIDs)
        self.replies = replies
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<CommentFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
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
