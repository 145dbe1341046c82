import FoundationEssentials
import TidingsText

// MARK: Mapping NewsAPI articles to the shared model

extension NewsAPIClient {
    /// A page of items and whether another is worth asking for: not past `totalResults`, not
    /// past the free plan's ceiling, and not after an empty page (which would loop forever).
    static func page(from payload: NewsAPIResponse, page: Int) -> FeedPage {
        let articles = payload.articles ?? []
        let items = articles.compactMap(item(from:))
        let total = min(payload.totalResults ?? 0, resultCeiling)
        // `page` comes from a cursor and `articles.count` from the server; past the ceiling there
        // is nothing more anyway, and the bound keeps the arithmetic far from overflowing.
        guard page >= 1, page <= resultCeiling, articles.count <= resultCeiling else {
            return FeedPage(items: items, next: nil)
        }
        let fetched = (page - 1) * pageSize + articles.count
        let hasMore = !articles.isEmpty && fetched < total
        return FeedPage(items: items, next: hasMore ? .page(page + 1) : nil)
    }

    /// One article as a feed row, or nil for NewsAPI's "[Removed]" placeholders.
    static func item(from article: NewsAPIResponse.Article) -> FeedItem? {
        let rawTitle = Sanitizer.line(article.title ?? "")
        guard rawTitle != "[Removed]" else { return nil }
        let sourceName = nonEmpty(article.source?.name.map(Sanitizer.line))
        let title = strippingSource(sourceName, from: rawTitle)
        let url = WebLink.url(article.url)
        let author = nonEmpty(article.author.map(Sanitizer.line))
        let date = article.publishedAt.flatMap(Timestamp.parseISO8601)
        let id = url?.absoluteString ?? stableID(article)
        let image = WebLink.url(article.urlToImage)
        return FeedItem(
            id: id,
            title: title.isEmpty ? "(untitled)" : title,
            domain: WebLink.domain(of: url),
            author: author,
            date: date,
            articleURL: url,
            discussionURL: nil,
            imageURL: image,
            payload: SourcePayload(ArticleDetails(
                sourceName: sourceName,
                author: author,
                summary: nonEmpty(article.description.map(trimmedText)),
                content: nonEmpty(article.content.map(trimmedText)),
                imageURL: image)))
    }

    /// "Port reopens after storm - Harbor Times" → "Port reopens after storm", but only when the
    /// suffix really is the source's name: a dash inside a headline stays.
    static func strippingSource(_ source: String?, from title: String) -> String {
        guard let source else { return title }
        let suffix = " - " + source
        guard title.hasSuffix(suffix), title.count > suffix.count else { return title }
        return String(title.dropLast(suffix.count)).trimmingSpaces()
    }

    /// Articles without a URL still need an id that survives a refresh, so it is derived from
    /// what the article says (FNV-1a; Swift's own hashing is seeded per process).
    static func stableID(_ article: NewsAPIResponse.Article) -> String {
        let key = [article.source?.name, article.title, article.publishedAt].map { $0 ?? "" }.joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "newsapi-" + String(hash, radix: 16)
    }

    private static func trimmedText(_ raw: String) -> String {
        Sanitizer.text(raw).trimmingWhitespace()
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
