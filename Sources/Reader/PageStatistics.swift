/// Per-node facts every later pass reads: what is excluded, and how much text, link text,
/// commas, sentences, paragraphs and images each subtree holds (excluded parts not counted).
/// Computed in sweeps over the flat tree, never recursively.
///
/// Exclusion comes in two steps. What the page itself marks as not content (scripts, hidden
/// elements, navigation, asides, footers, ARIA roles) goes first. A name that sounds like
/// clutter ("share", "comments", "read-more") only removes an element that also looks like
/// clutter once measured — short, or mostly links, or without sentences — and never one that
/// holds a large share of the page's text, nor a phrase inside a paragraph. With that second
/// step also go a sign-up box (a field for an e-mail address around a few lines, whatever its
/// name) and the notes under a text in a box of their own.
struct PageStatistics {
    /// Never shown: scripts, hidden elements, navigation, share bars…
    var excluded: [Bool]
    /// Characters of text, spaces folded.
    var textLength: [Int32]
    /// Characters of text inside links.
    var linkLength: [Int32]
    /// Commas of prose: not those inside a figure ("1,000"; "490 calories, 104 g carbohydrates").
    var commas: [Int32]
    /// The commas `commas` leaves out, which Readability counts too when it weighs a box.
    var commasInFigures: [Int32]
    /// Sentence endings: ".", "!" or "?" (and their CJK forms) after a letter, before a space or the end.
    var sentences: [Int32]
    var paragraphs: [Int32]
    var images: [Int32]
    var listItems: [Int32]
    /// What each element's class and id say.
    var verdicts: [BoilerplateHints.Verdict]
    /// Whether names that sound like clutter may drop what looks like it (the first reading);
    /// the retry reads by structure alone.
    let judgesNames: Bool
    /// Whether an element has a block-level child (a paragraph, a list, a heading…): its text
    /// is then scored through those blocks rather than as one paragraph.
    var hasBlockChild: [Bool]
    /// Whether an element holds a block at any depth, through phrases and elements HTML does
    /// not have (`<bsp-read-more><span><p>`), as Readability looks for one.
    var holdsBlock: [Bool]
    /// Whether an element holds, at any depth, what marks a table as data: a heading cell, a
    /// header or footer row, a caption with something in it.
    var holdsDataMarks: [Bool]
    /// Whether an element has text of its own among its children (it reads as a paragraph, and
    /// an inline element inside it is a phrase of that paragraph).
    var hasOwnText: [Bool]
    /// Whether an element sits in a table's cell, where a name says nothing of what stands
    /// beside the article unless the element links (Readability judges no name inside a
    /// table): a play's speeches set as a table, each "hero-comment".
    var insideCell: [Bool]
    /// Whether an element is part of the sentence around it: a phrase of a paragraph, or of a
    /// phrase, through elements HTML does not have or the reader does not name (a dictionary
    /// link's `<ruby><span>軍</span><rt>ぐん</rt></ruby>` in easy Japanese).
    var isPhrase: [Bool]
    /// Whether an element is named as a sibling that holds the article (a forum's reply shaped
    /// as its first post): what its name says of its neighbour kind does not count.
    var isArticlesPeer: [Bool]

