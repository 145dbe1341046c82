import Foundation

/// Page bytes in, article out: decode the charset, parse with libxml2, read the metadata,
/// choose the content, build the blocks. Pure and synchronous; callers run it off the run loop.
public enum ArticleExtractor {
    /// Fewer characters than this in the chosen content means the page holds no article (an
    /// index page, a login wall, an app shell that builds itself with JavaScript).
    static let minimumTextLength = 140

    /// The article, or nil when the page holds none.
    public static func extract(html: some Collection<UInt8>, url: URL, contentType: String? = nil) -> Article? {
        let decoded = Charset.decode(Array(html), contentType: contentType)
        let tree = HTMLParser.parse(bytes: decoded.bytes, encoding: decoded.parserEncoding)
        guard !tree.nodes.isEmpty else { return nil }
        let metadata = MetadataReader(tree: tree).read(pageURL: url)
        let stats = PageStatistics(tree: tree)
        var roots = ContentScorer(tree: tree, stats: stats).chooseContent()
        if roots.isEmpty { roots = [tree.body] }
        var builder = BlockBuilder(tree: tree, stats: stats, baseURL: metadata.base ?? url, title: metadata.title)
        builder.build(roots)
        let article = Article(
            url: url, title: metadata.title, byline: metadata.byline, site: metadata.site,
            published: metadata.published, blocks: builder.blocks, links: builder.links)
        guard article.text.count >= minimumTextLength else { return nil }
        return article
    }
}
