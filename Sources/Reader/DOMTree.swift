/// A parsed page as a flat array of nodes in document order (parents before their children),
/// so whole-tree passes are loops over indices rather than recursion: a page of 50,000 nested
/// elements cannot exhaust the stack, and summing over children is one reverse sweep.
struct DOMTree: Sendable {
    struct Node: Sendable {
        var tag: Tag
        var parent: Int32
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// Just past the last descendant (set by `finish()`).
        var end: Int32 = 0
        /// The text of a text node; empty for elements.
        var text: String = ""
        /// Attributes as written (names lower-cased), for elements that have any.
        var attributes: [(name: String, value: String)] = []

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// Whether an attribute equals `value` ignoring ASCII case, without building strings.
        func attribute(_ name: String, is value: String) -> Bool {
            guard let found = attribute(name), found.utf8.count == value.utf8.count else { return false }
            return zip(found.utf8, value.utf8).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }
        }
    }

    var nodes: [Node] = []

    /// The `<body>` (or, failing that, the root), found once the tree is finished. A page
    /// that goes on after its body closed with text to read (a second document pasted after
    /// the first's `</html>`) is read from its root.
    private(set) var body = 0

    /// The children of `index`, in order.
    func children(of index: Int) -> ChildSequence {
        ChildSequence(tree: self, next: nodes[index].firstChild)
    }

    struct ChildSequence: Sequence, IteratorProtocol {
        let tree: DOMTree
        var upcoming: Int32

        init(tree: DOMTree, next: Int32) {
            self.tree = tree
            upcoming = next
        }

        mutating func next() -> Int? {
            guard upcoming >= 0 else { return nil }
            let current = Int(upcoming)
            upcoming = tree.nodes[current].nextSibling
            return current
        }
    }

    /// The index just past `index`'s last descendant: descendants occupy `index+1 ..< end`.
    func subtreeEnd(_ index: Int) -> Int { Int(nodes[index].end) }

    /// Fills in every node's `end`; children come after their parents, so one backward sweep
    /// sees each node's last child finished before the node itself.
    mutating func finish(meter: WorkMeter) throws(ExtractionStop) {
        for index in nodes.indices.reversed() {
            try meter.step()
            let last = nodes[index].lastChild
            nodes[index].end = last >= 0 ? nodes[Int(last)].end : Int32(index + 1)
        }
        let first = nodes.firstIndex { $0.tag == .body } ?? 0
        let after = first > 0 ? Int(nodes[first].end) : nodes.count
        let goesOn = nodes[after...].contains { $0.tag == .text && $0.text.contains { !$0.isWhitespace } }
        body = goesOn ? 0 : first
    }

    /// Nothing to read: white space, a line break, punctuation between parts (": "), a
    /// no-break space standing for an empty paragraph.
    func isBlank(_ index: Int) -> Bool {
        // Stops at the first letter: a heading may wrap much of the page.
        !(index..<subtreeEnd(index)).contains { position in
            nodes[position].tag == .text
                && nodes[position].text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }

    /// The concatenated text under `index`, whitespace collapsed. Costs the size of the
    /// subtree: callers ask it of subtrees that do not overlap, or use the bounded form.
    func text(of index: Int) -> String {
        var pieces: [Substring] = []
        for position in index..<subtreeEnd(index) where nodes[position].tag == .text {
            pieces.append(contentsOf: nodes[position].text.split(whereSeparator: \.isWhitespace))
        }
        return pieces.joined(separator: " ")
    }

    /// A heading's text as a browser shows it on one line: whitespace collapsed, words apart
    /// where the page puts space or a block or line break between them, and together where it
    /// does not ("<i>Fantastic Beasts</i>: A Nice Place" is not "Beasts :"). (A byline's parts
    /// are often set apart by style alone, so `text(of:)` keeps every text node apart.)
    func headingText(of index: Int) -> String {
        var text = ""
        var space = false
        // Where the blocks open inside end: leaving one is a break between words.
        var blockEnds: [Int] = []
        for position in index..<subtreeEnd(index) {
            while let last = blockEnds.last, position >= last {
                blockEnds.removeLast()
                space = true
            }
            let node = nodes[position]
            guard node.tag == .text else {
                if position > index, node.tag.isBlock || node.tag == .br || node.tag == .img {
                    space = true
                    if node.tag.isBlock { blockEnds.append(subtreeEnd(position)) }
                }
                continue
            }
            let words = node.text.split(whereSeparator: \.isWhitespace)
            if node.text.first?.isWhitespace == true { space = true }
            for (number, word) in words.enumerated() {
                if !text.isEmpty, space || number > 0 { text += " " }
                text += word
                space = false
            }
            if node.text.last?.isWhitespace == true { space = true }
        }
        return text
    }

    /// The same for a short element (a heading, a byline), or nil when it holds more than
    /// `maximumNodes` nodes or more than `maximumLength` characters: asked of elements that
    /// nest inside one another, it costs each at most its bound, never its whole subtree.
    func text(of index: Int, maximumNodes: Int, maximumLength: Int, asHeading: Bool = false) -> String? {
        let end = subtreeEnd(index)
        guard end - index <= maximumNodes else { return nil }
        var length = 0
        for position in index..<end where nodes[position].tag == .text {
            length += nodes[position].text.utf8.count
            if length > maximumLength * 4 { return nil }
        }
        let text = asHeading ? headingText(of: index) : self.text(of: index)
        return text.count <= maximumLength ? text : nil
    }

    mutating func append(_ node: consuming Node) -> Int {
        let index = nodes.count
        let parent = Int(node.parent)
        // Moved in, not copied: its strings are not retained and released again.
        nodes.append(node)
        if parent >= 0 {
            if nodes[parent].lastChild >= 0 {
                nodes[Int(nodes[parent].lastChild)].nextSibling = Int32(index)
            } else {
                nodes[parent].firstChild = Int32(index)
            }
            nodes[parent].lastChild = Int32(index)
        }
        return index
    }
}
