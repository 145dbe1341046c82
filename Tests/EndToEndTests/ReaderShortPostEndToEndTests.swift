import Foundation
import ReaderFixtures
import Testing
import TestThreads

/// The forty-fifth round's short posts as a person meets them: a post of a line among its blog's
/// links (previous and next post, related entries, a column of topics beside it), read on the
/// command line at 40 columns; and a post of two Japanese lines with no full stop, which the
/// reader had refused as no article, read from a feed, saved and read offline in the next run;
/// and an old page whose references lack their ';' ("&copy 2004"), read as a browser reads them.
@Suite(.serialized, .ownThread) struct ReaderShortPostEndToEndTests {
    @Test func aShortPostAmongItsBlogsLinksIsReadWithoutTheColumnOfTopics() throws {
        let output = try ReaderEndToEndTests.readNarrow(
            "/short-post", shows: ["Gaugeviz draws the gauges of a river as a tree of stations.", "Previous post: Reading the levels"],
            hides: ["Topic number", "Partner offer", "No article"])
        try ReaderEndToEndTests.expectOrder(output, "Previous post", before: "Gaugeviz draws the gauges")
    }

    @Test func aPostOfTwoJapaneseLinesIsReadSavedAndReadOffline() throws {
        let site = try FeedStorySite(item: "Gaugeviz", story: ReaderFixtures.postOfTwoLinesInJapanese)
        defer { site.server.stop() }
        let screen = try site.read(until: "観測所ごとの")
        #expect(screen.contains("川の水位計を木の") && !screen.contains("No article"), "\(screen)")
        try site.backToTheList()
        try site.saveThenReadOfflineInTheNextRun(shown: "観測所ごとの")
    }

    static let oldPage = """
        <html><head><title>Fish&nbsp;and chips on the quay</title></head><body><table><tr><td><a href="/">Home</a></td><td>
        <h1>Fish and chips on the quay</h1>
        <p>The stall on the quay has sold fish &amp chips since 1962, and on a summer evening the queue reaches the harbour wall&nbsp;&mdash; longer than the one for the ferry.</p>
        <p>Its owner, Ren&eacute Marsh, fries in beef dripping as her father did, and says the recipe is the one thing she will never change &lt;even for the inspectors&gt;.</p>
        <p>The chalkboard still reads &quot;cod, haddock, plaice&quot; and the prices have not moved in two summers, which she puts down to the boats landing more each spring.</p>
        <p>Copyright &copy 2004 The Quay Gazette</p></td></tr></table></body></html>
        """

    @Test func anOldPagesReferencesWithoutSemicolonsReadAsABrowserReadsThem() throws {
        _ = try ReaderEndToEndTests.readNarrow(
            "/old-references", shows: ["fish & chips since 1962", "René Marsh", "<even for the inspectors>", "© 2004"],
            hides: ["&amp", "&eacute", "&lt", "&copy"])
    }
}