    /// With `judgeNames` false only tags and hiding exclude (roles too are judged as names
    /// are, as Readability strips them only on its first pass); the extractor retries
    /// that way when the names led it astray (a page whose whole body sits in a "sidebar").
    /// With `readsNoscript` a `<noscript>`'s content counts as the page's: the retry's
    /// reading, for a page whose only copy of the article is there. With `readsAsides` an
    /// `<aside>` is read as any box is: the last reading, for a page that put its article in one.
    /// With `readsInvisible` what visibility:hidden hides is read too: for a page that hides its
    /// article until its script has laid it out (a photo gallery's slides, captions and all).
    /// With `judgesRoles` false names are judged but landmark roles are not: Readability's
    /// reading again of a page its first reading left next to nothing (a wiki's boxes of
    /// links, `role="navigation"`, stay in it).
    init(tree: DOMTree, judgeNames: Bool = true, judgesRoles: Bool? = nil, readsNoscript: Bool = false, readsAsides: Bool = false,
         readsInvisible: Bool = false, takesBylineLine: Bool = false, meter: WorkMeter) throws(ExtractionStop) {
        let count = tree.nodes.count
        judgesNames = judgeNames
        excluded = Array(repeating: false, count: count)
        textLength = Array(repeating: 0, count: count)
        linkLength = Array(repeating: 0, count: count)
        commas = Array(repeating: 0, count: count)
        commasInFigures = Array(repeating: 0, count: count)
        sentences = Array(repeating: 0, count: count)
        paragraphs = Array(repeating: 0, count: count)
        images = Array(repeating: 0, count: count)
        listItems = Array(repeating: 0, count: count)
        verdicts = Array(repeating: BoilerplateHints.Verdict(), count: count)
        hasBlockChild = Array(repeating: false, count: count)
        holdsBlock = Array(repeating: false, count: count)
        holdsDataMarks = Array(repeating: false, count: count)
        hasOwnText = Array(repeating: false, count: count)
        insideCell = Array(repeating: false, count: count)
        isPhrase = Array(repeating: false, count: count)
        isArticlesPeer = Array(repeating: false, count: count)

        // The passes read the nodes in place: copying a node out would retain its strings.
        try tree.nodes.withUnsafeBufferPointer { nodes throws(ExtractionStop) in
            // A wrapper whose name sounds like clutter ("penci_sidebar", "page-ad-margins") but
            // that holds the article is kept: the article marks itself somewhere inside it.
            var holdsArticle = Array(repeating: false, count: count)
            // A page's main part sits where it sits: a banner or aside left unclosed around
            // `<main>` (browsers nest what follows inside it) is a wrapper, not the banner.
            var holdsMain = Array(repeating: false, count: count)
            var seenClasses: [String: UInt16] = [:]
            // Whether an element or something inside it sets visibility:visible, undoing a
            // visibility:hidden above it.
            var showsWithin = Array(repeating: false, count: count)
            // Whether an element holds a field for an e-mail address (a newsletter's sign-up).
            var asksForAddress = Array(repeating: false, count: count)
            for index in stride(from: count - 1, through: 0, by: -1) {
                try meter.step()
                let parent = Int(nodes[index].parent)
                guard nodes[index].tag != .text else {
                    if parent >= 0, !hasOwnText[parent], nodes[index].text.utf8.contains(where: { $0 > 0x20 }) { hasOwnText[parent] = true }
                    continue
                }
                if parent >= 0, nodes[index].tag.isBlock, nodes[index].tag != .label { hasBlockChild[parent] = true }
                if parent >= 0, hasBlockChild[parent] || holdsBlock[index] { holdsBlock[parent] = true }
                if parent >= 0, holdsDataMarks[index] || Self.marksData(nodes[index].tag, holdsSomething: tree.subtreeEnd(index) > index + 1) {
                    holdsDataMarks[parent] = true
                }
                verdicts[index] = BoilerplateHints.verdict(nodes[index], seen: &seenClasses)
                if nodes[index].tag.headingLevel != nil, verdicts[index].soundsLikeJunk, let id = nodes[index].attribute("id"),
                   Self.isSlug(id, of: tree.text(of: index, maximumNodes: 64, maximumLength: 400) ?? "") {
                    verdicts[index] = BoilerplateHints.verdict(nodes[index], seen: &seenClasses, readingID: false)
                }
                if verdicts[index].marksArticle { holdsArticle[index] = true }
                if holdsArticle[index], parent >= 0 { holdsArticle[parent] = true }
                if nodes[index].tag == .main || nodes[index].attribute("role", is: "main") { holdsMain[index] = true }
                if holdsMain[index], parent >= 0 { holdsMain[parent] = true }
                if !showsWithin[index], BoilerplateHints.setsVisible(nodes[index]) { showsWithin[index] = true }
                if showsWithin[index], parent >= 0 { showsWithin[parent] = true }
                if !asksForAddress[index], nodes[index].tag == .input, Self.asksForEmail(nodes[index]) { asksForAddress[index] = true }
                // (Not out of a popup: a sign-up popup in the share bar beside a byline is the
                // popup's, shown on a click, and goes by its own name.)
                if asksForAddress[index], parent >= 0, !BoilerplateHints.namesPopup(nodes[index]) { asksForAddress[parent] = true }
            }

            // What the page marks as not content. Under visibility:hidden only what nothing
            // sets visible again goes: the hidden box's own words, not its visible parts.
            var invisible = Array(repeating: false, count: count)
            for index in 0..<count {
                try meter.step()
                let parent = Int(nodes[index].parent)
                if parent >= 0, excluded[parent] {
                    excluded[index] = true
                    continue
                }
                let underInvisible = parent >= 0 && invisible[parent]
                guard nodes[index].tag != .text else {
                    excluded[index] = underInvisible
                    continue
                }
                if readsNoscript && nodes[index].tag == .noscript && !Self.asksForJavaScript(tree, index) { continue }
                if readsAsides && nodes[index].tag == .aside { continue }
                // (A footer of four paragraphs of prose or more inside the article is no footer:
                // a video's transcript set in the article's footer of facts. The page's own,
                // about the site, is.)
                if nodes[index].tag == .footer, Self.isInsideArticle(index, nodes), Self.holdsProse(index, tree, paragraphs: 4) { continue }
                if Self.isMarkedBoilerplate(nodes[index], holdsMain: holdsMain[index], judgesRoles: judgesRoles ?? judgeNames) {
                    excluded[index] = true
                    continue
                }
                let showing = Self.mayBeHidden(nodes[index]) ? BoilerplateHints.showing(nodes[index], byClass: judgeNames) : .shown
                if showing == .removed, Self.isFormulasReadableCopy(index, tree) {
                    // (Its picture, hidden from screen readers, is the one left out.)
                } else if showing == .removed {
                    excluded[index] = true
                } else if !readsInvisible, showing == .invisible || (underInvisible && showing != .visible) {
                    if showsWithin[index] { invisible[index] = true } else { excluded[index] = true }
                }
            }

            // Each text node measured once; the sums can then be taken again cheaply.
            var own = [TextMeasure](repeating: TextMeasure(), count: count)
            // How much of a text's length counts as linked, in tenths: all of it inside a link,
            // three tenths inside a link to a part of the page ("#notes"), as Readability weighs it.
            var insideLink = [UInt8](repeating: 0, count: count)
            for index in 0..<count where !excluded[index] {
                try meter.step()
                let parent = Int(nodes[index].parent)
                // A custom element with an address is a link too (a design system's `<pp-link href>`).
                if parent >= 0, insideLink[parent] > 0 {
                    insideLink[index] = insideLink[parent]
                } else if nodes[index].tag == .a && !Self.isHeadingsOwnAnchor(index, nodes) || nodes[index].tag == .other && nodes[index].attribute("href") != nil {
                    insideLink[index] = Self.linksWithinThePage(nodes[index]) ? 3 : 10
                }
                if parent >= 0 {
                    insideCell[index] = insideCell[parent] || nodes[parent].tag == .td || nodes[parent].tag == .th
                    // Any phrase of a paragraph or a caption is one, whether the paragraph has
                    // words of its own or only phrases (a caption's `<span class="credit">` after
                    // its `<span>` of what the picture shows).
                    isPhrase[index] = nodes[index].tag.isPhrase(inside: nodes[parent].tag, parentHasText: hasOwnText[parent])
                        || (nodes[parent].tag == .other && isPhrase[parent] && (nodes[index].tag.isInline || nodes[index].tag == .other))
                        || (nodes[parent].tag == .p || nodes[parent].tag == .figcaption) && nodes[index].tag.isInline
                }
                if nodes[index].tag == .text {
                    try meter.step(nodes[index].text.utf8.count / 64)
                    // A full stop just after a link or an emphasis ("see <a>the manual</a>.") ends
                    // the sentence its words began.
                    let afterWord = index > 0 && nodes[index - 1].tag == .text && Self.endsInWord(nodes[index - 1].text)
                    own[index] = Self.measure(nodes[index].text, afterWord: afterWord)
                }
            }
            try sum(nodes, own: own, insideLink: insideLink, meter: meter)
            guard judgeNames else { return }

            // Names that sound like clutter, on elements that look like it.
            let pageText = textLength[tree.body]
            var named = false
            // Inside a machinery-named element kept for holding the article (a list article's
            // "gallery"), such names mark its parts ("gallery-slide", "caption"): each goes only
            // when it looks like clutter.
            var insideKept = Array(repeating: false, count: count)
            var threadCounts: [Int: [String: Int]] = [:]
            var articleShapes: [Int: Set<String>] = [:]
            // Each box's last child element seen so far, to know what comes before an element.
            var lastElement = [Int32](repeating: -1, count: count)
            var bylineFound = false
            // Where the review's verdict last found ends: its parts ("rating-block__cell--pros")
            // are the verdict's, whatever they are called.
            var verdictEnd = -1
            for index in 0..<count {
                try meter.step()
                let parent = Int(nodes[index].parent)
                let previous = parent >= 0 ? Int(lastElement[parent]) : -1
                if parent >= 0, nodes[index].tag != .text { lastElement[parent] = Int32(index) }
                if parent >= 0, excluded[parent] {
                    if !excluded[index] { named = true }
                    excluded[index] = true
                    continue
                }
                if parent >= 0 { insideKept[index] = insideKept[parent] }
                // A forum's replies, each shaped as the first post that holds the article
                // (Discourse's "topic-body crawler-post"): the thread, as Readability keeps it,
                // not comments beside a story.
                if verdicts[index].soundsLikeNeighbour, !holdsArticle[index],
                   isShapedAsArticle(index, parent: parent, nodes: nodes, tree: tree, holdsArticle: holdsArticle, shapes: &articleShapes) {
                    isArticlesPeer[index] = true
                    continue
                }
                // Readers' comments named like a comment and like text, whose article word alone
                // would keep them: siblings of a thread among the article's paragraphs
                // ("commentText"), or a box under a heading that says so ("story-comments
                // content-panel" over "Latest Comments").
                if verdicts[index].soundsLikeNeighbour, verdicts[index].soundsLikeArticle, !verdicts[index].soundsLikeChrome,
                   !excluded[index], nodes[index].tag != .text, !holdsArticle[index], !nodes[index].tag.isLandmark,
                   !isPhrase[index],
                   isThreadItem(index, parent: parent, nodes: nodes, tree: tree, counts: &threadCounts) || isCommentSection(index, tree: tree) {
                    excluded[index] = true
                    named = true
                    continue
                }
                // What Readability takes for never the article by its name alone ("extraInfo",
                // "remark", "supplemental", a feed's "rsslink"), prose though it holds, as it
                // drops it on its first reading. (Not a heading styled "text-extra-large", whose
                // headline and subheadings mark where the story starts and goes on; not a box
                // holding the story or the page's `<main>`; not inside a table; not a phrase among
                // a paragraph's words, which its sentence needs: "a <em class=related>long
                // report</em> that".)
                if !excluded[index], nodes[index].tag != .text, nodes[index].tag != .a, nodes[index].tag.headingLevel == nil, !holdsArticle[index],
                   !holdsMain[index], !insideCell[index], !isPhraseAmongWords(index, parent: parent), verdicts[index].soundsNeverTheArticle {
                    excluded[index] = true
                    named = true
                    continue
                }
                // A short box named for sharing ("share-tools", "post_share"): Readability takes
                // it out of the story whatever it says, under 500 characters (a paragraph too).
                if !excluded[index], nodes[index].tag != .text, !holdsArticle[index], !holdsMain[index], textLength[index] < 500,
                   !isPhraseAmongWords(index, parent: parent), BoilerplateHints.namesShareButtons(nodes[index]) {
                    excluded[index] = true
                    named = true
                    continue
                }
                // A box asking for an e-mail address around a few lines ("Stay connected: get
                // the latest updates…"), whatever it is called: a sign-up, not the story.
                if asksForAddress[index], !excluded[index], !holdsArticle[index], !verdicts[index].soundsLikeArticle, nodes[index].tag.isBlock,
                   textLength[index] <= 600, textLength[index] * 2 < pageText {
                    excluded[index] = true
                    named = true
                    continue
                }
                // The page's first line named or marked as its byline ("articleByline", "author",
                // `rel="author"`), when its metadata names no writer: the byline, shown above the
                // story, as Readability takes it, not a line of the story.
                if takesBylineLine, !bylineFound, !excluded[index], nodes[index].tag != .text, !holdsArticle[index],
                   verdicts[index].namesByline || Self.marksAuthor(nodes[index]), textLength[index] > 0, textLength[index] < 100 {
                    bylineFound = true
                    excluded[index] = true
                    named = true
                    continue
                }
                if verdicts[index].soundsLikeNotes, !excluded[index], !holdsArticle[index], holdsNotes(index, tree: tree) {
                    excluded[index] = true
                    named = true
                    continue
                }
                // (A consent centre has a "main-content" of its own.) A section is not judged by
                // its name unless Readability drops it for that too (on its first reading, or as
                // a short box of share buttons): it weighs names only on the boxes, lists,
                // tables and forms it cleans, and keeps a `<section class="widget">` in the story.
                guard !excluded[index], nodes[index].tag != .text, verdicts[index].isJunk,
                      nodes[index].tag != .section || BoilerplateHints.isNeverTheArticleToReadability(nodes[index])
                        || textLength[index] < 500 && BoilerplateHints.namesShareButtons(nodes[index]),
                      !holdsArticle[index] || verdicts[index].soundsLikePrivacyNotice,
                      !nodes[index].tag.isLandmark, !nodes[index].attribute("itemprop", is: "articlebody")
                else { continue }
                // A phrase inside a paragraph is part of its sentence, whatever it is called.
                if isPhrase[index] || index < verdictEnd { continue }
                // So is a subheading between two of the story's paragraphs, whatever it is called
                // (`<h3 class="widget-title">` over the next part of the story; an `<h1>` or `<h2>`
                // so named the builder takes out, as Readability's cleaning of headers does). Not
                // one named as Readability's first reading drops, whatever stands around it
                // (`<h3 class="comment-head">`).
                if nodes[index].tag.headingLevel != nil, linkLength[index] == 0, !BoilerplateHints.isNeverTheArticleToReadability(nodes[index]),
                   previous >= 0, isParagraphOfSentences(previous, tree: tree),
                   let next = nextElement(after: index, tree: tree), isParagraphOfSentences(next, tree: tree) { continue }
                let neighbour = verdicts[index].soundsLikeNeighbour && (linkLength[index] > 0 || !insideCell[index])
                    && !isParagraphOfProse(index, tag: nodes[index].tag)
                    && (looksLikeClutter(index, pageText: pageText) || !readsAsOneText(index, tree: tree) || readsAsSignedPosts(index, tree: tree)
                        || readsAsHeadedPosts(index, tree: tree))
                let chromeByName = !insideKept[index] && isChrome(index, pageText: pageText, tag: nodes[index].tag)
                let verdict = chromeByName && isVerdict(index, tree: tree)
                if verdict { verdictEnd = tree.subtreeEnd(index) }
                // (A heading there is a slide's title: "image-gallery__title" over its words.)
                let chrome = insideKept[index]
                    ? verdicts[index].soundsLikeChrome && nodes[index].tag != .p && nodes[index].tag.headingLevel == nil
                        && looksLikeClutter(index, pageText: pageText) && !readsAsSentences(index) && !readsAsCaption(index)
                    : chromeByName && !verdict
                        // A table whose markup says it holds data (heading cells, a caption)
                        // Readability never judges, whatever else it is called (a wiki's
                        // "vertical-navbox" of its subject's topics under their headings),
                        // once its name or role has not dropped it first.
                        && !(nodes[index].tag == .table && marksData(index, tree: tree)
                             && !BoilerplateHints.isNeverTheArticleToReadability(nodes[index]) && !BoilerplateHints.hasNeverTheArticleRole(nodes[index]))
                if !neighbour, !chrome, verdicts[index].soundsLikeChrome { insideKept[index] = true }
                if neighbour || chrome {
                    excluded[index] = true
                    named = true
                }
            }
            if named { try sum(nodes, own: own, insideLink: insideLink, meter: meter) }
        }
    }

