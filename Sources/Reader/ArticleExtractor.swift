import FoundationEssentials

/// Page bytes in, article out: decode the charset, parse with libxml2, read the metadata,
/// choose the content, build the blocks. Synchronous and bounded: every pass counts its work
/// on a `WorkMeter`, so a cancel is noticed within about a thousand nodes' work and a page
/// that would cost more than `ExtractionLimits` allows is given up as `.tooComplex`. Callers
/// run it off the run loop, on a thread of its own (`ArticleFetcher`).
public enum ArticleExtractor {
    /// Fewer characters than this in the chosen content means the page holds no article (an
    /// index page, a login wall, an app shell that builds itself with JavaScript); Chinese and
    /// Japanese characters count twice.
    static let minimumTextLength = 140

    /// The article, or nil when the page holds none or is too complex to read.
    public static func extract(html: some Collection<UInt8>, url: URL, contentType: String? = nil) -> Article? {
        if case .article(let article)? = try? read(html: html, url: url, contentType: contentType) { return article }
        return nil
    }

    /// What reading the page comes to: `.article`, `.noArticle` or `.tooComplex`. Throws
    /// `CancellationError` once `cancel` is cancelled.
    public static func read(html: some Collection<UInt8>, url: URL, contentType: String? = nil,
                            limits: ExtractionLimits = .standard, cancel: ExtractionCancel? = nil) throws(CancellationError) -> ReaderOutcome {
        let meter = WorkMeter(limits: limits, cancel: cancel)
        do throws(ExtractionStop) {
            guard let article = try extract(Array(html), url: url, contentType: contentType, meter: meter) else { return .noArticle }
            return .article(article)
        } catch .cancelled {
            throw CancellationError()
        } catch {
            return .tooComplex
        }
    }

    /// The work `read` counted for the page, for tests that check it grows with the page.
    static func work(html: [UInt8], url: URL, limits: ExtractionLimits = .standard) -> (outcome: Article?, work: Int) {
        let meter = WorkMeter(limits: limits)
        let article = try? extract(html, url: url, contentType: "text/html; charset=utf-8", meter: meter)
        return (article ?? nil, meter.totalWork)
    }

