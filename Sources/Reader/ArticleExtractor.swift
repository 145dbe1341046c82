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
        var builder = build(tree, metadata: metadata, url: url, judgeNames: true)
        if builder.textLength < retryBelow {
            // Class names misled the first pass (the article sits in a "sidebar" wrapper):
            // read the page again by its structure alone and keep whichever found more.
            let second = build(tree, metadata: metadata, url: url, judgeNames: false)
            if second.textLength > builder.textLength * 3 { builder = second }
        }
        let article = Article(
            url: url, title: metadata.title, byline: metadata.byline, site: metadata.site,
            published: metadata.published, blocks: builder.blocks, links: builder.links)
        guard article.text.count >= minimumTextLength else { return nil }
        return article
    }

    /// Below this many characters the first reading is doubted.
    static let retryBelow = 250

    private static func build(_ tree: DOMTree, metadata: MetadataReader.Found, url: URL, judgeNames: Bool) -> BlockBuilder {
        let stats = PageStatistics(tree: tree, judgeNames: judgeNames)
        var roots = ContentScorer(tree: tree, stats: stats).chooseContent()
        if roots.isEmpty { roots = [tree.body] }
        var builder = BlockBuilder(tree: tree, stats: stats, baseURL: metadata.base ?? url, title: metadata.title)
        builder.build(roots)
        return builder
    }
}
