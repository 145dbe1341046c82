import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// The Feeds tab (tab 5) through the real binary in tmux, against feeds served from 127.0.0.1:
/// the setup pane and subscribing, the lists, an item's own content and the reader, the
/// browser, read markers across runs and rewritten feeds, catching up, offline launches, feeds
/// that fail, a rebound key, a narrow terminal, the demo.
@Suite(.serialized, .ownThread) struct FeedsTabEndToEndTests {
    /// A site with two feeds, a page naming one of them, an article page, a 404 and a broken
    /// feed. The Atom feed can be rewritten (new ids, same links) between runs.
    final class Site: Sendable {
        let server: LoopbackServer
        /// The prefix of the Atom entries' ids.
        final class IDs: Sendable {
            let prefix = Mutex("tag:site,2026:")
        }

        private let atomIDs = IDs()

        init() throws {
            let ids = atomIDs
            server = try LoopbackServer { request in
                switch request.pathWithoutQuery {
                case "/atom.xml":
                    let prefix = ids.prefix.withLock { $0 }
                    return .respond(status: 200, headers: ["Content-Type": "application/atom+xml"], body: Data(Site.atom(prefix: prefix).utf8))
                case "/rss.xml":
                    return .respond(status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data(Site.rss.utf8))
                case "/":
                    return .text("<html><head><title>Site</title><link rel=\"alternate\" type=\"application/atom+xml\" title=\"Atom\" href=\"/atom.xml\"></head><body>Hello</body></html>",
                                 status: 200, contentType: "text/html")
                case "/posts/plain":
                    return .html(Site.article)
                case "/broken.xml":
                    return .respond(status: 200, headers: ["Content-Type": "application/rss+xml"], body: Data("<rss><channel><item><title>Unfinished".utf8))
                default:
                    return .text("not here", status: 404)
                }
            }
        }

        /// The feed's entries get new ids (same links, same titles), as when a blog moves.
        func rewriteIDs() { atomIDs.prefix.withLock { $0 = "urn:moved:" } }

        func url(_ path: String) -> String { server.baseURL.absoluteString + path }

        static func atom(prefix: String) -> String {
            """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Site Atom</title><link href="/"/>
              <entry><id>\(prefix)1</id><title>Own content here</title><link href="/posts/own"/><updated>2026-11-29T09:00:00Z</updated>
                <author><name>Ann</name></author>
                <content type="html">&lt;p&gt;The whole post, carried by the feed, with &lt;a href="/more"&gt;a link&lt;/a&gt;.&lt;/p&gt;</content></entry>
              <entry><id>\(prefix)2</id><title>Second entry</title><link href="/posts/second"/><updated>2026-11-28T09:00:00Z</updated>
                <content type="html">&lt;p&gt;Second body.&lt;/p&gt;</content></entry>
            </feed>
            """
        }

        static let rss = """
            <rss version="2.0"><channel><title>Site RSS</title><link>/</link>
            <item><guid>r1</guid><title>Only a summary</title><link>/posts/plain</link><pubDate>Sat, 28 Nov 2026 20:00:00 GMT</pubDate>
              <description>A short summary.</description></item>
            </channel></rss>
            """

        static let article = """
            <html><head><title>The plain post</title></head><body><article><h1>The plain post</h1>
            <p>This page is read by the reader, because its feed carries only a summary of it. It has to be long enough to be an article, so here is more of it.</p>
            <p>And a second paragraph, so the reader finds a body worth showing on the screen.</p></article></body></html>
            """
    }

