import FoundationEssentials

/// What the reader found on a page: the metadata worth showing, the body as blocks, and the
/// links the body numbers. Every string is already sanitized.
public struct Article: Sendable, Equatable, Codable {
    public var url: URL
    public var title: String?
    public var byline: String?
    /// The site's own name ("The Verge"), else the host.
    public var site: String?
    /// When the page says it was published, when that could be read.
    public var published: PublicationDate?
    public var blocks: [ArticleBlock]
    /// The body's links, in order of first appearance; `links[0]` is `[1]`.
    public var links: [URL]

    public init(url: URL, title: String? = nil, byline: String? = nil, site: String? = nil,
                published: PublicationDate? = nil, blocks: [ArticleBlock], links: [URL] = []) {
        self.url = url
        self.title = title
        self.byline = byline
        self.site = site
        self.published = published
        self.blocks = blocks
        self.links = links
    }

    /// The body as plain text: blocks separated by blank lines, no link numbers, no image
    /// placeholders. What `--json` prints and what the quality measure compares.
    public var text: String {
        var pieces: [String] = []
        for block in blocks {
            switch block.kind {
            case .image, .rule: continue
            default: pieces.append(block.text)
            }
        }
        return pieces.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    public var wordCount: Int {
        blocks.reduce(0) { count, block in
            count + block.text.split(whereSeparator: \.isWhitespace).count
        }
    }

    /// Minutes at 230 words a minute, at least one.
    public var readingMinutes: Int { max(1, (wordCount + 229) / 230) }
}
