import Feeds
import Foundation

/// A comment thread flattened into pre-order arrays, so that drawing, moving and collapsing
/// never walk the tree: a node's subtree is the index range `index ..< end`.
public struct CommentTree: Sendable {
    public struct Node: Sendable {
        public var id: String
        public var author: String?
        public var date: Date?
        public var body: CommentBody?
        public var score: Int?
        public var isDeleted: Bool
        public var depth: Int
        /// One past the last descendant.
        public var end: Int
        /// The source's order for its replies, once known (see `Comment.replyIDs`).
        public var replyIDs: [String]?
    }

    public internal(set) var nodes: [Node] = []
    public internal(set) var collapsed: [Bool] = []
    /// Indices into `nodes` of the comments currently shown (collapsed subtrees skipped).
    public private(set) var visible: [Int] = []

    public init(comments: [Comment] = []) {
        append(comments)
    }

    public var count: Int { nodes.count }

    /// Hidden when collapsed: every descendant.
    public func descendantCount(of index: Int) -> Int { nodes[index].end - index - 1 }

    /// Adds top-level comments (a later page) at the end.
    public mutating func append(_ comments: [Comment]) {
        let firstNew = nodes.count
        nodes.append(contentsOf: Self.flatten(comments, depth: 0, at: firstNew))
        collapsed.append(contentsOf: repeatElement(false, count: nodes.count - firstNew))
        rebuildVisible()
    }

    /// Comments as pre-order nodes, the first at `depth`, as if placed at index `start`.
    static func flatten(_ comments: [Comment], depth baseDepth: Int, at start: Int) -> [Node] {
        var flat: [Node] = []
        flat.reserveCapacity(comments.count)
        // One frame per level being walked (a sibling array and the next index in it), so the
        // walk holds no copy of the comments, only the path to the current one.
        var frames: [(siblings: [Comment], next: Int, parent: Int?)] = [(comments, 0, nil)]
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].next < frames[top].siblings.count else {
                if let parent = frames[top].parent { flat[parent].end = start + flat.count }
                frames.removeLast()
                continue
            }
            let comment = frames[top].siblings[frames[top].next]
            frames[top].next += 1
            let position = flat.count
            flat.append(Node(
                id: comment.id, author: comment.author, date: comment.date, body: comment.body,
                score: comment.score, isDeleted: comment.isDeleted, depth: baseDepth + top, end: start + position + 1,
                replyIDs: comment.replyIDs))
            if !comment.replies.isEmpty { frames.append((comment.replies, 0, position)) }
        }
        return flat
    }

    public func isCollapsed(_ index: Int) -> Bool { collapsed[index] }

    /// Collapses or expands the subtree under a node. Returns false for a node without replies.
    @discardableResult
    public mutating func toggle(_ index: Int) -> Bool {
        guard descendantCount(of: index) > 0 else { return false }
        collapsed[index].toggle()
        rebuildVisible()
        return true
    }

    mutating func rebuildVisible() {
        visible.removeAll(keepingCapacity: true)
        var index = 0
        while index < nodes.count {
            visible.append(index)
            index = collapsed[index] ? nodes[index].end : index + 1
        }
    }
}
