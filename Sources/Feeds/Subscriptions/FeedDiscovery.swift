import FoundationEssentials
import Markup

/// A feed a web page names as its own.
public struct DiscoveredFeed: Sendable, Hashable {
    public var url: URL
    /// The link's title ("Comments feed"), sanitized; nil when it has none.
    public var title: String?
    /// The MIME type it declared.
    public var type: String

    public init(url: URL, title: String?, type: String) {
        self.url = url
        self.title = title
        self.type = type
    }
}

/// Autodiscovery: the `<link rel="alternate" type="application/rss+xml" href="…">` elements
/// of an HTML page (Atom, RSS, RDF and JSON Feed types), resolved against the page's
/// `<base href>` or its address, in the page's order, each address once.
enum FeedDiscovery {
    static let feedTypes: Set<String> = [
        "application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json",
        "application/x.atom+xml", "application/x-atom+xml", "application/x-rss+xml", "text/xml",
        "application/xml",
    ]

    static func alternates(in page: Data, pageURL: URL?) -> [DiscoveredFeed] {
        let collector = LinkCollector()
        HTMLEventParser.parse(bytes: [UInt8](page.prefix(4 << 20)), encoding: "UTF-8", into: collector)
        let base = collector.base.flatMap { FeedLink.resolve($0, against: pageURL) } ?? pageURL
        var seen = Set<URL>()
        var found: [DiscoveredFeed] = []
        for link in collector.links {
            guard let url = FeedLink.resolve(link.href, against: base), seen.insert(url).inserted else { continue }
            let title = link.title.map(PlainText.line)
            found.append(DiscoveredFeed(url: url, title: title?.isEmpty == false ? title : nil, type: link.type))
        }
        return found
    }
}

/// Gathers `<base href>` and the alternate feed links of a page.
private final class LinkCollector: HTMLEventHandler {
    struct Link {
        var href: String
        var type: String
        var title: String?
    }

    var base: String?
    var links: [Link] = []

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        let tag = String(cString: name)
        guard tag == "link" || tag == "base" else { return }
        var values: [String: String] = [:]
        for (attributeName, value) in attributes {
            values[String(cString: attributeName).lowercased()] = value.map { String(cString: $0) } ?? ""
        }
        if tag == "base" {
            if base == nil { base = values["href"] }
            return
        }
        let rel = (values["rel"] ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let type = PlainText.trimmed(values["type"] ?? "").lowercased()
        guard rel.contains("alternate"), !rel.contains("stylesheet"), FeedDiscovery.feedTypes.contains(type),
              let href = values["href"], links.count < 50 else { return }
        links.append(Link(href: href, type: type, title: values["title"]))
    }

    func endElement() {}
    func text(_ bytes: UnsafeBufferPointer<UInt8>) {}
}
