import Foundation
import Testing
import TestThreads
@testable import Markup

/// Records events as text, to compare readings of the same document.
final class EventLog: XMLEventHandler {
    var lines: [String] = []
    private var pendingText = ""

    func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
        flush()
        let space = namespace.map { "{" + String(cString: $0) + "}" } ?? ""
        let pairs = attributes.map { attribute in
            let space = attribute.namespace.map { "{" + String(cString: $0) + "}" } ?? ""
            return " " + space + String(cString: attribute.localName) + "=" + attribute.string
        }
        lines.append("<" + space + String(cString: localName) + pairs.joined() + ">")
    }

    func endElement() {
        flush()
        lines.append("</>")
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        pendingText += String(decoding: bytes, as: UTF8.self)
    }

    private func flush() {
        let trimmed = pendingText.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { lines.append(trimmed) }
        pendingText = ""
    }

    func finished() -> [String] {
        flush()
        return lines
    }
}

func read(_ document: String, pieceSize: Int = .max) -> (events: [String], wellFormed: Bool) {
    let log = EventLog()
    let parser = XMLPushParser(handler: log)
    let bytes = Array(document.utf8)
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + pieceSize)
        parser.push(Array(bytes[start..<end]))
        start = end
    }
    parser.finish()
    return (log.finished(), parser.isWellFormed)
}

@Suite(.ownThread) struct XMLPushParserTests {
    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:base="https://example.org/">
          <title type="html">A &amp; B</title>
          <entry><title><![CDATA[<b>Bold</b> move]]></title><media:thumbnail url="t.png"/></entry>
        </feed>
        """

    @Test func namespacesAreResolvedAndAttributesRead() {
        let (events, wellFormed) = read(Self.atom)
        #expect(wellFormed)
        #expect(events == [
            "<{http://www.w3.org/2005/Atom}feed {http://www.w3.org/XML/1998/namespace}base=https://example.org/>",
            "<{http://www.w3.org/2005/Atom}title type=html>", "A & B", "</>",
            "<{http://www.w3.org/2005/Atom}entry>",
            "<{http://www.w3.org/2005/Atom}title>", "<b>Bold</b> move", "</>",
            "<{http://search.yahoo.com/mrss/}thumbnail url=t.png>", "</>",
            "</>", "</>",
        ])
    }

    @Test func piecesOfAnySizeReadTheSame() {
        let whole = read(Self.atom).events
        for size in [1, 2, 3, 7, 64] {
            #expect(read(Self.atom, pieceSize: size).events == whole, "pieces of \(size) bytes")
        }
    }

    @Test func entityDeclarationsAreNeverExpanded() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            laughs += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        laughs += "]>\n<lolz>&lol9;<after>still read</after></lolz>"
        let (events, _) = read(laughs)
        #expect(!events.joined().contains("lol</"))
        #expect(!events.joined().contains("lollol"))
        #expect(events.contains("still read"))
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("markup-secret-\(UUID().uuidString)")
        try "TOP SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [<!ENTITY leak SYSTEM "\(secret.absoluteString)">]>
            <rss><title>&leak;</title></rss>
            """
        let (events, _) = read(document)
        #expect(!events.joined().contains("SECRET"))
        #expect(events.contains("<rss>"))
    }

    @Test func deepNestingCostsNoStack() {
        // libxml2 reads nesting iteratively in SAX mode: 50,000 levels arrive as events (and the
        // handler must be a loop too), from a thread with a small stack.
        let depth = 50_000
        let document = String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth)
        nonisolated(unsafe) let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var wellFormed = false
        let thread = Thread {
            let parser = XMLPushParser(handler: log)
            parser.push(Array(document.utf8))
            parser.finish()
            wellFormed = parser.isWellFormed
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(wellFormed)
        #expect(log.finished().filter { $0 == "<a>" }.count == depth)
    }

    @Test func stopEndsTheEventsAtOnce() {
        final class Stopper: XMLEventHandler {
            var parser: XMLPushParser?
            var starts = 0
            func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
                starts += 1
                if starts == 2 { parser?.stop() }
            }
            func endElement() {}
            func text(_ bytes: UnsafeBufferPointer<UInt8>) {}
        }
        let stopper = Stopper()
        let parser = XMLPushParser(handler: stopper)
        stopper.parser = parser
        parser.push(Array("<a><b/><c/><d/>".utf8))
        parser.push(Array("<e/></a>".utf8))
        parser.finish()
        #expect(stopper.starts == 2)
        #expect(parser.hasStopped)
    }

    @Test func aDeclaredEncodingIsConverted() {
        // "café" in ISO-8859-1.
        let bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><t>caf".utf8) + [0xE9] + Array("</t>".utf8)
        let log = EventLog()
        let parser = XMLPushParser(handler: log)
        parser.push(bytes)
        parser.finish()
        #expect(log.finished() == ["<t>", "café", "</>"])
    }
}
