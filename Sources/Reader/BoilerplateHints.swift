/// What an element's class, id and role say about it. The words are the vocabulary sites use
/// for the parts around an article (navigation, share bars, comment threads, cookie banners,
/// "related" rails) and for the article itself; they are matched inside names, so
/// "post-comments" and "commentList" both count.
enum BoilerplateHints {
    /// The page's machinery: never the article, whatever its size. (A byline's and a
    /// dateline's boxes are not: Readability keeps them in the story when the page's metadata
    /// names the writer, and otherwise takes the first short one for the byline, as
    /// `PageStatistics` does.)
    private static let chrome = [
        "newsletter", "subscribe", "signup", "sign-up", "cookie", "consent", "gdpr", "banner", "breadcrumb",
        "navbar", "nav-", "-nav", "menu", "footer", "masthead", "promo", "sponsor", "advert", "|ad-slot",
        "|ad-container", "adslot", "-ad-", "outbrain", "taboola", "popup", "modal", "spinner", "paywall", "skip-link",
        "skiplink", "pagination", "pager", "toolbar", "widget", "tags", "tag-list", "taglist", "author-bio", "author-box",
        "authorbox", "author-info", "authorinfo", "about-author", "about-the-author", "author-card", "authorcard",
        "authorbio", "-bio", "bio-", "print-only", "screen-reader", "sr-only", "visually-hidden", "visuallyhidden",
        "slideshow", "carousel", "rating", "reaction", "login", "signin",
    ]
    /// What usually stands beside an article (comments, share bars, related stories): left out
    /// when it looks like that, kept when it is written like the article (a chapter whose id
    /// starts "sharing-", a "read-more" div holding the rest of the story).
    private static let neighbours = [
        "comment", "comentari", "komment", "koment", "disqus", "share", "sharing", "social", "|sns", "sidebar", "side-bar", "related", "recommend",
        "more-stories", "trending", "most-popular", "mostpopular", "read-more", "readmore", "community", "recent-post",
    ]
    /// Names that mark the article; an element carrying one is kept even if it also matches `junk`.
    private static let article = [
        "article", "content", "entry", "post-body", "postbody", "post-content", "story", "main", "text",
        "body", "blog", "prose", "markdown", "rich-text", "richtext",
    ]

    /// Names only the article itself carries.
    private static let articleMarks = [
        "article-body", "articlebody", "article-content", "articlecontent", "entry-content", "post-content",
        "postcontent", "post-body", "postbody", "story-body", "storybody", "article__body", "article-text",
        "articletext", "story-content", "main-content", "maincontent",
    ]

    /// A picture's caption: what readers, Readability among them, show under the picture,
    /// however few its words ("Photo: River Times"), and the article's even where its name also
    /// sounds like machinery ("gallery-caption") when it says what the picture shows.
    private static let captions = ["caption"]

    /// The notice that asks leave to keep cookies: machinery that may say more than the story
    /// (a consent centre explaining each purpose), and never wraps it.
    private static let privacyNotices = ["cookie", "consent", "gdpr"]

    /// The notes under a text ("footnotes", "footnote-definitions"): left out as Readability
    /// leaves them, when they are a box or list of notes of their own.
    private static let notes = ["footnote"]

    /// The line under a headline that says what the story is about ("article-head-sub", a
    /// standfirst): the story's, however short and whatever it ends with.
    private static let subtitles = ["subtitle", "sub-title", "subhead", "sub-head", "head-sub", "standfirst"]

    /// Bit 0: chrome, bit 1: article, bit 2: article mark, bit 3: neighbour, bit 4: caption,
    /// bit 5: privacy notice, bit 6: notes, bit 7: subtitle.
    private static let matcher = NameMatcher([chrome, article, articleMarks, neighbours, captions, privacyNotices, notes, subtitles])

