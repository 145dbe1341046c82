import Foundation
import Testing
import TestThreads

/// An old site's page as a person meets it through a feed: laid out as tables (a toolbar with
/// a "Go to:" menu and a sign-in copy for browsers without scripts, a menu column), its
/// metadata in JSON-LD among long scripts that write markup, a table of timetables whose links
/// are followed by number, code with a Copy button; then the server gone.
@Suite(.serialized, .ownThread) struct ReaderTablesEndToEndTests {
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
        let site = try FeedStorySite(item: "Ferry back on the lake", story: Self.story)
        defer { site.server.stop() }
        let session = site.session
        let top = try site.read(until: "by Bo Chan")
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
        try site.goOfflineAndQuit(stillShown: "command-line tool")
    }
}
