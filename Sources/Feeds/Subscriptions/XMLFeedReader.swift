import FoundationEssentials
import Glibc
import Markup

/// Reads RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom 1.0/0.3 from the XML parser's events, as the
/// bytes arrive: no document is built, and only the text of the fields it keeps is gathered.
///
/// Each open element has a role, decided from its parent's role and its name: the root, the
/// channel (an Atom feed's root is its own channel), an item, a field of the channel or of an
/// item, a container (Atom's author, media:group), or skipped with everything inside it (an
/// RSS `<image>`'s title never becomes the feed's). A field gathers its text; a field that may
/// hold markup (descriptions, content, Atom's xhtml) writes the elements inside it back out as
/// HTML. The element stack is an array, so nesting costs no call stack.
final class XMLFeedReader: XMLEventHandler {
    /// What relative links resolve against when no `xml:base` says otherwise.
    private let documentURL: URL?
    private(set) var format: FeedFormat?
    /// The root element's local name when it is not a feed's ("html").
    private(set) var foreignRoot: String?
    /// Called when the document turns out not to be a feed, so the parser can stop.
    var onForeignRoot: (() -> Void)?

    private enum Role {
        case root, channel, entry, media, author(feedLevel: Bool), field(Field), skip
    }

    /// What a field's text becomes.
    private enum Field {
        case feedTitle(MarkedText.Kind), feedLink, authorName(feedLevel: Bool), authorEmail(feedLevel: Bool)
        case title(MarkedText.Kind), otherTitle(MarkedText.Kind), link, guid, atomID, rssAuthor, creator, otherAuthor
        case date(DateSlot), summary(SummarySlot, FeedText.Kind), content(ContentSlot, FeedText.Kind), category
        case base64(ContentSlot)
    }

    private enum DateSlot { case pubDate, dcDate, published, issued, created, updated, modified }
    private enum SummarySlot { case description, atomSummary, other }
    private enum ContentSlot { case encoded, atom }

    private struct Frame {
        var role: Role
        /// Whether this element set an `xml:base` (popped with it).
        var setsBase: Bool
    }

    private var frames: [Frame] = []
    private var bases: [URL] = []
    private var names: [NameKey: FeedElement] = [:]
    private var atomHasNoNamespace = false

    // The field being gathered.
    private var collecting: Field?
    private var collectingDepth = 0
    private var collected: [UInt8] = []
    /// The field writes inner elements back out as markup; `escapesText`: its text is XML text
    /// (xhtml), so `<` and `&` must be escaped again in what is written.
    private var writesMarkup = false
    private var escapesText = false
    /// The depth of an xhtml content's wrapper `<div>`, which is not part of the content.
    private var wrapperDepth: Int?
    private var openMarkup: [String] = []

    private var feedTitle: MarkedText?
    private var feedLink: URL?
    private var feedAuthors: [String] = []
    private var pendingAuthorName: String?
    private var pendingAuthorEmail: String?
    private var draft: EntryDraft?
    private(set) var entries: [FeedEntry] = []

    /// Titles and names are lines: a hostile megabyte of title is cut here.
    private static let lineFieldLimit = 64 << 10

    init(documentURL: URL?) {
        self.documentURL = documentURL
    }

    /// The document read, once the parser has finished; its entries move out of the reader.
    func takeDocument() -> FeedDocument? {
        guard let format else { return nil }
        var settled: [FeedEntry] = []
        swap(&settled, &entries)
        if format == .atom, !feedAuthors.isEmpty {
            let inherited = feedAuthors.joined(separator: ", ")
            for index in settled.indices where settled[index].author == nil { settled[index].author = inherited }
        }
        EntryIdentity.settle(&settled)
        let title = feedTitle?.line
        return FeedDocument(format: format, title: title?.isEmpty == false ? title : nil, link: feedLink, entries: settled)
    }

    private var base: URL? { bases.last ?? documentURL }

    // MARK: Events

