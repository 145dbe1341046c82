import FoundationEssentials
import Reader
import Store
import TidingsText

/// The articles the reader read, kept in the page cache (as read, not as pages: a copy is the
/// article's text, a few kilobytes, not the megabytes of markup around it), so a saved item's
/// article, or any article read before, still reads when the network fails.
public struct KeptArticles: Sendable {
    let cache: PageCache

    public init(cache: PageCache) {
        self.cache = cache
    }

    /// A kept article is held to the reader's own page limit: a planted copy larger than any
    /// page the reader would read is not even opened.
    static let maximumBytes = ArticleFetcher.maximumBytes

    static func key(for url: URL) -> String { "READER " + url.absoluteString }

    /// Keeps `article`, read from `url`, off the caller's path.
    public func keep(_ article: Article, for url: URL) {
        let cache = self.cache
        Task.detached(priority: .utility) {
            guard let body = try? JSONEncoder().encode(article) else { return }
            await cache.store(body, for: Self.key(for: url))
        }
    }

    /// Whether an article is kept for `url` (without reading it back).
    public func isKept(_ url: URL) async -> Bool {
        await cache.keptPage(Self.key(for: url), maximumBytes: Self.maximumBytes) != nil
    }

    /// The article kept for `url` and when it was read; nil when none is kept (or what is kept
    /// does not read as one).
    public func article(for url: URL) async -> (article: Article, readAt: Date)? {
        guard let page = await cache.page(Self.key(for: url), maximumBytes: Self.maximumBytes),
              let article = try? JSONDecoder().decode(Article.self, from: page.body) else { return nil }
        return (article.neutralized(), page.fetchedAt)
    }
}

extension Article {
    /// The same article with every string through the sanitizer again: a file on disk is not
    /// trusted, and the screen draws only sanitized text.
    func neutralized() -> Article {
        let line = { (text: String) in Sanitizer.neutralize(text, keepNewlines: false) }
        var copy = self
        copy.title = title.map(line)
        copy.byline = byline.map(line)
        copy.site = site.map(line)
        copy.blocks = blocks.map { block in
            var block = block
            block.text = Sanitizer.neutralize(block.text, keepNewlines: true)
            block.markedText = Sanitizer.neutralize(block.markedText, keepNewlines: true)
            switch block.kind {
            case .listItem(let marker, let depth): block.kind = .listItem(marker: line(marker), depth: depth)
            case .table(let rows): block.kind = .table(rows: rows.map { $0.map(line) })
            case .heading(let level): block.kind = .heading(level: min(max(level, 1), 6))
            default: break
            }
            block.quoteDepth = min(max(block.quoteDepth, 0), 16)
            if let picture = block.imageURL, !picture.isWebAddress { block.imageURL = nil }
            return block
        }
        // Links keep their places (the text numbers them); opening one asks for a web address.
        return copy
    }
}
