import Canvas
import FeedFixtures
import Feeds
import Testing
@testable import Screens

@Suite struct DiscussionScreenTests {
    func opened(_ harness: ScreenHarness = ScreenHarness()) async -> ScreenHarness {
        await harness.settle()
        await harness.press(.enter)
        harness.draw()
        return harness
    }

    @Test func enterPushesTheCommentsAndEscPopsBack() async {
        let harness = await opened()
        let lines = harness.grid.lines
        #expect(lines[0].contains("Front page › Story number 1"))
        #expect(lines[1] == " Story number 1")
        #expect(lines.contains(" example1.org"))
        #expect(lines.contains { $0.contains("101 points by author1 3h ago") })
        #expect(harness.source.calls.contains("discussion 1"))
        await harness.press(.escape)
        #expect(harness.draw()[1].hasPrefix("  1. Story number 1"))
    }

    @Test func repliesAreIndentedUnderTheirParentWithAGutter() async throws {
        let harness = await opened()
        let lines = harness.grid.lines
        let a = try #require(lines.firstIndex { $0.contains("ann") })
        let a1 = try #require(lines.firstIndex { $0.contains("bob") })
        let a1x = try #require(lines.firstIndex { $0.contains("cy ·") })
        #expect(lines[a].hasPrefix("│ ann · 10m ago"))
        #expect(lines[a + 1] == "│ First top-level comment")
        #expect(lines[a1].hasPrefix("  │ bob"))
        #expect(lines[a1x].hasPrefix("    │ cy"))
        #expect(harness.grid[a1, 2].style.foreground != harness.grid[a, 0].style.foreground, "depth colours differ")
    }

    @Test func deletedCommentsShowAsSuchAndKeepReplies() async throws {
        let harness = await opened()
        harness.resize(rows: 40, columns: 80)
        let lines = harness.grid.lines
        let deleted = try #require(lines.firstIndex { $0.contains("[deleted]") })
        #expect(lines[deleted + 2].hasPrefix("  │ eve"))
    }

    @Test func enterCollapsesASubtreeAndSaysHowManyRepliesAreHidden() async {
        let harness = await opened()
        await harness.press(.down)  // first comment
        await harness.press(.enter)
        let lines = harness.draw()
        #expect(lines.contains { $0.contains("ann") && $0.contains("[+3 replies hidden]") })
        #expect(!lines.contains { $0.contains("bob") })
        await harness.press(.enter)
        #expect(harness.draw().contains { $0.contains("bob") })
    }

    @Test func nAndPJumpBetweenTopLevelComments() async {
        let harness = await opened()
        await harness.press(.character("n"))
        #expect(harness.grid.lines[23].contains("1/7"))
        await harness.press(.character("n"))
        #expect(harness.grid.lines[23].contains("5/7"))
        await harness.press(.character("p"))
        #expect(harness.grid.lines[23].contains("1/7"))
    }

    @Test func aCommentTallerThanTheScreenScrollsLineByLine() async {
        let long = (1...40).map { "Paragraph \($0)" }.joined(separator: "<p>")
        let harness = await opened(ScreenHarness(comments: [Samples.comment("t", long, by: "tall"), Samples.comment("u", "after", by: "next")]))
        await harness.press(.down)
        #expect(harness.grid.lines[23].contains("1/2"))
        // 40 paragraphs with blank lines between them need many presses before "next" is selected.
        for _ in 0..<30 { await harness.press(.down) }
        #expect(harness.grid.lines[23].contains("1/2"), "still reading the tall comment")
        #expect(harness.draw().contains { $0.contains("Paragraph 20") })
        for _ in 0..<80 { await harness.press(.down) }
        #expect(harness.grid.lines[23].contains("2/2"))
        #expect(harness.draw().contains { $0.contains("next") })
    }

    @Test func resizingReflowsTheText() async {
        let text = "Some words that will wrap when the terminal gets narrow enough to need it"
        let harness = await opened(ScreenHarness(comments: [Samples.comment("w", text, by: "wrapper")]))
        #expect(harness.draw().contains { $0.contains(text) })
        harness.resize(rows: 24, columns: 30)
        let narrow = harness.grid.lines
        #expect(!narrow.contains { $0.contains(text) })
        #expect(narrow.contains { $0.hasPrefix("│ Some words") })
        #expect(narrow.allSatisfy { $0.count <= 30 })
    }

    @Test func openKeysAskTheAppToOpenTheRightURLs() async {
        let harness = await opened()
        #expect(await harness.press(.character("o")) == .open(Samples.item(1).articleURL!, what: "article"))
        #expect(await harness.press(.character("c")) == .open(Samples.item(1).discussionURL!, what: "discussion"))
    }

    @Test func aHugeThreadRendersAndMovesFromAnywhere() async {
        let harness = await opened(ScreenHarness(comments: Samples.bigThread(count: 10_000)))
        await harness.press(.end)
        #expect(harness.grid.lines[23].contains("10000/10000"))
        await harness.press(.up)
        #expect(harness.grid.lines[23].contains("9999/10000"))
        await harness.press(.home)
        #expect(harness.grid.lines[23].contains("story"))
        #expect(harness.grid.lines[1] == " Story number 1")
        await harness.press(.character("G"), .pageUp, .pageUp)
        let lines = harness.draw()
        #expect(!lines[23].contains("10000/10000"), "paging up moved the selection")
        #expect(lines[1...22].contains { $0.contains("Tidings lays out comments lazily") })
    }

    @Test func shrinkingTheWindowKeepsTheSelectedCommentOnScreen() async {
        let harness = await opened()
        await harness.press(.character("n"), .character("n"), .character("n"))  // the third top-level comment
        #expect(harness.draw().contains { $0.contains("fay") })
        harness.resize(rows: 6, columns: 24)
        #expect(harness.grid.lines.contains { $0.contains("fay") }, "\(harness.grid.lines)")
    }

    @Test func refreshingShowsTheNewTextEvenWhenTheCountIsTheSame() async {
        let harness = await opened(ScreenHarness(comments: [Samples.comment("x", "Old words", by: "amy")]))
        #expect(harness.draw().contains { $0.contains("Old words") })
        harness.source.setDiscussion("1", .success(Discussion(item: Samples.item(1), comments: [Samples.comment("y", "New words", by: "amy")])))
        await harness.press(.character("r"))
        let lines = harness.draw()
        #expect(lines.contains { $0.contains("New words") })
        #expect(!lines.contains { $0.contains("Old words") })
    }
}
