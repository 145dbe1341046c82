/// Finds the element that holds the article: every paragraph-like block votes for its
/// ancestors with a score for how much prose it holds (length, commas), the votes are
/// discounted by link density, and the best element wins. Its siblings that look like more of
/// the same (a high score, or plain prose) join it.
struct ContentScorer {
    let tree: DOMTree
    let stats: PageStatistics

    /// The chosen elements, in document order (the winner and the siblings that joined it).
    func chooseContent(meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        let (score, candidates) = try scores(meter: meter)
        return try chooseContent(score: score, candidates: candidates, meter: meter)
    }

    /// The same from scores already taken (`--reader-why` prints them beside the choice).
    func chooseContent(score: [Float], candidates: [Int], meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        guard !candidates.isEmpty else { return [] }
        var top = candidates.max { score[$0] < score[$1] }!
        top = boxAroundItems(of: top, score: score, candidates: candidates) ?? top
        top = earnedWinner(over: top, score: score, candidates: candidates) ?? top
        top = namedArticle(inside: top, score: score, candidates: candidates) ?? top
        // What counts as strong beside the article is measured against the part that won,
        // not the wrapper of parts found for it (a wrapper scores little of its own, and all
        // the page would look strong beside it).
        let winning = score[top]
        let winner = top
        if let shared = sharedAncestor(of: top, score: score, candidates: candidates) {
            // Readability then climbs from the parts' ancestor as from any winner (the answers'
            // box up to the question and answers around it).
            top = climb(from: shared, start: score[shared], score: score) ?? shared
        } else {
            top = betterAncestor(of: top, score: score) ?? top
            // Readability's own climb from its winner, to the first parent scoring more than the
            // box below it (a story's column that also holds its summary and its deck).
            if top == winner { top = climb(from: top, start: readabilitysScore(top, score: score), score: score, asReadabilityScores: true) ?? top }
        }
        // The box Readability's own climb ends at: what the siblings must score is measured
        // against it, wherever the story's text takes the choice after.
        let readabilitysTop = top
        top = try widen(top, strength: winning, score: score, candidates: candidates, meter: meter)
        top = largerPart(beside: top, strength: winning, score: score, candidates: candidates) ?? top
        let bar = siblingBar(readabilitysTop: readabilitysTop, top: top, score: score)
        var siblings = try withSiblings(of: top, bar: bar, score: score, meter: meter)
        // Readability looks for siblings only once it has moved up through every parent holding
        // nothing else: what scores well beside the last such parent joins too (the story's
        // first part in a section of its own, beside the section an ad's empty column left the
        // rest alone in). Only by its rules there: ours for an opening or a box between parts
        // are for what sits beside the story's own box.
        let outermost = throughParentsHoldingNothingElse(from: top)
        if outermost != top {
            let outerBar = siblingBar(readabilitysTop: readabilitysTop, top: outermost, score: score)
            let beside = try withSiblings(of: outermost, bar: outerBar, score: score, readabilitysOnly: true, meter: meter)
            siblings = (beside.filter { $0 != outermost } + siblings).sorted()
        }
        let chosen = try threadPosts(of: try withFragments(of: siblings, meter: meter), score: score, meter: meter)
        // (Not when a part already chosen holds it, or sits inside it.)
        guard let twin = twin(of: winner, score: score, candidates: candidates),
              !chosen.contains(where: { $0 <= twin && twin < tree.subtreeEnd($0) || twin < $0 && $0 < tree.subtreeEnd(twin) }) else { return chosen }
        return (chosen + [twin]).sorted()
    }

    /// A story the page cut into fragments between its ads, each fragment a box of one name
    /// in a wrapper of its own ("paragraph-fragment" in three grids under one `<article>`):
    /// the fragments alike the chosen one, prose each, inside the same article, join it.
    private func withFragments(of chosen: [Int], meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        var roots = chosen
        for root in chosen where readsAsProse(root) {
            let shape = BoilerplateHints.shape(tree.nodes[root])
            guard !shape.isEmpty, let article = enclosingArticle(of: root) else { continue }
            // A page builder names every box alike ("widget-container"): a name that many
            // boxes of the article carry marks no fragment.
            var alike = 0
            var fragments: [Int] = []
            var position = article + 1
            let end = tree.subtreeEnd(article)
            while position < end, alike <= 6 {
                try meter.step()
                let node = tree.nodes[position]
                if stats.excluded[position] || roots.contains(position) {
                    position = tree.subtreeEnd(position)
                    continue
                }
                if node.tag == tree.nodes[root].tag, BoilerplateHints.shape(node) == shape {
                    alike += 1
                    // (A sibling of the chosen was judged already, beside them.)
                    if !roots.contains(where: { $0 > position && $0 < tree.subtreeEnd(position) || tree.nodes[$0].parent == node.parent }),
                       readsAsProse(position) {
                        fragments.append(position)
                        position = tree.subtreeEnd(position)
                        continue
                    }
                }
                position += 1
            }
            if alike <= 6 { roots += fragments }
        }
        return roots.count == chosen.count ? chosen : roots.sorted()
    }

    /// A forum thread's posts: the one chosen is one of a run of boxes alike (phpBB's "post
    /// has-profile bg1", "… bg2"), a few levels up, and the next post's body, a box tagged and
    /// named as the chosen one is, says as much as half of it in prose: each post's body joins
    /// it, without the posters' profiles around them. (An article's readers' comments are boxes
    /// of their own kind, not the article's.)
    private func threadPosts(of chosen: [Int], score: [Float], meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        guard chosen.count == 1, let root = chosen.first else { return chosen }
        let shape = BoilerplateHints.shape(tree.nodes[root])
        guard !shape.isEmpty else { return chosen }
        /// The first box inside `item` tagged and named as the chosen one.
        func body(in item: Int) throws(ExtractionStop) -> Int? {
            let end = min(tree.subtreeEnd(item), item + 400)
            var position = item + 1
            while position < end {
                try meter.step()
                if stats.excluded[position] {
                    position = tree.subtreeEnd(position)
                    continue
                }
                if tree.nodes[position].tag == tree.nodes[root].tag, BoilerplateHints.shape(tree.nodes[position]) == shape { return position }
                position += 1
            }
            return nil
        }
        var item = root
        for _ in 0..<6 {
            let parent = Int(tree.nodes[item].parent)
            guard parent > tree.body else { break }
            let itemShape = BoilerplateHints.shape(tree.nodes[item])
            if item != root, !itemShape.isEmpty {
                var bodies: [Int] = []
                var peers = 0
                for sibling in tree.children(of: parent) where sibling != item && !stats.excluded[sibling] {
                    guard tree.nodes[sibling].tag == tree.nodes[item].tag, BoilerplateHints.shape(tree.nodes[sibling]) == itemShape,
                          let found = try body(in: sibling), stats.textLength[found] > 0 else { continue }
                    bodies.append(found)
                    if stats.isArticlesPeer[sibling] { peers += 1 }
                }
                // (A post is often lines broken by `<br>`, not paragraphs.) Replies shaped as the
                // post that holds the article are the thread's however short (Discourse's "I
                // kind of like it."), two of them or more.
                if peers >= 2 || bodies.contains(where: { score[$0] >= score[root] * 0.5 && stats.textLength[$0] >= 150 && stats.sentences[$0] >= 2
                    && stats.linkDensity($0) < 0.2 }) {
                    return (chosen + bodies).sorted()
                }
            }
            item = parent
        }
        return chosen
    }