    /// Writes the feeds file the session's run reads.
    static func writeFeeds(_ text: String, in session: TmuxSession) throws {
        let folder = session.directory.appendingPathComponent("config/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("feeds"), atomically: true, encoding: .utf8)
    }

    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    /// Whether `text` is drawn dim on the styled screen: the SGR sequences before it on its line
    /// are followed (tmux writes only what changes, so a dim rank before a dim title leaves no
    /// sequence of its own before the title).
    static func isDim(_ text: String, in session: TmuxSession) throws -> Bool {
        let styled = try session.styledScreen()
        let line = try #require(styled.split(separator: "\n").first { $0.contains(text) }.map(String.init), "\(text) on screen")
        let before = line[..<line.range(of: text)!.lowerBound]
        var dim = false
        var rest = Substring(before)
        while let start = rest.range(of: "\u{1B}[") {
            guard let end = rest[start.upperBound...].firstIndex(of: "m") else { break }
            let codes = rest[start.upperBound..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            for code in codes {
                if code == 0 || code == 22 { dim = false }
                if code == 2 { dim = true }
            }
            rest = rest[rest.index(after: end)...]
        }
        return dim
    }

    @Test func firstLaunchIsASetupPaneThatSubscribesToWhatAPageNames() throws {
        let site = try Site()
        defer { site.server.stop() }
        let session = try TmuxSession()
        try session.start(arguments: ["feeds"], environment: Self.environment)
        let pane = try session.waitFor(text: "You have no feeds yet.")
        #expect(pane.contains("~/config/tidings/feeds"), "the feeds file this run reads, in the home folder's short form")
        #expect(pane.contains("tidings import FILE.opml"))
        #expect(pane.contains("5 Feeds"))
        #expect(pane.contains("Press r to read the file again") && pane.contains("r refresh"), "the key the steps name is in the hints")
        try session.send("a")
        try session.waitFor(text: "Subscribe to (address):")
        // Typed as people type it, without a scheme: https is tried first, and the loopback
        // site, which speaks only plain http, is reached over http.
        try session.paste(String(site.url("/").dropFirst("http://".count)))
        try session.send("Enter")
        let subscribed = try session.waitFor(text: "Subscribed to Site Atom")
        #expect(subscribed.contains("1. Own content here"), "its items at once")
        // The page was read over plain http, and that is what the status bar says.
        let said = subscribed.split(separator: "\n").last.map(String.init) ?? ""
        #expect(said.contains("Subscribed to Site Atom over plain http (found through \(site.url("/"))"), "\(said)")
        let file = try String(contentsOf: session.directory.appendingPathComponent("config/tidings/feeds"), encoding: .utf8)
        #expect(file == site.url("/atom.xml") + "\n", "the address the page names, in the feeds file")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func contentOrTheReaderThenVAndOWithMarkersThatLastAndSurviveARewrittenFeed() throws {
        let site = try Site()
        defer { site.server.stop() }
        let session = try TmuxSession()
        try Self.writeFeeds("\(site.url("/atom.xml")) tech\n\(site.url("/rss.xml")) \"~Plain RSS\"\n", in: session)
        let browser = try session.recordingBrowser()
        try session.start(arguments: ["feeds"], environment: Self.environment.merging(["BROWSER": browser.command]) { _, given in given })
        let list = try session.waitFor("every feed's items") { $0.contains("Own content here") && $0.contains("Only a summary") }
        #expect(list.contains("› All"))
        #expect(list.contains("Site Atom · ") && list.contains("by Ann"))
        // Enter on an item with content of its own: the feed's text, its link numbered.
        try session.send("Enter")
        let content = try session.waitFor(text: "The whole post, carried by the feed")
        #expect(content.contains("a link[1]") && content.contains("[1] \(site.url("/more"))"))
        try session.send("o")
        #expect(try session.waitForFile(browser.record) == site.url("/posts/own") + "\n")
        try session.send("Escape")
        try session.waitFor(text: "› All")
        // An item with only a summary: Enter reads its page.
        try session.send("Down")
        try session.waitFor(text: " 2/3")
        try session.send("Enter")
        let reader = try session.waitFor(text: "because its feed carries only a summary")
        #expect(reader.contains("The plain post"))
        try session.send("Escape")
        try session.waitFor(text: " 2/3")
        // Off the selection (whose colours would hide it): the one opened is dim, the one
        // never opened is not.
        #expect(try Self.isDim("Own content here", in: session))
        #expect(!(try Self.isDim("Second entry", in: session)))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")

        // The next run, after the blog moved its entries to new ids: still read.
        site.rewriteIDs()
        let next = try session.nextRun()
        try Self.writeFeeds("\(site.url("/atom.xml")) tech\n\(site.url("/rss.xml")) \"~Plain RSS\"\n", in: next)
        try next.start(arguments: ["feeds"], environment: Self.environment)
        try next.waitFor("the reloaded feeds") { $0.contains("Own content here") && !$0.contains("Reloading") }
        try next.waitFor(text: " 1/3")
        #expect(try Self.isDim("Only a summary", in: next), "read state survives rewritten ids")
        #expect(!(try Self.isDim("Second entry", in: next)))
        try next.send("Down")
        try next.waitFor(text: " 2/3")
        #expect(try Self.isDim("Own content here", in: next))
        // v reads the link even where the feed carries the text.
        try next.send("Home", "v")
        try next.waitFor("the reader on the link") { $0.contains("posts/own") || $0.contains("nothing at that address") }
        try next.send("Escape", "q")
        try next.waitFor(text: "EXIT=0")
    }

    @Test func theListsAndTheCountsFollowMAndCatchingUpWhileFailingFeedsSayWhy() throws {
        let site = try Site()
        defer { site.server.stop() }
        let session = try TmuxSession()
        try Self.writeFeeds("""
            \(site.url("/atom.xml")) tech
            \(site.url("/rss.xml")) "~Plain RSS" daily
            \(site.url("/missing.xml")) "~Gone"
            \(site.url("/broken.xml")) "~Broken"
            """, in: session)
        try session.start(arguments: ["feeds"], environment: Self.environment, columns: 100, rows: 30)
        let said = try session.waitFor(text: "2 feeds of 4 could not be reloaded")
        #expect(said.contains("Own content here") && said.contains("Only a summary"), "the others load")
        for (key, title) in [("l", "› Unread"), ("l", "› Tag: tech"), ("l", "› Tag: daily"), ("l", "› Feeds")] {
            try session.send(key)
            try session.waitFor(text: title)
        }
        let feeds = try session.screen()
        #expect(feeds.contains("1. Site Atom") && feeds.contains("2 unread"))
        #expect(feeds.contains("2 items · updated just now · tech"))
        #expect(feeds.contains("127.0.0.1 has nothing at that address (HTTP 404)."))
        #expect(feeds.contains("127.0.0.1 sent a feed whose XML is too broken to read any item from.")
                || feeds.contains("127.0.0.1 sent something that is not a feed"))
        try session.send("Enter")
        try session.waitFor(text: "› Feeds › Site Atom")
        try session.send("m")
        try session.waitFor(text: "Marked as read.")
        try session.send("Escape")
        try session.waitFor(text: "1 unread")
        try session.send("A")
        try session.waitFor(text: "Mark the 1 unread item of Site Atom read?")
        try session.send("y")
        try session.waitFor(text: "all read")
        try session.send("l", "l")
        try session.waitFor(text: "› All")
        try session.send("A")
        try session.waitFor(text: "Mark the 1 unread item of All read?")
        try session.send("y")
        try session.waitFor(text: "Marked 1 item read.")
        try session.send("l")
        try session.waitFor(text: "Everything is read.")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func anOfflineLaunchShowsWhatWasKeptAndSaysTheReloadFailed() throws {
        let site = try Site()
        let session = try TmuxSession()
        let feeds = "\(site.url("/atom.xml"))\n\(site.url("/rss.xml"))\n"
        try Self.writeFeeds(feeds, in: session)
        try session.start(arguments: ["feeds"], environment: Self.environment)
        try session.waitFor("the feeds") { $0.contains("Own content here") && $0.contains("Only a summary") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        site.server.stop()

        let offline = try session.nextRun()
        try Self.writeFeeds(feeds, in: offline)
        try offline.start(arguments: ["feeds"], environment: Self.environment, columns: 160)
        let kept = try offline.waitFor(text: "Could not reload any feed")
        #expect(kept.contains("Own content here") && kept.contains("Only a summary"), "painted from what was kept")
        #expect(kept.contains("(127.0.0.1: connection refused); showing what was kept, updated"), "\(kept)")
        #expect(kept.contains("Press r to try again."))
        // The item's own content is kept too.
        try offline.send("Enter")
        try offline.waitFor(text: "The whole post, carried by the feed")
        try offline.send("Escape", "q")
        try offline.waitFor(text: "EXIT=0")
    }

    @Test func aDamagedStoreOfFeedItemsIsMovedAsideAndSaid() throws {
        let site = try Site()
        defer { site.server.stop() }
        let session = try TmuxSession()
        try Self.writeFeeds("\(site.url("/atom.xml"))\n", in: session)
        let data = session.directory.appendingPathComponent("data/tidings")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try Data(repeating: 0x5A, count: 8192).write(to: data.appendingPathComponent("feeds.sqlite3"))
        try session.start(arguments: ["feeds"], environment: Self.environment, columns: 160)
        // The notice is said at once; the feeds load into the fresh file after it.
        try session.waitFor(text: "The feed items were damaged: the file was moved aside and a fresh one started")
        try session.waitFor("the feeds loaded into the fresh file") { $0.contains("Own content here") }
        let aside = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasPrefix("feeds.sqlite3.corrupt-") }
        #expect(aside.count == 1, "\(aside)")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aReboundKeyANarrowTerminalAndTheDemo() throws {
        let site = try Site()
        defer { site.server.stop() }
        let session = try TmuxSession()
        try session.writeConfig("key.mark_all_read = C\nkey.next_list = N\n")
        try Self.writeFeeds("\(site.url("/atom.xml"))\n\(site.url("/rss.xml"))\n", in: session)
        try session.start(arguments: ["feeds"], environment: Self.environment, columns: 40, rows: 16)
        let narrow = try session.waitFor("the feeds") { $0.contains("Own content here") && !$0.contains("Reloading") }
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(narrow.contains("5 Feeds"))
        try session.send("?")
        try session.waitFor(text: "Keys")
        try session.send("G")
        let help = try session.waitFor(text: "mark every item")
        #expect(help.split(separator: "\n").contains { $0.contains("│ C ") && $0.contains("mark every item") }, "the help names the rebound key: \(help)")
        try session.send("x", "A")
        #expect(!(try session.screen()).contains("Mark"), "the old key does nothing")
        try session.send("C")
        try session.waitFor(text: "Mark all 3")
        try session.send("n", "N")
        try session.waitFor(text: "› Unread")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")

        // --demo: the six bundled feeds, offline.
        let demo = try TmuxSession(arguments: ["feeds", "--demo"], environment: Self.environment)
        try demo.waitFor("the demo's feeds") { $0.contains("Loopback Weekly") && $0.contains("5 Feeds") && !$0.contains("Reloading") }
        try demo.send("l", "l", "l", "l", "l", "l", "l")
        let listOfFeeds = try demo.waitFor(text: "› Feeds")
        for name in ["Loopback Weekly", "Terminal Notes", "Café Journal", "Old School Homepage", "An Atom 0.3 Blog"] {
            #expect(listOfFeeds.contains(name), "\(name)")
        }
        #expect(!listOfFeeds.contains("could not"), "every demo feed reads")
        try demo.send("q")
        try demo.waitFor(text: "EXIT=0")
    }
}
