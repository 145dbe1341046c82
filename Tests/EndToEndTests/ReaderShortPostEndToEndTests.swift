import Foundation
import ReaderFixtures
import Testing
import TestThreads

/// The forty-fifth round's short posts as a person meets them: a post of a line among its blog's
/// links (previous and next post, related entries, a column of topics beside it), read on the
/// command line at 40 columns; and a post of two Japanese lines with no full stop, which the
/// reader had refused as no article, read from a feed, saved and read offline in the next run.
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
}