    /// What an element's names say, worked out once per element.
    struct Verdict: Sendable {
        /// Named like the page's machinery or like an article's neighbours.
        var soundsLikeJunk = false
        /// Named like the machinery: only a large share of the page's text makes it content.
        var soundsLikeChrome = false
        /// Named like an article's neighbours: judged by how it looks.
        var soundsLikeNeighbour = false
        var soundsLikeArticle = false
        var marksArticle = false
        var soundsLikeCaption = false
        /// Named like a cookie or consent notice.
        var soundsLikePrivacyNotice = false
        /// Named like the notes under a text.
        var soundsLikeNotes = false
        var soundsLikeSubtitle = false
        /// Named as Readability names what is never the article, without its exception.
        var soundsNeverTheArticle = false
        /// What Readability's words make of the names (`readabilitysWeight`).
        var readabilitysWeight: Int8 = 0
        /// Named as Readability names a byline ("articleByline", "author", "dateline").
        var namesByline = false

        /// Junk unless it also sounds like the article.
        var isJunk: Bool { soundsLikeJunk && !soundsLikeArticle }

        /// +25 for names that sound like the article, −25 for names that sound like the rest.
        var weight: Float { (soundsLikeArticle ? 25 : 0) - (soundsLikeJunk ? 25 : 0) }
    }

    /// The bits a class or id says once the words that mean something other than the
    /// vocabulary's word inside them are left out, each only for the kind of word it hides:
    /// - a utility class that sets how text looks ("text-lg", "dark:text-grey-7", Tailwind's
    ///   and Bootstrap's way; classes only): its "text" is no article word;
    /// - "context" (Drupal's "contextual-region" on every block, a section anchored
    ///   "OpeningContext"): the "text" inside it is none either;
    /// - a documentation tool's mark of the heading a part belongs under ("h2-related",
    ///   JetBrains' Writerside's way): it names no related stories;
    /// - what follows "not-" or "non-" at a word's start ("pmc-not-a-paywall" on every part of
    ///   a story a paywall does not cover) names no machinery or neighbour; nor does the part
    ///   after "no-" ("no-sponsor" on each slide of a list article no one sponsored; in
    ///   "no-access-comment" only "access"), except a notice's or a caption's word:
    ///   "no-consent" is the notice shown to those who gave none, "no-caption" a credit.
    static func withoutFalseWords(_ name: String, bits: UInt8, utilities: Bool) -> UInt8 {
        // Most names hold none of these: a look at the bytes settles it without splitting.
        guard mayHideWords(name, utilities: utilities) else { return bits }
        var reread: UInt8 = 0
        let words = name.lowercased().split(separator: " ").map { word -> Substring in
            let (kept, bits) = meaningfulPart(of: word, utilities: utilities)
            reread |= bits
            return kept
        }
        reread &= bits
        guard reread != 0 else { return bits }
        return bits & ~reread | matcher.matches(caseFolding: words.joined(separator: " ")) & reread
    }

    /// What `meaningfulPart` cuts, to know without splitting a name whether it holds any: bit
    /// 0 in any name, bit 1 in a class list only (the text utilities).
    private static let falseWordMarks = NameMatcher([["context", "-related", "not-", "not_", "non-", "no-"], ["text-"]])

    /// What "no-" still names: the notice and the caption (or credit) it describes.
    private static let undeniedWords = privacyNotices + captions + ["credit"]

    private static func mayHideWords(_ name: String, utilities: Bool) -> Bool {
        falseWordMarks.matches(caseFolding: name) & (utilities ? 3 : 1) != 0
    }

    /// Whether any word of a class list (split at white space) passes `test`, each word read
    /// in place: these are asked of every element that has a class.
    private static func anyWord(of classes: String, _ test: (Substring.UTF8View) -> Bool) -> Bool {
        let utf8 = classes.utf8
        var start = utf8.startIndex
        var position = start
        while position < utf8.endIndex {
            if utf8[position] <= 0x20 {
                if start < position, test(classes[start..<position].utf8) { return true }
                start = utf8.index(after: position)
            }
            position = utf8.index(after: position)
        }
        return start < position && test(classes[start..<position].utf8)
    }

    /// A class word that is the word "ad" itself, or begins a name with it ("ad", "ad__label",
    /// "ad-unit"): too short to look for inside words ("head", "shadow"), it is looked for as
    /// a word. ("ads" is not: Gmail's markup, pasted into posts, names each message "adn ads".)
    static func namesAdvert(_ classes: String) -> Bool {
        anyWord(of: classes) { word in
            var bytes = word.makeIterator()
            guard let a = bytes.next(), a | 0x20 == 0x61, let d = bytes.next(), d | 0x20 == 0x64 else { return false }
            guard let next = bytes.next() else { return true }
            return next == 0x2D || next == 0x5F
        }
    }

