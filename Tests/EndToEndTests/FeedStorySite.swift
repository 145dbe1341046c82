import Foundation
import LoopbackServer
import Testing

/// A site on loopback with one feed of one item whose link is a page, and the app on its Feeds
/// tab reading it with `key.read = R`: how the reader's walks meet a page as a person does.
struct FeedStorySite {
    let server: LoopbackServer
    let session: TmuxSession
    /// The feed's list once it has loaded, the item on it.
    let list: String
    let item: String
    /// The feeds file, for the next run.
    let feeds: String

    /// `settings`: more lines for the config file, after `key.read = R`.
    let settings: String

    init(item: String, story: String, settings: String = "") throws {
        server = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/feed.xml":
                return .text("""
                    <rss version="2.0"><channel><title>Site</title><link>/</link>
                    <item><guid>s1</guid><title>\(item)</title><link>/story</link><description>The story.</description></item>
                    </channel></rss>
                    """, status: 200, contentType: "application/rss+xml")
            case "/story":
                return .html(story)
            default:
                return .text("not here", status: 404)
            }
        }
        self.item = item
        self.settings = settings
        feeds = server.baseURL.absoluteString + "/feed.xml\n"
        session = try TmuxSession()
        list = try Self.launch(session, feeds: feeds, settings: settings, until: item)
    }

    /// Starts the app on the Feeds tab with `key.read = R`; the list once it shows `item`.
    private static func launch(_ session: TmuxSession, feeds: String, settings: String, until item: String) throws -> String {
        try session.writeConfig("key.read = R\n" + settings)
        try FeedsTabEndToEndTests.writeFeeds(feeds, in: session)
        try session.start(arguments: ["feeds"], environment: FeedsTabEndToEndTests.environment)
        return try session.waitFor("the feed") { $0.contains(item) && !$0.contains("Reloading") }
    }

    /// The item read with the rebound key (`R`), once `shown` is on screen: the screen.
    func read(until shown: String) throws -> String {
        try session.send("R")
        return try session.waitFor(text: shown)
    }

    /// The article's end (`G`), once `shown` is on screen: the screen.
    func readToTheEnd(until shown: String) throws -> String {
        try session.send("G")
        return try session.waitFor(text: shown)
    }

    /// Back from the reader to the feed's list (`Escape`), once the item shows again.
    func backToTheList() throws {
        try session.send("Escape")
        try session.waitFor(text: item)
    }

    /// The server gone, the reader refreshed: the article must stay (`stillShown` on screen) and
    /// the refresh say why it failed; then the app is left. In the next run, still offline, the
    /// item reads from the copy kept of its article, and the status bar says so.
    func goOfflineAndQuit(stillShown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        server.stop()
        try session.send("r")
        let offline = try session.waitFor(text: "Refresh failed")
        #expect(offline.contains(stillShown) && offline.contains("copy from"), "\(offline)", sourceLocation: sourceLocation)
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")

        let next = try session.nextRun()
        _ = try Self.launch(next, feeds: feeds, settings: settings, until: item)
        try next.send("R")
        let kept = try next.waitFor(text: stillShown)
        #expect(kept.contains("copy from"), "the kept article says it is a copy: \(kept)", sourceLocation: sourceLocation)
        #expect(!kept.contains("Press r to retry"), "\(kept)", sourceLocation: sourceLocation)
        try next.send("Escape", "q")
        try next.waitFor(text: "EXIT=0")
    }

    /// The whole visit to a site of one item, `story`, which stops its server after.
    static func visit(item: String, story: String, opening: String, lacking openingLacks: [String], end: String,
                      lacking endLacks: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let site = try FeedStorySite(item: item, story: story)
        defer { site.server.stop() }
        try site.visit(opening: opening, lacking: openingLacks, end: end, lacking: endLacks, sourceLocation: sourceLocation)
    }

    /// A person's whole visit: reads the item until `opening` shows, none of `openingLacks` on
    /// that screen; to its end until `end` shows, none of `endLacks` there; back to the list,
    /// saved, and read offline in the next run.
    func visit(opening: String, lacking openingLacks: [String], end: String, lacking endLacks: [String],
               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try read(until: opening)
        for unsaid in openingLacks { #expect(!first.contains(unsaid), "\(unsaid): \(first)", sourceLocation: sourceLocation) }
        let last = try readToTheEnd(until: end)
        for unsaid in endLacks { #expect(!last.contains(unsaid), "\(unsaid): \(last)", sourceLocation: sourceLocation) }
        try backToTheList()
        try saveThenReadOfflineInTheNextRun(shown: opening, sourceLocation: sourceLocation)
    }

    /// `s` on the list, the item never opened: its article is read ahead and kept, so in the
    /// next run, with the server gone, it reads (`shown` on screen) from the kept copy.
    func saveThenReadOfflineInTheNextRun(shown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.send("s")
        try session.waitFor(text: "Saved.")
        let deadline = Date().addingTimeInterval(20)
        while !server.requests.contains(where: { $0.pathWithoutQuery == "/story" }), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(server.requests.contains { $0.pathWithoutQuery == "/story" }, "the saved item's article was read ahead", sourceLocation: sourceLocation)
        Thread.sleep(forTimeInterval: 1)  // the copy reaches the disk off the fetch's path
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        server.stop()

        let next = try session.nextRun()
        _ = try Self.launch(next, feeds: feeds, settings: settings, until: item)
        try next.send("R")
        let kept = try next.waitFor(text: shown)
        #expect(kept.contains("copy from"), "\(kept)", sourceLocation: sourceLocation)
        try next.send("Escape", "q")
        try next.waitFor(text: "EXIT=0")
    }
}
