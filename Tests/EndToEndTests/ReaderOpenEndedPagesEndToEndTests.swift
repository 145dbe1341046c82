import Foundation
import Testing
import TestThreads

/// The reader's fifth round as a person meets it: a feed item's page whose banner is never
/// closed (so the whole page sits inside it), whose standfirst's `<h2>` is left open around the
/// story, with a byline announced in German, a box about the author and a closing "More from
/// us" over teasers' pictures; read with a rebound key, saved, then the server gone.
@Suite(.serialized, .ownThread) struct ReaderOpenEndedPagesEndToEndTests {
    static let paragraphs = (1...6).map {
        "<p>Paragraph \($0): the ferry ran again on Saturday after two years, and the first crossing took forty minutes in a light wind.</p>"
    }.joined()

    static let story = """
        <!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ferry back on the lake – Valley Post</title>
        <meta name="author" content="Eingestellt von Ann Lee"></head><body>
        <header id="header" role="banner"><div class="logo"><a href="/">Valley Post</a></div></div>
        <nav><a href="/">Home</a> <a href="/news">News</a></nav>
        <main role="main"><article><h1>Ferry back on the lake</h1>
        <h2 class="standfirst">After two years tied up, the ferry crossed again, and the town came to watch.
        <div class="story-body">\(paragraphs)
        <p>Asked about the crossing last week, the captain laughed and said the lake would have to take responsibility for the wind.</p>
        </div></h2>
        <div class="author-box"><p>Ann Lee covers the lake and its towns for the Valley Post. She has written about the ferry since 2009.</p></div>
        <h3>More from us</h3><a href="/a"><img src="/t1.jpg" alt=""></a><a href="/b"><img src="/t2.jpg" alt=""></a>
        </article></main><footer>Copyright Valley Post</footer></body></html>
        """

    @Test func aPageLeftOpenAroundItsStoryReadsWholeThenSavedThenOffline() throws {
        let site = try FeedStorySite(item: "Ferry back on the lake", story: Self.story)
        defer { site.server.stop() }
        let session = site.session
        let top = try site.read(until: "by Ann Lee")
        #expect(!top.contains("Eingestellt"), "the announcement is not the name: \(top)")
        #expect(top.contains("After two years tied up"), "the standfirst: \(top)")
        #expect(top.contains("Paragraph 1: the ferry ran again"), "\(top)")
        try session.send("G")
        let bottom = try session.waitFor(text: "the captain laughed")
        for gone in ["covers the lake and its towns", "More from us", "Copyright"] {
            #expect(!bottom.contains(gone), "\(gone): \(bottom)")
        }
        try session.send("s")
        try session.waitFor(text: "Saved.")

        // The server gone: the article stays, and the refresh says why it could not.
        try site.goOfflineAndQuit(stillShown: "the captain laughed")
    }
}