    /// A word of a name without what hides another meaning, and the bits to read again.
    private static func meaningfulPart(of word: Substring, utilities: Bool) -> (Substring, UInt8) {
        if utilities, word.split(separator: ":").last?.hasPrefix("text-") == true { return ("", 2) }
        let utf8 = word.utf8
        if utf8.count == 10, word.hasSuffix("-related"), utf8.first == UInt8(ascii: "h"),
           (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(utf8[utf8.index(after: utf8.startIndex)]) { return ("", 8) }
        var word = word
        var reread: UInt8 = 0
        if word.holds("context") {
            word = Substring(word.split(separator: "context", omittingEmptySubsequences: false).joined(separator: " "))
            reread = 2
        }
        // Each part of the name in turn, after a hyphen or an underscore.
        var start = word.startIndex
        while start < word.endIndex {
            let rest = word[start...]
            if rest.hasPrefix("not-") || rest.hasPrefix("not_") || rest.hasPrefix("non-") { return (word[..<start], reread | 41) }
            if rest.hasPrefix("no-"), !undeniedWords.contains(where: { rest.dropFirst(3).hasPrefix($0) }) {
                // Only the part after it: "no-access-comment" is still about comments.
                let denied = rest.dropFirst(3)
                let after = denied.firstIndex(where: { $0 == "-" || $0 == "_" }).map { denied[$0...] } ?? ""
                return (Substring(word[..<start] + " " + after), reread | 41)
            }
            guard let next = rest.firstIndex(where: { $0 == "-" || $0 == "_" }) else { break }
            start = word.index(after: next)
        }
        return (word, reread)
    }

    /// What the element's class and id say. Pages repeat the same class on hundreds of
    /// elements, so each distinct class is matched once per page (`seen`); ids are unique and
    /// matched as they come. With `readingID` false our words are not looked for in the id
    /// (a heading's own words made into one), though Readability's still are, as it reads it.
    static func verdict(_ node: DOMTree.Node, seen: inout [String: UInt16], readingID: Bool = true) -> Verdict {
        var verdict = Verdict()
        guard !node.attributes.isEmpty else {
            verdict.marksArticle = node.tag == .article || node.tag == .main
            return verdict
        }
        // A reader's comment marked up as one (WordPress themes write each as an
        // `<article itemprop="comment">`) is no article, whatever its tag.
        if isMarkedComment(node) {
            verdict.soundsLikeNeighbour = true
            verdict.soundsLikeJunk = true
            return verdict
        }
        var found: UInt8 = 0
        // Elementor, a page builder, calls every block of a page a widget ("elementor-widget-
        // text-editor" around the story's paragraphs): there the word weighs against the block,
        // as in Readability, but does not make it machinery; the rest of the name may
        // ("elementor-widget-nav-menu"). Bit 8 of a class list's bits says so.
        var buildersBlock = false
        var chromeByID = false
        // Bit 0: a word of Readability's for what is never the article; bit 1: its exception
        // (bits 9 and 10 of a class list's bits).
        var unlikely: UInt8 = 0
        var weight: Int8 = 0
        for attribute in node.attributes where !attribute.value.isEmpty {
            if attribute.name == "class" {
                // Class lists repeat on hundreds of elements: each is matched once per page.
                var bits: UInt16
                if let known = seen[attribute.value] {
                    bits = known
                } else {
                    let all = NameBits(allMatcher.allMatches(caseFolding: attribute.value), name: attribute.value)
                    var matched = all.ours
                    if matched != 0 { matched = withoutFalseWords(attribute.value, bits: matched, utilities: true) }
                    if namesAdvert(attribute.value) { matched |= 1 }
                    bits = UInt16(matched)
                    if matched & 1 != 0, namesOnlyBuildersBlock(attribute.value) { bits |= 0x100 }
                    bits |= UInt16(all.unlikely) << 9
                    bits |= UInt16(all.weight) << 11
                    if all.byline { bits |= 0x2000 }
                    seen[attribute.value] = bits
                }
                found |= UInt8(truncatingIfNeeded: bits)
                buildersBlock = bits & 0x100 != 0
                unlikely |= UInt8(truncatingIfNeeded: bits >> 9) & 3
                weight += readabilitysWeight(UInt8(truncatingIfNeeded: bits >> 11) & 3)
                if bits & 0x2000 != 0 { verdict.namesByline = true }
            } else if attribute.name == "id" {
                let all = NameBits(allMatcher.allMatches(caseFolding: attribute.value), name: attribute.value)
                if all.byline { verdict.namesByline = true }
                var bits = readingID ? all.ours : 0
                if bits != 0 { bits = withoutFalseWords(attribute.value, bits: bits, utilities: false) }
                chromeByID = bits & 1 != 0
                found |= bits
                unlikely |= all.unlikely
                weight += readabilitysWeight(all.weight)
            }
        }
        verdict.soundsNeverTheArticle = unlikely == 1
        verdict.readabilitysWeight = weight
        verdict.soundsLikeJunk = found & 9 != 0
        verdict.soundsLikeChrome = found & 1 != 0 && !(buildersBlock && !chromeByID)
        verdict.soundsLikeNeighbour = found & 8 != 0
        verdict.soundsLikeArticle = found & 2 != 0
        verdict.marksArticle = found & 4 != 0
        verdict.soundsLikeCaption = found & 16 != 0
        verdict.soundsLikePrivacyNotice = found & 32 != 0
        verdict.soundsLikeNotes = found & 64 != 0
        verdict.soundsLikeSubtitle = found & 128 != 0
        let tagged = node.tag == .article || node.tag == .main || node.attribute("itemprop", is: "articlebody")
        verdict.marksArticle = (verdict.marksArticle || tagged) && !verdict.soundsLikeJunk
        return verdict
    }

    private static let builderMarks = NameMatcher([["elementor-"]])

    /// Whether a class list names machinery only with Elementor's word for any block.
    private static func namesOnlyBuildersBlock(_ classes: String) -> Bool {
        guard builderMarks.matches(caseFolding: classes) != 0, classes.holds("widget") else { return false }
        let words = classes.split(separator: " ").map { word -> Substring in
            guard word.hasPrefix("elementor-") else { return word }
            return Substring(word.split(separator: "widget", omittingEmptySubsequences: false).joined(separator: " "))
        }
        let neutral = words.joined(separator: " ")
        var bits = matcher.matches(caseFolding: neutral)
        if bits != 0 { bits = withoutFalseWords(neutral, bits: bits, utilities: true) }
        return bits & 1 == 0 && !namesAdvert(neutral)
    }

    /// Microdata that says the element is a comment: `itemprop="comment"` (a CreativeWork's
    /// comments, each a schema.org Comment).
    private static func isMarkedComment(_ node: DOMTree.Node) -> Bool {
        node.attribute("itemprop", is: "comment")
    }

    private static let ratingMatcher = NameMatcher([["rating"]])

    /// Whether an element's class or id names a rating (a review's score, or stars to give).
    static func namesRating(_ node: DOMTree.Node) -> Bool {
        node.attributes.contains { ($0.name == "class" || $0.name == "id") && ratingMatcher.matches(caseFolding: $0.value) != 0 }
    }

    private static let popupMatcher = NameMatcher([["modal", "popup", "lightbox"]])

    /// Names Readability takes for what is never the article beyond those above (an "extra"
    /// box, "replies", "rss", a "skyscraper"; and "related" and "social", which our own words
    /// judge by what the box holds, and so kept a section of prose and pictures, or a consent
    /// box standing in for a social post, it never keeps), and the words
    /// that clear such a name in its eyes ("extra-content", a section "feature-detection-and-extraction").
    private static let unlikelyWords = ["extra", "related", "social", "legends", "remark", "replies", "rss", "shoutbox", "skyscraper", "supplemental",
                                        "combx", "agegate", "cover-wrap", "ad-break", "yom-remote", "ai2html"]
    private static let clearingWords = ["and", "article", "body", "column", "content", "main", "shadow"]

    /// Readability's words for a byline, whose first short line it takes for the byline. (Not
    /// `bylineMatcher`, which looks for the writer's name: a dateline names a place.)
    private static let readabilitysBylineWords = ["byline", "author", "dateline", "writtenby", "p-author"]
    /// "header" is one of Readability's words too, judged only where the story's header meets
    /// it (`ContentScorer`): its standfirst is what people keep.
    private static let headerMatcher = NameMatcher([["header"], clearingWords])

    /// Whether an element's class or id calls it a header, and nothing that clears the name.
    static func namesAHeader(_ node: DOMTree.Node) -> Bool {
        var bits: UInt8 = 0
        for attribute in node.attributes where attribute.name == "class" || attribute.name == "id" {
            bits |= headerMatcher.matches(caseFolding: attribute.value)
        }
        return bits == 1
    }

    /// All of Readability's words for what is never the article: `unlikelyWords` and those our
    /// own words judge by what the box holds too; with the words that clear them.
    private static let neverTheArticleMatcher = NameMatcher([
        unlikelyWords + ["-ad-", "banner", "breadcrumbs", "comment", "community", "disqus", "footer", "gdpr", "header", "menu",
                         "sidebar", "sponsor", "pagination", "pager", "popup"],
        clearingWords,
    ])

    /// Whether Readability's first reading drops an element for its class or id alone: a word
    /// for what is never the article, and none that clears it.
    static func isNeverTheArticleToReadability(_ node: DOMTree.Node) -> Bool {
        var bits: UInt8 = 0
        for attribute in node.attributes where attribute.name == "class" || attribute.name == "id" {
            bits |= neverTheArticleMatcher.matches(caseFolding: attribute.value)
        }
        return bits == 1
    }

    /// Whether an element's class or id says "share" (or "sharedaddy") as a word of its own,
    /// apart from letters and digits on either side ("share-tools", "post_share", not
    /// "shares" or "sharebar"): what Readability takes out of the story when it is short.
    static func namesShareButtons(_ node: DOMTree.Node) -> Bool {
        node.attributes.contains { attribute in
            guard attribute.name == "class" || attribute.name == "id" else { return false }
            // Read in place: every element of the story is asked.
            var value = attribute.value
            return value.withUTF8(holdsShareWord)
        }
    }

    private static let shareWord = Array("share".utf8), daddy = Array("daddy".utf8)

    private static func holdsShareWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetterOrDigit(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39
        }
        guard bytes.count >= shareWord.count else { return false }
        for start in 0...(bytes.count - shareWord.count) where bytes[start] | 0x20 == shareWord[0]
            && (start == 0 || !isLetterOrDigit(bytes[start - 1])) && (1..<shareWord.count).allSatisfy({ bytes[start + $0] | 0x20 == shareWord[$0] }) {
            var end = start + shareWord.count
            if end + daddy.count <= bytes.count, (0..<daddy.count).allSatisfy({ bytes[end + $0] | 0x20 == daddy[$0] }) { end += daddy.count }
            if end == bytes.count || !isLetterOrDigit(bytes[end]) { return true }
        }
        return false
    }

