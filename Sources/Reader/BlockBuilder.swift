import FoundationEssentials
import Networking
import TidingsText

/// Turns the chosen part of the page into `ArticleBlock`s: headings, paragraphs, list items,
/// quotes, code, tables and images, with the links numbered. Inside the article it drops what
/// still is not the article (link lists, image strips, share bars, the headline repeated),
/// judged by the same page statistics the scorer used. Walks with an explicit stack.
struct BlockBuilder {
    let tree: DOMTree
    let stats: PageStatistics
    /// What the page's relative addresses are read against (its `<base>`, or its address).
    let baseURL: URL
    /// The page's own address: a link to it with a fragment names a place on this page.
    let pageURL: URL
    /// The headline shown above the body; a heading repeating it is not shown twice.
    let title: String?

    private(set) var blocks: [ArticleBlock] = []
    private(set) var links: [URL] = []
    private var linkNumbers: [String: Int] = [:]

    private var text = ""
    private var marked = ""
    private var pendingSpace = false
    private var kinds: [ArticleBlock.Kind] = []
    /// Boxes opened inside a heading (a page that left its standfirst's `<h2>` open around the
    /// story): their text is paragraphs, not more of the heading.
    private var boxesInHeadings: [Int] = []
    /// The headings open around where the build is.
    private var openHeadings: [Int] = []
    private var quoteDepth = 0
    private var lists: [(ordered: Bool, next: Int)] = []
    /// For each open link: its address and how long the text was when it opened.
    private var openLinks: [(href: String?, start: Int)] = []
    /// Whether a paragraph has been built yet (headings before the first may repeat the title).
    private var hasParagraph = false
    /// How many definition terms (`<dt>`) are open, and which blocks were built inside one (or
    /// inside a table of facts): a term of one word ("timeout") is a term, not a button's label.
    private var termDepth = 0
    private var termBlocks: Set<Int> = []
    /// For each open definition list, whether it is a table of facts; how many of its terms and
    /// descriptions are open, and which blocks were built inside one.
    private var factLists: [Bool] = []
    private var factDepth = 0
    private var factBlocks: Set<Int> = []
    /// How many boxes named for a subtitle are open, and the blocks built inside one before
    /// the story's first paragraph: kept however short (a Korean story's line under its
    /// headline).
    private var subtitleDepth = 0
    private var subtitleBlocks: Set<Int> = []
    /// Chosen boxes whose every line is a fact, kept however short at the story's edge (a
    /// recipe's ingredients over its method).
    var factRoots: Set<Int> = []
    /// `alikeChildren(of:)`'s counts, by element.
    private var childLikeness: [Int: [String: Int]] = [:]
    /// The chosen root when it is one, and the boxes that hold all of its text (its wrappers
    /// inside it).
    private var wholeRoots: Set<Int> = []
    /// Sentences the chosen boxes hold: a list of links is the story's only beside some.
    private var rootSentences: Int32 = 0
    /// Characters the chosen boxes hold.
    private var rootText: Int32 = 0
    /// Whether boxes are dropped by Readability's weighing of their names; and the characters
    /// so dropped.
    var weighsNames = true
    private(set) var weighedOutText = 0
    /// Whether boxes, lists and tables inside the story are judged on what they hold (their
    /// links, pictures, names), as Readability cleans them conditionally; its last reading of
    /// a page it finds little in does not.
    var judgesBoxes = true
    /// A table Readability takes for data, found inside a box; and a box found to hold none.
    private var knownDataTable = -1
    private var noDataTableAfter = -1
    private var noDataTableBefore = -1
    /// The table Readability takes for data that the walk last entered (where it begins and
    /// ends), and the element the walk is at.
    private var dataTable = (start: -1, end: -1)
    private var walking = -1
    /// Where the page's videos from sites Readability lets stay are, in page order; found
    /// when a box first asks.
    private var videos: [Int]?
    /// The chosen boxes, and for each card's element and names whether cards of its kind hold
    /// most of what they say (`cardsAreTheStory`).
    private(set) var chosenRoots: [Int] = []
    private var storyCards: [String: Bool] = [:]
    /// How many links inside each element go to a heading of the page (`countHeadingLinks`),
    /// counted once, when a list of links first asks.
    private var headingLinks: [Int32]?
    /// Where the table of contents being read ends: its links to the page's parts stay.
    private var contentsEnd = -1
    /// The words of the lists inside each node, counted as Readability counts them (built once).
    private var listedText: [Int64]?
    /// The words and linked words of the boxes inside each node that go on their links (built once).
    private var innerBoxesGone: [(text: Int32, link: Int32)]?
    /// Whether each node holds a table inside it (built once).
    private var tablesInside: [Bool]?
    /// The fields (`<input>`) each node holds, counted once when a form first asks.
    private var inputsInside: [Int32]?

    init(tree: DOMTree, stats: PageStatistics, baseURL: URL, pageURL: URL, title: String?) {
        self.tree = tree
        self.stats = stats
        self.baseURL = baseURL
        self.pageURL = pageURL
        self.title = title.map(Self.comparable)
    }

    /// Characters of text in the blocks built.
    var textLength: Int {
        blocks.reduce(0) { $0 + $1.text.utf8.count }
    }

    mutating func build(_ roots: [Int], meter: WorkMeter) throws(ExtractionStop) {
        var stack: [(index: Int, exiting: Bool)] = roots.reversed().map { ($0, false) }
        let rootSet = Set(roots)
        // (A box that joined the winner as its sibling is judged by what it holds.)
        wholeRoots = roots.count == 1 ? rootSet : []
        chosenRoots = roots
        rootSentences = roots.reduce(0) { $0 + stats.sentences[$1] }
        rootText = roots.reduce(0) { $0 + stats.textLength[$1] }
        while let (index, exiting) = stack.popLast() {
            try meter.step()
            walking = index
            if exiting {
                exit(index)
                if factRoots.contains(index) { factDepth = max(0, factDepth - 1) }
                if stats.verdicts[index].soundsLikeSubtitle { subtitleDepth = max(0, subtitleDepth - 1) }
                continue
            }
            if tree.nodes[index].tag == .text {
                // (A text node is excluded on its own only under visibility:hidden.)
                if stats.excluded[index] { continue }
                try meter.step(tree.nodes[index].text.utf8.count / 64)
                append(tree.nodes[index].text)
                continue
            }
            if stats.excluded[index] || (!rootSet.contains(index) && isClutter(index)) { continue }
            // A box that joined the winner is judged by what it holds: a run of teasers for
            // other stories ("Aktuelle Artikel") scored as paragraphs do, but it is not the story's.
            // So is a card for another post, boxed as the story is ("post"), that joined it.
            if roots.count > 1, rootSet.contains(index), isTeaserBox(index, density: stats.linkDensity(index)) || isCardForElsewhere(index) { continue }
            if try emitWhole(index, meter: meter) { continue }
            enter(index)
            if factRoots.contains(index) { factDepth += 1 }
            if stats.verdicts[index].soundsLikeSubtitle { subtitleDepth += 1 }
            stack.append((index, true))
            // Children go on the stack last first, so they come off in document order.
            let mark = stack.count
            for child in tree.children(of: index) { stack.append((child, false)) }
            stack[mark...].reverse()
        }
        flush()
        try meter.step(blocks.count)
        trimEdges()
    }

    /// The kinds of notice documentation sets apart (reStructuredText's, MkDocs', GitHub's
    /// and Hugo's admonitions).
    static let noticeKinds: Set<String> = ["note", "tip", "hint", "important", "warning", "caution", "danger", "attention", "error",
                                           "info", "example", "success", "question", "bug", "abstract", "summary", "todo", "seealso"]

    /// How many of the blocks are a caption in a heading's markup (a sentence's worth of
    /// words) over exactly one picture: a photo story's frames, not a rail's title over its
    /// thumbnails.
    private func captionedFrames() -> Int {
        var frames = 0
        for index in blocks.indices.dropLast() {
            guard Self.isFrameCaption(blocks[index]), blocks[index + 1].kind == .image,
                  index + 2 == blocks.count || blocks[index + 2].kind != .image else { continue }
            frames += 1
        }
        return frames
    }

    /// A heading that says what a picture shows, in a sentence's worth of words.
    private static func isFrameCaption(_ block: ArticleBlock) -> Bool {
        guard case .heading = block.kind else { return false }
        return block.text.count >= 40 && block.text.split(separator: " ").count >= 6
    }