    /// A phrase of a paragraph that has words of its own besides: part of a sentence, whatever
    /// its name says ("a <em class=related>long report</em> that").
    private func isPhraseAmongWords(_ index: Int, parent: Int) -> Bool {
        isPhrase[index] && parent >= 0 && hasOwnText[parent]
    }

    /// Whether an id is the heading's own words made into an address (a blog's or a manual's
    /// `id="common-mistake-5-modifying-a-list-while-iterating-over-it"`): it names nothing, and
    /// the words inside it ("iterating") say nothing of what the heading is.
    static func isSlug(_ id: String, of text: String) -> Bool {
        func key(_ string: String) -> String.UnicodeScalarView {
            var key = String.UnicodeScalarView()
            for scalar in string.unicodeScalars where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                key.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
            return key
        }
        let idKey = String(key(id)), textKey = String(key(text))
        // Tools cut long slugs short, and some put their own prefix before it ("user-content-").
        return idKey.count >= 8 && textKey.count >= 8 && (textKey.hasPrefix(idKey) || idKey.hasSuffix(textKey))
    }

    /// `rel="author"`, or an `itemprop` that names the author.
    private static func marksAuthor(_ node: DOMTree.Node) -> Bool {
        node.attribute("rel", is: "author") || node.attribute("itemprop")?.lowercased().contains("author") == true
    }