    /// Readability's words for what an element is by its name, exactly as it weighs them: −25
    /// for a class (and again for an id) that holds one of `againstWords`, +25 for one that holds
    /// one of `forWords` (`Verdict.readabilitysWeight`). Its judgement of boxes and lists inside
    /// the story starts from this number.
    private static let againstWords = ["-ad-", "hidden", "banner", "combx", "comment", "com-", "contact", "foot", "gdpr",
                                       "masthead", "media", "meta", "outbrain", "promo", "related", "scroll", "share",
                                       "shoutbox", "sidebar", "skyscraper", "sponsor", "shopping", "tags", "widget"]
    private static let forWords = ["article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "pagination",
                                   "post", "text", "blog", "story"]
    /// Our words and Readability's, found in one pass over each class list and id: every
    /// element's names are read by all of them.
    private static let allMatcher = NameMatcher([chrome, article, articleMarks, neighbours, captions, privacyNotices, notes, subtitles,
                                                 unlikelyWords, clearingWords, againstWords, forWords, readabilitysBylineWords])

    /// What `allMatcher` found in a name, set by set.
    private struct NameBits {
        /// Our sets' bits (`matcher`'s).
        var ours: UInt8
        /// Bit 0: a word of Readability's for what is never the article; bit 1: its exception.
        var unlikely: UInt8
        /// Bit 0: a word Readability weighs against, bit 1: a word for.
        var weight: UInt8
        /// Named as Readability names a byline.
        var byline: Bool