    private static func extract(_ html: [UInt8], url: URL, contentType: String?, meter: WorkMeter) throws(ExtractionStop) -> Article? {
        try meter.step(html.count / 256)
        let decoded = Charset.decode(html, contentType: contentType)
        try meter.step(decoded.count / 256)
        let tree = try HTMLParser.parse(bytes: decoded, meter: meter)
        guard !tree.nodes.isEmpty else { return nil }
        let metadata = try MetadataReader(tree: tree).read(pageURL: url, meter: meter)
        var builder = try build(tree, metadata: metadata, url: url, judgeNames: true, meter: meter)
        // (A forum's posts in an `<ol>`, each item a post, say sentences as paragraphs do.)
        let firstSays = Self.holdsSentences(builder.blocks) || Self.itemsSaySentences(builder.blocks)
        var introductionLines: [String] = []
        // Readability's own first reading leaves it next to nothing on a page whose wrapper its
        // words name unlikely (a wiki's mobile "feature-header" around everything): it reads
        // the page again without taking anything out by name or role, a wiki's boxes of links
        // included. That reading still weighs names: ours keeps judging them, landmark roles
        // aside, and is taken where it chose the same box and read more of it.
        if Self.readabilityTakesOutNearlyAll(tree) {
            let unmarked = try build(tree, metadata: metadata, url: url, judgeNames: true, judgesRoles: false, meter: meter)
            let sameBox = unmarked.chosenRoots.allSatisfy { root in builder.chosenRoots.contains { $0 <= root && root < tree.subtreeEnd($0) } }
            if sameBox, unmarked.textLength > builder.textLength { builder = unmarked }
        }
        // A recipe whose method, as its JSON-LD lists it, the page set in an `<aside>` (a
        // column beside its video): read with the asides when that reading says more of it.
        // (Read again only where an aside says them: a page whose steps the JSON-LD words
        // otherwise than the page does costs no second reading.)
        if metadata.instructions.count >= 2, Self.stepsSaid(metadata.instructions, in: builder.blocks) * 2 < metadata.instructions.count,
           tree.nodes.indices.contains(where: { tree.nodes[$0].tag == .aside
               && Self.stepsSaid(metadata.instructions, in: RecipeParts.folded(tree.text(of: $0))) * 2 >= metadata.instructions.count }) {
            let withAsides = try build(tree, metadata: metadata, url: url, judgeNames: true, readsAsides: true, meter: meter)
            if Self.stepsSaid(metadata.instructions, in: withAsides.blocks) * 2 >= metadata.instructions.count { builder = withAsides }
        }
        if builder.textLength < retryBelow || !firstSays {
            // Class names misled the first pass (the article sits in a "sidebar" wrapper, a
            // live match's entries are each a "live-comment" and what was left is its line-ups),
            // or the article is only in a <noscript> (a page that builds itself with
            // JavaScript): read the page again by its structure alone, noscript included, and
            // keep whichever found more; a reading in sentences beats a longer one without.
            let second = try build(tree, metadata: metadata, url: url, judgeNames: false, meter: meter)
            if second.textLength > builder.textLength * 3
                || !firstSays && second.textLength > builder.textLength && Self.holdsSentences(second.blocks) { builder = second }
            // Or the story sits in an `<aside>` beside a line or two of its own (a slideshow's
            // slides in the page's right column, under an introduction of a sentence), when
            // the names found no sentence outside it (a brief's sentence beside a rail of
            // teasers is the brief).
            if !firstSays, builder.textLength < retryBelow, tree.nodes.contains(where: { $0.tag == .aside }) {
                let third = try build(tree, metadata: metadata, url: url, judgeNames: false, readsAsides: true, meter: meter)
                // (Each slide an item of a list: its words end as sentences do.)
                let saysSentences = Self.itemsSaySentences(third.blocks) || Self.holdsSentences(third.blocks)
                if third.textLength > builder.textLength * 3, saysSentences {
                    // (The introduction's lines still name the author: "By Kelly Roberson".)
                    introductionLines = builder.blocks.filter { $0.kind == .paragraph }.prefix(4).map(\.text)
                    builder = third
                }
            }
        }
        // Readability's last reading of a page it found under 500 characters in keeps every box
        // the story's box holds, whatever its links: a short post whose lines sit among its
        // blog's links ("previous post", its related entries) is read with them, where it says
        // a sentence and what was read without them says none (the blog's list of topics).
        // (Not the blog's column beside it, all links, which that reading never chose; nor what
        // is named as no part of a story, a picture's readers' comments.)
        // (Read once, though both the doubt below and the last resort may ask for it.)
        var everyBoxReading: BlockBuilder?
        func readingEveryBox() throws(ExtractionStop) -> BlockBuilder {
            if let everyBoxReading { return everyBoxReading }
            var reading = try build(tree, metadata: metadata, url: url, judgeNames: true, judgesBoxes: false, meter: meter)
            let roots = reading.chosenRoots.map { Self.boxOfItsSentences($0, tree: tree, stats: reading.stats) }
            if roots != reading.chosenRoots {
                reading = try build(tree, metadata: metadata, url: url, judgeNames: true, judgesBoxes: false, roots: roots, meter: meter)
            }
            everyBoxReading = reading
            return reading
        }
        // (A paragraph of a dozen words that ends on an address is the story still.)
        if !firstSays, builder.textLength < 500, !Self.holdsSentences(builder.blocks), !Self.itemsSaySentences(builder.blocks),
           !builder.blocks.contains(where: { $0.kind == .paragraph && Script.wordCount($0.text) >= 12 }) {
            let everyBox = try readingEveryBox()
            if Self.holdsSentences(everyBox.blocks) { builder = everyBox }
        }
        var article = Article(
            url: url, title: metadata.title, byline: metadata.byline, site: metadata.site,
            published: metadata.published, blocks: builder.blocks, links: builder.links)
        if !isArticle(article) {
            // A page of very little text (a manual page that only points to another, a short
            // notice) whose best-scored box is a line without a sentence: what the page holds,
            // read whole, is the article when it is one.
            // So is a larger page that says many sentences nothing scored, in entries rather
            // than paragraphs (a reference's contents, each entry a name and what it holds),
            // as Readability reads the whole page when nothing scores.
            // (A page with much more, an index of links and teasers, holds no article: its
            // links leave it nothing.)
            let whole = try build(tree, metadata: metadata, url: url, judgeNames: true, roots: [tree.body], meter: meter)
            if whole.textLength <= smallPage || whole.stats.sentences[tree.body] >= 20 && Self.holdsSentences(whole.blocks) {
                article.blocks = whole.blocks
                article.links = whole.links
            }
        }
        // A last reading that finds an article replaces one that found none.
        func takeIfArticle(_ reading: BlockBuilder) {
            var other = article
            other.blocks = reading.blocks
            other.links = reading.links
            if isArticle(other) { article = other }
        }
        if !isArticle(article), tree.nodes.contains(where: { $0.tag == .aside }) {
            // Nothing outside the page's asides reads as an article: a site that put its story in
            // an <aside> (a recipe's column, "left_mid") is read with its asides.
            takeIfArticle(try build(tree, metadata: metadata, url: url, judgeNames: false, readsAsides: true, meter: meter))
        }
        if !isArticle(article), tree.nodes.contains(where: { $0.attribute("style")?.lowercased().contains("visibility") == true }) {
            // Nothing shown reads as an article: a page that hides its story until its script
            // has laid it out (a photo gallery's slides under visibility:hidden) is read with it.
            takeIfArticle(try build(tree, metadata: metadata, url: url, judgeNames: true, readsInvisible: true, meter: meter))
        }
        if !isArticle(article) {
            let everyBox = try readingEveryBox()
            var other = article
            other.blocks = everyBox.blocks
            other.links = everyBox.links
            if holdsSentence(other) { article = other }
        }
        if article.byline == nil || metadata.bylineIsPublication,
           let written = writtenByline(in: article.blocks, introduction: introductionLines) {
            article.byline = written.name
            // Shown as the byline, its line is not also the story's first (one without links,
            // so that the links' numbers stay as they are).
            if let line = written.block, article.blocks[line].markedText == article.blocks[line].text { article.blocks.remove(at: line) }
        }
        return isArticle(article) ? article : nil
    }