    /// A `<p>` the page shows that says a sentence or more.
    private func isParagraphOfSentences(_ index: Int, tree: DOMTree) -> Bool {
        tree.nodes[index].tag == .p && !excluded[index] && sentences[index] >= 1 && textLength[index] >= 40
    }

    /// The element after `index` among its siblings, past blank text.
    func nextElement(after index: Int, tree: DOMTree) -> Int? {
        var sibling = Int(tree.nodes[index].nextSibling)
        while sibling >= 0 {
            if tree.nodes[sibling].tag != .text { return sibling }
            if textLength[sibling] > 0 { return nil }
            sibling = Int(tree.nodes[sibling].nextSibling)
        }
        return nil
    }

    /// A field for an e-mail address: `type="email"`, or a text field named or labelled so.
    static func asksForEmail(_ node: DOMTree.Node) -> Bool {
        let type = node.attribute("type")?.lowercased() ?? "text"
        if type == "email" { return true }
        guard type == "text" else { return false }
        return ["name", "id", "placeholder", "autocomplete"].contains { name in
            guard let value = node.attribute(name)?.lowercased() else { return false }
            return value.contains("email") || value.contains("e-mail")
        }
    }

    /// A box or list named for notes that holds them as blocks of their own (a rule and a
    /// numbered list, a definition per note): what Readability removes for its name, as it
    /// removes every box, list or table so named. A note beside its sentence (a sidenote's
    /// span), a `<section>` or `<ol>` of notes, and a box of one paragraph (which Readability
    /// reads as that paragraph) are not such blocks, and stay.
    func holdsNotes(_ index: Int, tree: DOMTree) -> Bool {
        let tag = tree.nodes[index].tag
        guard tag == .div || tag == .ul || tag == .table, hasBlockChild[index] else { return false }
        // Notes set as a table with headings (a plugin's numbered footnotes under a caption)
        // are a table of data, which Readability keeps.
        let end = tree.subtreeEnd(index)
        if end - index <= 2_000, (index..<end).contains(where: { tree.nodes[$0].tag.namesTableColumns }) { return false }
        var blocks = 0
        for child in tree.children(of: index) where tree.nodes[child].tag.isBlock {
            if tree.nodes[child].tag != .p { return true }
            blocks += 1
        }
        return blocks >= 2
    }