        init(_ all: UInt16, name: String) {
            ours = UInt8(truncatingIfNeeded: all)
            unlikely = UInt8(truncatingIfNeeded: all >> 8) & 3
            weight = UInt8(truncatingIfNeeded: all >> 10) & 3
            byline = all & 0x1000 != 0
            // "hid" counts only as a word of its own ("hid", "x hid"), not inside "hidden-".
            if weight & 1 == 0, BoilerplateHints.hasWordHid(name) { weight |= 1 }
        }
    }

    /// Whether "hid", in any case, stands between spaces (or the ends) of `name`: read byte by
    /// byte, as this runs for nearly every element of the page.
    fileprivate static func hasWordHid(_ name: String) -> Bool {
        var run = 0
        var matches = true
        for byte in name.utf8 {
            if byte == 0x20 {
                if run == 3, matches { return true }
                run = 0
                matches = true
                continue
            }
            let expected: UInt8 = run == 0 ? 0x68 : run == 1 ? 0x69 : 0x64
            matches = matches && run < 3 && byte | 0x20 == expected
            run += 1
        }
        return run == 3 && matches
    }

    private static func readabilitysWeight(_ bits: UInt8) -> Int8 {
        (bits & 1 != 0 ? -25 : 0) + (bits & 2 != 0 ? 25 : 0)
    }

