import Feeds
import FoundationEssentials

/// A comment thread flattened into pre-order arrays, so that drawing, moving and collapsing
/// never walk the tree: a node's subtree is the index range `index ..< end`.
public struct CommentTree: Sendable {
    /// A comment's own fields, where it sits in the flat list, and how deep.
    @dynamicMemberLookup
    public struct Node: Sendable {
        public var fields: CommentFields
        public var depth: Int
        /// One past the last descendant.
        public var end: Int

        public subscript<Value>(dynamicMember field: WritableKeyPath<CommentFields, Value>) -> Value {
            get { fields[keyPath: field] }
            set { fields[keyPath: field] = newValue }
        }
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
            flat.append(Node(fields: comment.fields, depth: baseDepth + top, end: start + position + 1))
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
