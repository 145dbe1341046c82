import Foundation
import Markup

/// What a body turned out to be.
public enum FeedReading: Sendable, Equatable {
    case feed(FeedDocument)
    /// A web page, with the feeds it names in `<link rel="alternate">` (autodiscovery).
    case page(alternates: [DiscoveredFeed])
    /// Neither a feed nor a web page: empty, JSON that is no JSON Feed, not XML at all.
    case unreadable
}

/// Reads a body as RSS, RDF, Atom or JSON Feed, whatever the server called it (servers often
/// call feeds text/html, or text/plain): the bytes decide. XML is read in pieces through
/// libxml2's push parser, so a 20 MB feed is never held as a document, and a document whose
/// root is no feed's (an HTML page) is abandoned at its first element.
public enum FeedParser {
    /// `contentType`: the Content-Type header, for its charset. `url`: the feed's address,
    /// which relative links resolve against.
    public static func parse(_ body: Data, contentType: String? = nil, url: URL? = nil) -> FeedReading {
        let start = firstMeaningfulByte(body)
        guard let start else { return .unreadable }
        switch body[start] {
        case UInt8(ascii: "{"):
            return JSONFeedReader.read(body, documentURL: url).map(FeedReading.feed) ?? .unreadable
        case UInt8(ascii: "["):
            return .unreadable
        default:
            break
        }
        if looksLikeHTMLPage(body, from: start) { return .page(alternates: FeedDiscovery.alternates(in: body, pageURL: url)) }
        let reader = XMLFeedReader(documentURL: url)
        let parser = XMLPushParser(handler: reader, charset: charset(in: contentType))
        reader.onForeignRoot = { [unowned parser] in parser.stop() }
        body.withUnsafeBytes { bytes in
            var offset = 0
            // In pieces, so libxml2's own buffer stays small whatever the size of the feed.
            while offset < bytes.count, !parser.hasStopped {
                let length = min(64 << 10, bytes.count - offset)
                parser.push(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
                offset += length
            }
        }
        parser.finish()
        if let document = reader.document { return .feed(document) }
        if let root = reader.foreignRoot, ["html", "head", "body"].contains(root.lowercased()) {
            return .page(alternates: FeedDiscovery.alternates(in: body, pageURL: url))
        }
        return .unreadable
    }

    /// The charset parameter of a Content-Type ("text/xml; charset=ISO-8859-1").
    static func charset(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, PlainText.trimmed(String(parts[0])).lowercased() == "charset" else { continue }
            let value = PlainText.trimmed(String(parts[1])).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Where the content starts: past a UTF-8 byte-order mark and whitespace.
    private static func firstMeaningfulByte(_ body: Data) -> Data.Index? {
        var index = body.startIndex
        if body.count >= 3, body[index] == 0xEF, body[index + 1] == 0xBB, body[index + 2] == 0xBF { index += 3 }
        while index < body.endIndex, ASCIIBytes.isSpace(body[index]) { index += 1 }
        return index < body.endIndex ? index : nil
    }

    /// `<!DOCTYPE html` or `<html` first: an HTML page, which libxml2's XML parser would only
    /// stumble through.
    private static func looksLikeHTMLPage(_ body: Data, from start: Data.Index) -> Bool {
        let head = body[start..<min(body.endIndex, start + 64)].map { ASCIIBytes.isLetter($0) ? $0 | 0x20 : $0 }
        let text = String(decoding: head, as: UTF8.self)
        return text.hasPrefix("<!doctype html") || text.hasPrefix("<html")
    }
}
