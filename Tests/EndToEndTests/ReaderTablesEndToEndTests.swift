import Foundation
import LoopbackServer
import Testing

/// An old site's page as a person meets it through a feed: laid out as tables (a toolbar with
/// a "Go to:" menu and a sign-in copy for browsers without scripts, a menu column), its
/// metadata in JSON-LD among long scripts that write markup, a table of timetables whose links
/// are followed by number, code with a Copy button; then the server gone.
@Suite(.serialized) struct ReaderTablesEndToEndTests {
    static let story = #"""
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Valley Post - Old site</title>
        <style>td.menu { width: 150px } body { font: 12px Arial }</style>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Ferry returns to the lake after the storm","author":{"@type":"Person","name":"Bo Chan"}}</script>
        <script><!--
        function preloadImages() { if (document.images) { over = newImage("toolbar-over.gif"); } }
        document.write('<p>Written by a script, never shown as text</p>');
        //--></script>
        </head><body>
        <table width="100%"><tr><td><noscript><a href="/signin">Sign in</a> · <a href="/register">Register</a></noscript></td>
        <td>Go to: <select name="u"><option value="/">Home page<option value="/news">World news<option value="/sport">Sport pages</select></td></tr></table>
        <table width="100%"><tr><td class="menu"><a href="/s/1">Lakes</a><br><a href="/s/2">Rivers</a><br><a href="/s/3">Weather</a><br><a href="/s/4">Archive</a><br></td>
        <td><h1>Ferry returns to the lake after the storm</h1>
        <p>The ferry that crosses the lake returned to service on Friday, a week after the storm tore its landing stage from the pier.</p>
        <p>Crews worked through the night to rebuild the stage, and the first crossing left at seven with forty passengers on board.</p>
        <script>var t = "</td></tr></table><p>not text either</p>";</script>
        <table><tr><th>Crossing</th><th>Timetable</th></tr><tr><td><a href="/t/1">Morning crossings</a></td><td><a href="/t/1.pdf">timetable-morning.pdf</a></td></tr><tr><td><a href="/t/2">Evening crossings</a></td><td><a href="/t/2.pdf">timetable-evening.pdf</a></td></tr></table>
        <p>The operator said it would publish the new timetable online, and that tickets bought for the cancelled crossings remain valid.</p>
        <pre><button class="copy">Copy</button><code>ferry --route north --depart 07:00</code></pre>
        <p>Passengers can check the crossings with the operator's command-line tool, which now lists the northern route again.</p>
        </td></tr></table></body></html>
        """#

    @Test func anOldSitesPageReadsAsItsStoryWithItsTableLinksThenOffline() throws {
        let server = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/feed.xml":
                return .text("""
                    <rss version="2.0"><channel><title>Valley Post</title><link>/</link>
                    <item><guid>f1</guid><title>Ferry back on the lake</title><link>/story.html</link><description>The ferry.</description></item>
                    </channel></rss>
                    """, status: 200, contentType: "application/rss+xml")
            case "/story.html":
                return .text(Self.story, status: 200, contentType: "text/html; charset=utf-8")
            default:
                return .text("not here", status: 404)
            }
        }
        defer { server.stop() }
        let session = try TmuxSession()
        try session.writeConfig("key.read = R\n")
        try FeedsTabEndToEndTests.writeFeeds(server.baseURL.absoluteString + "/feed.xml\n", in: session)
        try session.start(arguments: ["feeds"], environment: FeedsTabEndToEndTests.environment)
        try session.waitFor("the feed") { $0.contains("Ferry back on the lake") && !$0.contains("Reloading") }
        try session.send("R")
        let top = try session.waitFor(text: "by Bo Chan")
        #expect(top.contains("Ferry returns to the lake after the storm"), "the headline from JSON-LD: \(top)")
        for gone in ["Go to:", "Sign in", "World news", "Lakes", "Archive", "preloadImages", "Written by a script", "not text either"] {
            #expect(!top.contains(gone), "\(gone): \(top)")
        }
        #expect(top.contains("The ferry that crosses the lake returned to service"))
        #expect(top.contains("Evening crossings[3]") && top.contains("timetable-evening.pdf[4]"), "\(top)")
        try session.send("f")
        try session.waitFor(text: "Open link (1–4):")
        try session.send("Escape", "G")
        let bottom = try session.waitFor(text: "command-line tool")
        #expect(bottom.contains("ferry --route north --depart 07:00") && !bottom.contains("Copy"), "\(bottom)")

        // The server gone: the article stays, and the refresh says why it could not.
        server.stop()
        try session.send("r")
        let offline = try session.waitFor(text: "Press r to retry.")
        #expect(offline.contains("command-line tool"), "\(offline)")
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }
}