    /// A box named for comments whose first headings name them too ("Have your say" over
    /// "Latest Comments", "Kommentare", "3 comments"): the readers' thread, however else the
    /// box is named.
    func isCommentSection(_ index: Int, tree: DOMTree) -> Bool {
        func namesComments(_ text: String) -> Bool {
            let folded = text.lowercased()
            return ["comment", "kommentar", "coment"].contains { folded.holds($0) }
        }
        guard tree.nodes[index].attributes.contains(where: { ($0.name == "class" || $0.name == "id") && namesComments($0.value) }) else { return false }
        let end = min(tree.subtreeEnd(index), index + 32)
        var headings = 0
        for position in index + 1..<end where tree.nodes[position].tag.headingLevel != nil {
            guard let heading = tree.text(of: position, maximumNodes: 12, maximumLength: 60) else { return false }
            if namesComments(heading) { return true }
            headings += 1
            if headings == 2 { return false }
        }
        return false
    }

    /// Whether an element is named (digits aside) as a sibling that holds the article is. Each
    /// parent's children are looked at once.
    func isShapedAsArticle(_ index: Int, parent: Int, nodes: UnsafeBufferPointer<DOMTree.Node>, tree: DOMTree, holdsArticle: [Bool],
                           shapes: inout [Int: Set<String>]) -> Bool {
        guard parent >= 0 else { return false }
        if shapes[parent] == nil {
            var found: Set<String> = []
            for child in tree.children(of: parent) where holdsArticle[child] && nodes[child].tag != .text {
                let shape = BoilerplateHints.shape(nodes[child])
                if !shape.isEmpty { found.insert(shape) }
            }
            shapes[parent] = found
        }
        // (Most boxes have no sibling that holds the article: their own names are not read.)
        guard let found = shapes[parent], !found.isEmpty else { return false }
        return found.contains(BoilerplateHints.shape(nodes[index]))
    }

    /// Whether an element named like an article's neighbour and like text ("commentText") is
    /// one of three or more siblings so named alike (digits aside): the items of a thread. A
    /// single one ("comments-text" around a section of the story) keeps what its article word
    /// gives it. Each parent's children are counted once.
    func isThreadItem(_ index: Int, parent: Int, nodes: UnsafeBufferPointer<DOMTree.Node>, tree: DOMTree,
                      counts: inout [Int: [String: Int]]) -> Bool {
        guard parent >= 0 else { return false }
        if counts[parent] == nil {
            var found: [String: Int] = [:]
            for child in tree.children(of: parent) where verdicts[child].soundsLikeNeighbour && verdicts[child].soundsLikeArticle {
                found[BoilerplateHints.shape(nodes[child]), default: 0] += 1
            }
            counts[parent] = found
        }
        return (counts[parent]?[BoilerplateHints.shape(nodes[index])] ?? 0) >= 3
    }

    /// Named like the page's machinery (a cookie banner, a newsletter box, a menu), unless it
    /// holds a large share of the page's text: a "masthead" or "widget" wrapper around
    /// everything, the "gallery" that is a list article's body.
    /// A paragraph is judged by what it says, not by such a name (sites mark the paragraphs
    /// after a paywall's start "paywall"), and so is a list of sentences.
    func isChrome(_ index: Int, pageText: Int32, tag: Tag) -> Bool {
        // (A paragraph is the story's, whatever it is called, unless it is a consent notice's
        // line without a sentence: "In order to view the video, please allow Manage Cookies".)
        guard verdicts[index].soundsLikeChrome,
              tag != .p || verdicts[index].soundsLikePrivacyNotice && sentences[index] == 0 && textLength[index] < 200 else { return false }
        // Nor is a list of sentences (the story's own points, past a "paywall" mark), nor a
        // caption that says what the picture shows in a sentence.
        if tag == .ul || tag == .ol, sentences[index] >= 2, readsAsSentences(index) { return false }
        // Nor a quotation in sentences, a widget's though it is (a site's quote box).
        if tag == .blockquote, readsAsSentences(index) { return false }
        if readsAsCaption(index) { return false }
        // A consent notice outweighing the story stays machinery; one around nearly all the
        // page is a wrapper.
        if verdicts[index].soundsLikePrivacyNotice { return textLength[index] * 4 < pageText * 3 }
        return !(textLength[index] * 4 >= pageText && linkDensity(index) < 0.5)
    }

    /// A table Readability takes for data by its markup alone: a caption, heading cells, a
    /// header or footer row; not one laid out for presentation.
    func marksData(_ table: Int, tree: DOMTree) -> Bool {
        holdsDataMarks[table] && !tree.nodes[table].attribute("role", is: "presentation")
    }

    private static func marksData(_ tag: Tag, holdsSomething: Bool) -> Bool {
        switch tag {
        case .th, .thead, .tfoot: true
        case .caption: holdsSomething
        default: false
        }
    }