    /// Whether an element's class or id names a popup (a box shown on a click, over the page).
    static func namesPopup(_ node: DOMTree.Node) -> Bool {
        node.attributes.contains { ($0.name == "class" || $0.name == "id") && popupMatcher.matches(caseFolding: $0.value) != 0 }
    }

    /// How highlighters name a code line's number (Pygments, Chroma, Rouge, highlight.js's
    /// plug-in, react-syntax-highlighter), as whole class words.
    private static let lineNumberNames: Set<String> = ["lineno", "linenos", "lnt", "ln", "linenumber", "line-number", "line-numbers",
                                                        "rouge-gutter", "gutter", "hljs-ln-numbers", "react-syntax-highlighter-line-number"]

    static func namesLineNumber(_ node: DOMTree.Node) -> Bool {
        guard let classes = node.attribute("class") else { return false }
        return anyWord(of: classes) { lineNumberNames.contains(String(Substring($0)).lowercased()) }
    }

    private static let junkRoles: Set<String> = ["navigation", "complementary", "contentinfo", "banner", "menu", "menubar", "dialog", "alertdialog", "alert", "search"]

    /// The roles Readability's first reading drops whatever the element says: fewer than ours
    /// (a `contentinfo`, a `banner` or a `search` it keeps).
    private static let readabilitysUnlikelyRoles: Set<String> = ["menu", "menubar", "complementary", "navigation", "alert", "alertdialog", "dialog"]

    static func hasNeverTheArticleRole(_ node: DOMTree.Node) -> Bool {
        guard let role = node.attribute("role") else { return false }
        return readabilitysUnlikelyRoles.contains(role)
    }

