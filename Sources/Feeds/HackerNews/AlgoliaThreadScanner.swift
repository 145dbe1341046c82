import FoundationEssentials
import TidingsText

/// Reads an Algolia `items/:id` answer — a whole thread as one nested tree — in one pass over
/// its bytes, without recursion (threads can be tens of thousands deep), into the comment tree.
/// Comment texts stay ranges of the answer (`JSONText`) until shown. Strict: anything that is not
/// well-formed JSON of the expected shape (a truncated body, a string where a number belongs, a
/// number out of range, a key given twice) fails as a whole, as the general decoder would. The
/// reading itself is `AlgoliaThreadScan` (which also reads an answer piece by piece as it
/// arrives); this is the shape it reads into.
enum AlgoliaThreadScanner {
    struct Malformed: Error {}

    /// Replies nested deeper than this are kept, in order, as replies of their ancestor at this
    /// depth. A nested tree thousands deep would be released recursively by Swift and could
    /// exhaust a thread's stack; the screen stops indenting long before this anyway.
    static let maximumDepth = 1_000

    /// The most comments one thread may hold: the largest real threads have tens of thousands;
    /// more is an answer not worth the memory it would take (refused as unexpected).
    static let maximumComments = 200_000

    /// The node's own fields; its replies are added as they finish.
    struct Node {
        var id: Int?
        /// Sanitized, for one line (a name is short, so this costs no allocation).
        var author: String?
        var title: JSONText?
        var url: JSONText?
        var text: JSONText?
        var points: Int?
        /// Where the ISO date is, read only if the Unix time is missing (`createdAt`).
        var createdAtSpan: (range: Range<Int>, escaped: Bool)?
        var createdAt: String?
        var createdAtSeconds: Int?
        var replies: [Comment] = []
        /// Comments below it, at every depth.
        var descendants = 0
        /// Known keys already read (each may appear once).
        var seen: UInt16 = 0
        /// Inside the node's `children` array.
        var inChildren = false
        /// A member (or a child) was read, so the next needs a comma first.
        var afterItem = false
        /// For a node past the maximum depth: its place among its capped ancestor's replies.
        var slot: Int?
    }

    enum Field: UInt16 {
        case id = 1, author = 2, title = 4, url = 8, text = 16, points = 32, createdAt = 64, createdAtSeconds = 128, children = 256
    }

    /// The root node (the story) with its replies, from a whole answer (a kept copy, the demo).
    static func scan(_ data: Data) throws(Malformed) -> Node {
        var scan = AlgoliaThreadScan(expectedLength: data.count)
        let appended = data.withUnsafeBytes { raw in Result { () throws(Malformed) in try scan.append(raw) } }
        try appended.get()
        return try scan.finish()
    }

    /// A node as a comment (the story's replies are nodes too).
    static func comment(from node: Node) -> Comment {
        let text = node.text
        return Comment(
            id: node.id.map(String.init) ?? "",
            author: node.author,
            date: Timestamp.date(seconds: node.createdAtSeconds, iso: node.createdAtSeconds == nil ? node.createdAt : nil),
            body: text.map(body),
            score: node.points,
            isDeleted: node.author == nil && text == nil,
            replies: node.replies)
    }

    /// Large bodies are parsed now, in the fetch task, so drawing never parses one.
    static func body(_ text: JSONText) -> CommentBody {
        text.byteCount > CommentBody.eagerParseThreshold ? .rich(HTMLText.parse(text.string)) : .htmlSource(text)
    }
}
