import Canvas
import FeedFixtures
import Feeds
import Testing
import TidingsText
@testable import Screens

@Suite struct FeedScreenTests {
    @Test func showsALoadingPaneThenTheRows() async {
        let harness = ScreenHarness()
        let loading = harness.draw()
        #expect(loading.contains { $0.contains("Loading Front page…") })
        let lines = await harness.settle()
        #expect(lines[0].hasPrefix(" Tidings  Hacker News › Front page"))
        #expect(lines[1] == "  1. Story number 1 (example1.org)")
        #expect(lines[2] == "     101 points by author1 3h ago | 1 comment")
        #expect(lines[3].hasPrefix("  2. Story number 2"))
        #expect(lines[23].contains("1/30"))
        #expect(lines[23].contains("Enter open"))
    }

    @Test func theSelectionIsHighlightedAndFollowsTheKeys() async {
        let harness = ScreenHarness()
        await harness.settle()
        #expect(harness.grid[1, 0].style.background == .blue, "the first row starts selected")
        #expect(harness.grid[3, 0].style.background != .blue)
        await harness.press(.down, .character("j"))
        harness.draw()
        #expect(harness.grid[5, 0].style.background == .blue, "third row selected")
        #expect(harness.grid[1, 0].style.background != .blue)
        #expect(harness.grid.lines[23].contains("3/30"))
    }

    @Test func scrollingKeepsTheSelectionOnScreen() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.press(.end)
        let lines = harness.draw()
        #expect(lines.contains { $0.hasPrefix(" 30. Story number 30") })
        #expect(!lines.contains { $0.hasPrefix("  1. Story number 1") })
        await harness.press(.home)
        #expect(harness.draw()[1].hasPrefix("  1. Story number 1"))
        await harness.press(.pageDown)
        #expect(harness.grid.lines[23].contains("12/30"))
    }

    @Test func longAndWideTitlesAreCutWithAnEllipsisWithoutSplittingAGlyph() async {
        let harness = ScreenHarness(items: 1...1)
        harness.source.setPage(nil, .success(.init(items: [Samples.item(1, title: "漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字 emoji 🎉🎉")], next: nil)))
        harness.browser.topScreen.handle(.character("r")).ignore()
        harness.resize(rows: 10, columns: 30)
        await harness.settle()
        let row = harness.grid.text(row: 1)
        #expect(row.hasSuffix("…") || row.contains("…"))
        #expect(DisplayWidth.of(row) <= 30)
        // No cell holds half a wide character: every wide glyph is followed by its continuation.
        for column in 0..<29 where harness.grid[1, column].character == "漢" {
            #expect(harness.grid[1, column + 1].isContinuation)
        }
    }

    @Test func tinyTerminalsDegradeWithoutCrashing() async {
        let harness = ScreenHarness()
        await harness.settle()
        for (rows, columns) in [(5, 20), (3, 10), (2, 5), (1, 1), (0, 0), (1, 80), (40, 1)] {
            harness.resize(rows: rows, columns: columns)
            await harness.press(.down, .enter, .down, .escape)
        }
        harness.resize(rows: 5, columns: 20)
        await harness.press(.home)
        let lines = harness.draw()
        #expect(lines[0].hasPrefix(" Hacker News"), "at 20 columns the source and where you are come first: \(lines[0])")
        #expect(lines[1].contains("1. Story"), "compact one-line rows at 20x5: \(lines)")
        #expect(lines[2].contains("2. Story"))
    }

    @Test func errorsShowAsSentencesInThePane() async {
        let harness = ScreenHarness()
        harness.source.setPage(nil, .failure(.unreachable(host: "hn.algolia.com", reason: "connection refused")))
        harness.browser.topScreen.handle(.character("r")).ignore()
        let lines = await harness.settle()
        #expect(lines.contains { $0.contains("Could not reach hn.algolia.com: connection refused.") })
    }

    @Test func monochromeUsesNoColours() async {
        let harness = ScreenHarness(theme: .monochrome)
        await harness.settle()
        for cell in harness.grid.cells {
            #expect(cell.style.foreground == .standard && cell.style.background == .standard)
        }
        #expect(harness.grid[1, 2].style.attributes.contains(.reverse), "the selection is still visible")
    }
}

@Suite struct FeedHintTests {
    @Test func hintsOnlyOfferWhatWorksHere() async {
        let harness = ScreenHarness(items: 1...1)
        harness.source.setPage(nil, .success(.init(items: [FeedItem(id: "1", title: "No discussion here")], next: nil)))
        harness.browser.topScreen.handle(.character("r")).ignore()
        await harness.settle()
        let status = harness.draw()[23]
        #expect(!status.contains("o article"), "no article link, no hint")
        #expect(!status.contains("c discussion"))
        #expect(!status.contains("/ search"), "the scripted source cannot search")
        #expect(!status.contains("l list"))
    }
}

extension ScreenCommand {
    func ignore() {}
}