    /// The lower-cased class and id of an element, as bytes (what the matchers read).
    static func nameBytes(_ node: DOMTree.Node) -> [UInt8] {
        var bytes: [UInt8] = []
        for attribute in node.attributes where attribute.name == "class" || attribute.name == "id" {
            for byte in attribute.value.utf8 { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
            bytes.append(0x20)
        }
        return bytes
    }

    /// The same as a string, to compare two elements' names.
    static func names(_ node: DOMTree.Node) -> String {
        String(decoding: nameBytes(node), as: UTF8.self)
    }

    /// The names without their digits, so numbered parts of one series compare equal.
    static func shape(_ node: DOMTree.Node) -> String {
        String(decoding: withoutGeneratedWords(nameBytes(node)).filter { $0 < 0x30 || $0 > 0x39 }, as: UTF8.self)
    }

    /// The names less the words a program made up for one element (an id that is a UUID or a
    /// hash, "c7423a8c-29c4-430e-…"): two boxes of one kind each carry their own, and it says
    /// nothing of their kind. Such a word is eight or more hexadecimal digits and dashes,
    /// letters and figures both.
    private static func withoutGeneratedWords(_ bytes: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for word in bytes.split(separator: 0x20, omittingEmptySubsequences: true) {
            var figures = false
            var letters = false
            let generated = word.count >= 8 && word.allSatisfy { byte in
                if byte >= 0x30 && byte <= 0x39 { figures = true; return true }
                if byte >= 0x61 && byte <= 0x66 { letters = true; return true }
                return byte == 0x2D
            } && figures && letters
            if !generated { kept += word; kept.append(0x20) }
        }
        return kept
    }

    /// The runs of digits in an element's names, in order ("column1 grid8" → ["1", "8"]).
    static func numbers(_ node: DOMTree.Node) -> [String] {
        var runs: [String] = []
        var current = ""
        for byte in withoutGeneratedWords(nameBytes(node)) {
            if byte >= 0x30 && byte <= 0x39 {
                current.append(Character(UnicodeScalar(byte)))
            } else if !current.isEmpty {
                runs.append(current)
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Whether two elements are numbered parts of one series ("slide-block-4", "slide-block-5"):
    /// names of one shape whose numbers differ in one place at most. Layout columns differ in
    /// two ("column1 grid8" beside "column2 grid4": a place and a width).
    static func numberedAlike(_ one: DOMTree.Node, _ other: DOMTree.Node) -> Bool {
        let first = numbers(one)
        let second = numbers(other)
        guard first.count == second.count else { return false }
        return zip(first, second).filter { $0 != $1 }.count <= 1
    }

    /// The element and its shape: boxes alike (cards in a row, comments in a run) share it.
    static func likeness(_ node: DOMTree.Node) -> String {
        "\(node.tag) \(shape(node))"
    }

    /// Where pages write who wrote it ("post-author", "essayAuthor", "writtenBy"); a box about
    /// the author holds more than a byline's hundred characters and is passed over for that.
    private static let bylineMatcher = NameMatcher([["byline", "author", "writtenby", "written-by"]])

    /// Whether a class or id value names a byline.
    static func soundsLikeByline(_ name: String) -> Bool {
        bylineMatcher.matches(caseFolding: name) != 0
    }

    static func hasJunkRole(_ node: DOMTree.Node) -> Bool {
        guard let role = node.attribute("role") else { return false }
        return junkRoles.contains(role) || junkRoles.contains(role.lowercased())
    }

    /// What a style says of showing: bit 1 display:none, bit 2 visibility:hidden, bit 4
    /// visibility:visible (any case, any spaces). Read declaration by declaration: a property
    /// of the page's own that ends in the word ("--footer-display: none", a setting for its
    /// script) hides nothing.
    private static func showing(_ style: String) -> UInt8 {
        var says: UInt8 = 0
        declarations(of: style) { property, value in
            if property == display {
                if value.starts(with: "none".utf8) { says |= 1 }
            } else if property == visibility {
                if value.starts(with: "hidden".utf8) { says |= 2 } else if value.starts(with: "visible".utf8) { says |= 4 }
            }
        }
        return says
    }

    /// Whether a style keeps readers from selecting the element's text (`user-select: none`,
    /// a highlighter's line numbers beside the code).
    static func isUnselectable(_ style: String) -> Bool {
        var unselectable = false
        declarations(of: style) { property, value in
            if property == userSelect || property == webkitUserSelect, value.starts(with: "none".utf8) { unselectable = true }
        }
        return unselectable
    }

    private static let display = Array("display".utf8), visibility = Array("visibility".utf8)
    private static let userSelect = Array("user-select".utf8), webkitUserSelect = Array("-webkit-user-select".utf8)

    /// Each declaration of a style, its property and value in lower case without spaces, read
    /// one by one: a property of the page's own that ends in a known one ("--footer-display:
    /// none", a setting for its script) is not that one.
    private static func declarations(of style: String, _ body: (_ property: [UInt8], _ value: [UInt8]) -> Void) {
        guard style.utf8.contains(UInt8(ascii: ":")) else { return }
        for declaration in style.utf8.split(separator: UInt8(ascii: ";")) {
            guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")) else { continue }
            body(folded(declaration[..<colon]), folded(declaration[declaration.index(after: colon)...]))
        }
    }

    /// A declaration's part in lower case without its spaces (its first 24 letters: enough
    /// for every property and value read here).
    private static func folded(_ bytes: Substring.UTF8View.SubSequence) -> [UInt8] {
        var result: [UInt8] = []
        for byte in bytes where byte > 0x20 {
            guard result.count < 24 else { break }
            result.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return result
    }

    /// How the page itself shows an element to readers.
    enum Showing {
        case shown
        /// Gone with all it holds: display:none, `hidden`, aria-hidden.
        case removed
        /// visibility:hidden — which a descendant may undo with visibility:visible, as CSS
        /// lets it (WeChat hides an article's box until its script runs, every paragraph in
        /// it set visible).
        case invisible
        /// visibility:visible, undoing an ancestor's visibility:hidden.
        case visible
    }

    /// `byClass`: whether a class list that hides counts; a reading by the page's structure
    /// alone, after names misled the first, does not trust it (a story a script reveals).
    static func showing(_ node: DOMTree.Node, byClass: Bool = true) -> Showing {
        var result = Showing.shown
        for attribute in node.attributes {
            switch attribute.name {
            case "hidden": return .removed
            case "aria-hidden": if node.attribute("aria-hidden", is: "true") { return .removed }
            case "class": if byClass, hidesByClass(attribute.value) { return .removed }
            case "style":
                let says = showing(attribute.value)
                if says & 1 != 0 { return .removed }
                if says & 2 != 0 { result = .invisible } else if says & 4 != 0 { result = .visible }
            default: continue
            }
        }
        return result
    }

    /// A class list that hides its element: the word "hidden" alone (Bootstrap's and Tailwind's
    /// display:none), with no word that shows it again on some screen ("hidden lg:block").
    /// (Hidden on wide screens too, "lg:hidden", it is a phone's menu; shown on a hover,
    /// "group-hover:block", a menu's drop-down.)
    static func hidesByClass(_ classes: String) -> Bool {
        // Most class lists say nothing of it: told by one scan of the bytes, not word by word.
        guard classes.holds("hidden") else { return false }
        var hidden = false
        let shows = anyWord(of: classes) { word in
            if word.elementsEqual("hidden".utf8) || word.elementsEqual("is-hidden".utf8) || word.elementsEqual("is_hidden".utf8) { hidden = true }
            return showsOnAScreen(word)
        }
        return hidden && !shows
    }

    /// A class word that sets a display on some screens ("lg:block", "md:!flex"), not on a
    /// pointer's or a focus's state.
    private static func showsOnAScreen(_ word: Substring.UTF8View) -> Bool {
        // Most words have no variant: looked at without splitting anything.
        guard let colon = word.lastIndex(of: UInt8(ascii: ":")) else { return false }
        var value = word[word.index(after: colon)...]
        if value.first == UInt8(ascii: "!") { value = value.dropFirst() }
        guard displays.contains(where: { value.elementsEqual($0) }) else { return false }
        let variants = word[..<colon]
        return !interactions.contains { variants.firstRange(of: $0) != nil }
    }

    private static let displays = ["block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "table",
                                   "inline-table", "table-row", "table-cell", "contents", "list-item", "flow-root"].map { Array($0.utf8) }
    private static let interactions = ["hover", "focus", "active", "group", "peer", "open"].map { Array($0.utf8) }

    /// Whether a style sets visibility:visible: cheap to ask of every element, as most have
    /// no style.
    static func setsVisible(_ node: DOMTree.Node) -> Bool {
        guard let style = node.attribute("style") else { return false }
        return showing(style) & 4 != 0
    }
}
