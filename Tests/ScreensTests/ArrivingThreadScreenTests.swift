import Canvas
import Feeds
import Foundation
import Networking
import Testing
@testable import Screens
import ViewModels

/// A source that shows two comments of a thread and then either keeps receiving (until
/// cancelled) or fails.
struct HalfArrivedSource: FeedSource {
    var name: String { "Hacker News" }
    var listName: String { "Front page" }
    let fails: Bool

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [], next: nil) }

    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        let first = [Feeds.Comment(id: "1", author: "ann", date: nil, body: .plain("The first comment")),
                     Feeds.Comment(id: "2", author: "bob", date: nil, body: .plain("The second comment"))]
        _ = progress?(Discussion(item: item, comments: first))
        if fails {
            try? await Task.sleep(for: .milliseconds(20))
            throw .timedOut(host: "hn.algolia.com", seconds: 15)
        }
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        throw .cancelled
    }
}

@Suite struct ArrivingThreadScreenTests {
    func screen(fails: Bool) async -> (DiscussionViewModel, FetchScheduler, () -> [String]) {
        let scheduler = FetchScheduler(wake: {})
        let item = FeedItem(id: "7", title: "A story")
        let model = DiscussionViewModel(item: item, source: HalfArrivedSource(fails: fails), scheduler: scheduler)
        let browser = Browser(tabs: [Browser.Tab(name: "Hacker News", root: DiscussionScreen(model: model))], theme: .colorful)
        browser.start()
        var grid = CellGrid(rows: 24, columns: 80)
        let draw = { () -> [String] in
            let context = browser.context()
            browser.layout(rows: grid.rows, columns: grid.columns, context: context)
            browser.render(into: &grid, context: context)
            return grid.lines
        }
        for _ in 0..<1_000 where model.tree.count == 0 { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        return (model, scheduler, draw)
    }

    @Test func thePartOfTheThreadSoFarIsShownAndSaidToBeArriving() async {
        let (model, _, draw) = await screen(fails: false)
        let lines = draw()
        #expect(lines.contains { $0.contains("The first comment") })
        #expect(lines.contains { $0.contains("The second comment") })
        #expect(lines.contains { $0.contains("Receiving comments…") }, "\(lines.joined(separator: "\n"))")
        model.cancel()
    }

    @Test func whenTheRestNeverComesTheScreenSaysWhyBelowWhatCame() async {
        let (model, scheduler, draw) = await screen(fails: true)
        for _ in 0..<1_000 where model.isBusy { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        let lines = draw()
        #expect(lines.contains { $0.contains("The second comment") })
        #expect(!lines.contains { $0.contains("Receiving comments…") })
        let second = lines.firstIndex { $0.contains("The second comment") } ?? 0
        #expect(lines[second..<(lines.count - 1)].contains { $0.contains("hn.algolia.com") }, "the reason follows the comments:\n\(lines.joined(separator: "\n"))")
    }
}