    /// At the story's edges pages put datelines, kickers and credits, and Readability keeps
    /// them: so do we. What says nothing goes: a button's bare word ("Share") anywhere, a rule
    /// at either end, and after the last paragraph a heading whose list was dropped ("More
    /// from us"), with the pictures under it.
    private mutating func trimEdges() {
        func isProse(_ block: ArticleBlock) -> Bool {
            if case .paragraph = block.kind { return Script.weight(of: block.text, upTo: 80) >= 80 }
            return false
        }
        // A paragraph of one bare word ("Share", "Advertisement", "Close") is a button's label
        // wherever it stands. In a script written without spaces a line is one "word" whatever
        // it says: there a label is a few letters ("シェア", "ブックマーク"), and "中美合作共赢是
        // 大势所趋" in bold is a subheading.
        // A post written a phrase to a line (Japanese blogs set "ついについに" on a line of its
        // own) has such lines by the dozen, hardly any twice: there they are the post. A button
        // says its word again under every section ("编辑"), and goes even there.
        var shortLines: [String: Int] = [:]
        var paragraphCount = 0
        for block in blocks where block.kind == .paragraph {
            paragraphCount += 1
            if block.text.utf8.count <= 36 { shortLines[block.text, default: 0] += 1 }
        }
        let writtenInPhrases = shortLines.count >= 6 && shortLines.count * 2 >= paragraphCount
        func isBareWord(_ block: ArticleBlock) -> Bool {
            guard case .paragraph = block.kind else { return false }
            // (Short lines only are looked into: every paragraph of the story passes here.)
            guard !block.text.isEmpty, block.text.utf8.count <= 80, block.text.allSatisfy(\.isLetter) else { return false }
            guard block.text.unicodeScalars.contains(where: Script.isWrittenWithoutSpaces) else { return block.text.count <= 20 }
            return !(writtenInPhrases && shortLines[block.text, default: 0] <= 2 || block.text.count > 6)
        }
        // A documentation page's notice says what kind it is in a word ("Note", "Warning")
        // over what it says: the word is the notice's, not a button's.
        func labelsNotice(_ position: Int) -> Bool {
            guard position + 1 < blocks.count, Self.noticeKinds.contains(blocks[position].text.lowercased()) else { return false }
            if case .paragraph = blocks[position + 1].kind { return SentenceEnd.endsSentence(blocks[position + 1].text) }
            return false
        }
        // A word over the list, the code or the table it names ("Unordered" over a list, in a
        // guide to writing Markdown): the label of what the story shows next, kept with it.
        func labelsWhatFollows(_ position: Int) -> Bool {
            guard position + 1 < blocks.count, blocks[position + 1].quoteDepth == blocks[position].quoteDepth else { return false }
            switch blocks[position + 1].kind {
            case .listItem, .code, .table: return true
            default: return false
            }
        }
        // The speakers of a play or a dialogue, each name on a line of its own over what they
        // say: two names or more, each said at least twice and each time over a sentence. A
        // button's word stands over no speech, or is one word said again and again.
        var speeches: [String: (count: Int, overSentences: Bool)] = [:]
        for (position, block) in blocks.enumerated() where isBareWord(block) {
            let next = position + 1 < blocks.count ? blocks[position + 1] : nil
            let overSentence = next.map { $0.kind == .paragraph && SentenceEnd.endsSentence($0.text) } ?? false
            let seen = speeches[block.text] ?? (0, true)
            speeches[block.text] = (seen.count + 1, seen.overSentences && overSentence)
        }
        let speakers = Set(speeches.filter { $0.value.count >= 2 && $0.value.overSentences }.keys)
        // And they take turns, each after what was said before: a shop's name under each
        // product it sells ("Amazon", "Walmart", "Amazon") follows the product's name, not a
        // sentence, and an author's name over each of their books mostly follows itself.
        var turns: [String] = []
        var afterSpeech = 0
        for (position, block) in blocks.enumerated() where block.kind == .paragraph && speakers.contains(block.text) {
            turns.append(block.text)
            // (Past a picture between: each speaker's portrait beside their lines.)
            guard let before = blocks[..<position].lastIndex(where: { $0.kind != .image }) else {
                afterSpeech += 1
                continue
            }
            if blocks[before].kind == .paragraph && SentenceEnd.endsSentence(blocks[before].text) { afterSpeech += 1 }
        }
        let changes = zip(turns, turns.dropFirst()).filter { $0 != $1 }.count
        let namesSpeakers = speakers.count >= 2 && changes * 2 >= turns.count - 1 && afterSpeech * 5 >= turns.count * 4
        // The terms of a table of facts and what it says of them ("Impact" — "moderate",
        // "Announced" — "April 2, 2024") are the page's, however short: never a button's word,
        // nor a fragment at the story's edge.
        var kept: [ArticleBlock] = []
        var facts: Set<Int> = []
        for (position, block) in blocks.enumerated() {
            guard termBlocks.contains(position) || !isBareWord(block) || labelsNotice(position) || labelsWhatFollows(position)
                    || namesSpeakers && speakers.contains(block.text) else { continue }
            if factBlocks.contains(position) || subtitleBlocks.contains(position) && Self.saysWords(block.text) { facts.insert(kept.count) }
            kept.append(block)
        }
        blocks = kept
        // A rule over nothing yet draws nothing apart.
        let leadingRules = blocks.prefix { $0.kind == .rule }.count
        if leadingRules > 0 {
            blocks.removeFirst(leadingRules)
            facts = Set(facts.compactMap { $0 >= leadingRules ? $0 - leadingRules : nil })
        }
        let hasProse = blocks.contains(where: isProse)
        // Counted once: only what is not a frame goes below.
        let frames = captionedFrames()
        while let last = blocks.last {
            // (A table of facts ends where it ends, whatever its last line looks like.)
            if facts.contains(blocks.count - 1) { break }
            if last.kind == .rule {
                blocks.removeLast()
                continue
            }
            // A closing heading ("More from us", "Related") whose list went. On a post with no
            // paragraph of prose, one that is prose written in a heading's markup (sentences
            // set in <h3> and <h4>) is the post; beside paragraphs, it is a call to subscribe.
            if case .heading = last.kind, hasProse || !(last.text.count >= 80 && SentenceEnd.endsSentence(last.text)) {
                blocks.removeLast()
                continue
            }
            // Pictures under a closing heading ("More from us" over the teasers' thumbnails,
            // their words dropped) go with it; a picture after the last paragraph stays, and so
            // do a photo story's frames, each a caption set as a heading over its one picture.
            if case .image = last.kind, let other = blocks.lastIndex(where: { $0.kind != .image }),
               case .heading = blocks[other].kind {
                if other == blocks.count - 2, frames >= 2, Self.isFrameCaption(blocks[other]) { break }
                blocks.removeSubrange(other...)
                continue
            }
            break
        }
    }

    // MARK: Elements

    private mutating func enter(_ index: Int) {
        let node = tree.nodes[index]
        switch node.tag {
        case .a:
            openLinks.append((node.attribute("href"), text.utf8.count))
        case .blockquote:
            flush()
            quoteDepth += 1
        case .ul, .ol, .menu:
            flush()
            let start = node.tag == .ol ? Int(node.attribute("start") ?? "") ?? 1 : 1
            lists.append((node.tag == .ol, start))
        case .li:
            flush()
            var marker = "•"
            if let last = lists.last, last.ordered {
                marker = "\(last.next)."
                lists[lists.count - 1].next += 1
            }
            kinds.append(.listItem(marker: marker, depth: max(1, lists.count)))
        case .h1, .h2, .h3, .h4, .h5, .h6:
            flush()
            kinds.append(.heading(level: node.tag.headingLevel ?? 2))
            openHeadings.append(index)
        case .dl:
            flush()
            factLists.append(isTableOfFacts(index))
        case .dt, .dd:
            flush()
            termDepth += 1
            if factLists.last == true { factDepth += 1 }
        default:
            guard node.tag.isBlock else { return }
            flush()
            if case .heading = kinds.last, node.tag.holdsParagraphs, let heading = openHeadings.last, isStory(heading) {
                kinds.append(.paragraph)
                boxesInHeadings.append(index)
            }
        }
    }

    private mutating func exit(_ index: Int) {
        let node = tree.nodes[index]
        switch node.tag {
        case .a:
            guard let link = openLinks.popLast() else { return }
            // Numbered only when it has text to follow: an empty anchor has nothing to mark.
            if text.utf8.count > link.start, let number = number(for: link.href) { marked += "[\(number)]" }
        case .blockquote:
            flush()
            quoteDepth = max(0, quoteDepth - 1)
        case .ul, .ol, .menu:
            flush()
            lists.removeLast()
        case .li:
            flush()
            kinds.removeLast()
        case .h1, .h2, .h3, .h4, .h5, .h6:
            flush()
            kinds.removeLast()
            openHeadings.removeLast()
        case .dl:
            flush()
            _ = factLists.popLast()
        case .dt, .dd:
            flush()
            termDepth = max(0, termDepth - 1)
            if factLists.last == true { factDepth = max(0, factDepth - 1) }
        default:
            guard node.tag.isBlock else { return }
            flush()
            if boxesInHeadings.last == index {
                boxesInHeadings.removeLast()
                kinds.removeLast()
            }
        }
    }

    /// Elements turned into one block in one go; true when `index` was one of them.
    private mutating func emitWhole(_ index: Int, meter: WorkMeter) throws(ExtractionStop) -> Bool {
        let node = tree.nodes[index]
        switch node.tag {
        case .br:
            if text.hasSuffix("\n") {
                flush()
            } else if !text.isEmpty {
                text += "\n"
                marked += "\n"
                pendingSpace = false
            }
            return true
        case .hr:
            flush()
            // One rule between two parts, never at the top or twice in a row.
            if let last = blocks.last, last.kind != .rule { blocks.append(ArticleBlock(kind: .rule, text: "")) }
            return true
        case .img:
            var alt = Sanitizer.neutralize(node.attribute("alt") ?? "", keepNewlines: false).trimmingSpaces()
            // Marks alone (a lead photo's alt of ".") describe nothing: no text, no stray full stop.
            if !alt.contains(where: { !$0.isPunctuation }) { alt = "" }
            if !alt.isEmpty, alt.count <= 2 {
                append(alt)  // an emoji drawn as a picture reads as the emoji
            } else {
                flush()
                // A figure with a caption says it in the caption, which follows, and a photo
                // story's frame in the heading just before: the alt text would say it twice.
                let saidBefore = !alt.isEmpty && blocks.last.map { Self.comparable($0.text) == Self.comparable(alt) } == true
                let shown = figureCaption(around: index) || saidBefore ? "" : alt
                blocks.append(ArticleBlock(kind: .image, text: shown, quoteDepth: quoteDepth, imageURL: imageAddress(node)))
            }
            return true
        case .pre:
            flush()
            var raw = ""
            try meter.step(tree.subtreeEnd(index) - index)
            // A number at each line's start is the highlighter's, not the code's: copied, it
            // would not run. A gutter of them in a cell beside the code's is a block of its own,
            // which the screen sets beside the code, as the page does (Readability keeps it too).
            let gutter = isLineNumberGutter(index)
            var position = index
            let end = tree.subtreeEnd(index)
            while position < end {
                if stats.excluded[position] || !gutter && position > index && isLineNumber(position) {
                    position = tree.subtreeEnd(position)
                    continue
                }
                switch tree.nodes[position].tag {
                case .text: raw += tree.nodes[position].text
                // A line break written as `<br>`, or each line a box of its own (some editors
                // and highlighters write code so), ends the line as a newline would.
                case .br: raw += "\n"
                case let tag where tag.isBlock && !raw.isEmpty && !raw.hasSuffix("\n"): raw += "\n"
                default: break
                }
                position += 1
            }
            try meter.step(raw.utf8.count / 64)
            let code = Sanitizer.neutralize(raw, keepNewlines: true)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map(Self.withoutTrailingWhitespace)
            let trimmed = code.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
            if !trimmed.isEmpty {
                var block = ArticleBlock(kind: .code, text: trimmed.joined(separator: "\n"), quoteDepth: quoteDepth)
                if gutter, block.isLineNumberColumn { block.isGutter = true }
                blocks.append(block)
            }
            return true
        case .math:
            let text = try formula(index, meter: meter)
            guard !text.isEmpty else { return true }
            if node.attribute("display", is: "block") {
                flush()
                blocks.append(ArticleBlock(kind: .paragraph, text: text, quoteDepth: quoteDepth))
            } else {
                append(text)
            }
            return true
        case .table:
            guard let rows = try dataTableRows(index, meter: meter) else { return false }
            flush()
            // What the table shows, said above it as browsers set a <caption>.
            if let caption = tree.children(of: index).first(where: { tree.nodes[$0].tag == .caption && !stats.excluded[$0] && stats.textLength[$0] > 0 }) {
                let words = cellText(of: caption)
                let plain = Sanitizer.neutralize(words.plain, keepNewlines: false)
                if !plain.isEmpty {
                    blocks.append(ArticleBlock(kind: .paragraph, text: plain, markedText: Sanitizer.neutralize(words.marked, keepNewlines: false),
                                               quoteDepth: quoteDepth))
                }
            }
            if !rows.isEmpty {
                func lines(_ rows: [[String]]) -> String { rows.map { $0.joined(separator: " ") }.joined(separator: "\n") }
                let marked = rows.map { $0.map(\.marked) }
                blocks.append(ArticleBlock(kind: .table(rows: marked), text: lines(rows.map { $0.map(\.plain) }), markedText: lines(marked),
                                           quoteDepth: quoteDepth))
            }
            return true
        default:
            return false
        }
    }

    /// TeX without the wrapper that only sets its size ("{\displaystyle N}", as a wiki writes
    /// every formula, is "N").
    static func withoutStyleWrapper(_ tex: String) -> String {
        guard let style = ["{\\displaystyle ", "{\\textstyle ", "{\\scriptstyle "].first(where: tex.hasPrefix), tex.hasSuffix("}") else { return tex }
        // Only when the first brace closes at the end: "{\displaystyle a}+{\displaystyle b}" is two.
        var depth = 0
        var escaped = false
        let last = tex.count - 1
        for (offset, character) in tex.enumerated() {
            if escaped { escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0, offset != last { return tex }
            default: break
            }
        }
        return String(tex.dropFirst(style.count).dropLast()).trimmingSpaces()
    }

