import Canvas
import FeedFixtures
import Feeds
import Testing
@testable import Screens

/// The mouse, driven the way the app does it: events hit whatever the last frame drew.
@Suite struct MouseTests {
    /// The title row of feed item `index` (0-based) when the list is scrolled to the top.
    func row(ofItem index: Int) -> Int { 1 + 2 * index }

    @Test func aClickSelectsTheRowUnderThePointer() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.click(row: row(ofItem: 3), column: 10)
        #expect(harness.grid.lines[23].contains("4/30"))
        // The byline, the row's second line, belongs to the same item.
        await harness.click(row: row(ofItem: 5) + 1, column: 40)
        #expect(harness.grid.lines[23].contains("6/30"))
        #expect(harness.browser.depth == 1, "a single click only selects")
    }

    @Test func aDoubleClickOpensLikeEnter() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.click(row: row(ofItem: 2), column: 10, count: 2)
        #expect(harness.browser.depth == 2)
        #expect(harness.browser.topScreen.title == "Story number 3")
    }

    @Test func theWheelScrollsThreeLinesANotch() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.send(.mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
        #expect(harness.grid.lines[1].hasPrefix("  3. Story number 3"), "three lines are two two-line rows, rounded up")
        await harness.send(.mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
        #expect(harness.grid.lines[1].hasPrefix("  1. Story number 1"))
        // Over the status bar the wheel does nothing: it scrolls the pane under the pointer.
        await harness.send(.mouse(MouseEvent(.wheelDown, row: 23, column: 5)))
        #expect(harness.grid.lines[1].hasPrefix("  1. Story number 1"))
    }

    @Test func inACompactListANotchIsThreeRows() async {
        let harness = ScreenHarness(rows: 8, columns: 30)
        await harness.settle()
        await harness.send(.mouse(MouseEvent(.wheelDown, row: 3, column: 5)))
        #expect(harness.grid.lines[1].hasPrefix("  4. Story"), "\(harness.screen)")
    }

    @Test func hitTestingFollowsScrollingAndResizing() async {
        let harness = ScreenHarness()
        await harness.settle()
        await harness.press(.end)
        // Item 30 is drawn last; a click on the top row hits whatever is drawn there now.
        let top = harness.grid.lines[1]
        await harness.click(row: 1, column: 10)
        #expect(harness.browser.topScreen.position.map { top.hasPrefix(" \($0.split(separator: "/")[0]).") } == true, "\(top)")
        // Narrow and short: rows become one line each, and clicks land on the new rows.
        harness.resize(rows: 8, columns: 30)
        await harness.press(.home)
        await harness.click(row: 3, column: 5)
        #expect(harness.grid.lines.last?.contains("3/30") == true, "\(harness.screen)")
    }

    @Test func aClickOnATabSwitchesSource() async {
        let harness = ScreenHarness.twoTabs()
        await harness.settle()
        let title = harness.grid.lines[0]
        let column = try! #require(title.range(of: "2 Second").map { title.distance(from: title.startIndex, to: $0.lowerBound) })
        await harness.click(row: 0, column: column + 2)
        #expect(harness.browser.activeTab == 1)
    }

    @Test func aClickOnAHintRunsItsAction() async {
        let harness = ScreenHarness()
        await harness.settle()
        let status = harness.grid.lines[23]
        let column = try! #require(status.range(of: "? help").map { status.distance(from: status.startIndex, to: $0.lowerBound) })
        await harness.click(row: 23, column: column + 1)
        #expect(harness.browser.showingHelp)
        await harness.click(row: 10, column: 10)
        #expect(!harness.browser.showingHelp, "a click closes the help")
    }

    @Test func commentsAreClickedAndScrolledToo() async {
        let harness = ScreenHarness(comments: Samples.bigThread(count: 40, textLength: 120))
        await harness.settle()
        await harness.press(.enter)
        harness.draw()
        let before = harness.grid.lines[1...22].joined(separator: "\n")
        await harness.send(.mouse(MouseEvent(.wheelDown, row: 10, column: 10)), .mouse(MouseEvent(.wheelDown, row: 10, column: 10)))
        #expect(harness.grid.lines[1...22].joined(separator: "\n") != before)
        // A click on a comment's text selects that comment.
        let row = try! #require(harness.grid.lines.indices.first { $0 > 3 && harness.grid.lines[$0].contains("│ user") })
        await harness.click(row: row, column: 20)
        guard let discussion = harness.browser.topScreen as? DiscussionScreen else {
            Issue.record("not on the discussion")
            return
        }
        let selected = discussion.model.selection
        #expect(selected > 0)
        #expect(harness.grid.hit(row: row, column: 20) == .row(selected))
        let collapsedBefore = discussion.model.tree.visible.count
        await harness.click(row: row, column: 20, count: 2)
        #expect(discussion.model.tree.visible.count <= collapsedBefore, "a double click acts like Enter")
    }
}