    /// The box inside `root` that says all its sentences, where what is beside it, at each
    /// step in, is links (a blog's column of topics beside the post's column); `root` when its
    /// sentences are spread or something beside them says words of its own.
    static func boxOfItsSentences(_ root: Int, tree: DOMTree, stats: PageStatistics) -> Int {
        var box = root
        while stats.sentences[box] > 0,
              let holder = tree.children(of: box).first(where: { stats.sentences[$0] == stats.sentences[box] }),
              tree.children(of: box).allSatisfy({ $0 == holder || stats.textLength[$0] == 0 || stats.linkDensity($0) > 0.5 }) {
            box = holder
        }
        return box
    }

    /// Whether Readability's first reading, which takes out every element whose class or id
    /// its words call unlikely ("header", "sidebar"; not inside a table) or whose role is a
    /// menu's or navigation's, with all it holds, leaves under 500 characters of the page's
    /// text: its reading then falls short of what it asks of an article and it reads the page
    /// again without taking anything out by name. Counted only as far as 500.
    static func readabilityTakesOutNearlyAll(_ tree: DOMTree) -> Bool {
        func insideTableOrCode(_ index: Int) -> Bool {
            var ancestor = Int(tree.nodes[index].parent)
            while ancestor >= 0 {
                if tree.nodes[ancestor].tag == .table || tree.nodes[ancestor].tag == .code { return true }
                ancestor = Int(tree.nodes[ancestor].parent)
            }
            return false
        }
        let end = tree.subtreeEnd(tree.body)
        var position = tree.body + 1
        var text = 0
        while position < end {
            let node = tree.nodes[position]
            if node.tag == .text {
                text += node.text.utf8.count { $0 > 0x20 }
                if text >= 500 { return false }
                position += 1
                continue
            }
            if BoilerplateHints.showing(node) == .removed || BoilerplateHints.hasNeverTheArticleRole(node)
                || node.tag != .a && BoilerplateHints.isNeverTheArticleToReadability(node) && !insideTableOrCode(position) {
                position = tree.subtreeEnd(position)
                continue
            }
            position += 1
        }
        return true
    }

    /// How many of a recipe's steps a reading says, each by its first forty characters (case
    /// and spacing aside).
    static func stepsSaid(_ steps: [String], in blocks: [ArticleBlock]) -> Int {
        stepsSaid(steps, in: RecipeParts.folded(blocks.map(\.text).joined(separator: " ")))
    }

    /// The same in text already folded.
    static func stepsSaid(_ steps: [String], in folded: String) -> Int {
        steps.count { folded.contains(RecipeParts.folded($0.prefix(40))) }
    }

    /// A page that names its author only in the story's own words ("Von Ann Lee" under the
    /// headline, "Text by Ann Lee" at its end): a short line of the first or last few that
    /// announces a name and holds nothing else. The name, and which of `blocks` said it (nil
    /// for a line of the introduction a reading not taken found, over a slideshow taken from
    /// the page's aside).
    static func writtenByline(in blocks: [ArticleBlock], introduction: [String]) -> (name: String, block: Int?)? {
        for line in introduction where line.count <= 80 {
            if let name = Byline.announcedName(line) { return (name, nil) }
        }
        let paragraphs = blocks.indices.filter { blocks[$0].kind == .paragraph }
        for index in paragraphs.prefix(4) + paragraphs.suffix(2) where blocks[index].text.count <= 80 {
            if let name = Byline.announcedName(blocks[index].text) { return (name, index) }
        }
        return nil
    }