    /// The nearest `<article>` (or box marked as the article's body) around an element, a few
    /// levels up at most.
    private func enclosingArticle(of index: Int) -> Int? {
        var ancestor = Int(tree.nodes[index].parent)
        for _ in 0..<8 {
            guard ancestor > tree.body else { return nil }
            if tree.nodes[ancestor].tag == .article || tree.nodes[ancestor].attribute("itemprop", is: "articlebody") { return ancestor }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return nil
    }

    /// Every element's score (0 for one no block voted for) and the elements voted for.
    func scores(meter: WorkMeter) throws(ExtractionStop) -> (score: [Float], candidates: [Int]) {
        var score = [Float](repeating: 0, count: tree.nodes.count)
        var isCandidate = [Bool](repeating: false, count: tree.nodes.count)
        var candidates: [Int] = []
        let body = tree.body
        var alikeChildren: [Int: [String: Int]] = [:]

        for index in body..<tree.subtreeEnd(body) where !stats.excluded[index] {
            try meter.step()
            guard let (points, holdsParagraphs) = prosePoints(index) else { continue }
            // A box of text set apart by blank lines, named for the article ("post-content"),
            // holds its paragraphs as a box of `<p>`s would, and is voted for as their box, its
            // name counting as theirs would.
            var ancestor = holdsParagraphs && stats.verdicts[index].soundsLikeArticle ? index : Int(tree.nodes[index].parent)
            // A page that wraps each paragraph in a box of its own (`<div class="el-p"><p>`,
            // box after box alike) has it vote as a paragraph does, for the box holding the
            // paragraphs: each wrapper is its paragraph.
            if tree.nodes[index].tag == .p, ancestor > body, tree.nodes[ancestor].tag == .div,
               stats.textLength[ancestor] == stats.textLength[index], !stats.hasOwnText[ancestor] {
                let holder = Int(tree.nodes[ancestor].parent)
                if alikeChildren[holder] == nil {
                    var counts: [String: Int] = [:]
                    for child in tree.children(of: holder) where tree.nodes[child].tag == .div {
                        counts[BoilerplateHints.likeness(tree.nodes[child]), default: 0] += 1
                    }
                    alikeChildren[holder] = counts
                }
                if alikeChildren[holder]?[BoilerplateHints.likeness(tree.nodes[ancestor])] ?? 0 >= 2 { ancestor = holder }
            }
            var level = 0
            while ancestor >= body, level < 5 {
                if !isCandidate[ancestor] {
                    isCandidate[ancestor] = true
                    score[ancestor] = baseScore(ancestor)
                    candidates.append(ancestor)
                }
                let divider: Float = level == 0 ? 1 : (level == 1 ? 2 : Float(level * 3))
                score[ancestor] += points / divider
                ancestor = Int(tree.nodes[ancestor].parent)
                level += 1
            }
        }
        for candidate in candidates {
            try meter.step()
            score[candidate] *= 1 - stats.linkDensity(candidate)
        }
        return (score, candidates)
    }

    /// The box a few levels above a winning list that scores better once the list's items
    /// have no vote, as Readability scores no item: a wiki's list page, its tables and
    /// paragraphs around a thousand citations, is that page, not its references.
    private func boxAroundItems(of top: Int, score: [Float], candidates: [Int]) -> Int? {
        guard tree.nodes[top].tag == .ol || tree.nodes[top].tag == .ul else { return nil }
        // What the items voted for each box above them, as `scores` counted it.
        var votes: [Int: Float] = [:]
        for item in top + 1..<tree.subtreeEnd(top) where tree.nodes[item].tag == .li && !stats.excluded[item] {
            guard let (points, holdsParagraphs) = prosePoints(item) else { continue }
            var ancestor = holdsParagraphs && stats.verdicts[item].soundsLikeArticle ? item : Int(tree.nodes[item].parent)
            var level = 0
            while ancestor >= tree.body, level < 5 {
                votes[ancestor, default: 0] += points / (level == 0 ? 1 : (level == 1 ? 2 : Float(level * 3)))
                ancestor = Int(tree.nodes[ancestor].parent)
                level += 1
            }
        }
        func withoutItems(_ index: Int) -> Float { score[index] - (votes[index] ?? 0) * (1 - stats.linkDensity(index)) }
        var best: Int?
        var most = withoutItems(top)
        var ancestor = Int(tree.nodes[top].parent)
        for _ in 0..<3 {
            guard ancestor > tree.body else { break }
            if withoutItems(ancestor) > most { (best, most) = (ancestor, withoutItems(ancestor)) }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return best
    }

    /// The box inside the winner that calls itself the article ("article-text", "story") and
    /// scores nearly as well: the winner won only by what sits beside the article in it (a
    /// run of readers' comments, each a few sentences).
    private func namedArticle(inside top: Int, score: [Float], candidates: [Int]) -> Int? {
        guard !stats.verdicts[top].soundsLikeArticle else { return nil }
        let end = tree.subtreeEnd(top)
        let named = candidates.filter { $0 > top && $0 < end && stats.verdicts[$0].soundsLikeArticle && score[$0] >= score[top] * 0.85 }
        guard let best = named.max(by: { score[$0] < score[$1] }) else { return nil }
        // One of several boxes alike is one of the teasers inside a story (a "teasertext" of a
        // sentence under each linked headline), not the story.
        let likeness = BoilerplateHints.likeness(tree.nodes[best])
        return named.filter { BoilerplateHints.likeness(tree.nodes[$0]) == likeness }.count >= 3 ? nil : best
    }

    /// The box that earned the most by what it says, when the winner, a few lines, won by its
    /// name alone (a cookie notice's "notice-content" over a line of prose) and the other
    /// earned two fifths more, in sentences (two or more, or one long sentence of clauses: a
    /// Chinese news flash over the disclaimer after it). A box's earnings are its score before
    /// links discounted it, less what its tag and name gave it.
    private func earnedWinner(over top: Int, score: [Float], candidates: [Int]) -> Int? {
        func earned(_ index: Int) -> Float {
            let kept = 1 - stats.linkDensity(index)
            return kept > 0 ? score[index] / kept - baseScore(index) : 0
        }
        // (A long box may have earned little itself when its paragraphs sit a few boxes down.)
        let own = earned(top)
        guard own < 5, stats.textLength[top] < 300 else { return nil }
        let end = tree.subtreeEnd(top)
        var best: Int?
        var most: Float = max(own * 1.4, 5)
        for candidate in candidates where candidate >= end || tree.subtreeEnd(candidate) <= top {
            let value = earned(candidate)
            if value >= most,
               stats.sentences[candidate] >= 2 || stats.sentences[candidate] == 1 && stats.commas[candidate] >= 3 { best = candidate; most = value }
        }
        return best
    }

    /// An ancestor that scores better than the box below it on the way up from a winner that
    /// is part of a table, no box on the way scoring under a third of the winner: the page's
    /// text box around a long table of devices that won by its cells, as Readability climbs
    /// to it. (The climb starts at the table: its rows and body are its own.)
    private func betterAncestor(of top: Int, score: [Float]) -> Int? {
        var table = top
        while tree.nodes[table].tag.isTablePart, tree.nodes[table].parent >= 0 {
            table = Int(tree.nodes[table].parent)
        }
        guard tree.nodes[table].tag == .table else { return nil }
        return climb(from: table, start: score[table], least: score[top] / 3, score: score)
    }

    /// The first ancestor of `node` scoring more than the scored box below it, none on the way
    /// scoring under `least` (a third of where the climb starts). `asReadabilityScores`: each box
    /// as Readability scores it (`readabilitysScore`: an `<article>` and a `<main>` without the
    /// points their tag earns here, a class and an id weighed each).
    private func climb(from node: Int, start: Float, least: Float? = nil, score: [Float], asReadabilityScores: Bool = false) -> Int? {
        let least = least ?? start / 3
        var last = start
        var below = node
        var ancestor = Int(tree.nodes[node].parent)
        while ancestor > tree.body {
            // A phrase holding blocks in a box of blocks (`<span class="articleText">` of
            // paragraphs beside the headline) Readability wraps in a paragraph of its own,
            // which scores half what the paragraphs gave the phrase: a step on its way up.
            if tree.nodes[below].tag.isInline, tree.nodes[below].tag != .a, score[below] != 0, stats.holdsBlock[below], hasBlockChild(ancestor) {
                let wrapper = (score[below] - baseScore(below)) / 2
                if wrapper < least { return nil }
                if wrapper <= last { last = wrapper }
            }
            below = ancestor
            var value = score[ancestor]
            if asReadabilityScores, value != 0 {
                value = readabilitysScore(ancestor, score: score)
            }
            if value != 0 {
                if value < least { return nil }
                // (Not to a box that adds only the page's own lines after the story, its
                // copyright and address, which the story goes without, as beside it.)
                if value > last { return addsOnlyCopyright(ancestor, beside: node) ? nil : ancestor }
                last = value
            }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return nil
    }

    /// Whether all `box` says beside the part holding `node` opens with a copyright sign.
    private func addsOnlyCopyright(_ box: Int, beside node: Int) -> Bool {
        var added = false
        for child in tree.children(of: box) where stats.textLength[child] > 0 && !(child <= node && node < tree.subtreeEnd(child)) {
            guard tree.nodes[child].tag != .text, opensWithCopyright(child) else { return false }
            added = true
        }
        return added
    }

    /// The nearest ancestor of the winner under which three or more of the next best
    /// candidates sit, each scoring nearly as well: the article is split into parts that
    /// each win a little (a study's sections in a table, a list's entries), and one part
    /// only won by the commas of its reference list.
    private func sharedAncestor(of top: Int, score: [Float], candidates: [Int]) -> Int? {
        // The five best parts beside the winner (not inside it, not around it), kept in one
        // pass over the candidates rather than sorting them all.
        let topEnd = tree.subtreeEnd(top)
        var best: [Int] = []
        for candidate in candidates where candidate >= topEnd || tree.subtreeEnd(candidate) <= top {
            guard best.count < 5 || score[candidate] > score[best[4]] else { continue }
            let place = best.firstIndex { score[$0] < score[candidate] } ?? best.count
            best.insert(candidate, at: place)
            if best.count > 5 { best.removeLast() }
        }
        // A part named and tagged as the winner is (a page builder's "text-column" rows, each
        // a few paragraphs) counts when it scores half as well, not three quarters.
        let topShape = BoilerplateHints.shape(tree.nodes[top])
        var close = best.filter {
            score[$0] >= score[top] * 0.75
                || !topShape.isEmpty && score[$0] >= score[top] * 0.5 && tree.nodes[$0].tag == tree.nodes[top].tag
                && BoilerplateHints.shape(tree.nodes[$0]) == topShape
        }
        if close.count < 3 {
            // Three parts named and tagged alike one another, each scoring half as well as a
            // winner unlike them and saying more than it: a how-to's steps ("steps_1" …
            // "steps_4", a section each) past the one long paragraph that sums them up. (A
            // thread's comments or a rail's teasers, alike too, each say less.)
            let halfAsGood = best.filter { score[$0] >= score[top] * 0.5 && stats.textLength[$0] > stats.textLength[top] }
            let shapes = halfAsGood.map { BoilerplateHints.shape(tree.nodes[$0]) }
            for (part, shape) in zip(halfAsGood, shapes) where !shape.isEmpty {
                let alike = zip(halfAsGood, shapes).filter { $0.1 == shape && tree.nodes[$0.0].tag == tree.nodes[part].tag }.map(\.0)
                if alike.count >= 3 {
                    close = alike
                    break
                }
            }
        }
        if close.count < 3, best.count == 5, best.allSatisfy({ score[$0] >= score[top] * 0.6 }) {
            // The five best parts beside the winner all alike, each scoring three fifths as
            // well: a list article's items past the opening that won (a slide each, a picture
            // and a few sentences).
            let kind = BoilerplateHints.likeness(tree.nodes[best[0]])
            if !BoilerplateHints.shape(tree.nodes[best[0]]).isEmpty, best.dropFirst().allSatisfy({ BoilerplateHints.likeness(tree.nodes[$0]) == kind }) {
                close = best
            }
        }
        guard close.count >= 3 else { return nil }
        var ancestor = Int(tree.nodes[top].parent)
        while ancestor > tree.body {
            let end = tree.subtreeEnd(ancestor)
            if close.filter({ $0 > ancestor && $0 < end }).count >= 3 { return ancestor }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return nil
    }

    /// The winner's one twin: a box tagged and named as it is, scoring nearly as well (three
    /// quarters), prose too, further down or up the page in a row of its own (a story the page
    /// cut in two around an ad's row, each half a "body articleBody"), with no other story's
    /// headline or `<article>` between the two. (Three or more alike are a thread's posts or a
    /// rail's teasers, judged elsewhere.)
    private func twin(of top: Int, score: [Float], candidates: [Int]) -> Int? {
        guard !BoilerplateHints.shape(tree.nodes[top]).isEmpty, readsAsProse(top) else { return nil }
        let likeness = BoilerplateHints.likeness(tree.nodes[top])
        let topEnd = tree.subtreeEnd(top)
        let tag = tree.nodes[top].tag
        let alike = candidates.filter {
            tree.nodes[$0].tag == tag && ($0 >= topEnd || tree.subtreeEnd($0) <= top) && BoilerplateHints.likeness(tree.nodes[$0]) == likeness
        }
        guard alike.count == 1, let twin = alike.first, score[twin] >= score[top] * 0.75, readsAsProse(twin) else { return nil }
        let (first, second) = top < twin ? (top, twin) : (twin, top)
        let storyBetween = (tree.subtreeEnd(first)..<second).contains { tree.nodes[$0].tag == .article || tree.nodes[$0].tag == .h1 }
        return storyBetween ? nil : twin
    }

    /// How much prose `index` holds when it is a paragraph-like block, else nil; and whether
    /// it is several paragraphs set apart by blank lines.
    private func prosePoints(_ index: Int) -> (points: Float, holdsParagraphs: Bool)? {
        // Short text scores nothing whatever it sits in; checked first, as it is most nodes.
        let length = stats.textLength[index]
        guard length >= 25 else { return nil }
        let tag = tree.nodes[index].tag
        let parent = Int(tree.nodes[index].parent)
        switch tag {
        case .p, .pre, .td, .blockquote, .dd:
            break
        case .h2, .h3, .h4, .h5, .h6:
            // Sentences set in large type (a slideshow's introduction as its `<h2>`) are prose,
            // as Readability scores them; a headline, a few words or one line, is not. (Every
            // heading scored, as Readability does, read a fact box and a dek beside the story.)
            guard length >= 150, stats.sentences[index] >= 2, stats.linkDensity(index) < 0.25 else { return nil }
        case .tr:
            // A table of short cells (a ranking, a timetable) is content row by row; a row
            // with a long cell is scored through that cell instead.
            guard !tree.children(of: index).contains(where: { stats.textLength[$0] >= 25 }) else { return nil }
        case .section:
            // Readability scores every section as a paragraph, whatever it holds: a manual's
            // chapter of many sections wins over whichever section scores best alone, and a
            // story's first part, its lead's section and a few paragraphs in a section of
            // their own before an ad's row, scores enough to join the rest after the ad.
            break
        case .div, .article, .main, .span, .li, .other, .font, .center:
            // A container whose text sits directly inside it (text and line breaks, no
            // paragraphs) is scored like a paragraph; one holding blocks is scored by them.
            guard !stats.holdsBlock[index] || wrapsBlocksAsAPhrase(index) else { return nil }
            if tag == .span || tag == .li, parent >= 0, !hasBlockChild(parent) || tree.nodes[parent].tag == .p { return nil }
            // An item that is mostly its links (a forum's index of replies, each a linked title
            // and its poster's linked name) is a line to follow, not prose.
            if tag == .li, stats.linkDensity(index) > 0.5 { return nil }
        case .em, .i, .strong, .b, .small, .sub, .sup, .mark, .time, .abbr, .cite, .q, .code, .kbd, .samp:
            guard wrapsBlocksAsAPhrase(index) else { return nil }
        case .text:
            // Loose text beside blocks ("<div>text<br>text<p>…</p></div>") counts for its parent.
            guard parent >= 0 else { return nil }
            switch tree.nodes[parent].tag {
            case .div, .section, .article, .main, .td: guard hasBlockChild(parent) else { return nil }
            default: return nil
            }
        default:
            return nil
        }
        // A list of the writers' names ("Ann Lee, Bo Chan, Cy Dunn, …", in a box named for its
        // authors) is the byline, however many commas it holds; it is not prose.
        if Self.namesAuthors(tree.nodes[index]) { return nil }
        // Text broken into paragraphs by blank lines (`<br><br>`, a forum post's way) counts
        // as those paragraphs, as if each were a `<p>`.
        let paragraphs = paragraphsApart(in: index)
        // A listing's commas are its syntax (a call's dozen arguments), not a sentence's: a
        // notebook's code cell does not outscore the post around it.
        let commas = tag == .pre ? min(stats.commas[index], 3) : stats.commas[index]
        let points = Float(paragraphs) + Float(commas) + min(Float(length) / 100, 3 * Float(paragraphs))
        // A list's item that ends no sentence is a line, not a paragraph (Readability scores no
        // item at all): a changelog's hundred items, a comma each, do not outweigh the notes in
        // prose. (A recipe's steps are sentences.)
        return (tag == .li && stats.sentences[index] == 0 ? points / 2 : points, paragraphs > 1)
    }

    /// A phrase that holds paragraphs, straight inside a box (`<div><span id="intertext_1"><p>…`):
    /// Readability wraps each run of phrases in a box into a paragraph of its own, which votes
    /// for the box with all it says, as its paragraphs vote for the phrase; so it counts here.
    private func wrapsBlocksAsAPhrase(_ index: Int) -> Bool {
        let parent = Int(tree.nodes[index].parent)
        return parent >= 0 && tree.nodes[parent].tag == .div && hasBlockChild(index) && stats.paragraphs[index] > 0
            && tree.nodes[index].tag.isInline && tree.nodes[index].tag != .font
    }

    /// How many paragraphs of a sentence's length (40 characters or more) a box of text sets
    /// apart by blank lines (`<br>` twice, spaces between) among its children; 1 for a
    /// paragraph, a cell, or a box without blank lines. (A gallery's captions of a few words,
    /// "1/199", each under its own blank line, are no paragraphs.)
    private func paragraphsApart(in index: Int) -> Int {
        switch tree.nodes[index].tag {
        case .p, .pre, .td, .blockquote, .dd, .tr, .text, .section: return 1
        default: break
        }
        var paragraphs = 0
        var length: Int32 = 0
        var previousWasBreak = false
        for child in tree.children(of: index) {
            switch tree.nodes[child].tag {
            case .br:
                if previousWasBreak {
                    if length >= 40 { paragraphs += 1 }
                    length = 0
                }
                previousWasBreak = !previousWasBreak
            case .text where !tree.nodes[child].text.utf8.contains(where: { $0 > 0x20 }):
                continue
            default:
                length += stats.excluded[child] ? 0 : stats.textLength[child]
                previousWasBreak = false
            }
        }
        if length >= 40 { paragraphs += 1 }
        return max(1, paragraphs)
    }

    /// Whether an element's class or id names it for the writers ("byline", "authors").
    private static func namesAuthors(_ node: DOMTree.Node) -> Bool {
        node.attributes.contains { ($0.name == "class" || $0.name == "id") && BoilerplateHints.soundsLikeByline($0.value) }
    }

    private func hasBlockChild(_ index: Int) -> Bool { stats.hasBlockChild[index] }

    /// A section of a document by its tag, or a box shaped like one (DocBook's
    /// `<div class="section">`): opening with a heading, through the boxes around it
    /// ("titlepage").
    private func isSectionShaped(_ index: Int) -> Bool {
        guard isDocumentSection(index) else { return false }
        switch tree.nodes[index].tag {
        case .section: return true
        case .div: break
        default: return false
        }
        var element = tree.children(of: index).first { tree.nodes[$0].tag != .text }
        for _ in 0..<4 {
            guard let wrapper = element, tree.nodes[wrapper].tag == .div else { break }
            element = tree.children(of: wrapper).first { tree.nodes[$0].tag != .text }
        }
        guard let first = element else { return false }
        switch tree.nodes[first].tag {
        case .h1, .h2, .h3, .h4, .h5, .h6: return true
        default: return false
        }
    }

    /// A section of a document: blocks of its own, three paragraphs or more, few links.
    private func isDocumentSection(_ index: Int) -> Bool {
        hasBlockChild(index) && stats.paragraphs[index] >= 3 && stats.linkDensity(index) < 0.25
    }

    /// What a tag earns in `baseScore` that Readability gives it not: an `<article>` and a
    /// `<main>` it scores as any element.
    private static func pointsReadabilityGivesNot(_ tag: Tag) -> Float {
        switch tag {
        case .article: 10
        case .main: 5
        default: 0
        }
    }

    /// What Readability scores a candidate: the votes as here, but its tag's points and its
    /// class's and id's words weighed as Readability weighs them (each name 25 points).
    private func readabilitysScore(_ index: Int, score: [Float]) -> Float {
        let verdict = stats.verdicts[index]
        let over = Self.pointsReadabilityGivesNot(tree.nodes[index].tag) + verdict.weight - Float(verdict.readabilitysWeight)
        return score[index] - over * (1 - stats.linkDensity(index))
    }

    private func baseScore(_ index: Int) -> Float {
        var base: Float
        switch tree.nodes[index].tag {
        case .article: base = 10
        case .div, .main: base = 5
        case .pre, .td, .blockquote: base = 3
        case .address, .ol, .ul, .dl, .dd, .dt, .li, .form: base = -3
        case .h1, .h2, .h3, .h4, .h5, .h6, .th: base = -5
        default: base = 0
        }
        if tree.nodes[index].attribute("itemprop", is: "articlebody") { base += 30 }
        return base + stats.verdicts[index].weight
    }

    /// Moves up from `top` while an ancestor holds the article's text more completely: when
    /// other strong candidates sit beside it under one ancestor (an article split into several
    /// boxes), or when `top` is most of its parent's text anyway.
    private func widen(_ top: Int, strength: Float, score: [Float], candidates: [Int], meter: WorkMeter) throws(ExtractionStop) -> Int {
        // In document order, so how many lie inside a subtree (a range of indices) is two
        // binary searches, whatever the depth and however many there are.
        let strong = candidates.filter { $0 != top && score[$0] >= strength * 0.75 }.sorted()
        func strongCount(in range: Range<Int>) -> Int {
            Self.lowerBound(range.upperBound, in: strong) - Self.lowerBound(range.lowerBound, in: strong)
        }
        var current = top
        // What the article was at the last step that proved it larger (strong candidates
        // beside it, a chapter), and the last ancestor that holds it without doubt.
        var held = top
        var committed = top
        let body = tree.body
        while current > body {
            try meter.step()
            let parent = Int(tree.nodes[current].parent)
            guard parent >= body else { break }
            let parentText = Float(stats.textLength[parent])
            let sharing = strongCount(in: (parent + 1)..<tree.subtreeEnd(parent)) - strongCount(in: current..<tree.subtreeEnd(current))
            // Most of the parent's text, measured against `held`, so that a few levels of
            // wrappers cannot each add their share of the page's machinery (an ad blocker's
            // notice beside the whole page). A wrapper that adds a little more (the headline's
            // row) is only passed through: kept if a step above proves the article larger.
            // (Nearly all: at 85% a prompt to subscribe beside the story came in, and at 90% a
            // site's disclaimer beside the story's section or an editors' note beside its body;
            // Readability climbs only to a parent holding nothing else or scoring more than the
            // box below it. Nine tenths still for a parent whose words stand loose in it, no box
            // of their own: a standfirst's `<h2>` left open around the story.)
            let share: Float = addsOnlyItsOwnWords(parent, beside: current) ? 0.9 : 0.98
            let mostOfParent = parentText > 0 && Float(stats.textLength[held]) >= parentText * share
            let throughWrapper = parentText > 0 && Float(stats.textLength[current]) >= parentText * 0.85
                && Float(stats.textLength[held]) >= parentText * 0.75
            // One section of a chapter of sections (a manual's page) is not the page.
            // (Nor is a part of such a section: the section holding it widens in turn.)
            func isChapter(_ index: Int) -> Bool {
                var sections = 0
                for child in tree.children(of: index) where isSectionShaped(child) {
                    sections += 1
                    if sections == 3 { return true }
                }
                return false
            }
            let grandparent = Int(tree.nodes[parent].parent)
            let chapter = isSectionShaped(current) && isChapter(parent)
                || isSectionShaped(parent) && grandparent >= body && isChapter(grandparent)
            let plain = stats.linkDensity(parent) < 0.35
            // What the parent adds after the article, when it is mostly links (a column of
            // offers beside the story, "Unable to edit the page? See the FrontPage" under it), is
            // not the article's. (What it adds before, a headline's row with its share bar, may be.)
            // The article is the part last committed: a wrapper passed through on the way may
            // hold the column itself, and the parent only a little more.
            // (Measured only when it decides the step.)
            func addsRail() -> Bool {
                var addedText: Int32 = 0
                var addedLinks: Int32 = 0
                var inner = committed
                while inner != parent {
                    let outer = Int(tree.nodes[inner].parent)
                    for child in tree.children(of: outer) where child > inner {
                        addedText += stats.textLength[child]
                        addedLinks += stats.linkLength[child]
                    }
                    inner = outer
                }
                return addedText > 0 && Float(addedLinks) >= Float(addedText) * 0.35
            }
            if sharing >= 2 || chapter {
                held = parent
                committed = parent
            } else if mostOfParent, plain, !holdsWholePage(parent) || tree.nodes[current].tag.isTablePart
                        || addsOnlyItsOwnWords(parent, beside: current), !addsRail() {
                // (A table's rows and body are its own, the table the whole page though it is.)
                committed = parent
            } else if !(throughWrapper && plain) {
                break
            }
            current = parent
        }
        return committed
    }

    /// A box that says nearly all the page says (85% or more, the body itself among
    /// them) holds the page's own lines beside the story too: its motto, its address and
    /// copyright under the story, a note on how to comment. The story's share of it does not
    /// make it the story.
    private func holdsWholePage(_ index: Int) -> Bool {
        stats.textLength[index] * 20 >= stats.textLength[tree.body] * 17
    }

    /// Whether all `box` says beside `part` is words set straight in it, no box of its own
    /// (a standfirst's `<h2>` left open around the story): the story's words, where the page's
    /// own lines (its address, its copyright) stand in boxes of theirs.
    private func addsOnlyItsOwnWords(_ box: Int, beside part: Int) -> Bool {
        guard stats.hasOwnText[box] else { return false }
        return !tree.children(of: box).contains { $0 != part && tree.nodes[$0].tag != .text && stats.textLength[$0] > 0 }
    }

    /// The box around the winner and a larger part beside it, when the winner is a short piece of
    /// prose (a recipe's summary, a few sentences above its method) and the part says half as
    /// much again in three sentences or more, scoring nearly as well (three fifths), with
    /// little else around the two (at most as much again, few links): a page that set its
    /// story's parts in boxes of their own. (A thread's reply beside its post sits among the
    /// others, and a rail's teasers are links; a winner of a line or two, a banner's, is not
    /// widened by it.)
    private func largerPart(beside top: Int, strength: Float, score: [Float], candidates: [Int]) -> Int? {
        let topText = stats.textLength[top]
        guard topText >= 200, stats.sentences[top] >= 2 else { return nil }
        let topEnd = tree.subtreeEnd(top)
        var best: Int?
        for candidate in candidates where candidate >= topEnd || tree.subtreeEnd(candidate) <= top {
            guard score[candidate] >= strength * 0.6, stats.textLength[candidate] * 2 >= topText * 3,
                  stats.sentences[candidate] >= 3, stats.linkDensity(candidate) < 0.2 else { continue }
            if best.map({ score[candidate] > score[$0] }) ?? true { best = candidate }
        }
        guard let part = best else { return nil }
        var ancestor = Int(tree.nodes[top].parent)
        while ancestor >= tree.body, part <= ancestor || part >= tree.subtreeEnd(ancestor) {
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        guard ancestor >= tree.body, stats.textLength[ancestor] <= (topText + stats.textLength[part]) * 2,
              stats.linkDensity(ancestor) < 0.15 else { return nil }
        return ancestor
    }

    /// The first position in `sorted` whose value is at least `value`.
    static func lowerBound(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Paragraphs of sentences, hardly any links, and nothing in its name that says otherwise.
    private func readsAsProse(_ index: Int, whateverItsName: Bool = false) -> Bool {
        stats.textLength[index] >= 150 && stats.linkDensity(index) < 0.2 && stats.sentences[index] >= 2
            && stats.paragraphs[index] >= 1 && (whateverItsName || !stats.verdicts[index].soundsLikeJunk)
    }

    /// A standfirst set as a heading (`<h2>` holding the story's opening sentences, in a box
    /// of its own before it): a heading that is all of the box's text, a sentence or more and
    /// longer than headlines run. Looked for in a box of a few dozen elements at most.
    private func isStandfirstHeading(_ index: Int) -> Bool {
        let length = stats.textLength[index]
        guard length >= 120, stats.sentences[index] >= 1, stats.paragraphs[index] == 0, stats.linkDensity(index) < 0.25,
              !stats.verdicts[index].soundsLikeJunk else { return false }
        let end = tree.subtreeEnd(index)
        guard end - index <= 64 else { return false }
        return (index..<end).contains { tree.nodes[$0].tag.headingLevel.map { $0 >= 2 } == true && stats.textLength[$0] == length }
    }

    /// A paragraph, a box holding only a paragraph's worth of text and phrasing (pages write
    /// `<div class="paragraph">` as often as `<p>`), or a box around a single paragraph — also
    /// through a few boxes each around one (a grid's row around its column around the `<p>`).
    private func isParagraph(_ index: Int) -> Bool {
        var box = index
        for _ in 0..<4 {
            switch tree.nodes[box].tag {
            case .p:
                return true
            case .div, .section, .other:
                // (Paragraphs under a page's own elements, which are no blocks, are more than
                // one paragraph: a lead carousel's captions.)
                if !hasBlockChild(box) { return stats.sentences[box] > 0 && stats.paragraphs[box] <= 1 }
                guard !stats.hasOwnText[box] else { return false }
                var only: Int?
                for child in tree.children(of: box) where tree.nodes[child].tag != .text {
                    guard only == nil else { return false }
                    only = child
                }
                guard let child = only else { return false }
                box = child
            default:
                return false
            }
        }
        return false
    }

    /// What the boxes after the article are called, and how many share each name (counted
    /// once, so judging every sibling costs no more than the siblings).
    private func namesAfter(_ top: Int, in parent: Int) -> [String: Int] {
        var counts: [String: Int] = [:]
        for other in tree.children(of: parent) where other > top && tree.nodes[other].tag != .text {
            counts[BoilerplateHints.likeness(tree.nodes[other]), default: 0] += 1
        }
        return counts
    }

    /// Whether a box after the article is one of a run of records alike (readers' comments,
    /// cards): three or more boxes after it with one name, each a small part of what the
    /// article says.
    private func isRecord(_ sibling: Int, after top: Int, names: [String: Int]) -> Bool {
        guard !BoilerplateHints.shape(tree.nodes[sibling]).isEmpty, stats.textLength[sibling] * 3 < stats.textLength[top] else { return false }
        return names[BoilerplateHints.likeness(tree.nodes[sibling]), default: 0] >= 3
    }

    /// How many headings of each level the article holds (its first few thousand elements).
    private func headingLevels(in top: Int) -> [Int: Int] {
        var levels: [Int: Int] = [:]
        for position in top..<min(tree.subtreeEnd(top), top + 4096) {
            if let level = tree.nodes[position].tag.headingLevel { levels[level, default: 0] += 1 }
        }
        return levels
    }

    /// Whether a box after the article goes on with its sections: it opens with a heading of
    /// the kind the article's own sections open with (two or more of them), and what follows
    /// is a sentence or more with few links (a list's last points, each in a box of its own).
    private func continuesSections(in sibling: Int, levels: () -> [Int: Int]) -> Bool {
        guard stats.sentences[sibling] >= 1, stats.linkDensity(sibling) < 0.2, !stats.verdicts[sibling].soundsLikeJunk,
              let first = tree.children(of: sibling).first(where: { tree.nodes[$0].tag != .text }),
              let level = tree.nodes[first].tag.headingLevel else { return false }
        return levels()[level, default: 0] >= 2
    }

    /// A list or a table with text and hardly a link, and no sentences around it: data the
    /// article gives, not more prose (an author's note) or another story's line.
    private func holdsListOrTable(_ index: Int) -> Bool {
        guard stats.textLength[index] >= 80, stats.sentences[index] == 0, stats.linkDensity(index) < 0.25,
              !stats.verdicts[index].soundsLikeJunk else { return false }
        let end = tree.subtreeEnd(index)
        guard end - index <= 2048 else { return false }
        return (index..<end).contains {
            switch tree.nodes[$0].tag {
            case .ul, .ol, .table, .dl: return stats.textLength[$0] * 2 >= stats.textLength[index]
            default: return false
            }
        }
    }

    /// A short line that holds a sentence's full stop, inside it or at its end (a standfirst
    /// of one sentence over the story). A full stop only, not `SentenceEnd`'s every end: a
    /// line beside the story that asks or exclaims is a prompt ("Have your say?"), and taking
    /// those in cost L3S-GN1's pages.
    private func endsASentence(_ text: String) -> Bool {
        text.contains(". ") || text.hasSuffix(".")
    }

    /// What a box beside the chosen one must score to join it: a fifth of the box Readability
    /// would have chosen, that is the winner after its climb, moved up only through parents
    /// holding nothing else, as Readability moves. Widening past such a parent, because the
    /// story is nearly all the columns around it say, does not lower the bar to the columns'
    /// score (a journal's credits under the story, named "story_source", came in so).
    private func siblingBar(readabilitysTop: Int, top: Int, score: [Float]) -> Float {
        let box = throughParentsHoldingNothingElse(from: readabilitysTop, upTo: top)
        guard top <= box, box < tree.subtreeEnd(top) else { return max(10, score[top] * 0.2) }
        return max(10, score[box] * 0.2)
    }

    /// The box moved up through every parent that holds nothing else, as Readability moves
    /// its choice before it looks at the siblings (the parts of the story beside such a parent
    /// are its siblings then), stopping at `last` if it gets there.
    private func throughParentsHoldingNothingElse(from top: Int, upTo last: Int? = nil) -> Int {
        var box = top
        while box > tree.body, box != last {
            let parent = Int(tree.nodes[box].parent)
            guard parent > tree.body, holdsNothingElse(parent, beside: box) else { break }
            box = parent
        }
        return box
    }

    /// Whether `box` is the only element in `parent` that Readability keeps by the time it
    /// moves its choice: gone are scripts and styles, what the page hides by its attributes or
    /// style (not by a class list, which Readability does not read so), what is named or given
    /// a role as never the article, and an empty box (a `<div>`, a section, a header or a
    /// heading with no text and nothing but line breaks in it: an ad's column before its script
    /// filled it). What else we leave out (a footer, an aside) is still there for it.
    private func holdsNothingElse(_ parent: Int, beside box: Int) -> Bool {
        for child in tree.children(of: parent) where child != box {
            let node = tree.nodes[child]
            switch node.tag {
            case .text, .script, .style, .noscript: continue
            case .div, .section, .header, .h1, .h2, .h3, .h4, .h5, .h6:
                if stats.textLength[child] == 0,
                   tree.children(of: child).allSatisfy({ tree.nodes[$0].tag == .text || tree.nodes[$0].tag == .br || tree.nodes[$0].tag == .hr }) { continue }
            default: break
            }
            if node.tag != .a && BoilerplateHints.isNeverTheArticleToReadability(node) || BoilerplateHints.hasNeverTheArticleRole(node) { continue }
            switch BoilerplateHints.showing(node, byClass: false) {
            case .removed, .invisible: continue
            case .shown, .visible: return false
            }
        }
        return true
    }

    private func withSiblings(of top: Int, bar threshold: Float, score: [Float], readabilitysOnly: Bool = false,
                              meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        let parent = Int(tree.nodes[top].parent)
        guard parent >= 0 else { return [top] }
        // Siblings that look alike ("slide-block-4", "slide-block-5") are parts of one whole.
        let topNames = BoilerplateHints.shape(tree.nodes[top])
        var chosen: [Int] = []
        var names: [String: Int]?
        func isRecord(_ sibling: Int) -> Bool {
            if names == nil { names = namesAfter(top, in: parent) }
            return self.isRecord(sibling, after: top, names: names!)
        }
        var levels: [Int: Int]?
        func sectionLevels() -> [Int: Int] {
            if levels == nil { levels = headingLevels(in: top) }
            return levels!
        }
        // Words set straight in the box beside the winner, not in a paragraph of their own
        // ("While there are only seven blogs here, …<br>" before the list that won): one
        // paragraph, judged as one.
        // (Only in a box: what lies loose in the body is more often a script's leftovers.)
        var phrases: [Int] = []
        let readsPhrases = tree.nodes[parent].tag == .div
        func endPhrases() {
            if !phrases.isEmpty, readsAsParagraph(phrases) { chosen += phrases }
            phrases = []
        }
        for sibling in tree.children(of: parent) where !stats.excluded[sibling] {
            try meter.step()
            if readsPhrases, sibling != top, tree.nodes[sibling].tag == .text || tree.nodes[sibling].tag.isInline && !stats.hasBlockChild[sibling] {
                phrases.append(sibling)
                continue
            }
            endPhrases()
            if sibling == top {
                chosen.append(sibling)
                continue
            }
            guard tree.nodes[sibling].tag != .text else { continue }
            // A box the page hides, kept only as what a script may show (a `display:none` copy of
            // the story marked as the article's body, its text in one run), is read only when it
            // is all there is: it won, alone.
            if BoilerplateHints.showing(tree.nodes[sibling]) == .removed { continue }
            // The page's notice of its rights under the story ("© 2012 United Press
            // International, Inc. All Rights Reserved. Any reproduction …") is its own line,
            // however many sentences it says.
            if sibling > top, opensWithCopyright(sibling) { continue }
            var bonus: Float = 0
            if !topNames.isEmpty, tree.nodes[sibling].tag == tree.nodes[top].tag, BoilerplateHints.shape(tree.nodes[sibling]) == topNames,
               BoilerplateHints.numberedAlike(tree.nodes[sibling], tree.nodes[top]),
               stats.linkDensity(sibling) < 0.5 {
                bonus = score[top] * 0.2
            }
            if score[sibling] + bonus >= threshold {
                if sibling > top, bonus == 0, isRecord(sibling) { continue }
                // The story's header that says no sentence (its headline, the writer's name and
                // the date), named a header ("entry-header"), is its furniture, whatever else its
                // name scores; Readability drops what is so named unless the name also clears it
                // ("article-header", "main-header").
                if tree.nodes[sibling].tag == .header, stats.sentences[sibling] == 0, BoilerplateHints.namesAHeader(tree.nodes[sibling]) { continue }
                // A box that scores by its name alone ("article-tools") and says nothing, its
                // few words mostly links ("Email article", "Print"), is the article's tools.
                if stats.sentences[sibling] == 0, stats.textLength[sibling] > 0, stats.linkDensity(sibling) >= 0.25 { continue }
                chosen.append(sibling)
            } else if readabilitysOnly {
                if isParagraph(sibling), readsAsParagraph([sibling]) { chosen.append(sibling) }
            } else if bonus > 0, sibling > top, holdsListOrTable(sibling) {
                // A part of the article in a box like the winner's that scores nothing because
                // it is not paragraphs (a heading and a list: "Winners: 2023 …, 2022 …").
                chosen.append(sibling)
            } else if bonus > 0, sibling > top, let level = openingHeading(top), openingHeading(sibling) == level,
                      readsAsProse(sibling, whateverItsName: true) {
                // A page of sections alike, each opening with a heading of one level (a
                // project's page: its abstract, then its results), goes on past the one that won.
                chosen.append(sibling)
            } else if sibling > top, continuesSections(in: sibling, levels: sectionLevels) {
                chosen.append(sibling)
            } else if sibling < top,
                      readsAsProse(sibling, whateverItsName: bonus > 0) && isShortBeside(sibling, top)
                        && (tree.nodes[sibling].tag != .header || stats.holdsStandfirst(sibling, in: tree, inABox: true))
                        || isStandfirstHeading(sibling) || tree.nodes[sibling].tag == .header && stats.holdsStandfirst(sibling, in: tree)
                        || isSubtitle(sibling, of: top) {
                // The article's opening part, which scores low only because it is short. (What
                // follows the article and reads like this is more often "more stories".) Named
                // as the winner is ("article-widget"), its name says no more against it. So is the
                // story's header over it, the headline and its standfirst, and a line named as
                // its subtitle. A header reads as the opening only with prose under its headline:
                // otherwise what it says is the page's (a blog's box of resources above the
                // title) or the story's furniture (a photo's credit, dates, affiliations).
                chosen.append(sibling)
            } else if isParagraph(sibling), sibling < top || !isRecord(sibling), readsAsParagraph([sibling]) {
                chosen.append(sibling)
            }
        }
        endPhrases()
        return readabilitysOnly ? chosen : try withBoxesBetween(chosen, in: parent, meter: meter)
    }

    /// Whether a box says little enough beside the story to be its opening that scored low
    /// for being short: under a thousand characters, and under a third of the story. (A lead
    /// carousel's three long captions over the story scored low for their boxes' names.)
    private func isShortBeside(_ box: Int, _ story: Int) -> Bool {
        stats.textLength[box] < min(1000, stats.textLength[story] / 3)
    }

    /// Whether what a box says opens with a notice of copyright ("©", "Copyright").
    private func opensWithCopyright(_ index: Int) -> Bool {
        let end = min(tree.subtreeEnd(index), index + 64)
        for position in index..<end where tree.nodes[position].tag == .text {
            let words = tree.nodes[position].text.drop { $0.isWhitespace }
            if words.isEmpty { continue }
            return words.hasPrefix("©") || words.prefix(9).lowercased() == "copyright"
        }
        return false
    }

    /// A line named as the story's subtitle ("article-head-sub"), words rather than links, or
    /// than a date and a time ("13.12.2022 - 08:13 Uhr", a line Readability leaves out for
    /// ending no sentence), just before it (a subtitle further up heads a box of facts:
    /// "Date:", "Source:").
    private func isSubtitle(_ index: Int, of top: Int) -> Bool {
        stats.verdicts[index].soundsLikeSubtitle && stats.textLength[index] > 0 && stats.linkDensity(index) < 0.5
            && stats.nextElement(after: index, tree: tree) == top && BlockBuilder.saysWords(tree.text(of: index))
    }

    /// The level of the heading an element opens with, when the first thing it says is one
    /// (looked for among its first few dozen elements).
    private func openingHeading(_ index: Int) -> Int? {
        let end = min(tree.subtreeEnd(index), index + 48)
        for position in (index + 1)..<max(index + 1, end) {
            if let level = tree.nodes[position].tag.headingLevel { return stats.textLength[position] > 0 ? level : nil }
            if tree.nodes[position].tag == .text, stats.textLength[position] > 0 { return nil }
        }
        return nil
    }

    /// Whether a paragraph, or a run of text and phrases, reads as one: long and hardly linked,
    /// or a sentence with no link at all.
    private func readsAsParagraph(_ run: [Int]) -> Bool {
        let length = run.reduce(Int32(0)) { $0 + stats.textLength[$1] }
        guard length > 0 else { return false }
        let links = run.reduce(Int32(0)) { $0 + stats.linkLength[$1] }
        let density = Float(links) / Float(length)
        return (length > 80 && density < 0.25) || (links == 0 && endsASentence(run.map { tree.text(of: $0) }.joined()))
    }

    /// Whether three or more of a box's own children are alike in tag and name: a thread's
    /// comments, a gallery's slides.
    private func holdsItemsAlike(_ index: Int) -> Bool {
        var seen: [String: Int] = [:]
        for child in tree.children(of: index) where tree.nodes[child].tag != .text && !BoilerplateHints.shape(tree.nodes[child]).isEmpty {
            let likeness = BoilerplateHints.likeness(tree.nodes[child])
            let count = seen[likeness, default: 0] + 1
            if count >= 3 { return true }
            seen[likeness] = count
        }
        return false
    }

    /// Whether most of a box's text sits in a box named like an article's neighbour inside it
    /// (a footer holding the readers' comments, "article_comments_content"), looked for among
    /// its first few hundred elements.
    private func holdsNeighbour(_ index: Int) -> Bool {
        let end = min(tree.subtreeEnd(index), index + 300)
        return (index..<end).contains { stats.verdicts[$0].soundsLikeNeighbour && stats.textLength[$0] * 2 >= stats.textLength[index] }
    }

    /// A box between the chosen parts that reads as sentences is part of what they tell,
    /// however little it scores: a recipe's card between a post's paragraphs (its steps are
    /// list items, which score nothing), a fact box.
    private func withBoxesBetween(_ chosen: [Int], in parent: Int, meter: WorkMeter) throws(ExtractionStop) -> [Int] {
        guard let first = chosen.first, let last = chosen.last, chosen.count >= 2 else { return chosen }
        var all: [Int] = []
        var next = 0
        let told = chosen.reduce(Int32(0)) { $0 + stats.textLength[$1] }
        for sibling in tree.children(of: parent) where sibling >= first && sibling <= last {
            try meter.step()
            if next < chosen.count, chosen[next] == sibling {
                all.append(sibling)
                next += 1
            } else if !stats.excluded[sibling], tree.nodes[sibling].tag != .text, stats.sentences[sibling] >= 3,
                      stats.linkDensity(sibling) < 0.2, stats.textLength[sibling] <= told, !holdsItemsAlike(sibling),
                      !holdsNeighbour(sibling) {
                all.append(sibling)
            }
        }
        return all
    }
}
