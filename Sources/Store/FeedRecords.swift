import FoundationEssentials

/// A feed as the store keeps it.
public struct KeptFeed: Sendable, Equatable {
    /// The address as the feeds file writes it.
    public var url: String
    /// The feed's own title, from its last document.
    public var title: String?
    /// Its site.
    public var link: String?
    /// Validators for the next conditional GET.
    public var etag: String?
    public var lastModified: String?
    /// When a fetch last succeeded (a document or a 304).
    public var checkedAt: Date?
    /// When the last document arrived (a 200).
    public var updatedAt: Date?
    /// Items in that document.
    public var itemCount: Int
}

/// An item as a reload hands it over, in document order.
public struct ItemRecord: Sendable, Equatable {
    /// What makes it the same item in the next document (guid, else link, else title…).
    public var identity: String
    public var guid: String?
    public var title: String?
    public var link: String?
    public var author: String?
    public var published: Date?
    public var updated: Date?
    public var summary: String?
    public var summaryIsHTML: Bool
    public var content: String?
    public var contentIsHTML: Bool
    public var contentBase: String?
    public var enclosures: [KeptEnclosure]
    public var categories: [String]
    public var image: String?

    public init(
        identity: String, guid: String? = nil, title: String? = nil, link: String? = nil, author: String? = nil,
        published: Date? = nil, updated: Date? = nil, summary: String? = nil, summaryIsHTML: Bool = true,
        content: String? = nil, contentIsHTML: Bool = true, contentBase: String? = nil,
        enclosures: [KeptEnclosure] = [], categories: [String] = [], image: String? = nil
    ) {
        self.identity = identity
        self.guid = guid
        self.title = title
        self.link = link
        self.author = author
        self.published = published
        self.updated = updated
        self.summary = summary
        self.summaryIsHTML = summaryIsHTML
        self.content = content
        self.contentIsHTML = contentIsHTML
        self.contentBase = contentBase
        self.enclosures = enclosures
        self.categories = categories
        self.image = image
    }
}

public struct KeptEnclosure: Sendable, Equatable {
    public var url: String
    public var type: String?
    public var length: Int64?

    public init(url: String, type: String? = nil, length: Int64? = nil) {
        self.url = url
        self.type = type
        self.length = length
    }
}

/// An item as a row shows it: light, without its text.
public struct KeptItem: Sendable, Equatable {
    /// Stable across reloads and rewrites of the item: the key of its read state.
    public var id: String
    public var feed: String
    public var title: String?
    public var link: String?
    public var author: String?
    /// What the lists sort by: the item's date, or when it was first seen when it has none
    /// (or claims a date after that).
    public var date: Date
    public var published: Date?
    public var updated: Date?
    public var firstSeen: Date
    /// Whether it carries content of its own (shown instead of the reader).
    public var hasContent: Bool
    /// Whether the feed's current document still holds it.
    public var inDocument: Bool
}

/// What an item says, for its own pane.
public struct KeptContent: Sendable, Equatable {
    public var guid: String?
    public var summary: String?
    public var summaryIsHTML: Bool
    public var content: String?
    public var contentIsHTML: Bool
    /// What relative links in the summary and content resolve against.
    public var contentBase: String?
    public var enclosures: [KeptEnclosure]
    public var categories: [String]
    public var image: String?
}

/// One feed's document, to keep.
public struct KeptDocument: Sendable {
    public var feed: String
    public var title: String?
    public var link: String?
    public var etag: String?
    public var lastModified: String?
    public var items: [ItemRecord]

    public init(feed: String, title: String?, link: String?, etag: String?, lastModified: String?, items: [ItemRecord]) {
        self.feed = feed
        self.title = title
        self.link = link
        self.etag = etag
        self.lastModified = lastModified
        self.items = items
    }
}

/// What keeping a document changed.
public struct KeepOutcome: Sendable, Equatable {
    /// Items in the document.
    public var itemCount: Int
    /// Items never seen before.
    public var newCount: Int
    /// The ids of the document's items, in its order.
    public var ids: [String]
}
