import FoundationEssentials

/// A recipe's ingredients and method, where the content chosen leaves them out: a recipe site
/// sets the list of quantities in a box of its own beside the steps (a grid of names and
/// amounts, no sentence among them, which scores nothing), and the steps a few boxes deep in a
/// column beside the introduction that won. The page's JSON-LD (or microdata) lists both; the
/// smallest box that names most of a list's lines is where the page sets it.
struct RecipeParts {
    let tree: DOMTree
    let stats: PageStatistics

    /// `roots` with the ingredients' box and the method's box among them (either, when it holds
    /// roots, in their place: the recipe's card), and the ingredients' box; a list whose lines
    /// the roots name mostly already, or that no small box names, adds nothing.
    func roots(_ roots: [Int], ingredients: [String], method: [String], meter: WorkMeter) throws(ExtractionStop) -> (roots: [Int], ingredients: Int?) {
        let lists = [Self.keys(ingredients), Self.keys(method)]
        guard lists.contains(where: { $0.count >= 3 }) else { return (roots, nil) }
        let named = try naming(lists, meter: meter)
        var roots = roots
        var found: [Int?] = []
        for (list, (keys, lines)) in zip(named, zip(lists, [ingredients, method])) {
            guard keys.count >= 3, let box = box(naming: keys.count, of: lines, in: list, besides: roots) else {
                found.append(nil)
                continue
            }
            let inside = roots.filter { box < $0 && $0 < tree.subtreeEnd(box) }
            roots = (roots.filter { !inside.contains($0) } + [box]).sorted()
            found.append(box)
        }
        return (roots, found[0])
    }

    /// For each list, which of its keys each element's text names, gathered up from the text
    /// nodes that name them: one walk over the page for both lists.
    private func naming(_ lists: [[String]], meter: WorkMeter) throws(ExtractionStop) -> [[Int: Set<Int>]] {
        var named: [[Int: Set<Int>]] = lists.map { _ in [:] }
        // Searched as bytes: a page has thousands of text nodes, and a search by characters
        // for each of up to sixty keys in each was a tenth of a recipe page's reading.
        let lists = lists.map { $0.map { Array($0.utf8) } }
        let body = tree.body
        var position = body
        let end = tree.subtreeEnd(body)
        while position < end {
            try meter.step()
            let node = tree.nodes[position]
            if stats.excluded[position] || node.tag == .script || node.tag == .style {
                position = tree.subtreeEnd(position)
                continue
            }
            if node.tag == .text, !node.text.isEmpty {
                var text = node.text.lowercased()
                for (list, keys) in lists.enumerated() {
                    let found = text.withUTF8 { text in keys.indices.filter { index in keys[index].withUnsafeBufferPointer { holdsBytes(text, $0) } } }
                    guard !found.isEmpty else { continue }
                    var ancestor = Int(node.parent)
                    while ancestor >= body {
                        named[list][ancestor, default: []].formUnion(found)
                        ancestor = Int(tree.nodes[ancestor].parent)
                    }
                }
            }
            position += 1
        }
        return named
    }

    /// The box naming the most of a list's `count` keys (three fifths at least), small enough
    /// to be the list: the smallest such (a list in two parts, "for the base" and "for the
    /// filling", is the box of both), one before the roots rather than after (a panel of the
    /// ingredients' calories), a table whole and with the heading over it. Nil when the roots
    /// name most of the keys, or hold the box.
    private func box(naming count: Int, of lines: [String], in named: [Int: Set<Int>], besides roots: [Int]) -> Int? {
        let body = tree.body
        let most = (count * 3 + 4) / 5
        // Roots that name most keys hold the list, when they name them in items, a line each;
        // named in sentences (a method's steps, a post's own words), the list is looked for
        // still, and taken only where the page says its lines whole ("1½ pounds eggplant,
        // unpeeled"), not a shop's box of the same names.
        let namedInSentences = Set(roots.compactMap { named[$0] }.joined()).count >= most
        guard !namedInSentences || namedInItems(of: roots, named).count < most else { return nil }
        let limit = Int32(max(150 * count, 2 * lines.reduce(0) { $0 + $1.count }) + 500)
        let lists = named.filter { $0.value.count >= most && stats.textLength[$0.key] <= limit }
        guard let widest = lists.values.map(\.count).max() else { return nil }
        let first = roots.min() ?? body
        let widestLists = lists.filter { $0.value.count == widest }.map(\.key)
        let before = widestLists.filter { tree.subtreeEnd($0) <= first }
        // Of lists alike in size (a panel's tabs, one per serving), the first on the page: the
        // dictionary's order is not the page's, and changes from run to run.
        guard var box = (before.isEmpty ? widestLists : before).min(by: { (tree.subtreeEnd($0) - $0, $0) < (tree.subtreeEnd($1) - $1, $1) })
        else { return nil }
        // A table's body is its table's, header row and all.
        while tree.nodes[box].tag.isTablePart, tree.nodes[box].parent > Int32(body) {
            box = Int(tree.nodes[box].parent)
        }
        // With the heading over it ("Ingredients"), when the box around both holds little else.
        let parent = Int(tree.nodes[box].parent)
        if parent > body, stats.textLength[parent] <= stats.textLength[box] + 60,
           tree.children(of: parent).contains(where: { $0 < box && tree.nodes[$0].tag.headingLevel != nil }) {
            box = parent
        }
        if namedInSentences, !saysLinesWhole(box, lines) { return nil }
        return roots.contains(where: { $0 <= box && box < tree.subtreeEnd($0) }) ? nil : box
    }

    /// Whether a box says three fifths of the lines word for word (case and spacing aside).
    private func saysLinesWhole(_ box: Int, _ lines: [String]) -> Bool {
        let text = Self.folded(tree.text(of: box))
        let said = lines.prefix(60).count { text.contains(Self.folded($0)) }
        return said * 5 >= min(lines.count, 60) * 3
    }

    /// Text as compared with what a recipe's JSON-LD says: lower case, each run of spaces one.
    static func folded(_ text: some StringProtocol) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The keys the roots name in items of a list, a table's rows or short lines: where the
    /// roots hold the list itself.
    private func namedInItems(of roots: [Int], _ named: [Int: Set<Int>]) -> Set<Int> {
        var keys: Set<Int> = []
        for root in roots {
            for position in root..<tree.subtreeEnd(root) {
                guard let found = named[position] else { continue }
                switch tree.nodes[position].tag {
                case .li, .tr, .dd, .dt: keys.formUnion(found)
                case .p, .div, .span, .label: if stats.textLength[position] <= 120 { keys.formUnion(found) }
                default: continue
                }
            }
        }
        return keys
    }

    /// Each line's longest word of four letters or more, lower-cased ("oseille" of "200 g
    /// d'oseille"), once each; in a script written without spaces, its first four characters.
    static func keys(_ lines: [String]) -> [String] {
        var keys: [String] = []
        for line in lines.prefix(60) {
            let words = line.lowercased().split { !$0.isLetter }
            guard let longest = words.max(by: { $0.count < $1.count }) else { continue }
            let key: Substring
            if longest.unicodeScalars.contains(where: Script.isWrittenWithoutSpaces) {
                key = longest.prefix(4)
                guard key.count >= 2 else { continue }
            } else {
                guard longest.count >= 4 else { continue }
                key = longest
            }
            if !keys.contains(String(key)) { keys.append(String(key)) }
        }
        return keys
    }
}
