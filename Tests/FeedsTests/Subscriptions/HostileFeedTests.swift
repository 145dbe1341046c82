import Foundation
import Testing
import TestThreads
@testable import Feeds

/// Feeds written to hurt: they must cost no more than their size, and read what can be read.
@Suite(.ownThread) struct HostileFeedTests {
    @Test func billionLaughsExpandNothing() throws {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE rss [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            laughs += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        laughs += "]>\n<rss><channel><title>&lol9;</title><item><title>Still &lol9; read</title><guid>1</guid><description>&lol9;</description></item></channel></rss>"
        let start = ContinuousClock.now
        let feed = try document(laughs)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(feed.title == "&lol9;")
        #expect(feed.entries.first?.title == "Still &lol9; read")
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("feed-secret-\(UUID().uuidString)")
        try "TOP SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let feed = try document("""
            <?xml version="1.0"?>
            <!DOCTYPE rss [<!ENTITY leak SYSTEM "\(secret.absoluteString)"><!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>
            <rss><channel><title>&leak;</title><item><title>x&leak;</title><guid>1</guid></item></channel></rss>
            """)
        #expect(feed.title?.contains("SECRET") == false)
        #expect(feed.entries.first?.title?.contains("SECRET") == false)
    }

    @Test func fiftyThousandLevelsDeepCostNoStack() throws {
        let depth = 50_000
        let nested = String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)
        let text = rss("<item><title>Deep</title><guid>1</guid><description>\(nested)</description></item><item><title>After</title><guid>2</guid></item>")
        // On a thread with a small stack: nothing may recurse per level.
        nonisolated(unsafe) var result: FeedReading?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = parse(text)
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        guard case .feed(let feed) = result else { Issue.record("not read"); return }
        #expect(feed.entries.map(\.title) == ["Deep", "After"])
        let summary = feed.entries.first?.summary?.value ?? ""
        #expect(summary.hasPrefix("<div><div>") && summary.contains("<div>deep</div>") && summary.hasSuffix("</div></div>"))
        #expect(summary.utf8.count == nested.utf8.count, "every level written back out, once")
        let deepItems = String(repeating: "<item>", count: depth) + String(repeating: "</item>", count: depth)
        #expect(throws: Never.self) { _ = parse(rss(deepItems)) }
    }

    @Test func wrongEncodingsStillRead() throws {
        // Declared UTF-8, written in Windows-1252.
        let lying = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss><channel><title>Caf".utf8) + [0xE9, 0x20, 0x93, 0x71, 0x94]
            + Array("</title></channel></rss>".utf8)
        guard case .feed(let one) = FeedParser.parse(Data(lying)) else { Issue.record("not read"); return }
        #expect(one.title == "Café “q”")
        // Declared ISO-8859-1, written in UTF-8.
        let other = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><title>Grüße — ok</title></channel></rss>".utf8)
        guard case .feed(let two) = FeedParser.parse(Data(other)) else { Issue.record("not read"); return }
        #expect(two.title == "Grüße — ok")
        // A server that says KOI8-R about a document that does not say.
        let koi8: [UInt8] = Array("<rss><channel><title>".utf8) + [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4] + Array("</title></channel></rss>".utf8)
        guard case .feed(let three) = FeedParser.parse(Data(koi8), contentType: "application/rss+xml; charset=\"koi8-r\"") else {
            Issue.record("not read")
            return
        }
        #expect(three.title == "Привет")
        // Invalid UTF-8 in the middle of an otherwise good feed.
        let broken = Array("<rss><channel><title>A".utf8) + [0xF0, 0x28, 0x8C, 0x28] + Array("B — ✓</title></channel></rss>".utf8)
        guard case .feed(let four) = FeedParser.parse(Data(broken)) else { Issue.record("not read"); return }
        #expect(four.title?.hasSuffix("B — ✓") == true)
    }

    @Test func hugeFieldsAreCut() throws {
        let huge = String(repeating: "title ", count: 100_000)
        let categories = (0..<5_000).map { "<category>c\($0)</category>" }.joined()
        let feed = try document(rss("<item><title>\(huge)</title><guid>1</guid>\(categories)</item>"))
        let entry = try #require(feed.entries.first)
        #expect((entry.title?.utf8.count ?? 0) <= 70_000)
        #expect(entry.categories.count == 30)
    }

    @Test func whatIsNoFeedSaysSo() {
        #expect(parse("") == .unreadable)
        #expect(parse("   \n ") == .unreadable)
        #expect(parse("just text") == .unreadable)
        #expect(parse("[1, 2, 3]") == .unreadable)
        #expect(parse(#"{"not": "a feed"}"#) == .unreadable)
        #expect(parse("<?xml version=\"1.0\"?><catalog><book/></catalog>") == .unreadable)
        #expect(parse("<html><head><title>A page</title></head></html>") == .page(alternates: []))
        #expect(parse("<rss><channel><title>Cut off</title><item><title>Never fin") == .malformed)
        #expect(parse("<rss><channel><title>Empty but fine</title></channel></rss>") != .malformed)
        #expect(parse("\u{FEFF}<!DOCTYPE html><p>Hi") == .page(alternates: []))
    }

    @Test func nonsenseDatesAndNumbersNeverTrap() throws {
        let feed = try document(rss("""
            <item><guid>1</guid><pubDate>Tue, 99 Jun 99999999999999999999 99:99:99 +99999</pubDate>
            <enclosure url="https://e.org/a.mp3" length="99999999999999999999999" type="audio/mpeg"/>
            <enclosure url="https://e.org/b.mp3" length="-5"/></item>
            """))
        #expect(feed.entries.first?.published == nil)
        #expect(feed.entries.first?.enclosures.map(\.length) == [nil, nil])
    }
}

