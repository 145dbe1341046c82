import Foundation
import TidingsText
@testable import Feeds
@testable import Markup

// Feeds, differentially. Markup's XML reading (the encoding decoder, the reference repairs and
// libxml2's push parser) against StrictXML, a strict parser of our own: wherever the reference
// reads a document, Markup must report the same elements, attributes and text — whole, and in
// pieces cut where the input's own bytes say (repairs must change nothing in a well-formed
// document, wherever it is cut). Then the feed reader: the same document whole or in pieces;
// and where the reference sees items each with one guid (RSS) or id (Atom), the reader finds
// the same items with the same guids, in order. And on every input: no trap.

final class MarkupLog: XMLEventHandler {
    var events: [StrictXML.Event] = []
    private var text = ""

    func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
        flush()
        let list = attributes.map { attribute in
            (attribute.namespace.map { "{" + String(cString: $0) + "}" } ?? "") + String(cString: attribute.localName) + "=" + attribute.string
        }
        events.append(.start(namespace: namespace.map { String(cString: $0) }, local: String(cString: localName), attributes: list))
    }

    func endElement() {
        flush()
        events.append(.end)
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        text += String(decoding: bytes, as: UTF8.self)
    }

    func finish() -> [StrictXML.Event] {
        flush()
        return events
    }

    private func flush() {
        if !text.isEmpty { events.append(.text(text)) }
        text = ""
    }
}

/// Piece sizes from the input's own bytes: 1 to 16.
func cuts(_ bytes: [UInt8]) -> [Int] {
    var sizes: [Int] = []
    var total = 0
    var index = 0
    while total < bytes.count {
        let size = Int(bytes[(index * 7) % max(1, bytes.count)] % 16) + 1
        sizes.append(size)
        total += size
        index += 1
    }
    return sizes
}

func markupEvents(_ bytes: [UInt8], sizes: [Int]?) -> [StrictXML.Event] {
    let log = MarkupLog()
    let parser = XMLPushParser(handler: log)
    if let sizes {
        var offset = 0
        for size in sizes where offset < bytes.count {
            let end = min(bytes.count, offset + size)
            parser.push(Array(bytes[offset..<end]))
            offset = end
        }
    } else {
        parser.push(bytes)
    }
    parser.finish()
    return log.finish()
}

/// The guids (RSS items) or ids (Atom entries) the reference sees, when every item has exactly
/// one, non-empty and different from the others; nil otherwise.
func referenceGuids(_ events: [StrictXML.Event]) -> [String]? {
    let rss: String? = nil
    let atom = "http://www.w3.org/2005/Atom"
    var depth = 0
    var path: [(String?, String)] = []
    var guids: [String] = []
    var current: [String]? = nil
    var collecting: String? = nil
    var isRSS = false
    var isAtom = false
    for event in events {
        switch event {
        case .start(let space, let local, _):
            if depth == 0 {
                isRSS = space == rss && local == "rss"
                isAtom = space == atom && local == "feed"
                guard isRSS || isAtom else { return nil }
            }
            path.append((space, local))
            depth += 1
            if isRSS, depth == 3, path[1] == (rss, "channel"), space == rss, local == "item" { current = [] }
            if isAtom, depth == 2, space == atom, local == "entry" { current = [] }
            let itemDepth = isRSS ? 3 : 2
            if current != nil, depth == itemDepth + 1, (isRSS && space == rss && local == "guid") || (isAtom && space == atom && local == "id") {
                collecting = ""
            } else if collecting != nil {
                return nil  // markup inside the guid: not this simple case
            }
        case .end:
            let itemDepth = isRSS ? 3 : 2
            if let text = collecting, depth == itemDepth + 1 {
                current?.append(text)
                collecting = nil
            }
            if depth == itemDepth, let found = current {
                guard found.count == 1 else { return nil }
                guids.append(found[0])
                current = nil
            }
            depth -= 1
            path.removeLast()
        case .text(let text):
            if collecting != nil { collecting! += text }
        }
    }
    let cleaned = guids.map { PlainText.trimmed(Sanitizer.neutralize($0, keepNewlines: false)) }
    guard !cleaned.contains(where: \.isEmpty), Set(cleaned).count == cleaned.count, !cleaned.isEmpty else { return nil }
    return cleaned
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reference = StrictXML.events(bytes)
    let whole = markupEvents(bytes, sizes: nil)
    let pieces = markupEvents(bytes, sizes: cuts(bytes))
    if let reference {
        guard whole == reference else { fatalError("Markup read a well-formed document differently:\n\(whole)\nreference:\n\(reference)") }
        guard pieces == reference else { fatalError("Markup read a well-formed document differently in pieces:\n\(pieces)\nreference:\n\(reference)") }
    }
    let url = URL(string: "https://fuzz.example/feed.xml")
    let document = FeedParser.parse(Data(bytes), url: url)
    var split: [Data] = []
    var offset = 0
    for cut in cuts(bytes) where offset < bytes.count {
        let end = min(bytes.count, offset + cut * 97)
        split.append(Data(bytes[offset..<end]))
        offset = end
    }
    let inPieces = FeedParser.parse(pieces: split, url: url)
    if reference != nil {
        guard document == inPieces else { fatalError("the feed reads differently in pieces:\n\(document)\n\(inPieces)") }
    }
    if let reference, let guids = referenceGuids(reference) {
        guard case .feed(let feed) = document else { fatalError("the reference sees a feed; the reader: \(document)") }
        let found = feed.entries.map { $0.guid ?? "" }
        guard found == guids else { fatalError("items differ: \(found) against the reference's \(guids)") }
    }
    if case .feed(let feed) = document {
        for entry in feed.entries {
            _ = entry.summary?.plain
            _ = entry.content?.line
            _ = entry.displayTitle
            guard !entry.identity.isEmpty else { fatalError("an empty identity") }
            for link in [entry.link, entry.contentBase, entry.image].compactMap({ $0 }) + entry.enclosures.map(\.url) {
                guard link.isWebAddress else { fatalError("a link that is not a web address: \(link)") }
            }
        }
    }
    return 0
}
