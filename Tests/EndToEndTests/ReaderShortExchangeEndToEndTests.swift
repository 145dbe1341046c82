import Foundation
import Testing
import TestThreads

/// The reader's sixth round as a person meets it: a feed item's page that is a short exchange
/// of quoted lines (each closing with „…“ after its full stop), whose site names itself as the
/// author and whose writer is named only in the story's first line; read with a rebound key,
/// then the server gone.
@Suite(.serialized, .ownThread) struct ReaderShortExchangeEndToEndTests {
    static let story = """
        <!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Nichts zu tun | Valley Post</title>
        <meta property="og:site_name" content="Valley Post"><meta name="author" content="Valley Post"></head><body>
        <div id="header"><h1><a href="/">Valley Post</a></h1></div>
        <div id="content"><div class="post"><h2 class="posttitle"><a href="/nichts">Nichts zu tun</a></h2>
        <p>Von Ann Lee</p>
        <p>„Ich weiß, ich bin müde und sollte das vielleicht nicht sagen…“</p>
        <p>– „Dann sag es nicht.“</p>
        <p>– „Ok.“</p>
        <div class="sharedaddy"><h3>Teilen mit:</h3><ul><li><a href="/share?x=1">Twitter</a></li></ul></div>
        </div></div></body></html>
        """

    @Test func aShortQuotedExchangeReadsWholeWithItsWriterThenOffline() throws {
        let site = try FeedStorySite(item: "Nichts zu tun", story: Self.story)
        defer { site.server.stop() }
        let shown = try site.read(until: "„Ok.“")
        #expect(shown.contains("by Ann Lee"), "the writer named in the story, not the site: \(shown)")
        #expect(!shown.contains("by Valley Post"), "\(shown)")
        #expect(!shown.contains("Von Ann Lee"), "the writer's line is the byline, not the story's first: \(shown)")
        #expect(shown.contains("sollte das vielleicht"), "\(shown)")
        #expect(shown.contains("Dann sag es nicht"), "\(shown)")
        #expect(!shown.contains("No article"), "\(shown)")
        try site.goOfflineAndQuit(stillShown: "„Ok.“")
    }

    @Test func aSavedItemNeverOpenedReadsOfflineInTheNextRun() throws {
        let site = try FeedStorySite(item: "Nichts zu tun", story: Self.story)
        defer { site.server.stop() }
        try site.saveThenReadOfflineInTheNextRun(shown: "„Ok.“")
    }

    @Test func withACacheThatKeepsNothingSavingReadsNothingAhead() throws {
        let site = try FeedStorySite(item: "Nichts zu tun", story: Self.story, settings: "cache.max_mb = 0\n")
        defer { site.server.stop() }
        try site.session.send("s")
        try site.session.waitFor(text: "Saved.")
        // The reader's own read, once on screen, is the page's only request: nothing was read
        // ahead for a copy the cache could not keep.
        _ = try site.read(until: "„Ok.“")
        #expect(site.server.requests.filter { $0.pathWithoutQuery == "/story" }.count == 1)
        try site.session.send("Escape", "q")
        try site.session.waitFor(text: "EXIT=0")
    }
}