    /// A MathML formula as text: its TeX annotation when it has one, else the text of its
    /// tokens (the other annotations left out).
    private func formula(_ index: Int, meter: WorkMeter) throws(ExtractionStop) -> String {
        var tokens = ""
        var position = index + 1
        let end = tree.subtreeEnd(index)
        while position < end {
            try meter.step()
            let node = tree.nodes[position]
            switch node.tag {
            case .annotation where (node.attribute("encoding") ?? "").lowercased().contains("tex"):
                let tex = Self.withoutStyleWrapper(Sanitizer.neutralize(tree.text(of: position), keepNewlines: false).trimmingSpaces())
                if !tex.isEmpty { return tex }
                position = tree.subtreeEnd(position)
            case .annotation, .annotationXML:
                position = tree.subtreeEnd(position)
            case .text:
                tokens += node.text.trimmingWhitespace()
                position += 1
            default:
                position += 1
            }
        }
        return Sanitizer.neutralize(tokens, keepNewlines: false)
    }

    /// A table's rows as text when it is a table of data; nil when it lays out the page (it
    /// holds paragraphs, long cells or other tables), which is walked like any container.
    /// Whether it is one is settled first, stopping at the first sign it is not: tables
    /// nested in tables are each looked at only up to the next one down.
    private mutating func dataTableRows(_ index: Int, meter: WorkMeter) throws(ExtractionStop) -> [[(plain: String, marked: String)]]? {
        var position = index + 1
        let end = tree.subtreeEnd(index)
        while position < end {
            try meter.step()
            if stats.excluded[position] {
                position = tree.subtreeEnd(position)
                continue
            }
            switch tree.nodes[position].tag {
            case .table, .p, .blockquote, .pre:
                return nil
            case .h1, .h2, .h3:
                // A heading in a header cell names the columns under it ("For the base:" over
                // a recipe's quantities); anywhere else it heads a part of the page.
                if !insideHeaderCell(position, of: index) { return nil }
            case .div, .ul, .ol:
                // A box or a list in a short cell is a line of its data (an infobox's picture
                // and caption, a list of a river's tributaries); outside a cell, or holding
                // paragraphs, the table lays out the page.
                if !insideCell(position, of: index) { return nil }
            case .td, .th:
                if stats.textLength[position] > 300 { return nil }
            default:
                break
            }
            position += 1
        }
        var rows: [[(plain: String, marked: String)]] = []
        for position in index..<end where tree.nodes[position].tag == .tr && !stats.excluded[position] {
            try meter.step()
            var cells: [(plain: String, marked: String)] = []
            for cell in tree.children(of: position) where tree.nodes[cell].tag == .td || tree.nodes[cell].tag == .th {
                try meter.step(tree.subtreeEnd(cell) - cell)
                let text = cellText(of: cell)
                cells.append((Sanitizer.neutralize(text.plain, keepNewlines: false), Sanitizer.neutralize(text.marked, keepNewlines: false)))
            }
            if cells.contains(where: { !$0.plain.isEmpty }) { rows.append(cells) }
        }
        // One row is a line laid out in cells ("Go to: [menu]"), read as the text it is.
        return rows.count < 2 ? nil : rows
    }

