/// Pages that React renders on the server while the data arrives (Next.js and others stream
/// them): the page is sent with a `<template id="B:0">` (or "P:0") where a part will go, and
/// the part follows later in `<div hidden id="S:0">`, moved into place by a script
/// (`$RC("B:0","S:0")`) that a reader does not run. Left as sent, the story is a hidden box
/// at the end of the page. Here each part is put where its template stands, as the script
/// would; the hidden box it came in goes.
extension DOMTree {
    /// Whether an element is the placeholder of a streamed part: a `<template>` with id
    /// "B:…" or "P:…". (Asked as the parser meets each template, so pages without them pay
    /// nothing more.)
    static func marksStreamedPart(_ node: Node) -> Bool {
        guard node.tag == .template, let id = node.attribute("id") else { return false }
        return id.hasPrefix("B:") || id.hasPrefix("P:")
    }

    /// Rebuilds the tree with every streamed part in its template's place. Parts nest (a part
    /// holds the templates of others); each is placed once, where its first template stands.
    mutating func placeStreamedParts(meter: WorkMeter) throws(ExtractionStop) {
        var parts: [Substring: Int] = [:]
        var places: Set<Substring> = []
        for index in nodes.indices where nodes[index].tag == .div || nodes[index].tag == .template {
            try meter.step()
            guard let id = nodes[index].attribute("id"), id.count > 2 else { continue }
            let name = id.dropFirst(2)
            if nodes[index].tag == .div, id.hasPrefix("S:"), nodes[index].attribute("hidden") != nil {
                parts[name] = index
            } else if Self.marksStreamedPart(nodes[index]) {
                places.insert(name)
            }
        }
        let moved = parts.filter { places.contains($0.key) }
        guard !moved.isEmpty else { return }
        let movedBoxes = Set(moved.values)
        var placed: Set<Int> = []

        var rebuilt = DOMTree()
        rebuilt.nodes.reserveCapacity(nodes.count)
        // Depth first, with a stack of what is still to copy and under which new parent, so
        // that a deep page costs no call stack.
        var pending: [(source: Int, parent: Int32)] = nodes.indices.reversed().filter { nodes[$0].parent < 0 }.map { ($0, -1) }
        while let (source, parent) = pending.popLast() {
            try meter.step()
            let node = nodes[source]
            if movedBoxes.contains(source) { continue }
            var children = node.firstChild
            var copyTo = parent
            if let id = node.attribute("id"), Self.marksStreamedPart(node), let part = moved[id.dropFirst(2)], !placed.contains(part) {
                // The template is replaced by the part's children.
                placed.insert(part)
                children = nodes[part].firstChild
            } else {
                var copy = node
                copy.parent = parent
                copy.firstChild = -1
                copy.lastChild = -1
                copy.nextSibling = -1
                copyTo = Int32(rebuilt.append(copy))
            }
            var order: [Int] = []
            while children >= 0 {
                order.append(Int(children))
                children = nodes[Int(children)].nextSibling
            }
            for child in order.reversed() { pending.append((child, copyTo)) }
        }
        self = rebuilt
    }
}
