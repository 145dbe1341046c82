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

    init(item: String, story: String) throws {
        server = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/feed.xml":
                return .text("""
                    <rss version="2.0"><channel><title>Site</title><link>/</link>
                    <item><guid>s1</guid><title>\(item)</title><link>/story</link><description>The story.</description></item>
                    </channel></rss>
                    """, status: 200, contentType: "application/rss+xml")
            case "/story":
                return .text(story, status: 200, contentType: "text/html; charset=utf-8")
            default:
                return .text("not here", status: 404)
            }
        }
        session = try TmuxSession()
        try session.writeConfig("key.read = R\n")
        try FeedsTabEndToEndTests.writeFeeds(server.baseURL.absoluteString + "/feed.xml\n", in: session)
        try session.start(arguments: ["feeds"], environment: FeedsTabEndToEndTests.environment)
        list = try session.waitFor("the feed") { $0.contains(item) && !$0.contains("Reloading") }
    }

    /// The item read with the rebound key (`R`), once `shown` is on screen: the screen.
    func read(until shown: String) throws -> String {
        try session.send("R")
        return try session.waitFor(text: shown)
    }

    /// The server gone, the reader refreshed: the article must stay (`stillShown` on screen) and
    /// the refresh say why it failed; then the app is left.
    func goOfflineAndQuit(stillShown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        server.stop()
        try session.send("r")
        let offline = try session.waitFor(text: "Press r to retry.")
        #expect(offline.contains(stillShown), "\(offline)", sourceLocation: sourceLocation)
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }
}
