import Canvas
import FeedFixtures
import Feeds
import Foundation
@testable import Screens
import ViewModels

/// A browser over a scripted source, drawn into an in-memory grid: what a user would see,
/// without a terminal.
final class ScreenHarness: BrowserDriving {
    let source: ScriptedSource
    let scheduler: FetchScheduler
    let browser: Browser
    var grid: CellGrid

    /// Two sources, for switching tabs.
    static func twoTabs() -> ScreenHarness {
        let harness = ScreenHarness(secondTab: true)
        return harness
    }

    init(rows: Int = 24, columns: Int = 80, secondTab: Bool = false, keymap: Keymap = .standard, memory: ReadingMemory? = nil, sharedScheduler: FetchScheduler? = nil, items: ClosedRange<Int> = 1...30, comments: [Comment] = Samples.smallThread, theme: Theme = .colorful,
         source: ScriptedSource = ScriptedSource(name: "Hacker News", listName: "Front page")) {
        self.source = source
        scheduler = sharedScheduler ?? FetchScheduler(wake: {})
        source.setPage(nil, .success(Samples.page(items, next: nil)))
        for number in items {
            source.setDiscussion(String(number), .success(Discussion(item: Samples.item(number), comments: comments)))
        }
        let source = self.source
        let scheduler = self.scheduler
        let feed = FeedScreen(model: FeedViewModel(source: source, scheduler: scheduler, memory: memory)) { item in
            DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: scheduler, memory: memory))
        }
        var tabs = [Browser.Tab(name: "Hacker News", root: feed)]
        if secondTab {
            let other = ScriptedSource(name: "Second", listName: "Other")
            other.setPage(nil, .success(Samples.page(1...3, next: nil)))
            tabs.append(Browser.Tab(name: "Second", root: FeedScreen(model: FeedViewModel(source: other, scheduler: scheduler)) { ArticleScreen(item: $0) }))
        }
        browser = Browser(tabs: tabs, theme: theme, keymap: keymap, scheduler: scheduler)
        grid = CellGrid(rows: rows, columns: columns)
        browser.start()
    }

    var frameTime: Date { Samples.now }

    @discardableResult
    func press(_ keys: Key...) async -> BrowserEffect {
        var effect = BrowserEffect.none
        for key in keys { effect = browser.handle(.press(key)) }
        await settle()
        return effect
    }

    /// Sends events; a mouse event hits whatever the last frame drew under it.
    @discardableResult
    func send(_ events: InputEvent...) async -> BrowserEffect {
        var effect = BrowserEffect.none
        for event in events {
            var target: HitTarget?
            if case .mouse(let mouse) = event { target = grid.hit(row: mouse.row, column: mouse.column) }
            effect = browser.handle(event, target: target)
            draw()
        }
        await settle()
        return effect
    }

    /// A left click (twice for a double click) on a cell.
    @discardableResult
    func click(row: Int, column: Int, count: Int = 1) async -> BrowserEffect {
        await send(.mouse(MouseEvent(.press(.left), row: row, column: column, clickCount: count)),
                   .mouse(MouseEvent(.release, row: row, column: column)))
    }

    func resize(rows: Int, columns: Int) {
        grid = CellGrid(rows: rows, columns: columns)
        draw()
    }

    var screen: String { grid.lines.joined(separator: "\n") }
}

extension Screen {
    /// A key as the browser would deliver it to this screen: through the standard keymap, in
    /// the screen's own scopes (global keys are the browser's).
    func handle(_ key: Key, _ modifiers: Modifiers = []) -> ScreenCommand {
        guard let action = Keymap.standard.action(for: KeyPress(key, modifiers), in: scopes) else { return .unhandled }
        return perform(action)
    }
}
