import FoundationEssentials

/// A recipe's ingredients, where the content chosen holds its method but not them: a recipe
/// site sets the list of quantities in a box of its own beside the steps (a grid of names and
/// amounts, no sentence among them, which scores nothing). The page's JSON-LD (or microdata)
/// says what the ingredients are; the smallest box that names most of them is their list. The
/// method's steps, when the box chosen is the introduction above them, are found the same way.
struct IngredientsBox {
    let tree: DOMTree
    let stats: PageStatistics

    /// `roots` with the ingredients' box among them (or, when that box holds the roots, the
    /// box in their place: the recipe's card), and the box; `roots` unchanged and no box when
    /// they name most of the ingredients already, or no small box does.
    func roots(_ roots: [Int], ingredients: [String], meter: WorkMeter) throws(ExtractionStop) -> (roots: [Int], box: Int?) {
        let keys = Self.keys(ingredients)
        let body = tree.body
        guard keys.count >= 3 else { return (roots, nil) }
        // Which keys each element's text names, gathered up from the text nodes that name them.
        var named: [Int: Set<Int>] = [:]
        var position = body
        let end = tree.subtreeEnd(body)
        while position < end {
            try meter.step()
            if stats.excluded[position] {
                position = tree.subtreeEnd(position)
                continue
            }
            let node = tree.nodes[position]
            if node.tag == .text, !node.text.isEmpty {
                let text = node.text.lowercased()
                let found = keys.indices.filter { text.contains(keys[$0]) }
                if !found.isEmpty {
                    var ancestor = Int(node.parent)
                    while ancestor >= body {
                        named[ancestor, default: []].formUnion(found)
                        ancestor = Int(tree.nodes[ancestor].parent)
                    }
                }
            } else if node.tag == .script || node.tag == .style {
                position = tree.subtreeEnd(position)
                continue
            }
            position += 1
        }
        let most = (keys.count * 3 + 4) / 5
        let inRoots = Set(roots.compactMap { named[$0] }.joined())
        guard inRoots.count < most else { return (roots, nil) }
        // The box naming the most of them, small enough to be a list of them: the smallest
        // such (a list in two parts, "for the base" and "for the filling", is the box of both),
        // and one before the method rather than after it (a panel of their calories).
        let limit = Int32(max(150 * keys.count, 2 * ingredients.reduce(0) { $0 + $1.count }) + 500)
        let lists = named.filter { $0.value.count >= most && stats.textLength[$0.key] <= limit }
        guard let widest = lists.values.map(\.count).max() else { return (roots, nil) }
        let first = roots.min() ?? body
        let widestLists = lists.filter { $0.value.count == widest }.map(\.key)
        let before = widestLists.filter { tree.subtreeEnd($0) <= first }
        guard var box = (before.isEmpty ? widestLists : before).min(by: { tree.subtreeEnd($0) - $0 < tree.subtreeEnd($1) - $1 })
        else { return (roots, nil) }
        // A table's body is its table's, header row and all.
        while [.tbody, .thead, .tr].contains(tree.nodes[box].tag), tree.nodes[box].parent > Int32(body) {
            box = Int(tree.nodes[box].parent)
        }
        // With the heading over it ("Ingredients"), when the box around both holds little else.
        let parent = Int(tree.nodes[box].parent)
        if parent > body, stats.textLength[parent] <= stats.textLength[box] + 60,
           tree.children(of: parent).contains(where: { $0 < box && tree.nodes[$0].tag.headingLevel != nil }) {
            box = parent
        }
        let boxEnd = tree.subtreeEnd(box)
        if roots.contains(where: { $0 <= box && box < tree.subtreeEnd($0) }) { return (roots, nil) }
        let inside = roots.filter { box < $0 && $0 < boxEnd }
        return ((roots.filter { !inside.contains($0) } + [box]).sorted(), box)
    }

    /// Each ingredient's longest word of four letters or more, lower-cased ("oseille" of
    /// "200 g d'oseille"), once each; in a script written without spaces, its first four
    /// characters.
    static func keys(_ ingredients: [String]) -> [String] {
        var keys: [String] = []
        for ingredient in ingredients.prefix(60) {
            let words = ingredient.lowercased().split { !$0.isLetter }
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
