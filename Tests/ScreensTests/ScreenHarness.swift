import Canvas
import FeedFixtures
import Feeds
import Foundation
@testable import Screens
import ViewModels

/// A browser over a scripted source, drawn into an in-memory grid: what a user would see,
/// without a terminal.
final class ScreenHarness {
    let source: ScriptedSource
    let scheduler = FetchScheduler(wake: {})
    let browser: Browser
    var grid: CellGrid

    init(rows: Int = 24, columns: Int = 80, items: ClosedRange<Int> = 1...30, comments: [Comment] = Samples.smallThread, theme: Theme = .colorful,
         source: ScriptedSource = ScriptedSource(name: "Hacker News", listName: "Front page")) {
        self.source = source
        source.setPage(nil, .success(Samples.page(items, next: nil)))
        for number in items {
            source.setDiscussion(String(number), .success(Discussion(item: Samples.item(number), comments: comments)))
        }
        let source = self.source
        let scheduler = self.scheduler
        let feed = FeedScreen(model: FeedViewModel(source: source, scheduler: scheduler)) { item in
            DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: scheduler))
        }
        browser = Browser(tabs: [Browser.Tab(name: "Hacker News", root: feed)], theme: theme)
        grid = CellGrid(rows: rows, columns: columns)
        browser.start()
    }

    /// Lets fetches finish and draws a frame.
    @discardableResult
    func settle() async -> [String] {
        while scheduler.isBusy { await scheduler.deliverNext() }
        return draw()
    }

    @discardableResult
    func draw() -> [String] {
        browser.render(into: &grid, context: RenderContext(theme: browser.theme, now: Samples.now))
        return grid.lines
    }

    @discardableResult
    func press(_ keys: Key...) async -> BrowserEffect {
        var effect = BrowserEffect.none
        for key in keys { effect = browser.handle(key) }
        await settle()
        return effect
    }

    func resize(rows: Int, columns: Int) {
        grid = CellGrid(rows: rows, columns: columns)
        draw()
    }

    var screen: String { grid.lines.joined(separator: "\n") }
}