    /// Whether a reading holds a paragraph that ends as a sentence does, or a line of one that
    /// does (a police statement quoted in lines broken by `<br>`, its last without a full stop
    /// before the closing »).
    static func holdsSentences(_ blocks: [ArticleBlock]) -> Bool {
        blocks.contains { block in
            block.kind == .paragraph && block.text.split(separator: "\n").contains { SentenceEnd.endsSentence($0) }
        }
    }

    /// Whether a reading holds a list item that ends as a sentence does.
    static func itemsSaySentences(_ blocks: [ArticleBlock]) -> Bool {
        blocks.contains { block in
            if case .listItem = block.kind { return SentenceEnd.endsSentence(block.text) }
            return false
        }
    }

    static func isArticle(_ article: Article) -> Bool {
        // Counted only as far as the least: counting every character of a long story costs more
        // than reading it. A character of a script written without spaces ("話", "表") says
        // as much as a short word and is drawn two columns wide: it counts twice.
        Script.weight(of: article.text, upTo: minimumTextLength) >= minimumTextLength || holdsSentence(article)
    }

    /// A page whose whole article is one short paragraph still has one: a sentence of a few
    /// words, ending as sentences do. ("Hi." or a list of links has none.) In a script written
    /// without spaces the words are counted in characters (`Script.wordCount`).
    static func holdsSentence(_ article: Article) -> Bool {
        article.blocks.contains { block in
            guard block.kind == .paragraph else { return false }
            if SentenceEnd.endsSentence(block.text) { return Script.wordCount(block.text) >= 6 }
            // A blog written in Japanese or Chinese often ends a line with its verb and no full
            // stop ("…のサンプルです"): a line of its own of six such words or more says one.
            return block.text.split(separator: "\n").contains { line in
                line.unicodeScalars.count(where: Script.isWrittenWithoutSpaces) >= 18
            }
        }
    }

    /// A page holding at most this many characters of text, read whole, is small enough to be
    /// its own article.
    static let smallPage = 2_000

    /// Below this many characters the first reading is doubted.
    static let retryBelow = 250

    private static func build(_ tree: DOMTree, metadata: MetadataReader.Found, url: URL, judgeNames: Bool, judgesRoles: Bool? = nil,
                              readsAsides: Bool = false, readsInvisible: Bool = false, judgesBoxes: Bool = true,
                              roots chosen: [Int]? = nil, meter: WorkMeter) throws(ExtractionStop) -> BlockBuilder {
        // (The page's byline line is left out only when the byline is shown above the story.)
        let stats = try PageStatistics(tree: tree, judgeNames: judgeNames, judgesRoles: judgesRoles, readsNoscript: !judgeNames, readsAsides: readsAsides,
                                       readsInvisible: readsInvisible, takesBylineLine: !metadata.namesWriterInMetadata && metadata.byline != nil,
                                       meter: meter)
        var roots: [Int]
        if let chosen { roots = chosen } else {
            roots = try NextStories.story(in: try ContentScorer(tree: tree, stats: stats).chooseContent(meter: meter), titled: metadata.title,
                                          tree: tree, stats: stats, meter: meter)
        }
        if roots.isEmpty { roots = [tree.body] }
        var ingredients: Int?
        if chosen == nil, !metadata.ingredients.isEmpty || !metadata.instructions.isEmpty {
            (roots, ingredients) = try RecipeParts(tree: tree, stats: stats).roots(roots, ingredients: metadata.ingredients,
                                                                                    method: metadata.instructions, meter: meter)
        }
        func reading(weighingNames: Bool) throws(ExtractionStop) -> BlockBuilder {
            var builder = BlockBuilder(tree: tree, stats: stats, baseURL: metadata.base ?? url, pageURL: url, title: metadata.title)
            if let ingredients { builder.factRoots = [ingredients] }
            builder.weighsNames = weighingNames
            builder.judgesBoxes = judgesBoxes
            try builder.build(roots, meter: meter)
            return builder
        }
        let builder = try reading(weighingNames: true)
        // Readability reads a page again without weighing names when what it kept is short of
        // 500 characters: boxes its words weigh against that held the story (a page builder's
        // every block a "widget", a wiki's every section a "scrollbox") stay then. (Its reading
        // is not ours: what its weighing takes from ours is short when it takes most.)
        if builder.weighedOutText > 0, builder.textLength < 500 || builder.weighedOutText > builder.textLength {
            let unweighed = try reading(weighingNames: false)
            if unweighed.textLength > builder.textLength { return unweighed }
        }
        return builder
    }
}