    /// Whether `position` sits in a header cell (`<th>`) of `table`, a few levels down at most.
    private func insideHeaderCell(_ position: Int, of table: Int) -> Bool {
        var ancestor = Int(tree.nodes[position].parent)
        for _ in 0..<4 {
            guard ancestor > table else { return false }
            if tree.nodes[ancestor].tag == .th { return true }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return false
    }

    /// Whether `position` sits in a cell of `table` (a few levels down at most).
    private func insideCell(_ position: Int, of table: Int) -> Bool {
        var ancestor = Int(tree.nodes[position].parent)
        for _ in 0..<6 {
            guard ancestor > table else { return false }
            if tree.nodes[ancestor].tag == .td || tree.nodes[ancestor].tag == .th { return true }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return false
    }

    /// A cell's words without what the page marks as not content (a menu's options, a copy
    /// for browsers without scripts, hidden parts), each link numbered as in a paragraph, so
    /// a table of downloads can be followed.
    private mutating func cellText(of index: Int) -> (plain: String, marked: String) {
        var words: [String] = []
        var marked: [String] = []
        // Open links: where each ends, where it points, and how many pieces of text came before
        // it (a link's text may run on from the word before it).
        var open: [(end: Int, href: String?, before: Int)] = []
        var pieces = 0
        func close(before position: Int) {
            while let link = open.last, link.end <= position {
                open.removeLast()
                if pieces > link.before, let number = number(for: link.href) { marked[marked.count - 1] += "[\(number)]" }
            }
        }
        // Words run on from one text node into the next where the page puts no space between
        // them ("km<sup>2</sup>", "<b>Population</b>:"), as a browser shows them.
        var runsOn = false
        for position in shownNodes(in: index) {
            close(before: position)
            let node = tree.nodes[position]
            if node.tag == .a { open.append((tree.subtreeEnd(position), node.attribute("href"), pieces)) }
            guard node.tag == .text else {
                if node.tag.isBlock || node.tag == .br || node.tag == .img { runsOn = false }
                continue
            }
            var found = node.text.split(whereSeparator: \.isWhitespace).map(String.init)
            pieces += found.count
            if runsOn, node.text.first?.isWhitespace == false, let first = found.first, !words.isEmpty {
                words[words.count - 1] += first
                marked[marked.count - 1] += first
                found.removeFirst()
            }
            words += found
            marked += found
            if let last = node.text.last { runsOn = !last.isWhitespace }
        }
        close(before: tree.subtreeEnd(index))
        return (words.joined(separator: " "), marked.joined(separator: " "))
    }

    /// The nodes of an element in order, without what the page marks as not content (in code a
    /// "Copy" button or a hidden line-number column; in a cell a menu's options).
    private func shownNodes(in index: Int) -> [Int] {
        var shown: [Int] = []
        var position = index
        let end = tree.subtreeEnd(index)
        while position < end {
            if stats.excluded[position] {
                position = tree.subtreeEnd(position)
                continue
            }
            shown.append(position)
            position += 1
        }
        return shown
    }

    /// A line's number set apart by the highlighter that drew the code: an element named
    /// for it ("lineno", "lnt", "linenumber") or one a reader cannot select
    /// (`user-select: none`), holding a number and nothing else.
    private func isLineNumber(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        guard node.tag != .text, !node.attributes.isEmpty else { return false }
        let named = BoilerplateHints.namesLineNumber(node)
        guard named || node.attribute("style").map(BoilerplateHints.isUnselectable) == true,
              let text = tree.text(of: index, maximumNodes: 4, maximumLength: 8) else { return false }
        return !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A block of code that is only line numbers, one a line (in a table's cell beside the
    /// code's, or named for them): the gutter, not code.
    private func isLineNumberGutter(_ pre: Int) -> Bool {
        let node = tree.nodes[pre]
        var inCell = BoilerplateHints.namesLineNumber(node)
        var ancestor = Int(node.parent)
        for _ in 0..<3 where !inCell && ancestor >= 0 {
            inCell = tree.nodes[ancestor].tag == .td
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        guard inCell, let text = tree.text(of: pre, maximumNodes: 2_000, maximumLength: 8_000) else { return false }
        return text.contains { $0.isNumber } && text.allSatisfy { $0 == " " || $0.isASCII && $0.isNumber }
    }

    private var insideHeading: Bool {
        if case .heading = kinds.last { return true }
        return false
    }

    /// The page's text, for judging what share of it an element holds.
    private var pageText: Int32 { stats.textLength[tree.body] }

    /// A table of contents: three links or more, every one to a heading of this page
    /// ("#Firefly_Engine"). Readability keeps it, as a wiki or a manual shows it over the text;
    /// a row of tabs links to panels, not headings.
    private mutating func isTableOfContents(_ index: Int) -> Bool {
        let counts = headingLinks ?? countHeadingLinks()
        headingLinks = counts
        return counts[index] >= 3
    }

    /// Per element, how many links inside it go to a heading of this page, or -1 when one goes
    /// anywhere else: worked out for the whole page in one pass from its last node up, so no
    /// box is read twice however deep the lists nest.
    private func countHeadingLinks() -> [Int32] {
        let headings = gatherHeadingTargets()
        var counts = [Int32](repeating: 0, count: tree.nodes.count)
        // (The nodes are read in place: a node copied out is its strings retained and released.)
        for index in tree.nodes.indices.reversed() {
            if tree.nodes[index].tag == .a, counts[index] >= 0 {
                // (A page without a heading to go to has no link to one.)
                let place = headings.isEmpty ? "" : tree.nodes[index].attribute("href").flatMap { placeOnThisPage($0.trimmingSpaces()) } ?? ""
                counts[index] = !place.isEmpty && headings.contains(place) ? counts[index] + 1 : -1
            }
            let parent = Int(tree.nodes[index].parent)
            guard parent >= 0 else { continue }
            counts[parent] = counts[parent] < 0 || counts[index] < 0 ? -1 : counts[parent] + counts[index]
        }
        return counts
    }

    /// The place on this page an address names: "#part", or this page's own address with a
    /// fragment (a saved copy's way, "Firefly#The_objects"); nil for another page, or for an
    /// address without a fragment. `anyQuery` takes the page with other parameters as this one
    /// (a thread's "?goto=post#p12" beside its heading); a link to open must match them too.
    private func placeOnThisPage(_ href: String, anyQuery: Bool = true) -> String? {
        if href.hasPrefix("#") { return String(href.dropFirst()) }
        guard href.utf8.contains(UInt8(ascii: "#")), let url = URL(string: href, relativeTo: baseURL)?.absoluteURL, let fragment = url.fragment,
              url.host == pageURL.host, url.path == pageURL.path, anyQuery || url.query == pageURL.query else { return nil }
        return fragment
    }

    /// The ids that name a heading of the page: its own, one inside it, or its section's.
    private func gatherHeadingTargets() -> Set<String> {
        func isHeading(_ index: Int) -> Bool { tree.nodes[index].tag.headingLevel != nil }
        var found: Set<String> = []
        for index in tree.nodes.indices where tree.nodes[index].tag != .text && !tree.nodes[index].attributes.isEmpty {
            let node = tree.nodes[index]
            guard let id = node.attribute("id") ?? (node.tag == .a ? node.attribute("name") : nil) else { continue }
            var named = isHeading(index)
            var parent = Int(node.parent)
            for _ in 0..<3 where !named && parent >= 0 {
                named = isHeading(parent)
                parent = Int(tree.nodes[parent].parent)
            }
            if !named, let first = tree.children(of: index).first(where: { tree.nodes[$0].tag != .text }) { named = isHeading(first) }
            if named { found.insert(id) }
        }
        return found
    }

    /// Whether every link in a (short) element points within this page: "#part", or this
    /// page's own address with a fragment. With `every` false, whether any does.
    private func linksWithinPage(_ index: Int, every: Bool = true) -> Bool {
        let end = tree.subtreeEnd(index)
        guard end - index <= 64 else { return false }
        var found = false
        for position in index..<end where tree.nodes[position].tag == .a {
            guard let href = tree.nodes[position].attribute("href")?.trimmingSpaces() else { continue }
            let here = placeOnThisPage(href) != nil
            if here != every { return here }
            found = true
        }
        return every && found
    }

    /// Whether a block is a run of teasers for other pages ("More on this": each paragraph a
    /// linked headline and a few words after it, no sentence among them): at least three such
    /// paragraphs, and nothing else but headings. A story's paragraphs that open with a link
    /// are sentences, and a reading list's entries say something, so both stay.
    private func isTeaserRun(_ index: Int) -> Bool {
        let teasers = members(of: index) { child in
            switch tree.nodes[child].tag {
            case .h1, .h2, .h3, .h4, .h5, .h6: return .allowed
            case .p:
                guard stats.textLength[child] > 0, !tree.isBlank(child) else { return .allowed }
                guard let link = openingLink(child) else { return .refused }
                // A summary of a sentence or two under a headline on a line of its own.
                let sentences = stats.sentences[child]
                return sentences <= 1 || sentences <= 3 && endsALine(link, in: child) ? .counted : .refused
            default: return .refused
            }
        }
        return teasers ?? 0 >= 3
    }

    /// A box that is a run of teasers: three paragraphs or more, a fifth of it links (`density`,
    /// as the caller measures it), each paragraph a teaser.
    private func isTeaserBox(_ index: Int, density: Float) -> Bool {
        stats.paragraphs[index] >= 3 && density >= 0.2 && isTeaserRun(index)
    }

    /// What one child of a box of one kind is to it: one of the kind, allowed beside them, or
    /// proof that the box is something else.
    private enum Member { case counted, allowed, refused }

    /// How many of an element's children `judge` counts, when none of them is refused (nor is
    /// there loose text with words between them); nil when one is.
    private func members(of index: Int, _ judge: (Int) -> Member) -> Int? {
        var count = 0
        for child in tree.children(of: index) {
            if tree.nodes[child].tag == .text {
                if stats.textLength[child] > 0 { return nil }
                continue
            }
            switch judge(child) {
            case .counted: count += 1
            case .allowed: continue
            case .refused: return nil
            }
        }
        return count
    }

    /// Whether a definition list is a list of teasers ("More headlines": each term a linked
    /// headline to another page, each description a line or two about it): at least three
    /// such terms, and nothing else. A glossary's terms are words, not links, and a list of
    /// sections links within the page, so both stay.
    private func isTeaserList(_ index: Int) -> Bool {
        let headlines = members(of: index) { child in
            switch tree.nodes[child].tag {
            case .dt:
                guard stats.textLength[child] > 0 else { return .allowed }
                return stats.linkDensity(child) > 0.8 && !linksWithinPage(child) ? .counted : .refused
            case .dd: return stats.sentences[child] <= 2 && stats.textLength[child] < 400 ? .allowed : .refused
            default: return .refused
            }
        }
        return headlines ?? 0 >= 3
    }

    /// Whether a box is a teaser for another page ("Also in the news"): one of several alike,
    /// it opens with a heading that is a link (or with two lines that are links, its section's
    /// name over its headline: "Starts With A Bang" over "Ask Ethan: …"), and says at most a
    /// sentence or two besides. A section of the story under a linked heading says more; a
    /// question and its answer open with a heading of words.
    private mutating func isTeaserCard(_ index: Int) -> Bool {
        let length = stats.textLength[index]
        guard length > 0, length < 400 else { return false }
        // (Past its thumbnail: a picture that links to the story, with no words.)
        var first: Int?
        var second: Int?
        for child in tree.children(of: index) where stats.textLength[child] > 0 {
            if first == nil { first = child } else { second = child; break }
        }
        guard let first, isLinkedLine(first) else { return false }
        // A card that ends with a link to its headline's story ("Read more") past a summary
        // says so itself, however many sentences the summary runs to and wherever it sits.
        if let address = firstAddress(in: first), let last = lastChildWithText(of: index), last != first, last != second,
           stats.excluded[last] || stats.linkDensity(last) > 0.8 && stats.textLength[last] < 40, firstAddress(in: last) == address, !linksWithinPage(first) {
            return true
        }
        let headline: Int
        if tree.nodes[first].tag.headingLevel != nil {
            headline = first
        } else if let second, isLinkedLine(second) {
            headline = second
        } else {
            return false
        }
        // (A forum post's line, its poster and its date linked to its place on this page, is
        // no headline of another page's.)
        guard !linksWithinPage(headline, every: false) else { return false }
        // What it says besides its opening (a headline may ask a question): two sentences, or
        // three under a headline that leads to another page of this site (a list of places
        // each linked to its own site is the story's).
        let besides = stats.sentences[index] - stats.sentences[headline] - (headline == first ? 0 : stats.sentences[first])
        return (besides <= 2 || besides == 3 && leadsWithinSite(headline)) && isRepeated(index)
    }

    private func leadsWithinSite(_ index: Int) -> Bool {
        guard let address = firstAddress(in: index), let url = URL(string: address, relativeTo: baseURL)?.absoluteURL else { return false }
        return url.host == baseURL.host
    }

    /// The address the first link in a small element leads to.
    private func firstAddress(in index: Int) -> String? {
        let end = min(tree.subtreeEnd(index), index + 64)
        for position in index..<end where tree.nodes[position].tag == .a {
            return tree.nodes[position].attribute("href")?.trimmingSpaces()
        }
        return nil
    }

    /// The last child that says something or links somewhere (a "read-more" link the page's
    /// names left out).
    private func lastChildWithText(of index: Int) -> Int? {
        var last: Int?
        for child in tree.children(of: index) where stats.textLength[child] > 0 || stats.excluded[child] && firstAddress(in: child) != nil { last = child }
        return last
    }

    /// A heading that is a link, or a line of a box that is one (a card's headline in a
    /// `<div>`): all but a fifth of it links.
    private func isLinkedLine(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        guard node.tag != .text, stats.linkDensity(index) > 0.8 else { return false }
        return node.tag.headingLevel != nil || (node.tag == .div || node.tag == .p) && stats.textLength[index] < 150
    }

    /// Whether a box is one of several alike (cards in a row, each in a cell of its own): it,
    /// or one of the few boxes around it, has a sibling of the same element and names that
    /// holds text. A lone box (a video's caption in the story) is not.
    private mutating func isRepeated(_ index: Int) -> Bool {
        var box = index
        for _ in 0..<6 {
            let parent = Int(tree.nodes[box].parent)
            guard parent >= 0 else { return false }
            if alikeChildren(of: parent)[BoilerplateHints.likeness(tree.nodes[box]), default: 0] >= 2 { return true }
            box = parent
        }
        return false
    }

    /// How many children with text an element has of each element and names, counted once
    /// for each element asked about (so looking for a card's like costs no more than its row).
    private mutating func alikeChildren(of parent: Int) -> [String: Int] {
        if let known = childLikeness[parent] { return known }
        var counts: [String: Int] = [:]
        for child in tree.children(of: parent) where tree.nodes[child].tag != .text && stats.textLength[child] > 0 {
            counts[BoilerplateHints.likeness(tree.nodes[child]), default: 0] += 1
        }
        childLikeness[parent] = counts
        return counts
    }

    /// A definition list of three terms or more ("Announced", "Impact", "Products"), each
    /// described in words rather than links, or of two terms that are labels ("Reporter",
    /// "Impact"), or one that describes a term in sentences (a manual's function over what it
    /// does): a table of facts. (A byline set as a term, "By staff writers" over a date, is a
    /// header's.) Terms grouped in a `<div>` each, as HTML allows, count.
    private func isTableOfFacts(_ list: Int) -> Bool {
        var terms = 0
        var labels = 0
        var described = false
        for child in tree.children(of: list) {
            switch tree.nodes[child].tag {
            case .dt:
                terms += 1
                if let term = tree.text(of: child, maximumNodes: 8, maximumLength: 40), term.split(separator: " ").count <= 2,
                   !term.contains(where: \.isNumber) { labels += 1 }
            case .dd:
                if stats.linkDensity(child) > 0.5 { return false }
                if stats.sentences[child] >= 1, stats.textLength[child] >= 80 { described = true }
            case .div: terms += tree.children(of: child).reduce(0) { $0 + (tree.nodes[$1].tag == .dt ? 1 : 0) }
            default: continue
            }
        }
        return terms >= 3 || described || terms == 2 && labels == 2
    }

    /// Whether a list is a row of controls ("Font size: Decrease Increase", "Email article:
    /// Email"): two or more items, each a label ending in a colon and the links it names, no
    /// sentence among them, every link acting on this site. A list of facts ("Born: 1950")
    /// has no links after its labels, and a round-up's ("Best value: Acme") names other sites.
    private func isToolbar(_ index: Int) -> Bool {
        let items = members(of: index) { child in
            guard tree.nodes[child].tag == .li else { return .refused }
            guard stats.textLength[child] > 0 else { return .allowed }
            guard stats.textLength[child] <= 60, stats.sentences[child] == 0, stats.linkDensity(child) > 0,
                  let text = tree.text(of: child, maximumNodes: 24, maximumLength: 80), text.contains(":"), !linksBeforeItsColon(child),
                  linksStayOnSite(child) else { return .refused }
            return .counted
        }
        return items ?? 0 >= 2
    }

    /// Whether an item links before its first colon: its label names a thing ("Gauge family
    /// <a>Millbrook</a>: 12 sites", a wiki's list of kinds), which a control's label never does.
    private func linksBeforeItsColon(_ item: Int) -> Bool {
        for position in item + 1..<tree.subtreeEnd(item) {
            let node = tree.nodes[position]
            if node.tag == .a { return true }
            if node.tag == .text, node.text.contains(":") { return false }
        }
        return false
    }

    /// Whether every link in a small element acts on this site (a script, a part of the page,
    /// a page of the same site) rather than naming somewhere else.
    private func linksStayOnSite(_ index: Int) -> Bool {
        let end = tree.subtreeEnd(index)
        // A control is a few elements; a deep one is not looked through (nested lists would
        // each look through all below them).
        guard end - index <= 64 else { return false }
        for position in index..<end where tree.nodes[position].tag == .a {
            guard let href = tree.nodes[position].attribute("href")?.trimmingSpaces() else { continue }
            if href.hasPrefix("#") || href.lowercased().hasPrefix("javascript:") { continue }
            guard let url = URL(string: href, relativeTo: baseURL)?.absoluteURL, SiteName.isSame(url, as: baseURL) else { return false }
        }
        return true
    }

    /// Whether a heading opens a part of the story: the element after it says something in
    /// sentences, in words rather than links (a newsletter's items, each headed by a link to
    /// what it discusses). A teaser's heading is followed by another teaser or nothing.
    /// A line of words set as a heading under it (a place's address under its linked name in a
    /// guide: "<h2><a>Astro Beer Hall</a></h2><h3>4001 Campbell Ave.</h3>") is looked past.
    private mutating func headsProse(_ heading: Int) -> Bool {
        func sibling(after index: Int) -> Int {
            var next = Int(tree.nodes[index].nextSibling)
            while next >= 0, tree.nodes[next].tag == .text, stats.textLength[next] == 0 {
                next = Int(tree.nodes[next].nextSibling)
            }
            return next
        }
        var next = sibling(after: heading)
        var between: Int32 = 0
        for _ in 0..<2 {
            guard next >= 0, tree.nodes[next].tag.headingLevel != nil, !stats.excluded[next],
                  stats.textLength[next] <= 80, stats.linkLength[next] == 0 else { break }
            between += stats.textLength[next]
            next = sibling(after: next)
        }
        guard next >= 0, tree.nodes[next].tag.headingLevel == nil, !stats.excluded[next],
              stats.sentences[next] >= 1, stats.textLength[next] >= 60, stats.linkDensity(next) < 0.3 else { return false }
        // A card (the heading, a line under it, a picture) is all its box says; a part of the
        // story is a small part of the box that holds it, or a card of those the story is.
        let parent = Int(tree.nodes[heading].parent)
        return parent >= 0 && (stats.textLength[parent] > (stats.textLength[heading] + between + stats.textLength[next]) * 2
                               || opensWithLinkedHeading(parent) && cardsAreTheStory(parent))
    }

    /// A teaser card for another page, unless cards like it are what the story is (a
    /// listicle's items).
    private mutating func isCardForElsewhere(_ index: Int) -> Bool {
        switch tree.nodes[index].tag {
        case .li, .div, .section, .article: break
        default: return false
        }
        return isTeaserCard(index) && !(opensWithLinkedHeading(index) && cardsAreTheStory(index))
    }

    /// Whether a box's first few children hold a heading that is a link (a card's headline,
    /// under its number and picture).
    private func opensWithLinkedHeading(_ index: Int) -> Bool {
        tree.children(of: index).prefix(12).contains { tree.nodes[$0].tag.headingLevel != nil && isLinkedLine($0) }
    }

    /// Whether cards like `card` (its element and names, opening with a linked heading) hold
    /// most of what the chosen part says: a listicle's items ("4 / 53", a picture, the
    /// recipe's linked name, a line about it) are the story, not a rail of teasers beside it.
    /// Looked for once for each kind of card, for a few kinds at most.
    private mutating func cardsAreTheStory(_ card: Int) -> Bool {
        guard tree.nodes[card].attribute("class") != nil else { return false }
        let likeness = BoilerplateHints.likeness(tree.nodes[card])
        if let known = storyCards[likeness] { return known }
        guard storyCards.count < 8 else { return false }
        var total: Int32 = 0
        var alike: Int32 = 0
        var count = 0
        for root in chosenRoots {
            total += stats.textLength[root]
            var position = root
            let end = tree.subtreeEnd(root)
            while position < end {
                if stats.excluded[position] {
                    position = tree.subtreeEnd(position)
                    continue
                }
                if tree.nodes[position].tag == tree.nodes[card].tag, BoilerplateHints.likeness(tree.nodes[position]) == likeness,
                   opensWithLinkedHeading(position) {
                    alike += stats.textLength[position]
                    count += 1
                    position = tree.subtreeEnd(position)
                    continue
                }
                position += 1
            }
        }
        let answer = count >= 3 && alike * 2 >= total
        storyCards[likeness] = answer
        return answer
    }

    /// The link an element's first words are, if they are one's.
    private func openingLink(_ index: Int) -> Int? {
        var position = index + 1
        let end = tree.subtreeEnd(index)
        while position < end {
            let node = tree.nodes[position]
            if node.tag == .a { return stats.textLength[position] > 0 ? position : nil }
            if node.tag == .text, stats.textLength[position] > 0 { return nil }
            position += 1
        }
        return nil
    }

    /// Whether a line break follows `link` inside `index` before any words do: a headline
    /// set on a line of its own, however it is wrapped (`<span><a>…</a></span><br>`).
    private func endsALine(_ link: Int, in index: Int) -> Bool {
        var position = tree.subtreeEnd(link)
        let end = tree.subtreeEnd(index)
        while position < end {
            switch tree.nodes[position].tag {
            case .br: return true
            case .text where stats.textLength[position] == 0: position += 1
            default: return false
            }
        }
        return false
    }

    /// Whether a form has somewhere to write: a text area, or a field for a name, an address
    /// or text.
    private func hasWritingField(_ index: Int) -> Bool {
        (index + 1..<tree.subtreeEnd(index)).contains { position in
            let node = tree.nodes[position]
            if node.tag == .textarea { return true }
            guard node.tag == .input else { return false }
            return ["", "text", "email", "url", "tel"].contains((node.attribute("type") ?? "").lowercased())
        }
    }

    /// Whether a table names its columns or itself: a `<caption>` or `<thead>`, or `<th>` cells
    /// in its first row (only the table's own first rows are looked at, so tables nested in
    /// tables cost no more than their size).
    private func hasHeadings(_ index: Int) -> Bool {
        for child in tree.children(of: index) {
            switch tree.nodes[child].tag {
            case .caption, .thead: return true
            case .tr: return rowHasHeadings(child)
            case .tbody:
                guard let row = tree.children(of: child).first(where: { tree.nodes[$0].tag == .tr }) else { continue }
                return rowHasHeadings(row)
            default: continue
            }
        }
        return false
    }

    /// Whether a box's words are one line written without `<p>`, through a few wrappers at
    /// most, saying a sentence with hardly a link, its pictures among its words.
    private func isLineOfSentences(_ index: Int) -> Bool {
        guard stats.sentences[index] >= 1, stats.linkDensity(index) < 0.25 else { return false }
        var box = index
        for _ in 0..<4 {
            if stats.hasOwnText[box] { return !stats.hasBlockChild[box] && stats.images[box] == stats.images[index] }
            let shown = tree.children(of: box).filter { !stats.excluded[$0] && stats.textLength[$0] > 0 }
            guard shown.count == 1 else { return false }
            box = shown[0]
        }
        return false
    }

    /// What a box holds and nothing else beside, through a few wrappers at most: a table, a
    /// paragraph.
    private func soleContent(_ index: Int) -> Int? {
        var box = index
        for _ in 0..<3 {
            guard !stats.hasOwnText[box] else { return nil }
            var shown: Int?
            for child in tree.children(of: box) where !stats.excluded[child] && (stats.textLength[child] > 0 || stats.images[child] > 0) {
                guard shown == nil else { return nil }
                shown = child
            }
            guard let only = shown, stats.textLength[only] == stats.textLength[box] else { return nil }
            if tree.nodes[only].tag != .div { return only }
            box = only
        }
        return nil
    }

    /// A table's own rows, in order, whether or not in a `<tbody>` (not a nested table's).
    private func forEachRow(of table: Int, _ body: (Int) -> Void) {
        for child in tree.children(of: table) {
            switch tree.nodes[child].tag {
            case .tr: body(child)
            case .tbody, .thead, .tfoot:
                for row in tree.children(of: child) where tree.nodes[row].tag == .tr { body(row) }
            default: continue
            }
        }
    }

    /// A table Readability takes for data by its size alone: more than one row and one column,
    /// and ten rows or more, more than four columns, or more than ten cells (columns counted
    /// with their spans).
    private func isDataBySize(_ table: Int) -> Bool {
        var rows = 0
        var columns = 0
        forEachRow(of: table) { row in
            rows += 1
            var span = 0
            for cell in tree.children(of: row) where isCell(cell) {
                span += max(1, min(Int(tree.nodes[cell].attribute("colspan") ?? "") ?? 1, 1000))
            }
            columns = max(columns, span)
        }
        guard rows > 1, columns > 1 else { return false }
        return rows >= 10 || columns > 4 || rows * columns > 10
    }

    /// A table of links laid out as a grid inside the story (downloads by version and format):
    /// more than ten cells in three rows or more, two columns or more, each cell a link, no
    /// table inside. Readability keeps such a table as data.
    private func isGridOfLinks(_ table: Int) -> Bool {
        var rows = 0
        var columns = 0
        var nested = false
        forEachRow(of: table) { row in
            rows += 1
            var cells = 0
            for cell in tree.children(of: row) where isCell(cell) {
                cells += 1
                let end = tree.subtreeEnd(cell)
                if end - cell > 64 || (cell + 1..<end).contains(where: { tree.nodes[$0].tag == .table }) { nested = true }
                // Every cell a link: a headline beside its time, or a price beside its
                // company, is a rail's or a ticker's row.
                if stats.textLength[cell] > 0, stats.linkDensity(cell) < 0.9 { nested = true }
            }
            columns = max(columns, cells)
        }
        return !nested && rows >= 3 && columns >= 2 && rows * columns > 10
    }

    private func isCell(_ index: Int) -> Bool {
        tree.nodes[index].tag == .td || tree.nodes[index].tag == .th
    }

    private func rowCount(_ table: Int) -> Int {
        var rows = 0
        forEachRow(of: table) { _ in rows += 1 }
        return rows
    }

    private func rowHasHeadings(_ row: Int) -> Bool {
        tree.children(of: row).contains { tree.nodes[$0].tag == .th }
    }

    /// Whether a table without headings is still a grid of data: three rows or more of two
    /// cells or more, more than ten cells in all (as Readability counts a data table), in most
    /// rows a cell of words that links nowhere (a station's height beside its linked name),
    /// no linked cell longer than a name, and a paragraph of the story beside it. A menu set
    /// out as a table links from every cell; a list of dated headlines links whole lines; a
    /// sidebar's table of prices stands in a box of its own. Only the table's own rows are
    /// looked at.
    private func isDataGrid(_ index: Int) -> Bool {
        var rows = 0
        var columns = 0
        var unlinked = 0
        var headlines = false
        func count(_ row: Int) {
            var cells = 0
            var plain = false
            for cell in tree.children(of: row) where isCell(cell) {
                cells += 1
                if stats.textLength[cell] > 0, stats.linkLength[cell] == 0 { plain = true }
                if stats.linkLength[cell] > 40 { headlines = true }
            }
            guard cells >= 2 else { return }
            rows += 1
            columns = max(columns, cells)
            if plain { unlinked += 1 }
        }
        forEachRow(of: index, count)
        guard rows >= 3, rows * columns > 10, unlinked * 3 >= rows * 2, !headlines else { return false }
        let saysASentence = { (sibling: Int) in tree.nodes[sibling].tag == .p && self.stats.sentences[sibling] >= 1 }
        if let before = sibling(before: index), saysASentence(before) { return true }
        return stats.nextElement(after: index, tree: tree).map(saysASentence) ?? false
    }

    /// The sibling before an element, white space passed over: found by walking up from the
    /// node just before it in document order (the last node inside that sibling), so it costs
    /// the depth, not the number of siblings.
    private func sibling(before index: Int) -> Int? {
        let parent = tree.nodes[index].parent
        var position = index - 1
        while position > Int(parent) {
            var node = position
            while tree.nodes[node].parent != parent { node = Int(tree.nodes[node].parent) }
            if tree.nodes[node].tag != .text || stats.textLength[node] > 0 { return node }
            position = node - 1
        }
        return nil
    }

    /// Whether a heading holds a story rather than a heading's words (a title in a `<div>` of
    /// its own stays the heading): paragraphs, or more than a heading says.
    private func isStory(_ heading: Int) -> Bool {
        stats.paragraphs[heading] >= 2 || stats.textLength[heading] > 200
    }

    /// Whether a phrase has words beside it in its block, at any step up through the phrases
    /// around it (a correction's "(<a href="#rt">Return</a>.)" inside its `<em>`).
    private func saysWords(aroundPhrase index: Int) -> Bool {
        var around = Int(tree.nodes[index].parent)
        while around >= 0 {
            if stats.hasOwnText[around] { return true }
            guard tree.nodes[around].tag.isInline else { return false }
            around = Int(tree.nodes[around].parent)
        }
        return false
    }

    /// The nearest element around `index` that is not phrasing content.
    private func enclosingBlock(_ index: Int) -> Int? {
        var block = Int(tree.nodes[index].parent)
        while block >= 0, tree.nodes[block].tag.isInline { block = Int(tree.nodes[block].parent) }
        return block >= 0 ? block : nil
    }

    /// Link density without the cards inside the element's paragraphs: a card that opens over
    /// a name (the person's picture and links to their other stories) does not make the
    /// sentence around it a list of links. Only small elements are looked into (a paragraph,
    /// a phrase of it), so the look costs a bounded amount per element.
    private func densityWithoutCards(_ index: Int) -> Float {
        let end = tree.subtreeEnd(index)
        guard end - index <= 200 else { return stats.linkDensity(index) }
        var text = Int(stats.textLength[index])
        var linked = Int(stats.linkLength[index])
        var position = index + 1
        while position < end {
            if isHoverCard(position) {
                text -= Int(stats.textLength[position])
                linked -= Int(stats.linkLength[position])
                position = tree.subtreeEnd(position)
            } else {
                position += 1
            }
        }
        return text > 0 ? Float(linked) / Float(text) : 1
    }

    /// A card that opens over a name inside a paragraph (`<span class="rollover">` with a
    /// portrait and three headlines): phrasing that holds a picture and links and little
    /// else, and no box inside it that does too (the name it opens over stays).
    private func isHoverCard(_ index: Int) -> Bool {
        looksLikeCard(index) && !tree.children(of: index).contains { looksLikeCard($0) }
            && enclosingBlock(index).map { tree.nodes[$0].tag == .p } == true
    }

    private func looksLikeCard(_ index: Int) -> Bool {
        let tag = tree.nodes[index].tag
        return (tag == .span || tag == .other) && stats.images[index] >= 1 && stats.textLength[index] >= 60 && stats.linkDensity(index) > 0.8
    }

    /// Whether nine tenths of a box's text is in lists inside it, at any depth.
    private mutating func holdsMostlyLists(_ index: Int) -> Bool {
        if listedText == nil {
            // Every list's words counted in every box around it, a list inside a list again, as
            // Readability adds them up; one backward sweep, children before their parents.
            var listed = [Int64](repeating: 0, count: tree.nodes.count)
            for node in tree.nodes.indices.reversed() where !stats.excluded[node] {
                if tree.nodes[node].tag == .ul || tree.nodes[node].tag == .ol { listed[node] += Int64(stats.textLength[node]) }
                let parent = Int(tree.nodes[node].parent)
                if parent >= 0 { listed[parent] += listed[node] }
            }
            listedText = listed
        }
        return (listedText?[index] ?? 0) * 10 > Int64(stats.textLength[index]) * 9
    }

    /// A box Readability turns into a paragraph before it judges boxes. It first wraps each run
    /// of words and phrases among the box's children in a paragraph; then a box whose only
    /// content is one paragraph, few of its words links, is that paragraph, and one with none of
    /// its blocks anywhere inside (a heading alone: a heading is no block to it; a picture is)
    /// becomes one.
    private func readsAsOneParagraph(_ box: Int) -> Bool {
        let (paragraphs, others, spaces) = paragraphsAsWrapped(box)
        if paragraphs == 1, others == 0 {
            // (Its words counted as Readability counts them: the space between two phrases, a
            // node of its own, is a character too: "<a>Ann Lee</a> <time>…</time>".)
            let text = stats.textLength[box] + Int32(spaces)
            return text > 0 && Float(stats.linkLength[box]) / Float(text) < 0.25
        }
        guard paragraphs == 0 else { return false }
        let end = tree.subtreeEnd(box)
        for position in box + 1..<end {
            switch tree.nodes[position].tag {
            case .blockquote, .dl, .div, .img, .ol, .p, .pre, .table, .ul: return false
            default: continue
            }
        }
        return true
    }

    /// A box's paragraphs once Readability has wrapped each run of words and phrases among
    /// its children in one, the other blocks beside them, and the spaces standing alone
    /// between a run's phrases.
    private func paragraphsAsWrapped(_ box: Int) -> (paragraphs: Int, others: Int, spaces: Int) {
        var paragraphs = 0
        var others = 0
        var spaces = 0
        var pendingSpaces = 0
        var inRun = false
        for child in tree.children(of: box) {
            let tag = tree.nodes[child].tag
            if tag == .text || tag.isInline {
                let blank = tag == .br || tag == .text && tree.nodes[child].text.allSatisfy(\.isWhitespace)
                if inRun {
                    // (A run's last spaces are trimmed from its paragraph.)
                    if tag == .text, blank { pendingSpaces += 1 } else if !blank {
                        spaces += pendingSpaces
                        pendingSpaces = 0
                    }
                    continue
                }
                if !blank {
                    inRun = true
                    paragraphs += 1
                }
            } else {
                inRun = false
                pendingSpaces = 0
                if tag == .p { paragraphs += 1 } else { others += 1 }
            }
        }
        return (paragraphs, others, spaces)
    }

    /// Whether a list inside the story (or a box that is mostly one) goes by what its name
    /// weighs to Readability (`named`): weighed against, or named for the story and mostly
    /// links; mostly links with no sentence in the chosen boxes beside it (an index page).
    private func isListJudgedOut(_ index: Int, named: Int8, density: Float) -> Bool {
        named < 0 || density > 0.5 && (named >= 25 || rootSentences <= stats.sentences[index])
    }

    /// A bulleted list of pictures with fewer than one paragraph to every two (a shop's row of
    /// products, linked thumbnails), as Readability judges it; but a list whose every entry is
    /// its picture alone, or in one link, it keeps as a simple list of pictures.
    private func isReadabilitysStripOfPictures(_ list: Int) -> Bool {
        let images = stats.images[list]
        guard images > 1, Float(readabilitysParagraphs(list)) / Float(images) < 0.5 else { return false }
        for entry in tree.children(of: list) where tree.nodes[entry].tag != .text {
            if tree.children(of: entry).count(where: { tree.nodes[$0].tag != .text }) > 1 { return true }
        }
        return images != (list + 1..<tree.subtreeEnd(list)).count { tree.nodes[$0].tag == .li }
    }

    /// Whether Readability's weighing of a box's name drops it: a name its words weigh against,
    /// on a box short of a third of the story (which is the story's wrapper).
    private func weighingDrops(_ index: Int) -> Bool {
        weighsNames && stats.judgesNames && stats.textLength[index] * 3 < rootText && stats.verdicts[index].readabilitysWeight < 0
    }

    /// How many fields a box holds (`<input>`), as Readability counts them in a form.
    private mutating func inputs(in box: Int) -> Int {
        if inputsInside == nil {
            // One backward sweep, so that forms nested in forms cost one count in all.
            var counts = [Int32](repeating: 0, count: tree.nodes.count)
            for node in tree.nodes.indices.reversed() {
                let parent = Int(tree.nodes[node].parent)
                guard parent >= 0 else { continue }
                counts[parent] += counts[node] + (tree.nodes[node].tag == .input ? 1 : 0)
            }
            inputsInside = counts
        }
        return Int(inputsInside![box])
    }

    /// The paragraphs Readability counts inside a list or box when it judges it: its own, those
    /// it made of each run of two line breaks or more (a recipe's steps written with `<br><br>`),
    /// and those it made of the boxes' runs of words and pictures (an entry's picture and its
    /// line, each in a box of its own, are two).
    private func readabilitysParagraphs(_ box: Int) -> Int {
        var count = 0
        var breaks = 0
        var breaksParent: Int32 = -1
        for position in box..<tree.subtreeEnd(box) {
            let node = tree.nodes[position]
            if node.tag == .br {
                if breaks > 0, node.parent == breaksParent {
                    breaks += 1
                    if breaks == 2 { count += 1 }
                } else {
                    (breaks, breaksParent) = (1, node.parent)
                }
                continue
            }
            if node.tag == .text, node.parent == breaksParent, node.text.allSatisfy(\.isWhitespace) { continue }
            breaks = 0
            switch node.tag {
            case .p: count += 1
            case .div: count += paragraphsAsWrapped(position).paragraphs - tree.children(of: position).count { tree.nodes[$0].tag == .p }
            default: continue
            }
        }
        return count
    }

    /// Whether a figure holds `index` within three levels, as Readability looks for one.
    private func hasNearFigure(_ index: Int) -> Bool {
        var ancestor = Int(tree.nodes[index].parent)
        for _ in 0..<3 where ancestor >= 0 {
            if tree.nodes[ancestor].tag == .figure { return true }
            ancestor = Int(tree.nodes[ancestor].parent)
        }
        return false
    }

    /// How much of a short box's text is in its headings.
    private func headingText(in index: Int) -> Int32 {
        var total: Int32 = 0
        var position = index + 1
        let end = tree.subtreeEnd(index)
        while position < end {
            if tree.nodes[position].tag.headingLevel != nil {
                total += stats.textLength[position]
                position = tree.subtreeEnd(position)
            } else {
                position += 1
            }
        }
        return total
    }

    /// What Readability's test of links says of a box, a form or a table too small to be data:
    /// it goes when half of it links, or, its name weighing little, when more than a fifth of
    /// it does, however long it is. But Readability judges the innermost boxes first, so what
    /// a box's links weigh is weighed without the boxes inside it that go before it is judged
    /// (a writer's box is not judged by the list of her stories inside it, nor the story's last
    /// lines by the row of "Save", "Log in" and "Subscribe" after them).
    private mutating func goesOnItsLinks(_ index: Int, density: Float) -> Bool {
        linksSendAway(index, density: density) && (density > 0.5 || linksSendAway(index, density: densityAfterInnerBoxes(index)))
    }

    /// Readability's test of links itself, on a box whose words link as much as `density`.
    private func linksSendAway(_ index: Int, density: Float) -> Bool {
        density > 0.5 || stats.verdicts[index].readabilitysWeight < 25 && density > 0.2
    }

    /// The link density of `box` without the boxes and small tables inside it that go on
    /// their links as Readability judges them, innermost first (so a box whose linked part
    /// is a box of its own is judged by the rest).
    private mutating func densityAfterInnerBoxes(_ box: Int) -> Float {
        if innerBoxesGone == nil {
            // One backward sweep over the page, built once: a node's descendants follow it, so
            // every inner box is settled before the box around it.
            var gone = [(text: Int32, link: Int32)](repeating: (0, 0), count: tree.nodes.count)
            // (What the page's statistics left out is no part of the box's words.)
            for index in tree.nodes.indices.reversed() where !stats.excluded[index] {
                var taken = gone[index]
                let node = tree.nodes[index]
                if node.tag == .div || node.tag == .table, stats.readabilitysCommas(index) < 10 {
                    let text = stats.textLength[index] - taken.text, link = stats.linkLength[index] - taken.link
                    // (A box Readability reads as a paragraph it never judges.)
                    if text > 0, linksSendAway(index, density: Float(link) / Float(text)), node.tag == .table || !readsAsOneParagraph(index) {
                        taken = (stats.textLength[index], stats.linkLength[index])
                    }
                }
                let parent = Int(node.parent)
                if parent >= 0 {
                    gone[parent].text += taken.text
                    gone[parent].link += taken.link
                }
            }
            innerBoxesGone = gone
        }
        let gone = innerBoxesGone?[box] ?? (text: 0, link: 0)
        let text = stats.textLength[box] - gone.text
        return text > 0 ? Float(stats.linkLength[box] - gone.link) / Float(text) : 0
    }

    /// Whether a box holds a frame, object or embed playing a video from a site Readability
    /// lets stay.
    private mutating func holdsAllowedVideo(_ box: Int) -> Bool {
        if videos == nil {
            videos = tree.nodes.indices.filter { position in
                switch tree.nodes[position].tag {
                case .iframe, .embed, .object: playsAllowedVideo(position)
                default: false
                }
            }
        }
        guard let videos, !videos.isEmpty else { return false }
        // The first video after the box's start, by halving.
        var low = 0
        var high = videos.count
        while low < high {
            let middle = (low + high) / 2
            if videos[middle] <= box { low = middle + 1 } else { high = middle }
        }
        return low < videos.count && videos[low] < tree.subtreeEnd(box)
    }

    /// Whether a frame, object or embed plays a video from a site Readability lets stay: one of
    /// its attributes names the player.
    private func playsAllowedVideo(_ index: Int) -> Bool {
        tree.nodes[index].attributes.contains { Self.namesAllowedVideo($0.value) }
    }

    private static let videoHosts = [
        "dailymotion.com", "youtube.com", "youtube-nocookie.com", "player.vimeo.com", "v.qq.com", "archive.org",
        "upload.wikimedia.org", "player.twitch.tv",
    ]

    /// Whether an address names a video site Readability lets stay: "//" then the site, "www."
    /// before it or not.
    private static func namesAllowedVideo(_ value: String) -> Bool {
        value.lowercased().split(separator: "//", omittingEmptySubsequences: false).dropFirst().contains { after in
            let host = after.hasPrefix("www.") ? after.dropFirst(4) : after
            return videoHosts.contains { host.hasPrefix($0) }
        }
    }

    /// Whether a box holds a table Readability takes for data, which it never drops: one with
    /// a caption or heading cells, or, without a table inside it, ten rows, five columns or more
    /// than ten cells.
    private mutating func holdsReadabilitysDataTable(_ box: Int) -> Bool {
        let end = tree.subtreeEnd(box)
        // Boxes nest: what a look through one found answers for the boxes inside it, so nested
        // boxes cost one look in all.
        if box < knownDataTable, knownDataTable < end { return true }
        if box < noDataTableBefore, box > noDataTableAfter { return false }
        var position = box + 1
        while position < end {
            defer { position += 1 }
            guard tree.nodes[position].tag == .table else { continue }
            if isReadabilitysDataTable(position) {
                knownDataTable = position
                return true
            }
        }
        (noDataTableAfter, noDataTableBefore) = (box, end)
        return false
    }

    private mutating func isReadabilitysDataTable(_ index: Int) -> Bool {
        if tree.nodes[index].attribute("role", is: "presentation") { return false }
        if stats.marksData(index, tree: tree) { return true }
        if tablesInside == nil {
            // Whether each node holds a table; one backward sweep, so that tables nested in
            // tables cost one look in all.
            var inside = [Bool](repeating: false, count: tree.nodes.count)
            for node in tree.nodes.indices.reversed() {
                let parent = Int(tree.nodes[node].parent)
                guard parent >= 0 else { continue }
                if tree.nodes[node].tag == .table || inside[node] { inside[parent] = true }
            }
            tablesInside = inside
        }
        return !tablesInside![index] && isDataBySize(index)
    }

    /// Parts inside the article that are not the article.
    private mutating func isClutter(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        let textLength = stats.textLength[index]
        let density = stats.images[index] > 0 && stats.linkDensity(index) > 0.3 ? densityWithoutCards(index) : stats.linkDensity(index)
        // Nothing inside a table Readability takes for data is judged as a box: a comparison's
        // cell of the lender's linked name over its rating is not a teaser card.
        if index < dataTable.end, node.tag != .a, node.tag.headingLevel == nil { return false }
        if isCardForElsewhere(index) { return true }
        switch node.tag {
        case .header:
            // A header inside the story is the story's, as Readability keeps it: its standfirst,
            // its dateline, its section's label, and further in a part's heading and the lines
            // introducing it. The headline in it is shown once, above, and so is a byline the
            // page gives only there. Only a header named as never the article goes.
            return BoilerplateHints.isNeverTheArticleToReadability(node)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            // A heading of the first two ranks whose name Readability's words weigh against
            // ("widget-title", "comments-title") goes, as its cleaning of headers takes it out.
            if node.tag == .h1 || node.tag == .h2, weighsNames, stats.judgesNames, stats.verdicts[index].readabilitysWeight < 0 { return true }
            // The headline (or the site's name) repeated above the body is shown once, above.
            // A heading holding far more than the title cannot be it: its text is not gathered,
            // so headings nested in headings cost no more than their own size.
            if let title, let text = tree.text(of: index, maximumNodes: 64, maximumLength: title.count * 2 + 40) {
                let heading = Self.comparable(text)
                if heading == title { return true }
                if !hasParagraph, !heading.isEmpty, title.contains(heading) { return true }
                // The headline after its kicker ("Flood papers" above "How the levee held").
                if !hasParagraph, title.count >= 12, heading.hasSuffix(title) { return true }
            }
            // A heading that links within the page (documentation's "#install") is a heading;
            // one that links elsewhere is a teaser for another page.
            return density > 0.6 && !linksWithinPage(index) && !headsProse(index)
        case .p:
            // A paragraph inside the article is kept however much of it is links (a lyric whose
            // every line links to its annotation, a sentence of references, "Related: …"):
            // reader views show it, and what decides whether it belongs is the box it is in.
            return false
        case .a:
            guard let href = node.attribute("href"), href.hasPrefix("#") else { return false }
            // A permalink's mark ("¶", "#", "§" beside a heading): a handle, not text.
            if textLength <= 2, let mark = tree.text(of: index, maximumNodes: 8, maximumLength: 8),
               !mark.isEmpty, !mark.contains(where: { $0.isLetter || $0.isNumber }) { return true }
            // "Skip to content", "Back to top": links within the page, not part of the text,
            // unless they are a heading's own text or a phrase of a sentence (a reference to
            // another part of the page, `see IPv4Address`; a bare "#" is a script's button).
            guard textLength > 3, !insideHeading, index >= contentsEnd else { return false }
            if href.count > 1, saysWords(aroundPhrase: index) { return false }
            return true
        case .form:
            // A comment or contact form ("Your name: *"): a place to write, and a small share
            // of the page (the page-wide form holds most of it).
            // (Not one of ten commas or more, which Readability keeps as prose.)
            if Int(textLength) * 4 < Int(pageText), stats.readabilitysCommas(index) < 10, hasWritingField(index) { return true }
            // Inside the story, a form is judged as a box is, as Readability judges forms first
            // of all: by its name's weight, by a field for every three paragraphs (a search box
            // beside a line or two), and on what its links weigh; a third of the story is the
            // story's wrapper (a page that is one form, its fields and all).
            if weighingDrops(index) {
                weighedOutText += Int(textLength)
                return true
            }
            guard stats.readabilitysCommas(index) < 10 else { return false }
            if textLength * 3 < rootText, inputs(in: index) > readabilitysParagraphs(index) / 3 { return true }
            return goesOnItsLinks(index, density: density)
        case .td:
            // The menu column of a page laid out as a table: links only, beside a cell of prose.
            guard density > 0.5, stats.sentences[index] == 0, node.parent >= 0 else { return false }
            return tree.children(of: Int(node.parent)).contains { $0 != index && stats.paragraphs[$0] >= 2 }
        case .div, .section, .ul, .ol, .table, .span, .other, .figure, .dl:
            if textLength == 0 {
                // `<span> </span>` between two words is the space between them (so too an
                // element HTML does not have): an empty phrase costs nothing to read.
                if node.tag == .span || node.tag == .other, stats.images[index] == 0 { return false }
                return stats.images[index] == 0 || node.tag != .figure && stats.images[index] > 2
            }
            guard judgesBoxes else { return false }
            // A phrase inside a paragraph is part of its sentence, whatever it is called; but
            // a card that opens over a name is not a phrase of it.
            if isHoverCard(index) { return true }
            let parent = Int(node.parent)
            if stats.isPhrase[index] { return false }
            if tree.isMicrodataForMachines(index) { return true }
            // (A part's own list of subparts inside it is the table's.)
            if index < contentsEnd { return false }
            if stats.linkLength[index] > 0, isTableOfContents(index) {
                contentsEnd = max(contentsEnd, tree.subtreeEnd(index))
                return false
            }
            // A table Readability takes for data (a heading cell anywhere in it, a caption, or
            // rows and columns enough without a table inside) it never judges: a wiki's box of
            // links to the director's films under their heading stays.
            if node.tag == .table, isReadabilitysDataTable(index) {
                dataTable = (index, tree.subtreeEnd(index))
                return false
            }
            // Nor a box or list that holds one (a recipe's box of its ingredients, each name a
            // link to the site's page for it).
            if node.tag == .div || node.tag == .ul, holdsReadabilitysDataTable(index) { return false }
            // A box, a bulleted list or a table whose name Readability's words weigh against
            // ("media-wrapper", "meta-box", a wiki's "metadata ambox" notice) goes, whatever it
            // holds, as there; but a box that is one paragraph, or loose text, it reads as that
            // paragraph (a table it never reads so), a table of data it keeps, and a third of the
            // story is the story's wrapper.
            if node.tag == .div || node.tag == .ul || node.tag == .table, weighingDrops(index),
               node.tag == .table || !readsAsOneParagraph(index), !holdsReadabilitysDataTable(index) {
                weighedOutText += Int(textLength)
                return true
            }
            // A box that plays a video (YouTube, Vimeo) stays, as Readability keeps it whatever
            // else it holds. (Other frames it removes before it judges boxes.)
            if node.tag == .div || node.tag == .ul || node.tag == .table, holdsAllowedVideo(index) { return false }
            // Ten commas are prose, but not in a table of dated links ("January 4, 2008 - …")
            // that is a small part of the page.
            if stats.readabilitysCommas(index) >= 10, density <= 0.5 || node.tag != .table || Int(textLength) * 2 >= Int(pageText) { return false }
            // Readability's "suspiciously short" box: under 25 characters, some of them a link,
            // not mostly a heading, with no picture or more than two, outside a figure.
            // (The cheap tests first: every box of the story comes here.)
            if textLength < 25, stats.linkLength[index] > 0, stats.images[index] == 0 || stats.images[index] > 2,
               node.tag == .div && !readsAsOneParagraph(index) || node.tag == .table, !hasNearFigure(index), headingText(in: index) * 10 < textLength * 9 {
                return true
            }
            let weight = stats.verdicts[index].weight
            // A name that sounds like clutter counts only on what looks like clutter (the
            // machinery's names were judged with the page's statistics already). Read again by
            // its structure, a page's short entries named so stay when they are sentences that
            // link nowhere: a live match's minute-by-minute lines ("live-match-comment"), where
            // a reader's comment links its writer and a reply, and a thread's "4 more replies"
            // is a button's words. (Not a section, whose name Readability weighs nowhere.)
            if weight < 0, node.tag != .section, stats.verdicts[index].soundsLikeNeighbour, !stats.isArticlesPeer[index],
               stats.linkLength[index] > 0 || !stats.insideCell[index],
               stats.judgesNames || stats.linkLength[index] > 0 || stats.sentences[index] == 0,
               stats.looksLikeClutter(index, pageText: pageText) { return true }
            if node.tag == .ul || node.tag == .ol {
                // A list inside the story stays however much of it links (its sources, "Related:
                // …", a chapter's contents), as Readability keeps it; what its name weighs against
                // goes ("teaser-metainfo", "share-list"), and so does a list named like the story
                // that is mostly links ("story-body__unordered-list" of four teasers), as there.
                // (A page of nothing but links, an index, still holds no article.)
                // (Readability judges bulleted lists only: a numbered one stays, whatever its name.)
                if node.tag == .ul, isReadabilitysStripOfPictures(index) { return true }
                return isListJudgedOut(index, named: node.tag == .ul ? stats.verdicts[index].readabilitysWeight : 0, density: density) || isToolbar(index)
            }
            // A table with headings is data, whatever it links to (downloads, a list of releases);
            // so is a grid of cells that are not all links.
            if node.tag == .table, hasHeadings(index) || isDataGrid(index) || isGridOfLinks(index) { return false }
            // So is the box a page wraps it in to scroll it sideways ("overflow-auto"). (Not a
            // navigation bar's two rows, "Prev Up Next" under the chapter's name.) A box that
            // wraps one paragraph is that paragraph when it says a sentence of its own around its
            // links (not a headline that is a link) and a quarter at most of it links, as
            // Readability reads it; however much it links on a short page, which Readability
            // reads again without its cleaning.
            if node.tag == .div || node.tag == .figure, weight >= 0, let only = soleContent(index) {
                if tree.nodes[only].tag == .p, stats.hasOwnText[only], stats.sentences[only] > 0, density < 0.25 || rootText < 500 { return false }
                if tree.nodes[only].tag == .table, rowCount(only) >= 3, hasHeadings(only) || isDataGrid(only) { return false }
            }
            // A box that holds all a chosen root holds (the wrappers a page nests its content
            // in) is that content: what its links weigh was weighed in choosing it.
            if parent >= 0, textLength == stats.textLength[parent], !wholeRoots.isEmpty, wholeRoots.contains(parent) {
                wholeRoots.insert(index)
                return false
            }
            let paragraphs = stats.paragraphs[index]
            let images = stats.images[index]
            // A strip of pictures with a few words (thumbnails, an ad row) — unless it is most
            // of what the page says (a comic's panels with a line before and after), or it is a
            // paragraph written without `<p>`, its pictures in its line (a forum post's smileys).
            // (A section is never judged so: Readability judges boxes, tables and lists.)
            if node.tag != .section {
                if images > 1, Float(paragraphs) / Float(images) < 0.5, node.tag != .figure, textLength < 200 || node.tag == .table,
                   Int(textLength) * 2 < Int(pageText) || density >= 0.25, !isLineOfSentences(index),
                   Float(readabilitysParagraphs(index)) / Float(images) < 0.5 { return true }
                // Far more list items than paragraphs, in a box that is not its lists: a menu's
                // columns. (A box that is one list, a wiki's references, each entry linking its
                // source, is judged as a list, not by its share of links; Readability allows a
                // hundred items beyond the paragraphs.)
                if stats.listItems[index] > paragraphs + 100, !holdsMostlyLists(index) { return true }
                if isTeaserBox(index, density: density) { return true }
            }
            if node.tag == .dl, density >= 0.2, isTeaserList(index) { return true }
            if density > 0.3, opensWithLinkedHeading(index), cardsAreTheStory(index) { return false }
            // What links weigh judges boxes and tables, as Readability judges them (lists were
            // judged above); a phrase, a section, a figure or a definition list is kept however
            // much of it links (all a paragraph holds wrapped in a span, `<p><span>The reports
            // came as <a>…</a></span></p>`; a poster's linked name beside the post's date; a
            // section of one paragraph; a caption's credit; a glossary's linked terms).
            guard node.tag == .div || node.tag == .table else { return false }
            // A box Readability reads as a paragraph is one, however much of it links (a
            // forum post's signature, "Sent from my phone with the <a>site's app</a>").
            if node.tag == .div, readsAsOneParagraph(index) { return false }
            // A box that is its list and a few words (an ingredient group: its name over a list
            // whose items link the ingredients) is judged as its list is, unless links are most
            // of what it says.
            if holdsMostlyLists(index) {
                return isListJudgedOut(index, named: stats.verdicts[index].readabilitysWeight, density: density) || isReadabilitysStripOfPictures(index)
            }
            return goesOnItsLinks(index, density: density)
        default:
            return false
        }
    }

    // MARK: Text

    /// Adds text with whitespace folded: runs of spaces, tabs, line breaks and no-break
    /// spaces become one space, and a line never starts with one. Works on bytes: this runs
    /// for every text node of the article.
    private mutating func append(_ raw: String) {
        var piece: [UInt8] = []
        piece.reserveCapacity(raw.utf8.count)
        var space = pendingSpace
        let atLineStart = text.isEmpty || text.utf8.last == 0x0A
        var bytes = raw.utf8.makeIterator()
        var held: UInt8?
        while let byte = held ?? bytes.next() {
            held = nil
            switch byte {
            case 0x20, 0x09...0x0D:
                space = true
                continue
            case 0xC2:
                // U+00A0, the no-break space, folds like a space.
                let next = bytes.next()
                if next == 0xA0 {
                    space = true
                    continue
                }
                if space, !(piece.isEmpty && atLineStart) { piece.append(0x20) }
                space = false
                piece.append(byte)
                held = next
                continue
            default:
                break
            }
            if space, !(piece.isEmpty && atLineStart) { piece.append(0x20) }
            space = false
            piece.append(byte)
        }
        pendingSpace = space
        let string = String(decoding: piece, as: UTF8.self)
        text += string
        marked += string
    }

    private mutating func flush() {
        defer {
            text = ""
            marked = ""
            pendingSpace = false
        }
        let clean = Self.clean(text)
        guard !clean.isEmpty else { return }
        var kind = kinds.last ?? .paragraph
        if case .listItem(let marker, let depth) = kind, !marker.isEmpty {
            // Only the item's first paragraph carries its marker.
            kinds[kinds.count - 1] = .listItem(marker: "", depth: depth)
        }
        if case .heading = kind, clean.count > 200 { kind = .paragraph }
        if subtitleDepth > 0, !hasParagraph { subtitleBlocks.insert(blocks.count) }
        if kind == .paragraph { hasParagraph = true }
        // What a table of data says, however short, is the page's as a table of facts is:
        // a header cell's one word ("Lender"), the last row's figures at the story's end. (Not
        // the words before it, which entering the table ends.)
        let inDataTable = walking > dataTable.start && walking < dataTable.end
        if termDepth > 0 || factDepth > 0 || inDataTable { termBlocks.insert(blocks.count) }
        if factDepth > 0 || inDataTable { factBlocks.insert(blocks.count) }
        blocks.append(ArticleBlock(kind: kind, text: clean, markedText: Self.clean(marked), quoteDepth: quoteDepth))
    }

    /// Whether a line says something in words (four or more, in a script written without
    /// spaces a few characters each; few figures), not a date and a time ("13.12.2022 - 08:13
    /// Uhr") or a source and a date ("Handball Schweiz • 02.02.2022") set in a subtitle's box.
    static func saysWords(_ text: String) -> Bool {
        var figures = 0
        var characters = 0
        for character in text where !character.isWhitespace {
            characters += 1
            if character.isNumber { figures += 1 }
        }
        return figures * 5 < characters && Script.wordCount(text) >= 4
    }

    /// `append` already folds spaces and never starts a line with one, so what is left is
    /// the sanitizer's work and the line breaks at either end.
    private static func clean(_ raw: String) -> String {
        let result = Sanitizer.neutralize(raw, keepNewlines: true)
        let edge: (Character) -> Bool = { $0 == "\n" || $0 == " " }
        // (A Chinese page's picture stands in a paragraph indented by ideographic spaces, as its
        // paragraphs are: the indent alone says nothing.)
        guard result.contains(where: { !edge($0) && $0 != "\u{3000}" }),
              let first = result.firstIndex(where: { !edge($0) }), let last = result.lastIndex(where: { !edge($0) }) else { return "" }
        return String(result[first...last])
    }

    /// A line of code without the spaces and tabs at its end (one pass, whatever the line).
    static func withoutTrailingWhitespace(_ line: Substring) -> String {
        guard let last = line.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(line[...last])
    }

    /// Headline comparison ignores case, spacing and punctuation. Titles, headings and names
    /// are compared many times a page, and most are ASCII: those are read byte by byte.
    static func comparable(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x61...0x7A: bytes.append(byte)
            case 0x41...0x5A: bytes.append(byte | 0x20)
            case 0x80...:
                var kept = String.UnicodeScalarView()
                for scalar in String(text).lowercased().unicodeScalars where scalar.isAlphanumeric { kept.append(scalar) }
                return String(kept)
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Links

    /// Where an `<img>`'s picture is: the first http or https address among `src`, the first
    /// candidate of `srcset`, and the `data-src`/`data-srcset` that lazy-loading pages put the
    /// real address in (their `src` a placeholder `data:` picture), resolved against the page.
    /// Whether the picture at `index` stands in a `<figure>` (at most three levels up) that has
    /// a caption with text.
    private func figureCaption(around index: Int) -> Bool {
        var position = Int(tree.nodes[index].parent)
        for _ in 0..<3 where position >= 0 {
            if tree.nodes[position].tag == .figure {
                return (position..<tree.subtreeEnd(position)).contains { tree.nodes[$0].tag == .figcaption && stats.textLength[$0] > 0 }
            }
            position = Int(tree.nodes[position].parent)
        }
        return false
    }

    private func imageAddress(_ node: DOMTree.Node) -> URL? {
        let candidates = [node.attribute("src"), node.attribute("srcset").flatMap(Self.firstCandidate),
                          node.attribute("data-src"), node.attribute("data-srcset").flatMap(Self.firstCandidate)]
        for case let raw? in candidates {
            let trimmed = raw.trimmingWhitespace()
            guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: baseURL)?.absoluteURL.asWebAddress else { continue }
            return url
        }
        return nil
    }

    /// The address of a `srcset`'s first candidate ("a.jpg 1x, b.jpg 2x" → "a.jpg"): leading
    /// spaces and commas skipped, then everything up to a space (an address may hold commas,
    /// but not at its end).
    static func firstCandidate(_ srcset: String) -> String? {
        let address = srcset.drop { $0.isWhitespace || $0 == "," }.prefix { !$0.isWhitespace }
        let trimmed = address.reversed().drop { $0 == "," }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    private mutating func number(for href: String?) -> Int? {
        // A place on this page ("Quotes#By_language" in a table of contents) is no page to open.
        guard let href = href?.trimmingWhitespace(), !href.isEmpty, placeOnThisPage(href, anyQuery: false) == nil,
              let url = URL(string: href, relativeTo: baseURL)?.absoluteURL.asWebAddress
        else { return nil }
        let key = url.absoluteString
        if let existing = linkNumbers[key] { return existing }
        links.append(url)
        linkNumbers[key] = links.count
        return links.count
    }
}
