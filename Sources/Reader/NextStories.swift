/// A page that goes on past the story opened with the next ones ("Next Story", a theme's
/// endless scroll served whole), each under a headline of its own: the stories side by side
/// score alike and would all be read as one. Only the story the page is titled after is: the
/// box its headline opens, and the boxes after it up to the one that opens the next headline.
/// (A site's name set as a headline heads no story: it takes two boxes alike, each a
/// headline over prose.)
enum NextStories {
    static func story(in roots: [Int], titled title: String?, tree: DOMTree, stats: PageStatistics,
                      meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        guard let title else { return roots }
        let wanted = BlockBuilder.comparable(title)
        guard wanted.count >= 12 else { return roots }
        var headlines: [(position: Int, words: String)] = []
        for root in roots {
            var position = root
            let end = tree.subtreeEnd(root)
            while position < end, headlines.count <= 24 {
                try meter.step()
                if stats.excluded[position] {
                    position = tree.subtreeEnd(position)
                    continue
                }
                if tree.nodes[position].tag == .h1 {
                    if stats.textLength[position] > 0, let text = tree.text(of: position, maximumNodes: 64, maximumLength: 400) {
                        headlines.append((position, BlockBuilder.comparable(text)))
                    }
                    position = tree.subtreeEnd(position)
                    continue
                }
                position += 1
            }
        }
        guard headlines.count >= 2, headlines.count <= 24 else { return roots }
        func isTitle(_ words: String) -> Bool {
            words == wanted || words.count >= 12 && wanted.contains(words) || words.contains(wanted)
        }
        guard let titled = headlines.first(where: { isTitle($0.words) }) else { return roots }
        let positions = headlines.map(\.position)
        func holdsHeadline(_ index: Int, besides headline: Int) -> Bool {
            let end = tree.subtreeEnd(index)
            return positions.contains { $0 != headline && $0 >= index && $0 < end }
        }
        // The largest box around a headline, inside the chosen, that holds no other.
        func box(of headline: Int) -> Int {
            var box = headline
            while !roots.contains(box) {
                let parent = Int(tree.nodes[box].parent)
                guard parent >= 0, !holdsHeadline(parent, besides: headline) else { break }
                box = parent
            }
            return box
        }
        let start = box(of: titled.position)
        // The stories are boxes alike, each of prose: sections of one page under headlines of
        // their own are headings and paragraphs side by side, or say little each.
        func isStory(_ box: Int) -> Bool {
            stats.textLength[box] >= 500 && stats.sentences[box] >= 3 && tree.nodes[box].tag == tree.nodes[start].tag
                && BoilerplateHints.shape(tree.nodes[box]) == BoilerplateHints.shape(tree.nodes[start])
        }
        let others = headlines.filter { !isTitle($0.words) && isStory(box(of: $0.position)) }
        guard !others.isEmpty else { return roots }
        // Headlines inside the one `<article>` the title's headline is in are its sections'
        // headings set as large as it (Medium's `<h1>` between rules): the next stories are
        // articles of their own, or outside any.
        var article = Int(tree.nodes[titled.position].parent)
        while article >= 0, tree.nodes[article].tag != .article { article = Int(tree.nodes[article].parent) }
        if article >= 0, others.allSatisfy({ $0.position > article && $0.position < tree.subtreeEnd(article) }) { return roots }
        let parent = Int(tree.nodes[start].parent)
        let siblings = roots.contains(start) ? roots : tree.children(of: parent).filter { !stats.excluded[$0] }
        guard let first = siblings.firstIndex(of: start) else { return roots }
        var story = [start]
        for sibling in siblings[(first + 1)...] {
            if holdsHeadline(sibling, besides: titled.position) { break }
            story.append(sibling)
        }
        return story
    }
}
