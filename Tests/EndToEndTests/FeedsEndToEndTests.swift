import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// The feed commands as scripts and cron use them: the built binary, a feeds file in a private
/// XDG folder, feeds served from 127.0.0.1.
@Suite(.serialized, .ownThread) struct FeedsEndToEndTests {
    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:base="/blog/"><title>Loopback Atom</title><link href="/"/>
          <entry><id>tag:loopback,1</id><title type="html">One &amp;amp; only</title><link href="one"/>
            <published>2026-11-29T09:30:00+01:00</published><author><name>Ann</name></author><summary>First &lt;entry&gt;</summary></entry>
          <entry><id>tag:loopback,2</id><title>Two</title><link href="two"/><updated>2026-11-28T10:00:00Z</updated></entry>
        </feed>
        """

    /// Serves the Atom feed (with an ETag, so a second reload is a 304), a page that links to
    /// it, a 404 and a broken document; counts the requests for the feed.
    final class Site: Sendable {
        let server: LoopbackServer

        final class Counter: Sendable {
            let value = Mutex(0)
        }

        private let counter: Counter

        init() throws {
            let counter = Counter()
            self.counter = counter
            server = try LoopbackServer { request in
                switch request.pathWithoutQuery {
                case "/atom.xml":
                    counter.value.withLock { $0 += 1 }
                    if request.headers["if-none-match"] == "\"a1\"" { return .respond(status: 304, headers: [:], body: Data()) }
                    return .respond(status: 200, headers: ["Content-Type": "application/atom+xml", "ETag": "\"a1\""], body: Data(FeedsEndToEndTests.atom.utf8))
                case "/":
                    return .text("<html><head><link rel=\"alternate\" type=\"application/atom+xml\" href=\"/atom.xml\"></head></html>",
                                 status: 200, contentType: "text/html")
                case "/broken.xml": return .text("{\"oops\": true}", status: 200, contentType: "application/json")
                default: return .text("not here", status: 404)
                }
            }
        }

        var atomRequests: Int { counter.value.withLock { $0 } }

        func url(_ path: String) -> String { server.baseURL.absoluteString + path }
    }

    /// A private home for one test.
    static func home() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("config/tidings"), withIntermediateDirectories: true)
        return folder
    }

    static func run(_ arguments: [String], home: URL, input: Data? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try TmuxSession.binary()
        process.arguments = arguments
        process.environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                               "XDG_DATA_HOME": home.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    static func feeds(_ output: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["feeds"] as? [[String: Any]])
    }

    @Test func reloadJSONThenAConditionalReload() throws {
        let site = try Site()
        defer { site.server.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        try """
            # mine
            \(site.url("/atom.xml")) "loopback" "~My Atom"
            \(site.url("/missing.xml"))
            \(site.url("/broken.xml")) tagged
            """.write(to: home.appendingPathComponent("config/tidings/feeds"), atomically: true, encoding: .utf8)
        let first = try Self.run(["reload", "--json"], home: home)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.errors.isEmpty, "\(first.errors)")
        let feeds = try Self.feeds(first.output)
        #expect(feeds.map { $0["url"] as? String } == [site.url("/atom.xml"), site.url("/missing.xml"), site.url("/broken.xml")])
        #expect(feeds[0]["title"] as? String == "My Atom")
        #expect(feeds[0]["items"] as? Int == 2 && feeds[0]["new"] as? Int == 2 && feeds[0]["error"] is NSNull)
        #expect(feeds[1]["error"] as? String == "127.0.0.1 has nothing at that address (HTTP 404).")
        #expect(feeds[2]["error"] as? String == "127.0.0.1 sent something that is not a feed (RSS, Atom or JSON Feed).")
        #expect(feeds[1]["title"] is NSNull && feeds[1]["items"] as? Int == 0)

        let second = try Self.run(["reload", "--json"], home: home)
        let again = try Self.feeds(second.output)
        #expect(again[0]["items"] as? Int == 2 && again[0]["new"] as? Int == 0)
        #expect(site.atomRequests == 2)
        let plain = try Self.run(["reload"], home: home)
        #expect(plain.status == 0)
        #expect(plain.output.split(separator: "\n").first == "My Atom: not modified (2 items)")
        let store = home.appendingPathComponent("data/tidings/feeds.sqlite3").path
        #expect(FileManager.default.fileExists(atPath: store))
    }

    @Test func feedPrintsOneFeedWithoutSubscribing() throws {
        let site = try Site()
        defer { site.server.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // The site's page: its feed is found and printed.
        let result = try Self.run(["feed", "--json", site.url("/")], home: home)
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Loopback Atom")
        #expect(object["link"] as? String == site.url("/"))
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["title"] as? String == "One & only")
        #expect(items[0]["link"] as? String == site.url("/blog/one"))
        #expect(items[0]["id"] as? String == "tag:loopback,1")
        #expect(items[0]["published"] as? String == "2026-11-29T09:30:00+01:00")
        #expect(items[0]["author"] as? String == "Ann")
        #expect(items[0]["summary"] as? String == "First <entry>")
        #expect(items[1]["published"] as? String == "2026-11-28T10:00:00+00:00")
        #expect(items[1]["author"] is NSNull && items[1]["summary"] is NSNull)
        let text = try Self.run(["feed", site.url("/atom.xml")], home: home)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("Loopback Atom\n\(site.url("/"))\n2 items\n\n* One & only\n  2026-11-29 09:30 · Ann\n  \(site.url("/blog/one"))"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("config/tidings/feeds").path + ".x"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/tidings/feeds.sqlite3").path), "nothing kept")
        for path in ["/missing.xml", "/broken.xml"] {
            let failed = try Self.run(["feed", site.url(path)], home: home)
            #expect(failed.status == 1 && failed.output.isEmpty, "\(path)")
            #expect(failed.errors.hasPrefix("tidings: ") && failed.errors.split(separator: "\n").count == 1, "\(path): \(failed.errors)")
            #expect(!failed.errors.contains("Press"), "no keys outside the browser")
        }
    }

    @Test func importThenExportRoundTrips() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let feedsFile = home.appendingPathComponent("config/tidings/feeds")
        try "# kept as it is\nhttps://already.example/feed \"old\"\n".write(to: feedsFile, atomically: true, encoding: .utf8)
        let opml = """
            <?xml version="1.0"?><opml version="2.0"><head/><body>
            <outline text="Already" type="rss" xmlUrl="https://already.example/feed"/>
            <outline text="News"><outline text="Daily &amp; more" type="rss" xmlUrl="https://daily.example/rss?a=1&amp;b=2"/></outline>
            <outline text="Top" type="rss" xmlUrl="https://top.example/atom"/>
            </body></opml>
            """
        let opmlFile = home.appendingPathComponent("subs.opml")
        try opml.write(to: opmlFile, atomically: true, encoding: .utf8)
        let imported = try Self.run(["import", opmlFile.path], home: home)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.hasPrefix("Added 2 feeds to ") && imported.output.contains("(1 was there already)"))
        let file = try String(contentsOf: feedsFile, encoding: .utf8)
        #expect(file == "# kept as it is\nhttps://already.example/feed \"old\"\nhttps://daily.example/rss?a=1&b=2 \"News\" \"~Daily & more\"\nhttps://top.example/atom \"~Top\"\n")
        let exported = try Self.run(["export"], home: home)
        #expect(exported.status == 0)
        #expect(exported.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">"))
        // Into a second home through standard input: the same subscriptions.
        let other = try Self.home()
        defer { try? FileManager.default.removeItem(at: other) }
        let back = try Self.run(["import", "-"], home: other, input: Data(exported.output.utf8))
        #expect(back.status == 0, "\(back.errors)")
        let copied = try String(contentsOf: other.appendingPathComponent("config/tidings/feeds"), encoding: .utf8)
        let lines = Set(copied.split(separator: "\n").map(String.init))
        #expect(lines == ["https://already.example/feed \"old\"", "https://daily.example/rss?a=1&b=2 \"News\" \"~Daily & more\"",
                          "https://top.example/atom \"~Top\""])
        let notOPML = try Self.run(["import", feedsFile.path], home: home)
        #expect(notOPML.status == 1 && notOPML.errors.contains("is not an OPML file"))
        let missing = try Self.run(["import", home.appendingPathComponent("nope.opml").path], home: home)
        #expect(missing.status == 1 && missing.errors.hasPrefix("tidings: Cannot read"))
    }
}
