import Feeds

extension CommentTree {
    /// The indices of a node's direct replies.
    public func replyIndices(of index: Int) -> [Int] {
        var replies: [Int] = []
        var child = index + 1
        while child < nodes[index].end {
            replies.append(child)
            child = nodes[child].end
        }
        return replies
    }

    /// Puts a node's replies in `order` (ids), adding `added` where the order places them.
    /// Replies the order leaves out stay, after the others; each reply keeps its subtree and
    /// whether it is collapsed. Returns whether anything moved or was added.
    @discardableResult
    public mutating func arrangeReplies(of parent: Int, order: [String], adding added: [Comment]) -> Bool {
        nodes[parent].replyIDs = order
        let start = parent + 1
        let oldEnd = nodes[parent].end
        let blocks = replyIndices(of: parent).map { $0..<nodes[$0].end }
        var blockByID: [String: Int] = [:]
        for (number, block) in blocks.enumerated() where blockByID[nodes[block.lowerBound].id] == nil {
            blockByID[nodes[block.lowerBound].id] = number
        }
        var addedByID: [String: Comment] = [:]
        for comment in added where addedByID[comment.id] == nil && blockByID[comment.id] == nil {
            addedByID[comment.id] = comment
        }

        enum Piece { case existing(Int), new(Comment) }
        var pieces: [Piece] = []
        var usedBlocks = Set<Int>()
        var placed = Set<String>()
        for id in order where placed.insert(id).inserted {
            if let number = blockByID[id] {
                usedBlocks.insert(number)
                pieces.append(.existing(number))
            } else if let comment = addedByID[id] {
                pieces.append(.new(comment))
            }
        }
        for number in blocks.indices where !usedBlocks.contains(number) { pieces.append(.existing(number)) }
        let unchanged = pieces.enumerated().allSatisfy { position, piece in
            if case .existing(let number) = piece { return number == position }
            return false
        }
        if unchanged { return false }

        var segment: [Node] = []
        var segmentCollapsed: [Bool] = []
        segment.reserveCapacity(oldEnd - start + added.count)
        for piece in pieces {
            let position = start + segment.count
            switch piece {
            case .existing(let number):
                let block = blocks[number]
                let shift = position - block.lowerBound
                for index in block {
                    var node = nodes[index]
                    node.end += shift
                    segment.append(node)
                    segmentCollapsed.append(collapsed[index])
                }
            case .new(let comment):
                let flat = Self.flatten([comment], depth: nodes[parent].depth + 1, at: position)
                segment.append(contentsOf: flat)
                segmentCollapsed.append(contentsOf: repeatElement(false, count: flat.count))
            }
        }
        let delta = segment.count - (oldEnd - start)
        nodes.replaceSubrange(start..<oldEnd, with: segment)
        collapsed.replaceSubrange(start..<oldEnd, with: segmentCollapsed)
        if delta != 0 {
            // Ancestors (the parent included) end at or after the old end; everything after
            // the segment moved by delta.
            for index in 0..<start where nodes[index].end >= oldEnd { nodes[index].end += delta }
            for index in (start + segment.count)..<nodes.count { nodes[index].end += delta }
        }
        rebuildVisible()
        return true
    }

    /// The node with this id, if any. Linear, for the rare moments a fetched result must find
    /// its comment again after the tree changed.
    public func index(ofID id: String) -> Int? {
        nodes.firstIndex { $0.id == id }
    }

    /// The entry (1-based, after the header) showing a node, or nil when a collapsed ancestor
    /// hides it.
    public func visibleEntry(of index: Int) -> Int? {
        var low = 0
        var high = visible.count
        while low < high {
            let middle = (low + high) / 2
            if visible[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < visible.count && visible[low] == index ? low + 1 : nil
    }
}
