import FoundationEssentials

/// The formats Tidings reads.
public enum FeedFormat: String, Sendable, Hashable {
    /// RSS 0.91, 0.92, 2.0 (and the 0.9x that call themselves "rss" at all).
    case rss
    /// RSS 1.0 and 0.90, both RDF.
    case rdf
    /// Atom 1.0 (RFC 4287) and Atom 0.3.
    case atom
    /// JSON Feed 1.0 and 1.1.
    case json
}

/// One feed as its current document has it.
public struct FeedDocument: Sendable, Hashable {
    public var format: FeedFormat
    /// The feed's own title, sanitized; nil when it has none.
    public var title: String?
    /// The site the feed belongs to (an http or https address).
    public var link: URL?
    /// In the document's order (usually newest first).
    public var entries: [FeedEntry]

    public init(format: FeedFormat, title: String? = nil, link: URL? = nil, entries: [FeedEntry] = []) {
        self.format = format
        self.title = title
        self.link = link
        self.entries = entries
    }
}

/// One item of a feed. Single-line fields are sanitized; `summary` and `content` are kept as
/// the feed sent them (see `FeedText`); every URL is http or https and absolute, resolved
/// against `xml:base` and the feed's own address.
public struct FeedEntry: Sendable, Hashable {
    /// What makes this item the same item in the next document: its guid or id, else its
    /// link, else its title, else its text (see `EntryIdentity`). Never empty.
    public var identity: String
    /// The guid (RSS), id (Atom, JSON Feed) or rdf:about (RSS 1.0) as the feed gave it.
    public var guid: String?
    public var title: String?
    public var link: URL?
    /// Authors' names, joined with ", ".
    public var author: String?
    public var published: FeedDate?
    public var updated: FeedDate?
    public var summary: FeedText?
    /// The full content, when the feed carries it.
    public var content: FeedText?
    /// What relative links inside `summary` and `content` are resolved against.
    public var contentBase: URL?
    public var enclosures: [Enclosure]
    public var categories: [String]
    /// A picture for the item (media:thumbnail, itunes:image, JSON Feed's image).
    public var image: URL?

    public init(
        identity: String, guid: String? = nil, title: String? = nil, link: URL? = nil, author: String? = nil,
        published: FeedDate? = nil, updated: FeedDate? = nil, summary: FeedText? = nil, content: FeedText? = nil,
        contentBase: URL? = nil, enclosures: [Enclosure] = [], categories: [String] = [], image: URL? = nil
    ) {
        self.identity = identity
        self.guid = guid
        self.title = title
        self.link = link
        self.author = author
        self.published = published
        self.updated = updated
        self.summary = summary
        self.content = content
        self.contentBase = contentBase
        self.enclosures = enclosures
        self.categories = categories
        self.image = image
    }

    /// The publication date, else the date of the last update.
    public var date: FeedDate? { published ?? updated }

    /// A title for a row, whatever the item has: its title, else the start of its text, else
    /// its link.
    public var displayTitle: String { titleOrText ?? link?.absoluteString ?? "Untitled" }

    /// Its title, else the start of its text (many feeds' notes have no title); nil when it
    /// has neither.
    public var titleOrText: String? {
        if let title, !title.isEmpty { return title }
        let text = (summary ?? content)?.line ?? ""
        return text.isEmpty ? nil : WordCut.prefix(text, limit: 120)
    }
}

/// A file attached to an item: a podcast's audio, a video, an image.
public struct Enclosure: Sendable, Hashable {
    public var url: URL
    /// The MIME type the feed gave ("audio/mpeg"), sanitized.
    public var type: String?
    /// In bytes, when the feed said.
    public var length: Int64?

    public init(url: URL, type: String? = nil, length: Int64? = nil) {
        self.url = url
        self.type = type
        self.length = length
    }
}

/// Text cut at a word.
enum WordCut {
    static func prefix(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord + "…"
    }
}
