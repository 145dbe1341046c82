/// The elements of RSS, RDF, Atom and their common namespaces that mean something to a feed
/// reader, by namespace and local name. Everything else is `other`, and its subtree is skipped.
enum FeedElement: Sendable {
    // Roots and containers.
    case rss, rdf, channel, item, atomFeed, atomEntry, atomAuthor, atomContributor, atomSource, rssSource
    case mediaGroup, mediaContent, image, items, textInput
    // RSS (no namespace, RSS 1.0's, RSS 0.90's, UserLand's).
    case title, link, description, guid, pubDate, author, category, enclosure
    // Namespaces RSS feeds mix in.
    case contentEncoded, dcCreator, dcDate, dcTitle, dcDescription, dcSubject, dcContributor
    case dcIssued, dcModified, dcCreated
    case mediaThumbnail, mediaDescription, mediaTitle
    case itunesAuthor, itunesSummary, itunesSubtitle, itunesImage
    // Atom 1.0, and Atom 0.3's names for the same things.
    case atomTitle, atomLink, atomId, atomPublished, atomUpdated, atomIssued, atomModified, atomCreated
    case atomName, atomEmail, atomSummary, atomContent, atomCategory
    case other

    /// Namespace URIs, as documents write them.
    enum Namespace {
        static let rss10 = "http://purl.org/rss/1.0/"
        static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
        static let userland = "http://backend.userland.com/rss2"
        static let harvard = "http://blogs.law.harvard.edu/tech/rss"
        static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
        static let atom10 = "http://www.w3.org/2005/Atom"
        static let atom03 = "http://purl.org/atom/ns#"
        static let content = "http://purl.org/rss/1.0/modules/content/"
        static let dc = "http://purl.org/dc/elements/1.1/"
        static let dcterms = "http://purl.org/dc/terms/"
        static let media = "http://search.yahoo.com/mrss/"
        static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
        static let xhtml = "http://www.w3.org/1999/xhtml"
        static let xml = "http://www.w3.org/XML/1998/namespace"
    }

    enum Space {
        case rss, rdf, atom, content, dc, dcterms, media, itunes, xhtml, unknown
    }

    static func space(_ uri: String?) -> Space {
        guard let uri, !uri.isEmpty else { return .rss }
        switch uri {
        case Namespace.rss10, Namespace.rss090, Namespace.userland, Namespace.harvard: return .rss
        case Namespace.rdf: return .rdf
        case Namespace.atom10, Namespace.atom03: return .atom
        case Namespace.content: return .content
        case Namespace.dc: return .dc
        case Namespace.dcterms: return .dcterms
        // Yahoo's own examples sometimes drop the final slash.
        case Namespace.media, "http://search.yahoo.com/mrss": return .media
        case Namespace.itunes, "http://www.itunes.com/DTDs/Podcast-1.0.dtd": return .itunes
        case Namespace.xhtml: return .xhtml
        default: return .unknown
        }
    }

    /// `atomWithoutNamespace`: the document is Atom that forgot its namespace, so unprefixed
    /// names are Atom's.
    static func classify(localName: String, namespace: String?, atomWithoutNamespace: Bool = false) -> FeedElement {
        let space = atomWithoutNamespace && (namespace ?? "").isEmpty ? .atom : space(namespace)
        switch space {
        case .rss:
            switch localName {
            case "rss": return .rss
            case "channel": return .channel
            case "item": return .item
            case "title": return .title
            case "link": return .link
            case "description": return .description
            case "guid": return .guid
            case "pubDate": return .pubDate
            case "author": return .author
            case "category": return .category
            case "enclosure": return .enclosure
            case "source": return .rssSource
            case "image": return .image
            case "items": return .items
            case "textInput", "textinput": return .textInput
            // Atom without its namespace: a broken feed, read as Atom.
            case "feed" where namespace == nil: return .atomFeed
            case "entry" where namespace == nil: return .atomEntry
            default: return .other
            }
        case .rdf:
            return localName == "RDF" ? .rdf : .other
        case .atom:
            switch localName {
            case "feed": return .atomFeed
            case "entry": return .atomEntry
            case "title": return .atomTitle
            case "link": return .atomLink
            case "id": return .atomId
            case "published": return .atomPublished
            case "updated": return .atomUpdated
            case "issued": return .atomIssued
            case "modified": return .atomModified
            case "created": return .atomCreated
            case "author": return .atomAuthor
            case "contributor": return .atomContributor
            case "name": return .atomName
            case "email": return .atomEmail
            case "summary": return .atomSummary
            case "content": return .atomContent
            case "category": return .atomCategory
            case "source": return .atomSource
            default: return .other
            }
        case .content:
            return localName == "encoded" ? .contentEncoded : .other
        case .dc:
            switch localName {
            case "creator": return .dcCreator
            case "date": return .dcDate
            case "title": return .dcTitle
            case "description": return .dcDescription
            case "subject": return .dcSubject
            case "contributor": return .dcContributor
            default: return .other
            }
        case .dcterms:
            switch localName {
            case "issued": return .dcIssued
            case "modified": return .dcModified
            case "created": return .dcCreated
            default: return .other
            }
        case .media:
            switch localName {
            case "group": return .mediaGroup
            case "content": return .mediaContent
            case "thumbnail": return .mediaThumbnail
            case "description": return .mediaDescription
            case "title": return .mediaTitle
            default: return .other
            }
        case .itunes:
            switch localName {
            case "author": return .itunesAuthor
            case "summary": return .itunesSummary
            case "subtitle": return .itunesSubtitle
            case "image": return .itunesImage
            default: return .other
            }
        case .xhtml, .unknown:
            return .other
        }
    }
}