    /// A review's verdict in a box named for its rating: points for and against, set as lists,
    /// with nothing to rate with (no link elsewhere, button or field; tabs that switch between
    /// its own panes, "Pros" "Cons" "Details" on a small screen, are no link). What it says is
    /// the review's, and Readability keeps it; a box to give stars or a score in is machinery.
    func isVerdict(_ index: Int, tree: DOMTree) -> Bool {
        guard linkDensity(index) < 0.25, textLength[index] >= 20, BoilerplateHints.namesRating(tree.nodes[index]) else { return false }
        let end = tree.subtreeEnd(index)
        guard end - index <= 400 else { return false }
        var lists = false
        for inner in index + 1..<end {
            switch tree.nodes[inner].tag {
            case .a:
                let href = tree.nodes[inner].attribute("href") ?? ""
                guard href.isEmpty || href.hasPrefix("#") || href.allSatisfy(\.isNumber) else { return false }
            case .form, .input, .button, .select, .textarea, .label: return false
            case .ul, .ol, .dl: lists = true
            default: continue
            }
        }
        return lists
    }

    /// Named a caption and saying what the picture shows, with or without a full stop ("Troops
    /// on the border on Monday (Image: GETTY)"): what readers, Readability among them, show under
    /// the picture. A credit's few words ("Image: Getty") are not. A sentence makes a shorter
    /// line a caption (in Chinese thirty characters say as much: "病患林鴻死亡後，…急救。資料照片").
    func readsAsCaption(_ index: Int) -> Bool {
        verdicts[index].soundsLikeCaption && (textLength[index] >= 40 || sentences[index] >= 1 && textLength[index] >= 24)
            && linkDensity(index) < 0.25
    }

    /// A story's header holding the headline and, under it, its standfirst: a paragraph of a
    /// sentence or more, barely linked, among the header's first few dozen elements. With
    /// `inABox`, a box so written counts too (`<section class="article-teaser">`).
    func holdsStandfirst(_ header: Int, in tree: DOMTree, inABox: Bool = false) -> Bool {
        var headline = false
        for index in header + 1..<min(tree.subtreeEnd(header), header + 48) where !excluded[index] {
            let tag = tree.nodes[index].tag
            if tag == .h1 { headline = true }
            guard headline, tag == .p || inABox && (tag == .div || tag == .section) else { continue }
            if textLength[index] >= 100, sentences[index] >= 1, linkDensity(index) < 0.2 { return true }
        }
        return false
    }

    /// A paragraph's worth of sentences with hardly a link: what a list article's slide says
    /// about its picture, inside the "gallery" that is the article.
    func readsAsSentences(_ index: Int) -> Bool {
        textLength[index] >= 80 && sentences[index] >= 1 && linkDensity(index) < 0.25
    }

    /// Short, mostly links, or without sentences, and not a large share of the page.
    func looksLikeClutter(_ index: Int, pageText: Int32) -> Bool {
        let text = textLength[index]
        if text == 0 { return true }
        if text * 4 >= pageText, linkDensity(index) < 0.5 { return false }
        if linkDensity(index) > 0.33 { return true }
        if text < 200 { return true }
        return sentences[index] < 3 && paragraphs[index] < 2
    }

    /// A `<p>` of a long sentence or more, hardly linked: a paragraph of the story, whatever a
    /// plugin named it ("selectionShareable", for sharing a quote picked from it).
    func isParagraphOfProse(_ index: Int, tag: Tag) -> Bool {
        tag == .p && textLength[index] >= 200 && linkDensity(index) < 0.33
    }

    /// Whether an element's text is its own paragraphs (a section of an article, however it is
    /// named) rather than a list of items each with blocks of their own (comments, teasers).
    /// Single wrappers are looked through.
    func readsAsOneText(_ index: Int, tree: DOMTree) -> Bool {
        var node = index
        for _ in 0..<5 {
            var only: Int?
            var withText = 0
            for child in tree.children(of: node) where !excluded[child] && textLength[child] > 0 {
                withText += 1
                only = child
            }
            guard withText == 1, let child = only, tree.nodes[child].tag != .text,
                  textLength[child] * 10 >= textLength[node] * 9 else { break }
            node = child
        }
        var direct: Int32 = 0
        for child in tree.children(of: node) where !excluded[child] {
            switch tree.nodes[child].tag {
            case .ul, .ol:
                // A list of plain items is prose; a list whose items hold blocks is a thread.
                if !tree.children(of: child).contains(where: { hasBlockChild[$0] }) { direct += textLength[child] }
            case .div, .section, .article, .li, .other, .form, .header, .details:
                continue
            default:
                direct += textLength[child]
            }
        }
        return direct * 10 >= textLength[node] * 6
    }

    /// Whether an element's paragraphs are posts each signed on a line of its own ("I was on
    /// that cruise…" then "Ann Lee, Marsham, UK"), as readers' comments were set before each
    /// had a box: three signatures or more, each a short line without a sentence's end after
    /// a longer paragraph. Only asked of elements named like an article's neighbour; a page
    /// of letters to the editor, named as the page's content, stays.
    func readsAsSignedPosts(_ index: Int, tree: DOMTree) -> Bool {
        var signatures = 0
        var previous: Int32 = 0
        for child in tree.children(of: index) where !excluded[child] && textLength[child] > 0 {
            let length = textLength[child]
            if tree.nodes[child].tag == .p, length < 60, sentences[child] == 0, linkLength[child] == 0, previous >= 60 {
                signatures += 1
            }
            previous = length
        }
        return signatures >= 3
    }

    /// Whether an element's posts are each headed by a line that gives the time it was written
    /// (a blog's comments as its engine set them: "# re: the post's title 2004-12-27 12:46
    /// flyingbirds" over each reader's words): three such headings or more, a quarter of the
    /// parts that say anything. A story's subheadings tell no time of day.
    func readsAsHeadedPosts(_ index: Int, tree: DOMTree) -> Bool {
        var parts = 0
        var headings = 0
        for child in tree.children(of: index) where !excluded[child] && textLength[child] > 0 {
            parts += 1
            guard tree.nodes[child].tag.headingLevel != nil,
                  let line = tree.text(of: child, maximumNodes: 24, maximumLength: 200) else { continue }
            let bytes = Array(line.utf8)
            func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
            // A time of day: a digit, a colon, two digits and no third.
            let saysTime = bytes.indices.contains { at in
                bytes[at] == UInt8(ascii: ":") && isDigit(at - 1) && isDigit(at + 1) && isDigit(at + 2) && !isDigit(at + 3)
            }
            if saysTime { headings += 1 }
        }
        return headings >= 3 && headings * 4 >= parts
    }

