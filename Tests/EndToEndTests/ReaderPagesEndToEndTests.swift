import Foundation
import Testing
import TestThreads

/// The reader's fourth round as a person meets it: a feed item's page read with a rebound key,
/// the page written as pages are (a headline the title wraps in the site's words, a byline
/// with an address after a slash, paragraphs as divs, a quote mis-decoded into U+009D, a
/// caption, a glossary of one-word terms), then the server gone: the article stays and the
/// refresh says why it failed.
@Suite(.serialized, .ownThread) struct ReaderPagesEndToEndTests {
    static let story = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>AFP: River authority raises the east levee before the spring flood</title></head>
        <body><nav><a href="/">Home</a> <a href="/news">News</a></nav><div class="page">
        <h1>River authority raises the east levee before the spring flood</h1>
        <p class="post-author">By <a href="/author/alee">Ann Lee</a>/alee@rivers.example</p>
        <section class="body"><div class="container">
        <div class="leaf"><p><cite>(RT)</cite> The river authority said on Tuesday that it would raise the east levee by a metre before the spring flood.</p></div>
        <div class="body__paragraph">Engineers have warned for years that the levee, built in 1931, would not hold a flood like that of 1987.</div>
        <div class="body__rest">
        <p>The report, <span>\u{201C}</span>Rivers in 2007,<span>\u{201C}\u{9D}</span> forecasts higher water for the next four winters and asks the town to act.</p>
        <div class="inline-image"><img src="/levee.jpg" alt=""><div class="image-caption"><p>Volunteers fill sandbags on the east levee on Tuesday, hours before the river crested.</p></div>
        <div class="image-credit">Photo: River Times</div></div>
        <p>Work begins next week and will close the river path for a month, the authority said; residents were told to use the north bridge.</p>
        <dl><dt>Levee</dt><dd>An embankment that keeps a river in its bed when the water rises.</dd></dl>
        </div></div></section></div><footer>Copyright The River Times</footer></body></html>
        """

    @Test func aPageWrittenAsPagesAreReadWholeWithAReboundKeyThenOffline() throws {
        let site = try FeedStorySite(item: "East levee to be raised", story: Self.story)
        defer { site.server.stop() }
        let session = site.session
        #expect(site.list.contains("R read"), "the hint names the rebound key: \(site.list)")
        let top = try site.read(until: "by Ann Lee")
        #expect(top.contains("River authority raises the east levee before the spring flood"))
        #expect(!top.contains("AFP:") && !top.contains("alee@"), "\(top)")
        #expect(top.contains("(RT) The river authority said on Tuesday"), "the paragraph in a box before the rest")
        #expect(top.contains("Engineers have warned for years"), "the paragraph written as a div")
        #expect(top.contains("forecasts higher water"), "the sentence after the mis-decoded quote")
        try session.send("G")
        let bottom = try session.waitFor(text: "An embankment that keeps a river")
        #expect(bottom.contains("Volunteers fill sandbags") && bottom.contains("Photo: River Times"), "the caption and its credit, as Readability keeps it: \(bottom)")
        #expect(bottom.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "Levee" }, "the one-word term")

        // The server gone: the article stays, and the refresh says why it could not.
        try site.goOfflineAndQuit(stillShown: "An embankment that keeps a river")
    }
}
