import FoundationEssentials
import TidingsText

/// Title, byline, site name and publication date, from what pages publish for machines
/// (JSON-LD, OpenGraph, `<meta name=author>`, `<time>`) before what they show people.
struct MetadataReader {
    struct Found {
        var title: String?
        var byline: String?
        var site: String?
        var published: PublicationDate?
        /// The byline is the publication's own name ("stern.de"): a person named in the story
        /// is a better one.
        var bylineIsPublication = false
        /// Whether the writer is named where Readability looks first (JSON-LD, the author's and
        /// Dublin Core's meta tags): otherwise it takes the page's first line named a byline.
        var namesWriterInMetadata = false
        /// `<base href>`, else the canonical address: what relative links resolve against.
        var base: URL?
        /// A recipe's ingredients and the steps of its method, as its JSON-LD lists them (or
        /// its microdata marks them).
        var ingredients: [String] = []
        var instructions: [String] = []
    }

    let tree: DOMTree

    func read(pageURL: URL, meter: WorkMeter) throws(ExtractionStop) -> Found {
        var meta: [String: String] = [:]
        var titleTag: String?
        var firstHeading: String?
        // The page's headings as a reader sees them, the first <h1> first: each as written and
        // without a kicker set apart at its start.
        var shownHeadings: [(afterKicker: String?, whole: String?)] = []
        var headings: [String] = []
        // Pages repeat a class on hundreds of elements: each is matched once.
        var bylineClasses: [String: Bool] = [:]
        var timeElement: String?
        var bylineElement: String?
        // A heading that links to the front page names the site (a blog's name over its posts).
        var homeHeading: String?
        var base: URL?
        var linkedData = LinkedData()

        // A recipe's ingredients as microdata marks them (`itemprop="recipeIngredient"`).
        var markedIngredients: [String] = []
        var markedInstructions: [String] = []
        for index in tree.nodes.indices {
            try meter.step()
            // Text nodes are most of a page and never metadata: skipped before a node is copied.
            let tag = tree.nodes[index].tag
            guard tag != .text else { continue }
            let node = tree.nodes[index]
            // (One look for the attribute: this runs for every element of every page.)
            if let property = node.attribute("itemprop") {
                switch property.lowercased() {
                case "recipeingredient", "ingredients":
                    if markedIngredients.count < 60,
                       let text = tag == .meta ? node.attribute("content") : tree.text(of: index, maximumNodes: 24, maximumLength: 200) {
                        markedIngredients.append(text)
                    }
                case "recipeinstructions":
                    if markedInstructions.count < 60, tag != .meta, let text = tree.text(of: index, maximumNodes: 200, maximumLength: 1_000) {
                        markedInstructions.append(text)
                    }
                default:
                    break
                }
            }
            switch tag {
            case .meta:
                guard let content = node.attribute("content") else { continue }
                for key in ["property", "name", "itemprop"] {
                    if let name = node.attribute(key)?.lowercased(), meta[name] == nil { meta[name] = content }
                }
            case .title:
                if titleTag == nil { titleTag = tree.text(of: index) }
            case .base:
                if base == nil, let href = node.attribute("href") { base = URL(string: href, relativeTo: pageURL)?.absoluteURL }
            case .script:
                if node.attribute("type")?.lowercased() == "application/ld+json" {
                    var raw = ""
                    for child in tree.children(of: index) { raw += tree.nodes[child].text }
                    try meter.step(raw.utf8.count / 16)
                    linkedData.read(raw)
                }
            case .h1, .h2:
                guard firstHeading == nil || headings.count < 8 else { continue }
                if linksHome(index, pageURL: pageURL) {
                    if homeHeading == nil { homeHeading = tree.text(of: index, maximumNodes: 12, maximumLength: 80) }
                    continue
                }
                if tag == .h1, firstHeading == nil {
                    firstHeading = tree.headingText(of: index)
                    shownHeadings.insert((afterKicker(inHeading: index), firstHeading), at: 0)
                }
                if headings.count < 8, let text = tree.text(of: index, maximumNodes: 40, maximumLength: 400, asHeading: true) {
                    headings.append(text)
                    if tag == .h2 { shownHeadings.append((afterKicker(inHeading: index), text)) }
                }
            case .time:
                if timeElement == nil { timeElement = node.attribute("datetime") }
            case .a, .span, .div, .p, .address, .h3, .h4, .h5, .h6, .li, .td, .small, .em, .strong, .b, .i, .cite, .font:
                // Bounded: elements named like bylines may nest in one another.
                if bylineElement == nil, !node.attributes.isEmpty, Self.isBylineElement(node, seen: &bylineClasses), !holdsFormField(index),
                   !isInComment(index), !isHidden(index),
                   let text = tree.text(of: index, maximumNodes: 40, maximumLength: 100), text.count >= 3 {
                    // The page's byline saying it knows no name (Blogger's "Unknown") ends the
                    // look: the profile link after it ("View my complete profile") is none.
                    if Byline.isPlaceholder(Sanitizer.line(text)) {
                        bylineElement = ""
                        continue
                    }
                    guard let name = Byline.clean(Sanitizer.line(text)) else { continue }
                    let first = namedLine(of: index)
                    let (line, lineName) = first ?? (text, name)
                    bylineElement = innerByline(of: index, name: lineName, seen: &bylineClasses) ?? line
                }
            default:
                continue
            }
        }

        var found = Found()
        found.base = base
        found.ingredients = linkedData.ingredients.isEmpty ? markedIngredients : linkedData.ingredients
        found.instructions = linkedData.instructions.isEmpty ? markedInstructions : linkedData.instructions
        let siteTitle = Self.line(meta["og:site_name"]) ?? Self.line(linkedData.publisher) ?? Self.line(meta["application-name"])
        let headingKeys = headings.compactMap { Self.line($0) }.filter { Script.wordCount($0) >= 3 }.map { ($0, BlockBuilder.comparable($0)) }
        let titles = [Self.line(linkedData.headline), Self.line(meta["og:title"]), Self.line(meta["twitter:title"]),
                      Self.first(of: ["dc.title", "dc:title", "dcterms.title", "dcterms:title", "parsely-title"], in: meta),
                      Self.line(titleTag)].compactMap { $0 }
            .map { Self.headline(in: $0, headings: headingKeys) ?? Self.withoutSiteSuffix($0, site: siteTitle ?? Self.line(homeHeading), host: pageURL.host) }
        found.title = Self.visible(among: titles, headings: shownHeadings) ?? titles.first ?? Self.line(firstHeading)
        found.site = siteTitle ?? pageURL.host.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 }
        let authors = [linkedData.author, meta["author"], meta["article:author"], meta["parsely-author"],
                       meta["dc.creator"], meta["dc:creator"], meta["dcterms.creator"], meta["dcterms:creator"],
                       meta["byl"], meta["sailthru.author"], bylineElement]
        let written = authors.compactMap { Self.line($0) }
            .filter { !Self.isAddress($0) }
            .compactMap(Byline.clean)
        // A name as people write it before an account's handle; the handle when it is all the
        // page says (a forum's "Herr_Rein").
        let names = Array(written.filter { !Self.isHandle($0) }) + Array(written.filter(Self.isHandle))
        // The publication named as the author ("stern.de", the site's own name) is the byline
        // only when no person is named further on; a person's name followed by the site's
        // ("Ann Lee USA TODAY") is the person's.
        // A news agency credited after the writer ("Ann Lee, Associated Press") is the
        // agency's line, not part of the name, on whichever site runs the story.
        let publications = [siteTitle, Self.line(linkedData.publisher), pageURL.host.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 }]
            .compactMap { $0 } + Byline.newsAgencies
        // "Reuters, Washington" is the agency's dateline as much as "Reuters" is its name.
        let publicationKeys = Set(publications.map(BlockBuilder.comparable))
        let isPublication = { (name: String) in
            let lead = name.split(separator: ",").first.map(String.init) ?? name
            return publicationKeys.contains(BlockBuilder.comparable(name)) || publicationKeys.contains(BlockBuilder.comparable(lead))
        }
        found.byline = (names.first { !isPublication($0) } ?? names.first).map { Byline.withoutTrailing(publications, $0) }
        // Metadata that names the first writer only, where the page's byline names them all
        // ("By Ann Lee and Bo Chan"): the page's line, which starts with that writer.
        if let chosen = found.byline, let line = Self.line(bylineElement).flatMap(Byline.clean).map({ Byline.withoutTrailing(publications, $0) }),
           line.count > chosen.count, line.hasPrefix(chosen), Self.namesMorePeople(String(line.dropFirst(chosen.count))) {
            found.byline = line
        }
        found.bylineIsPublication = found.byline.map(isPublication) ?? false
        found.namesWriterInMetadata = [linkedData.author, meta["author"], meta["parsely-author"], meta["dc.creator"], meta["dc:creator"],
                                       meta["dcterms.creator"], meta["dcterms:creator"], meta["dcterm:creator"]].contains { Self.line($0) != nil }
        let dates = [linkedData.datePublished, meta["article:published_time"], meta["og:published_time"],
                     meta["datepublished"], meta["date"], meta["pubdate"], meta["publishdate"], meta["dc.date"],
                     meta["dc.date.issued"], meta["parsely-pub-date"], meta["sailthru.date"], timeElement]
        found.published = dates.lazy.compactMap { Self.line($0) }.compactMap(PublicationDate.init).first
        return found
    }

    /// The first of a byline's first three lines that names someone, and the name, when a line
    /// break or a block inside it ends a line ("By Ann Lee<br>AP Sports Writer",
    /// `<div>By Ann Lee</div><div>Associated Press</div>`): what follows is a role, a
    /// publication or a date, written as text browsers run together; and a box about the
    /// writer opens with its heading ("About the author"), the name on the next line. Nil when
    /// the element is one line, or none of those names anyone.
    private func namedLine(of index: Int) -> (line: String, name: String)? {
        var pieces: [Substring] = []
        var lines = 0
        for position in index + 1..<tree.subtreeEnd(index) {
            let node = tree.nodes[position]
            if node.tag == .text {
                pieces.append(contentsOf: node.text.split(whereSeparator: \.isWhitespace))
            } else if node.tag == .br || node.tag.isBlock, !pieces.isEmpty {
                let line = pieces.joined(separator: " ")
                if let name = Byline.clean(Sanitizer.line(line)) { return (line, name) }
                lines += 1
                guard lines < 3 else { return nil }
                pieces = []
            }
        }
        return nil
    }

    /// A byline's box holding the person's element and the publication's side by side
    /// (`<span class=author>Ann Lee</span><span class=publication>Associated Press</span>`)
    /// is the person's: an element inside it named like a byline whose name begins the
    /// box's, and is shorter.
    private func innerByline(of index: Int, name: String, seen: inout [String: Bool]) -> String? {
        let words = name.split(separator: " ")
        for position in index + 1..<tree.subtreeEnd(index) where tree.nodes[position].tag != .text {
            let node = tree.nodes[position]
            guard !node.attributes.isEmpty, Self.isBylineElement(node, seen: &seen),
                  let text = tree.text(of: position, maximumNodes: 40, maximumLength: 100),
                  let inner = Byline.clean(Sanitizer.line(text)) else { continue }
            let innerWords = inner.split(separator: " ")
            if innerWords.count < words.count, words.starts(with: innerWords) { return text }
        }
        return nil
    }

    /// Whether the page hides an element or a box around it (a "follow the author" menu's
    /// "Edit topics" link, shown only once a reader follows fourteen topics). Looked at only
    /// for a byline's element, a few dozen boxes up at most.
    private func isHidden(_ index: Int) -> Bool {
        var position = index
        for _ in 0..<48 {
            guard position >= 0 else { return false }
            if BoilerplateHints.showing(tree.nodes[position]) == .removed { return true }
            position = Int(tree.nodes[position].parent)
        }
        return false
    }

    /// A comment's author is named like the story's ("comment-author", a "recent comments"
    /// list of who said what): an element named for a comment, or a few boxes inside one,
    /// names no byline. (Only a few: the story's own element may say "comments-open".)
    private func isInComment(_ index: Int) -> Bool {
        var position = index
        for _ in 0..<4 {
            guard position >= 0 else { return false }
            for attribute in tree.nodes[position].attributes where attribute.name == "class" || attribute.name == "id" {
                if attribute.value.utf8.count >= 7, attribute.value.lowercased().holds("comment") { return true }
            }
            position = Int(tree.nodes[position].parent)
        }
        return false
    }

    /// The words of a heading after its first part, when the parts are elements of their own
    /// (a kicker in a `<span>` or `<small>`, then the headline); nil for a heading of one part.
    private func afterKicker(inHeading index: Int) -> String? {
        var holder = index
        // Past wrappers that hold the whole heading ("<h1><span class="title">…</span></h1>").
        for _ in 0..<3 {
            let parts = tree.children(of: holder).filter { !tree.isBlank($0) }
            guard parts.count == 1, tree.nodes[parts[0]].tag != .text else { break }
            holder = parts[0]
        }
        let parts = tree.children(of: holder).filter { !tree.isBlank($0) }
        guard parts.count >= 2, tree.nodes[parts[0]].tag != .text else { return nil }
        let rest = parts.dropFirst().map { tree.headingText(of: $0) }.joined(separator: " ")
        return rest.isEmpty ? nil : rest
    }

    /// A heading that is a link to the site's front page is its logo, not a story's headline
    /// ("<h1><a href="/">A blog's name</a></h1>", as blog themes write it).
    private func linksHome(_ index: Int, pageURL: URL) -> Bool {
        let end = min(tree.subtreeEnd(index), index + 12)
        return (index + 1..<end).contains { position in
            guard tree.nodes[position].tag == .a, let href = tree.nodes[position].attribute("href"),
                  let target = URL(string: href, relativeTo: pageURL)?.absoluteURL else { return false }
            let path = target.path
            return SiteName.isSame(target, as: pageURL) && (path.isEmpty || path == "/") && target.query == nil
        }
    }

    /// A comment form's "Name (required)" field is named "author" too: a byline holds no
    /// label or control (looked for among its first elements).
    private func holdsFormField(_ index: Int) -> Bool {
        let end = min(tree.subtreeEnd(index), index + 40)
        return (index + 1..<end).contains { position in
            switch tree.nodes[position].tag {
            case .label, .input, .textarea, .select: true
            default: false
            }
        }
    }

    /// An address given as the author, not a name: a link ("https://…", "www.…", "/author/ann")
    /// or a profile's address without its scheme ("facebook.com/vegolosi": one word, a host
    /// before its first slash).
    private static func isAddress(_ value: String) -> Bool {
        let lowered = value.lowercased()
        if lowered.hasPrefix("http") || lowered.hasPrefix("www.") || value.hasPrefix("/") || value.contains("://") { return true }
        guard !value.contains(" "), let slash = value.firstIndex(of: "/") else { return false }
        return value[..<slash].contains(".")
    }

    private static func isBylineElement(_ node: DOMTree.Node, seen: inout [String: Bool]) -> Bool {
        for attribute in node.attributes {
            switch attribute.name {
            case "rel", "itemprop":
                if attribute.value.utf8.count == 6, zip(attribute.value.utf8, "author".utf8).allSatisfy({ ($0 | 0x20) == $1 }) { return true }
            case "class":
                if let known = seen[attribute.value] {
                    if known { return true }
                } else {
                    let found = BoilerplateHints.soundsLikeByline(attribute.value)
                    seen[attribute.value] = found
                    if found { return true }
                }
            case "id":
                if BoilerplateHints.soundsLikeByline(attribute.value) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The first of `keys` that holds a line (Dublin Core is written with a dot or a colon).
    private static func first(of keys: [String], in meta: [String: String]) -> String? {
        keys.lazy.compactMap { line(meta[$0]) }.first
    }

    /// Whether what follows a writer's name in a byline is more writers (", Bo Chan and Cy
    /// Dunn"), each a name of two to four capitalised words, rather than a place (", Washington"),
    /// a degree (", PhD") or an institution (", U.S. National Institute of …").
    static func namesMorePeople(_ rest: String) -> Bool {
        let joins = [", ", " and ", " & "]
        var parts: [Substring] = []
        var remaining = Substring(rest)
        while !remaining.isEmpty {
            guard let join = joins.first(where: { remaining.hasPrefix($0) }) else { return false }
            remaining = remaining.dropFirst(join.count)
            let next = joins.compactMap { remaining.firstPlace(of: $0)?.lowerBound }.min() ?? remaining.endIndex
            parts.append(remaining[..<next])
            remaining = remaining[next...]
        }
        return !parts.isEmpty && parts.count <= 4 && parts.allSatisfy { part in
            let words = part.split(separator: " ")
            return (2...4).contains(words.count) && words.allSatisfy { $0.first?.isUppercase == true && ($0.contains(where: \.isLowercase) || ($0.count <= 2 && $0.hasSuffix("."))) }
        }
    }

    /// An account's handle where a name belongs (`article:author` is meant to be a profile's
    /// address, and sites put "ann.lee.1232" there): one word of names run together with dots
    /// or underscores, which no one writes as their name. Initials ("D.E.") and a publication's
    /// address ("stern.de", "oe24.at") are not handles.
    static func isHandle(_ name: String) -> Bool {
        guard !name.contains(" "), name.contains(where: { $0.isLetter }) else { return name.hasPrefix("@") }
        let parts = name.split(whereSeparator: { $0 == "." || $0 == "_" })
        guard parts.count >= 2, !parts.allSatisfy({ $0.count == 1 }) else { return name.hasPrefix("@") }
        if !name.contains("_"), let last = parts.last, topLevelDomains.contains(last.lowercased()) { return false }
        return true
    }

    private static let topLevelDomains: Set<String> = [
        "com", "net", "org", "info", "io", "co", "uk", "de", "at", "ch", "fr", "es", "it", "nl", "be", "eu", "us", "ca", "au", "in", "pl", "se", "no", "dk", "fi", "ru", "br", "jp",
    ]

    /// One sanitized line, or nil when nothing is left.
    static func line(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let cleaned = Sanitizer.line(raw)
        guard !cleaned.isEmpty else { return nil }
        return cleaned.count > 300 ? String(cleaned.prefix(300)) + "…" : cleaned
    }

    /// The page's visible headline when the title holds it with more around it ("AFP: A
    /// headline", "Site » Section » A headline"): a heading of three words or more that is
    /// most of the title. A logo in a heading ("The Times") is too little of it to count.
    /// `headings` are the page's headings of three words or more, each with its comparable form.
    /// A title set out as a trail ("The Film Gang » Blog Archive » Stand Up Guys") ends with
    /// the post's own title: when a heading shows its last step, that step is the headline,
    /// however short.
    private static func headline(in title: String, headings: [(String, String)]) -> String? {
        let whole = BlockBuilder.comparable(title)
        // A heading that shows the title whole says it is the headline, whatever shorter
        // heading it also holds ("A headline (and more)" over a subheading "A headline").
        if headings.contains(where: { $0.1 == whole }) { return nil }
        // (A heading cut short with an ellipsis is a teaser's for this page in a list of
        // others, "… to touch Dh33 billion in...": the title is whole. Unless the title is cut
        // there too: then the heading is the headline as the site shows it.)
        for (heading, part) in headings where !(heading.hasSuffix("...") || heading.hasSuffix("…")) || title.holds(heading) {
            if part.count < whole.count, part.count * 2 >= whole.count, whole.holds(part) { return withoutMarks(heading) }
        }
        for separator in [" » ", " > "] {
            guard let range = title.lastPlace(of: separator) else { continue }
            let step = String(title[range.upperBound...]).trimmingSpaces()
            let last = BlockBuilder.comparable(step)
            if !last.isEmpty, headings.contains(where: { $0.1 == last }) { return step }
        }
        return nil
    }

    /// Of the titles a page gives itself (for search engines, for sharing, for the tab), the one
    /// its reader sees above the story: pages rewrite a headline for each audience ("All the
    /// new features, from A to B" for search, "No, they aren't all the same" on the page), and
    /// the page's own `<h1>` says which is the article's; a blog whose `<h1>` is its name shows
    /// the post's title in an `<h2>`, asked after it. Nil when no heading is one of them.
    private static func visible(among titles: [String], headings: [(afterKicker: String?, whole: String?)]) -> String? {
        guard titles.count > 1 else { return nil }
        let keys = titles.map(BlockBuilder.comparable)
        for heading in headings {
            // A heading that opens with its kicker in an element of its own ("<span>Leaked
            // files</span> <span>Data stolen from the maker</span>") shows the headline after
            // it, and the page gives that alone too.
            for shown in [heading.afterKicker, heading.whole] {
                guard let shown = line(shown), Script.wordCount(shown) >= 3 else { continue }
                let seen = BlockBuilder.comparable(withoutMarks(shown))
                if let place = keys.firstIndex(of: seen) { return asShown(withoutMarks(shown), title: titles[place]) }
            }
        }
        return nil
    }

    /// The heading's own writing of a title it matches letter for letter, case and all, with
    /// marks in the same places: the page shows its typographer's quotes, dashes and ellipses
    /// ("Isn’t", "…") where the tags written for machines have plain ones ("Isn't", "...").
    /// A heading that leaves a mark out ("Paris Getränke" for "Paris - Getränke", a title's
    /// quotes set by style) keeps the title's.
    private static func asShown(_ heading: String, title: String) -> String {
        func skeleton(_ text: String) -> String {
            var shape = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                let mark: Unicode.Scalar = scalar.isAlphanumeric ? scalar : scalar.isWhitespaceOrNewline ? " " : "•"
                if !scalar.isAlphanumeric, shape.last == mark { continue }
                shape.append(mark)
            }
            return String(shape)
        }
        return skeleton(heading) == skeleton(title) ? heading : title
    }

    /// A heading without the permalink mark pages put after it ("A headline ¶").
    private static func withoutMarks(_ heading: String) -> String {
        var text = Substring(heading)
        while let last = text.last, "¶§#🔗".contains(last) || last == " " { text = text.dropLast() }
        return text.isEmpty ? heading : String(text)
    }

    /// "A headline | The Site" reads as "A headline"; so does "A headline – ARSnova" on
    /// arsnova.example (the site's name is its address's).
    private static func withoutSiteSuffix(_ title: String, site: String?, host: String?) -> String {
        let shorter = withoutSiteSuffix(title, site: site, host: host, anyShortTail: true)
        // "A headline - example.net - Webdesign": the section goes, and then the address.
        if shorter != title { return withoutSiteSuffix(shorter, site: site, host: host, anyShortTail: false) }
        return withoutSitePrefix(title, site: site, host: host)
    }

    /// What stands between a headline and a site's name or section in a title.
    private static let titleSeparators = [" | ", " – ", " — ", " - ", " :: ", " · "]

    /// "The Site | A headline" reads as "A headline" when the part before the first separator
    /// is the site's name or its address in words, and a headline of three words is left.
    private static func withoutSitePrefix(_ title: String, site: String?, host: String?) -> String {
        let address = host.map { BlockBuilder.comparable($0) } ?? ""
        let siteKey = site.map { BlockBuilder.comparable($0) }
        // "Lost in JIT: A post's title", as Blogger writes them: a colon after the site's own
        // name, and only then (before it, a colon joins a headline's parts).
        if let siteKey, siteKey.count >= 3, let range = title.firstPlace(of: ": "),
           BlockBuilder.comparable(String(title[..<range.lowerBound])) == siteKey,
           title[range.upperBound...].split(separator: " ").count >= 2 {
            return String(title[range.upperBound...])
        }
        for separator in titleSeparators {
            guard let range = title.firstPlace(of: separator) else { continue }
            let head = String(title[..<range.lowerBound])
            let rest = String(title[range.upperBound...])
            guard rest.split(separator: " ").count >= 3 else { continue }
            let name = BlockBuilder.comparable(head)
            guard name.count >= 4 else { continue }
            if name == siteKey { return rest }
            if address.contains(name) { return rest }
        }
        return title
    }

    private static func withoutSiteSuffix(_ title: String, site: String?, host: String?, anyShortTail: Bool) -> String {
        let address = host.map { BlockBuilder.comparable($0) } ?? ""
        for separator in titleSeparators {
            guard let range = title.lastPlace(of: separator) else { continue }
            let head = String(title[..<range.lowerBound])
            let tail = String(title[range.upperBound...])
            // (Not down to a section's one word: "blog | A blog's name" is a page of that blog.)
            if let site, tail.lowercased().contains(site.lowercased()) || site.lowercased().contains(tail.lowercased()),
               head.contains(" ") || head.first?.isLowercase != true { return head }
            let name = BlockBuilder.comparable(tail)
            if name.count >= 4, address.contains(name), !head.isEmpty { return head }
            if anyShortTail, Script.wordCount(head) >= 3, Script.wordCount(tail) <= 4 { return head }
        }
        return title
    }
}