    func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
        var setsBase = false
        if attributes.count > 0, let declared = attribute("base", in: attributes, namespace: FeedElement.Namespace.xml) {
            bases.append(FeedLink.base(declared, against: base) ?? URL(string: "about:blank")!)
            setsBase = true
        }
        if collecting != nil {
            if writesMarkup { writeStart(localName, namespace: namespace, attributes: attributes) }
            frames.append(Frame(role: .skip, setsBase: setsBase))
            return
        }
        let element = classify(localName, namespace)
        let role = role(for: element, attributes: attributes, localName: localName, namespace: namespace)
        frames.append(Frame(role: role, setsBase: setsBase))
        if case .field(let field) = role { begin(field, element: element, attributes: attributes) }
    }

    func endElement() {
        guard let frame = frames.popLast() else { return }
        defer { if frame.setsBase, !bases.isEmpty { bases.removeLast() } }
        if collecting != nil {
            if frames.count >= collectingDepth {
                if writesMarkup { writeEnd() }
                return
            }
            finishField()
        }
        switch frame.role {
        case .entry:
            if let draft { entries.append(draft.entry()) }
            draft = nil
        case .author(let feedLevel):
            let name = pendingAuthorName.flatMap { $0.isEmpty ? nil : $0 } ?? pendingAuthorEmail.flatMap { $0.isEmpty ? nil : $0 }
            if let name {
                if feedLevel { feedAuthors.append(name) } else { draft?.authors.append(name) }
            }
            pendingAuthorName = nil
            pendingAuthorEmail = nil
        default:
            break
        }
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard collecting != nil else { return }
        if case .some(let field) = collecting, Self.isLine(field), collected.count + bytes.count > Self.lineFieldLimit {
            // Cut at the limit, on a character's first byte.
            var room = max(0, Self.lineFieldLimit - collected.count)
            while room > 0, room < bytes.count, bytes[room] & 0xC0 == 0x80 { room -= 1 }
            collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<room]))
            return
        }
        if escapesText && writesMarkup {
            appendEscaped(bytes, quote: false)
        } else {
            collected.append(contentsOf: bytes)
        }
    }

    // MARK: Roles

    private func role(for element: FeedElement, attributes: XMLAttributeList, localName: UnsafePointer<UInt8>,
                      namespace: UnsafePointer<UInt8>?) -> Role {
        guard let parent = frames.last?.role else {
            switch element {
            case .rss: format = .rss
            case .rdf: format = .rdf
            case .atomFeed:
                format = .atom
                atomHasNoNamespace = namespace == nil
                return .channel
            case .channel:
                format = .rss
                return .channel
            default:
                foreignRoot = String(cString: localName)
                onForeignRoot?()
                return .skip
            }
            return .root
        }
        switch parent {
        case .root:
            switch element {
            case .channel: return .channel
            case .item: return startEntry(attributes)
            default: return .skip
            }
        case .channel:
            switch element {
            case .item, .atomEntry: return startEntry(attributes)
            case .title: return .field(.feedTitle(.unlabelled))
            case .atomTitle: return .field(.feedTitle(Self.textKind(attributes)))
            case .link where format != .atom: return .field(.feedLink)
            case .atomLink:
                if feedLink == nil, let link = alternateLink(attributes) { feedLink = link.url }
                return .skip
            case .atomAuthor where format == .atom: return .author(feedLevel: true)
            default: return .skip
            }
        case .entry:
            return entryRole(element, attributes: attributes)
        case .media:
            switch element {
            case .mediaContent, .mediaThumbnail, .mediaDescription, .mediaTitle: return entryRole(element, attributes: attributes)
            default: return .skip
            }
        case .author(let feedLevel):
            switch element {
            case .atomName: return .field(.authorName(feedLevel: feedLevel))
            case .atomEmail: return .field(.authorEmail(feedLevel: feedLevel))
            default: return .skip
            }
        case .field, .skip:
            return .skip
        }
    }

    private func startEntry(_ attributes: XMLAttributeList) -> Role {
        var started = EntryDraft()
        if attributes.count > 0, let about = attribute("about", in: attributes, namespace: FeedElement.Namespace.rdf) {
            started.about = about
        }
        draft = started
        return .entry
    }

    private func entryRole(_ element: FeedElement, attributes: XMLAttributeList) -> Role {
        switch element {
        case .title: return .field(.title(.unlabelled))
        case .atomTitle: return .field(draft?.title == nil ? .title(Self.textKind(attributes)) : .otherTitle(Self.textKind(attributes)))
        case .dcTitle, .mediaTitle: return .field(.otherTitle(.unlabelled))
        case .link: return .field(.link)
        case .atomLink:
            guard let link = linkAttributes(attributes) else { return .skip }
            switch link.rel {
            case "alternate": draft?.alternates.append((link.url, link.type))
            case "enclosure": draft?.enclosures.append(Enclosure(url: link.url, type: link.type, length: link.length))
            default: break
            }
            return .skip
        case .guid:
            if let permaLink = attribute("isPermaLink", in: attributes, namespace: nil) {
                draft?.guidIsPermaLink = permaLink.lowercased() != "false"
            }
            return .field(.guid)
        case .atomId: return .field(.atomID)
        case .author: return .field(.rssAuthor)
        case .dcCreator: return .field(.creator)
        case .itunesAuthor: return .field(.otherAuthor)
        case .atomAuthor: return .author(feedLevel: false)
        case .pubDate: return .field(.date(.pubDate))
        case .dcDate: return .field(.date(.dcDate))
        case .atomPublished: return .field(.date(.published))
        case .atomIssued, .dcIssued: return .field(.date(.issued))
        case .atomCreated, .dcCreated: return .field(.date(.created))
        case .atomUpdated: return .field(.date(.updated))
        case .atomModified, .dcModified: return .field(.date(.modified))
        case .description: return .field(.summary(.description, .html))
        case .atomSummary: return atomText(attributes, summary: true)
        case .atomContent: return atomText(attributes, summary: false)
        case .contentEncoded: return .field(.content(.encoded, .html))
        case .dcDescription: return .field(.summary(.other, .html))
        case .mediaDescription:
            let type = attribute("type", in: attributes, namespace: nil)?.lowercased()
            return .field(.summary(.other, type == "html" ? .html : .text))
        case .itunesSummary, .itunesSubtitle: return .field(.summary(.other, .text))
        case .category, .dcSubject: return .field(.category)
        case .atomCategory:
            if let term = attribute("label", in: attributes, namespace: nil) ?? attribute("term", in: attributes, namespace: nil) {
                addCategory(term)
            }
            return .skip
        case .enclosure:
            if let url = attribute("url", in: attributes, namespace: nil).flatMap({ FeedLink.resolve($0, against: base) }) {
                draft?.enclosures.append(Enclosure(url: url, type: attribute("type", in: attributes, namespace: nil).map(PlainText.line),
                                                   length: attribute("length", in: attributes, namespace: nil).flatMap(Self.length)))
            }
            return .skip
        case .mediaContent:
            if let url = attribute("url", in: attributes, namespace: nil).flatMap({ FeedLink.resolve($0, against: base) }) {
                let type = attribute("type", in: attributes, namespace: nil).map(PlainText.line)
                let medium = attribute("medium", in: attributes, namespace: nil)
                if medium == "image" || type?.hasPrefix("image/") == true {
                    if draft?.image == nil { draft?.image = url }
                } else {
                    draft?.enclosures.append(Enclosure(url: url, type: type,
                                                       length: attribute("fileSize", in: attributes, namespace: nil).flatMap(Self.length)))
                }
            }
            return .media
        case .mediaThumbnail:
            if draft?.image == nil { draft?.image = attribute("url", in: attributes, namespace: nil).flatMap { FeedLink.resolve($0, against: base) } }
            return .skip
        case .itunesImage:
            if draft?.image == nil { draft?.image = attribute("href", in: attributes, namespace: nil).flatMap { FeedLink.resolve($0, against: base) } }
            return .skip
        case .mediaGroup: return .media
        default: return .skip
        }
    }

    /// An Atom text construct: `type` text, html, xhtml or a MIME type; Atom 0.3's `mode`
    /// escaped, xml (inline markup) or base64. Out-of-line content (`src`) has nothing to read
    /// here, and neither has a type that is not text (an image, in base64).
    private func atomText(_ attributes: XMLAttributeList, summary: Bool) -> Role {
        if !summary, attribute("src", in: attributes, namespace: nil) != nil { return .skip }
        let mode = attribute("mode", in: attributes, namespace: nil)?.lowercased()
        let type = attribute("type", in: attributes, namespace: nil)?.lowercased() ?? "text"
        var kind: FeedText.Kind
        switch type {
        case "html", "text/html", "xhtml", "application/xhtml+xml": kind = .html
        case "text", "text/plain": kind = .text
        default:
            guard type.hasPrefix("text/") || type.hasSuffix("+xml") || type.hasSuffix("/xml") else { return .skip }
            kind = .text
        }
        if mode == "base64" { return summary ? .skip : .field(.base64(.atom)) }
        if mode == "xml" { kind = .html }
        return .field(summary ? .summary(.atomSummary, kind) : .content(.atom, kind))
    }

    // MARK: Gathering a field

    private func begin(_ field: Field, element: FeedElement, attributes: XMLAttributeList) {
        collecting = field
        collectingDepth = frames.count
        collected.removeAll(keepingCapacity: true)
        openMarkup.removeAll()
        wrapperDepth = nil
        switch field {
        case .summary, .content:
            writesMarkup = true
            // Atom's xhtml (and 0.3's inline xml) is XML text: escape it again when written out.
            let type = attribute("type", in: attributes, namespace: nil)?.lowercased()
            let mode = attribute("mode", in: attributes, namespace: nil)?.lowercased()
            escapesText = (element == .atomSummary || element == .atomContent) && (type == "xhtml" || type == "application/xhtml+xml" || mode == "xml")
            if escapesText { wrapperDepth = frames.count + 1 }
        case .feedTitle(let kind), .title(let kind), .otherTitle(let kind):
            let type = attribute("type", in: attributes, namespace: nil)?.lowercased()
            escapesText = type == "xhtml"
            writesMarkup = escapesText || kind == .html
        default:
            writesMarkup = false
            escapesText = false
        }
        switch field {
        case .summary: draft?.summaryBase = base
        case .content: draft?.contentBase = base
        default: break
        }
    }

    private func finishField() {
        guard let field = collecting else { return }
        collecting = nil
        let value = String(decoding: collected, as: UTF8.self)
        if collected.count > 1 << 20 { collected = [] } else { collected.removeAll(keepingCapacity: true) }
        let xhtml = escapesText
        switch field {
        case .feedTitle(let kind): feedTitle = MarkedText(value: value, kind: xhtml ? .html : kind)
        case .feedLink: if feedLink == nil { feedLink = FeedLink.resolve(value, against: base) }
        case .authorName: pendingAuthorName = PlainText.line(value)
        case .authorEmail: pendingAuthorEmail = PlainText.line(value)
        case .title(let kind): draft?.title = MarkedText(value: value, kind: xhtml ? .html : kind)
        case .otherTitle(let kind): if draft?.otherTitle == nil { draft?.otherTitle = MarkedText(value: value, kind: xhtml ? .html : kind) }
        case .link: if draft?.link == nil { draft?.link = FeedLink.resolve(value, against: base) }
        case .guid: draft?.guid = value
        case .atomID: if draft?.atomID == nil { draft?.atomID = value }
        case .rssAuthor: addAuthor(EntryDraft.rssAuthor(value))
        case .creator: addAuthor(PlainText.unlabelledLine(value))
        case .otherAuthor: if draft?.otherAuthor == nil { draft?.otherAuthor = PlainText.line(value) }
        case .date(let slot): setDate(FeedDate.parse(value), slot)
        case .summary(let slot, let kind):
            let text = FeedText(value, kind: kind)
            switch slot {
            case .description: if draft?.description == nil { draft?.description = text }
            case .atomSummary: if draft?.atomSummary == nil { draft?.atomSummary = text }
            case .other: draft?.otherSummaries.append(text)
            }
        case .content(let slot, let kind):
            let text = FeedText(value, kind: kind)
            switch slot {
            case .encoded: if draft?.contentEncoded == nil { draft?.contentEncoded = text }
            case .atom: if draft?.atomContent == nil { draft?.atomContent = text }
            }
        case .base64:
            if let data = Data(base64Encoded: value, options: .ignoreUnknownCharacters), draft?.atomContent == nil {
                draft?.atomContent = FeedText(String(decoding: data, as: UTF8.self), kind: .html)
            }
        case .category: addCategory(value)
        }
    }

    private func setDate(_ date: FeedDate?, _ slot: DateSlot) {
        guard let date, draft != nil else { return }
        switch slot {
        case .pubDate: draft!.pubDate = draft!.pubDate ?? date
        case .dcDate: draft!.dcDate = draft!.dcDate ?? date
        case .published: draft!.published = draft!.published ?? date
        case .issued: draft!.issued = draft!.issued ?? date
        case .created: draft!.created = draft!.created ?? date
        case .updated: draft!.updated = draft!.updated ?? date
        case .modified: draft!.modified = draft!.modified ?? date
        }
    }

    private func addAuthor(_ name: String) {
        guard !name.isEmpty, (draft?.authors.count ?? 0) < 20 else { return }
        draft?.authors.append(name)
    }

    private func addCategory(_ raw: String) {
        let name = PlainText.unlabelledLine(raw)
        guard !name.isEmpty, let count = draft?.categories.count, count < 30, draft?.categories.contains(name) == false else { return }
        draft?.categories.append(name)
    }

    private static func isLine(_ field: Field) -> Bool {
        switch field {
        case .summary, .content, .base64: false
        default: true
        }
    }

    // MARK: Markup inside a field

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    private func writeStart(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
        // frames.count is the depth this element gets once pushed.
        if let wrapperDepth, frames.count + 1 == wrapperDepth, openMarkup.isEmpty,
           String(cString: localName) == "div", namespace.map({ String(cString: $0) }) == FeedElement.Namespace.xhtml {
            openMarkup.append("")
            return
        }
        let name = String(cString: localName)
        collected.append(UInt8(ascii: "<"))
        collected.append(contentsOf: name.utf8)
        for attribute in attributes {
            collected.append(UInt8(ascii: " "))
            collected.append(contentsOf: UnsafeBufferPointer(start: attribute.localName, count: strlen(attribute.localName)))
            collected.append(contentsOf: "=\"".utf8)
            let value = Array(attribute.string.utf8)
            value.withUnsafeBufferPointer { appendEscaped($0, quote: true) }
            collected.append(UInt8(ascii: "\""))
        }
        collected.append(UInt8(ascii: ">"))
        openMarkup.append(Self.voidElements.contains(name.lowercased()) ? "" : name)
    }

    private func writeEnd() {
        guard let name = openMarkup.popLast(), !name.isEmpty else { return }
        collected.append(contentsOf: "</".utf8)
        collected.append(contentsOf: name.utf8)
        collected.append(UInt8(ascii: ">"))
    }

    private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, quote: Bool) {
        var start = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "\"") where quote: replacement = "&quot;"
            default: continue
            }
            collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            collected.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            start = index + 1
        }
        collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    // MARK: Names and attributes

    private struct NameKey: Hashable {
        let local: UnsafePointer<UInt8>
        let space: UnsafePointer<UInt8>?
    }

    /// libxml2 interns names within a document, so each name is classified once.
    private func classify(_ localName: UnsafePointer<UInt8>, _ namespace: UnsafePointer<UInt8>?) -> FeedElement {
        let key = NameKey(local: localName, space: namespace)
        if let known = names[key] { return known }
        let element = FeedElement.classify(localName: String(cString: localName), namespace: namespace.map { String(cString: $0) },
                                           atomWithoutNamespace: format == .atom && atomHasNoNamespace)
        names[key] = element
        return element
    }

    private func attribute(_ name: StaticString, in attributes: XMLAttributeList, namespace: String?) -> String? {
        for attribute in attributes where Self.equals(attribute.localName, name) {
            let space = attribute.namespace.map { String(cString: $0) }
            if space == namespace { return attribute.string }
        }
        return nil
    }

    private static func equals(_ pointer: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        let bytes = name.utf8Start
        for index in 0..<length where pointer[index] != bytes[index] { return false }
        return pointer[length] == 0
    }

    private static func textKind(_ attributes: XMLAttributeList) -> MarkedText.Kind {
        var type: String?
        for attribute in attributes where equals(attribute.localName, "type") && attribute.namespace == nil { type = attribute.string.lowercased() }
        switch type {
        case "html", "text/html", "xhtml", "application/xhtml+xml": return .html
        default: return .text
        }
    }

    private struct LinkAttributes {
        var url: URL
        var rel: String
        var type: String?
        var length: Int64?
    }

    private func linkAttributes(_ attributes: XMLAttributeList) -> LinkAttributes? {
        guard let href = attribute("href", in: attributes, namespace: nil), let url = FeedLink.resolve(href, against: base) else { return nil }
        let rel = attribute("rel", in: attributes, namespace: nil).map { PlainText.line($0).lowercased() } ?? "alternate"
        return LinkAttributes(url: url, rel: rel.isEmpty ? "alternate" : rel,
                              type: attribute("type", in: attributes, namespace: nil).map(PlainText.line),
                              length: attribute("length", in: attributes, namespace: nil).flatMap(Self.length))
    }

    private func alternateLink(_ attributes: XMLAttributeList) -> LinkAttributes? {
        guard let link = linkAttributes(attributes), link.rel == "alternate" else { return nil }
        return link
    }

    private static func length(_ text: String) -> Int64? {
        Int64(PlainText.trimmed(text)).flatMap { $0 >= 0 ? $0 : nil }
    }
}
