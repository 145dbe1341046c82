import FoundationEssentials

/// A title or text as its element said it, before it is reduced to what is shown.
struct MarkedText {
    enum Kind {
        case text
        case html
        /// Nobody said (RSS titles): HTML when it looks like HTML.
        case unlabelled
    }

    var value: String
    var kind: Kind

    /// One sanitized line.
    var line: String {
        switch kind {
        case .text: PlainText.line(value)
        case .html: PlainText.lineFromHTML(value)
        case .unlabelled: PlainText.unlabelledLine(value)
        }
    }

    var feedText: FeedText { FeedText(value, kind: kind == .text ? .text : .html) }
}

/// What one item's elements said, gathered while they are read; `entry` settles which of them
/// wins where several say the same thing (an RSS `<link>` and an `atom:link`, a `pubDate` and a
/// `dc:date`).
struct EntryDraft {
    var title: MarkedText?
    var otherTitle: MarkedText?
    var link: URL?
    var alternates: [(url: URL, type: String?)] = []
    var guid: String?
    var guidIsPermaLink = true
    var atomID: String?
    var about: String?
    var authors: [String] = []
    var otherAuthor: String?
    var pubDate: FeedDate?
    var dcDate: FeedDate?
    var published: FeedDate?
    var issued: FeedDate?
    var created: FeedDate?
    var updated: FeedDate?
    var modified: FeedDate?
    var description: FeedText?
    var atomSummary: FeedText?
    var otherSummaries: [FeedText] = []
    var contentEncoded: FeedText?
    var atomContent: FeedText?
    var summaryBase: URL?
    var contentBase: URL?
    var enclosures: [Enclosure] = []
    var categories: [String] = []
    var image: URL?

    /// The entry, with a provisional identity (`EntryIdentity` settles it for the document).
    func entry() -> FeedEntry {
        let titleLine = [title, otherTitle].compactMap { $0?.line }.first { !$0.isEmpty }
        let permalink = guidIsPermaLink ? guid.flatMap { FeedLink.resolve($0, against: nil) } : nil
        let html = alternates.first { $0.type.map(Self.isHTMLType) ?? true }?.url ?? alternates.first?.url
        let chosenLink = link ?? html ?? permalink
        var names = authors.isEmpty ? (otherAuthor.map { [$0] } ?? []) : authors
        names = names.reduce(into: [String]()) { unique, name in if !unique.contains(name) { unique.append(name) } }
        let summary = [description, atomSummary].compactMap { $0 }.first { !$0.isEmpty } ?? otherSummaries.first { !$0.isEmpty }
        let content = [contentEncoded, atomContent].compactMap { $0 }.first { !$0.isEmpty }
        var seen = Set<URL>()
        let files = enclosures.filter { seen.insert($0.url).inserted }
        let theGuid = [guid, atomID, about].compactMap { $0.map(PlainText.line) }.first { !$0.isEmpty }
        return FeedEntry(
            identity: "", guid: theGuid, title: titleLine, link: chosenLink,
            author: names.isEmpty ? nil : String(names.joined(separator: ", ").prefix(500)),
            published: pubDate ?? published ?? issued ?? dcDate ?? created, updated: updated ?? modified,
            summary: summary, content: content, contentBase: content != nil ? (contentBase ?? summaryBase) : summaryBase,
            enclosures: files, categories: categories, image: image)
    }

    private static func isHTMLType(_ type: String) -> Bool {
        let lowered = type.lowercased()
        return lowered.hasPrefix("text/html") || lowered.hasPrefix("application/xhtml")
    }

    /// RSS's author is an e-mail address, often with the name: "jane@example.org (Jane Doe)"
    /// or "Jane Doe <jane@example.org>". The name when there is one.
    static func rssAuthor(_ text: String) -> String {
        let line = PlainText.line(text)
        if let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close {
            let name = PlainText.trimmed(String(line[line.index(after: open)..<close]))
            if !name.isEmpty { return name }
        }
        if let open = line.firstIndex(of: "<"), line.hasSuffix(">") {
            let name = PlainText.trimmed(String(line[..<open])).trimming(charactersIn: "\"")
            if !name.isEmpty { return name }
        }
        return line
    }
}