    /// Sums each subtree's measures, leaving out what is excluded.
    private mutating func sum(_ nodes: UnsafeBufferPointer<DOMTree.Node>, own: [TextMeasure], insideLink: [UInt8],
                              meter: WorkMeter) throws(ExtractionStop) {
        let count = nodes.count
        for index in 0..<count {
            textLength[index] = 0
            linkLength[index] = 0
            commas[index] = 0
            commasInFigures[index] = 0
            sentences[index] = 0
            paragraphs[index] = 0
            images[index] = 0
            listItems[index] = 0
        }
        for index in stride(from: count - 1, through: 0, by: -1) where !excluded[index] {
            try meter.step()
            switch nodes[index].tag {
            case .text:
                let measure = own[index]
                textLength[index] = measure.length
                commas[index] = measure.commas
                commasInFigures[index] = measure.commasInFigures
                sentences[index] = measure.sentences
                if insideLink[index] > 0 { linkLength[index] = (measure.length * Int32(insideLink[index]) + 9) / 10 }
            case .p: paragraphs[index] += 1
            case .img: images[index] += 1
            case .li: listItems[index] += 1
            default: break
            }
            let parent = Int(nodes[index].parent)
            guard parent >= 0 else { continue }
            textLength[parent] += textLength[index]
            linkLength[parent] += linkLength[index]
            commas[parent] += commas[index]
            commasInFigures[parent] += commasInFigures[index]
            sentences[parent] += sentences[index]
            paragraphs[parent] += paragraphs[index]
            images[parent] += images[index]
            listItems[parent] += listItems[index]
        }
    }

    /// A link to a part of this page: an address of `#` and a name.
    private static func linksWithinThePage(_ node: DOMTree.Node) -> Bool {
        guard let href = node.attribute("href") else { return false }
        return href.utf8.first == UInt8(ascii: "#") && href.utf8.count > 1
    }

    /// A heading's link to itself ("<h2 id=examples><a href="#examples">Examples</a></h2>", as
    /// documentation writes every heading): the heading's words, not a link away.
    private static func isHeadingsOwnAnchor(_ index: Int, _ nodes: UnsafeBufferPointer<DOMTree.Node>) -> Bool {
        guard let href = nodes[index].attribute("href"), href.hasPrefix("#"), href.utf8.count > 1 else { return false }
        var ancestor = Int(nodes[index].parent)
        for _ in 0..<2 {
            guard ancestor >= 0 else { return false }
            if nodes[ancestor].tag.headingLevel != nil { return true }
            ancestor = Int(nodes[ancestor].parent)
        }
        return false
    }

    /// Every comma `index` holds, as Readability counts them when it judges a box: ten are
    /// prose, a figure's among them.
    func readabilitysCommas(_ index: Int) -> Int32 { commas[index] + commasInFigures[index] }

    func linkDensity(_ index: Int) -> Float {
        let text = textLength[index]
        return text > 0 ? Float(linkLength[index]) / Float(text) : 0
    }

    /// Whether an element holds `paragraphs` paragraphs of prose, each a hundred bytes of its own
    /// words or more. (Asked of the few footers inside an article, counted only so far.)
    private static func holdsProse(_ index: Int, _ tree: DOMTree, paragraphs: Int) -> Bool {
        var found = 0
        for position in index + 1..<tree.subtreeEnd(index) where tree.nodes[position].tag == .p {
            let words = tree.children(of: position).reduce(0) { $0 + (tree.nodes[$1].tag == .text ? tree.nodes[$1].text.utf8.count : 0) }
            if words >= 100 { found += 1 }
            if found >= paragraphs { return true }
        }
        return false
    }

    /// Whether an element sits inside an `<article>` or `<main>`.
    private static func isInsideArticle(_ index: Int, _ nodes: UnsafeBufferPointer<DOMTree.Node>) -> Bool {
        var ancestor = Int(nodes[index].parent)
        while ancestor >= 0 {
            if nodes[ancestor].tag == .article || nodes[ancestor].tag == .main { return true }
            ancestor = Int(nodes[ancestor].parent)
        }
        return false
    }

    /// A `<noscript>` that only asks for what it stands in for ("Please enable JavaScript to
    /// view the comments"): words to a browser without scripts, never the page's own.
    private static func asksForJavaScript(_ tree: DOMTree, _ index: Int) -> Bool {
        guard let text = tree.text(of: index, maximumNodes: 24, maximumLength: 300) else { return false }
        return text.lowercased().contains("javascript")
    }

    /// What the page itself marks as not content: tags that never are, navigation, asides and
    /// footers, and landmark roles (when `judgesRoles`) — a landmark only when it does not
    /// hold the page's `<main>`.
    /// A figure's caption is content: it is what readers (and Readability) show under the
    /// picture.
    private static func isMarkedBoilerplate(_ node: DOMTree.Node, holdsMain: Bool, judgesRoles: Bool) -> Bool {
        if node.tag.isNeverContent { return true }
        switch node.tag {
        case .nav, .aside, .footer: return !holdsMain
        default: return judgesRoles && mayBeHidden(node) && !holdsMain && BoilerplateHints.hasJunkRole(node)
        }
    }

