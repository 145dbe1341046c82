import FoundationEssentials
import Markup

/// What a body turned out to be.
public enum FeedReading: Sendable, Equatable {
    case feed(FeedDocument)
    /// A web page, with the feeds it names in `<link rel="alternate">` (autodiscovery).
    case page(alternates: [DiscoveredFeed])
    /// Neither a feed nor a web page: empty, JSON that is no JSON Feed, not XML at all.
    case unreadable
    /// A feed's root, but XML too broken to read a single item from, even with libxml2's
    /// recovery (a feed cut off in its first item, say). A broken feed that still gave items
    /// is read as a feed: what could be read is worth more than an error.
    case malformed
}

/// Reads a body as RSS, RDF, Atom or JSON Feed, whatever the server called it (servers often
/// call feeds text/html, or text/plain): the bytes decide. XML is read in pieces through
/// libxml2's push parser, so a 20 MB feed is never held as a document, and a document whose
/// root is no feed's (an HTML page) is abandoned at its first element.
public enum FeedParser {
    /// `contentType`: the Content-Type header, for its charset. `url`: the feed's address,
    /// which relative links resolve against.
    public static func parse(_ body: Data, contentType: String? = nil, url: URL? = nil) -> FeedReading {
        parse(pieces: [body], contentType: contentType, url: url)
    }

    /// The same for a body kept in the pieces it arrived in: XML is read piece by piece, so
    /// the body is never copied into one block.
    public static func parse(pieces: [Data], contentType: String? = nil, url: URL? = nil) -> FeedReading {
        guard let first = firstMeaningfulBytes(pieces) else { return .unreadable }
        func whole() -> Data { pieces.count == 1 ? pieces[0] : pieces.reduce(into: Data()) { $0.append($1) } }
        switch first.first {
        case UInt8(ascii: "{"):
            return JSONFeedReader.read(whole(), documentURL: url).map(FeedReading.feed) ?? .unreadable
        case UInt8(ascii: "["):
            return .unreadable
        default:
            break
        }
        if looksLikeHTMLPage(first) { return .page(alternates: FeedDiscovery.alternates(in: whole(), pageURL: url)) }
        let reader = XMLFeedReader(documentURL: url)
        let parser = XMLPushParser(handler: reader, charset: charset(in: contentType))
        reader.onForeignRoot = { [unowned parser] in parser.stop() }
        for piece in pieces where !parser.hasStopped {
            piece.withUnsafeBytes { bytes in
                var offset = 0
                // In small pieces, so libxml2's own buffer stays small whatever the size of the feed.
                while offset < bytes.count, !parser.hasStopped {
                    let length = min(16 << 10, bytes.count - offset)
                    parser.push(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
                    offset += length
                }
            }
        }
        parser.finish()
        if let document = reader.takeDocument() {
            return document.entries.isEmpty && !parser.isWellFormed ? .malformed : .feed(document)
        }
        if let root = reader.foreignRoot, ["html", "head", "body"].contains(root.lowercased()) {
            return .page(alternates: FeedDiscovery.alternates(in: whole(), pageURL: url))
        }
        return .unreadable
    }

    /// The charset parameter of a Content-Type ("text/xml; charset=ISO-8859-1").
    static func charset(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, PlainText.trimmed(String(parts[0])).lowercased() == "charset" else { continue }
            let value = PlainText.trimmed(String(parts[1])).trimming(charactersIn: "\"'")
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Up to 64 bytes from where the content starts: past a UTF-8 byte-order mark and
    /// whitespace. Nil when there is no content at all.
    private static func firstMeaningfulBytes(_ pieces: [Data]) -> [UInt8]? {
        var head: [UInt8] = []
        var skippedMark = false
        var checkedMark = false
        var pending: [UInt8] = []
        for piece in pieces {
            for byte in piece {
                if !checkedMark {
                    pending.append(byte)
                    if pending.count < 3 && pending == Array([0xEF, 0xBB, 0xBF].prefix(pending.count)) { continue }
                    checkedMark = true
                    skippedMark = pending == [0xEF, 0xBB, 0xBF]
                    let rest = skippedMark ? [] : pending
                    pending = []
                    for early in rest where !(head.isEmpty && ASCIIBytes.isSpace(early)) { head.append(early) }
                    continue
                }
                if head.isEmpty && ASCIIBytes.isSpace(byte) { continue }
                head.append(byte)
                if head.count == 64 { return head }
            }
        }
        if !checkedMark { head = pending.filter { !ASCIIBytes.isSpace($0) } }
        return head.isEmpty ? nil : head
    }

    /// `<!DOCTYPE html` or `<html` first: an HTML page, which libxml2's XML parser would only
    /// stumble through.
    private static func looksLikeHTMLPage(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head.map { ASCIIBytes.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        return text.hasPrefix("<!doctype html") || text.hasPrefix("<html")
    }
}