    /// A formula's MathML hidden by a style beside the same formula drawn as a picture (a wiki's
    /// `<span style="display: none"><math>…</math></span><img alt="{\displaystyle N}">`): the
    /// copy screen readers read, and the one that reads as text, where the picture is only seen.
    static func isFormulasReadableCopy(_ index: Int, _ tree: DOMTree) -> Bool {
        func isBlank(_ node: Int) -> Bool {
            tree.nodes[node].tag == .text && !tree.nodes[node].text.utf8.contains { $0 > 0x20 }
        }
        var formula: Int?
        for child in tree.children(of: index) where !isBlank(child) {
            guard formula == nil, tree.nodes[child].tag == .math else { return false }
            formula = child
        }
        guard formula != nil else { return false }
        var sibling = Int(tree.nodes[index].nextSibling)
        while sibling >= 0, isBlank(sibling) { sibling = Int(tree.nodes[sibling].nextSibling) }
        return sibling >= 0 && tree.nodes[sibling].tag == .img
    }

    /// The page's own wrappers and the box it names as the article's body are read even when
    /// a style hides them (a script shows them once it runs).
    private static func mayBeHidden(_ node: DOMTree.Node) -> Bool {
        switch node.tag {
        case .body, .html, .main, .article: return false
        default: return !node.attribute("itemprop", is: "articlebody")
        }
    }

    struct TextMeasure {
        var length: Int32 = 0
        var commas: Int32 = 0
        var commasInFigures: Int32 = 0
        var sentences: Int32 = 0
    }

    /// Whether a text ends in a letter or digit (of any script).
    static func endsInWord(_ text: String) -> Bool {
        guard let last = text.utf8.last else { return false }
        return (last | 0x20) >= 0x61 && (last | 0x20) <= 0x7A || last >= 0x80 || (last >= 0x30 && last <= 0x39)
    }

    /// Characters with whitespace runs counted as one, commas (Western and CJK), and sentence
    /// endings; `afterWord` when the text goes on from a word just before it (a link's).
    static func measure(_ text: String, afterWord: Bool = false) -> TextMeasure {
        var text = text
        // Read from the string's own bytes: every text node of the page comes here.
        return text.withUTF8 { measure($0, afterWord: afterWord) }
    }

    private static func measure(_ utf8: UnsafeBufferPointer<UInt8>, afterWord: Bool) -> TextMeasure {
        var measure = TextMeasure()
        var lastWasSpace = true
        var pendingEnd = false
        var afterLetter = afterWord
        // A comma is counted once the next thing after it shows it is not one of a list of
        // figures ("490 calories, 104 g carbohydrates, 22 g protein"; "1,000"): a nutrition
        // panel's or a table's commas say nothing of prose.
        var commaPending = false
        var bytes = utf8.makeIterator()
        while let byte = bytes.next() {
            if commaPending, byte > 0x20 {
                if byte < 0x30 || byte > 0x39 { measure.commas += 1 } else { measure.commasInFigures += 1 }
                commaPending = false
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                if !lastWasSpace { measure.length += 1 }
                if pendingEnd { measure.sentences += 1 }
                pendingEnd = false
                lastWasSpace = true
            case 0x80...0xBF:
                continue  // a continuation byte: part of the character already counted
            case 0xE3:
                // 。 and 、 (E3 80 82 / 81): the CJK full stop ends a sentence without a space
                // after it; the ideographic comma is a comma.
                let second = bytes.next()
                let third = bytes.next()
                if second == 0x80, third == 0x82 { measure.sentences += 1 }
                if second == 0x80, third == 0x81 { measure.commas += 1 }
                measure.length += 1
                lastWasSpace = false
                pendingEnd = false
            case 0xEF:
                // The full-width comma, exclamation and question marks of Chinese text (，！？,
                // EF BC 8C / 81 / 9F): a comma, and sentence ends without a space after them.
                let second = bytes.next()
                let third = bytes.next()
                if second == 0xBC, third == 0x8C { measure.commas += 1 }
                if second == 0xBC, third == 0x81 || third == 0x9F { measure.sentences += 1 }
                measure.length += 1
                lastWasSpace = false
                pendingEnd = false
                afterLetter = true
            case 0xD8:
                // Arabic's comma (،, D8 8C) and question mark (؟, D8 9F); the rest of D8 is letters.
                let second = bytes.next()
                if second == 0x8C {
                    measure.commas += 1
                    afterLetter = false
                } else if second == 0x9F {
                    pendingEnd = afterLetter || pendingEnd
                    afterLetter = false
                } else {
                    pendingEnd = false
                    afterLetter = true
                }
                measure.length += 1
                lastWasSpace = false
            case 0xE2, 0xC2:
                // General punctuation: a closing quote (” “ ’ ‘ › ‹, and » « after C2) after a
                // sentence's end still ends it ("…, she said.” The"); an ellipsis after a
                // word ends one. Anything else here reads as a letter, as it did.
                // (A switch, not a set: this runs for every such character of the page.)
                var closesQuote = false
                var isEllipsis = false
                let second = bytes.next()
                if byte == 0xC2 {
                    closesQuote = second == 0xBB || second == 0xAB
                } else if let third = bytes.next(), second == 0x80 {
                    switch third {
                    case 0x98, 0x99, 0x9C, 0x9D, 0xB9, 0xBA: closesQuote = true
                    case 0xA6: isEllipsis = true
                    default: break
                    }
                }
                pendingEnd = (closesQuote && pendingEnd) || (isEllipsis && afterLetter)
                afterLetter = !isEllipsis
                measure.length += 1
                lastWasSpace = false
            default:
                if byte == UInt8(ascii: ",") { commaPending = true }
                let closes = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")")
                if closes && pendingEnd {
                    measure.length += 1
                    lastWasSpace = false
                    continue
                }
                let isEnd = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
                pendingEnd = isEnd && (afterLetter || pendingEnd)
                afterLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0xC0 || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\"")
                measure.length += 1
                lastWasSpace = false
            }
        }
        if pendingEnd { measure.sentences += 1 }
        if commaPending { measure.commas += 1 }
        return measure
    }
}
