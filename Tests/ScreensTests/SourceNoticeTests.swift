import Canvas
import FeedFixtures
import Feeds
import Networking
import Synchronization
import Testing
@testable import Screens
import ViewModels

/// Where the content came from reaches the status bar as a sentence, and asking the source for
/// the order of replies on screen starts from the layout, never from drawing.
@Suite struct SourceNoticeTests {
    static let sentence = "Algolia is unavailable; using the official API"

    func fallbackHarness() async -> (ScreenHarness, ScriptedSource) {
        let source = ScriptedSource(name: "Hacker News", listName: "Front page", gated: true)
        let harness = ScreenHarness(source: source)
        source.setPage(nil, .success(FeedPage(items: [Samples.item(1), Samples.item(2)], next: nil, notice: .algoliaUnavailable)))
        source.setDiscussion("1", .success(Discussion(item: Samples.item(1), comments: Samples.smallThread, notice: .algoliaUnavailable)))
        source.setDiscussion("2", .success(Discussion(item: Samples.item(2), comments: Samples.smallThread)))
        source.open()
        await harness.settle()
        return (harness, source)
    }

    @Test func theStatusBarSaysWhenTheListCameFromTheFallback() async throws {
        let (harness, _) = await fallbackHarness()
        let status = try #require(harness.grid.lines.last)
        #expect(status.hasPrefix(" \(Self.sentence) ·"), "\(status)")
        #expect(status.contains("Enter"), "the key hints follow when there is room")
    }

    @Test func theDiscussionSaysSoTooAndAThreadFromAlgoliaDoesNot() async throws {
        let (harness, _) = await fallbackHarness()
        await harness.press(.enter)
        #expect(try #require(await harness.settle().last).contains(Self.sentence))
        await harness.press(.escape)
        await harness.press(.down)
        await harness.press(.enter)
        let lines = await harness.settle()
        #expect(lines[0].contains("Story number 2"))
        #expect(try #require(lines.last).contains("Enter"))
        #expect(try !#require(lines.last).contains("Algolia"))
    }

    @Test func withoutANoticeTheStatusBarShowsOnlyHints() async throws {
        let harness = ScreenHarness()
        let status = try #require(await harness.settle().last)
        #expect(!status.contains("Algolia"))
        #expect(status.hasPrefix(" Enter"))
    }

    @Test func onlyAShownFrameAsksForTheOrderOfReplies() async {
        let scheduler = FetchScheduler(wake: {})
        let source = OrderingSource()
        let model = DiscussionViewModel(item: Samples.item(7), source: source, scheduler: scheduler)
        let screen = DiscussionScreen(model: model)
        screen.didAppear()
        await scheduler.deliverNext()
        var grid = CellGrid(rows: 40, columns: 80)
        let area = Rect(row: 1, column: 0, height: 38, width: 80)
        let context = RenderContext(theme: .colorful, now: Samples.now)
        screen.render(into: &grid, area: area, context: context)
        #expect(model.replyRequestsRunning == 0, "drawing only reads")
        screen.layout(area: area, context: context)
        #expect(model.replyRequestsRunning == 0, "layout starts nothing either")
        _ = screen.receive(FrameShown())
        #expect(model.replyRequestsRunning == 3, "a, a1 and b are on screen and have replies")
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        #expect(Set(source.asked) == ["a", "a1", "b"])
    }
}

/// Serves the small thread and says it orders replies; answers every question with nothing.
private final class OrderingSource: FeedSource, Sendable {
    var name: String { "Ordered" }
    var listName: String { "Top" }
    private let calls = Mutex<[String]>([])
    var asked: [String] { calls.withLock { $0 } }

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [], next: nil) }
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: Samples.smallThread, ordersReplies: true)
    }
    func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder? {
        calls.withLock { $0.append(commentID) }
        return nil
    }
}
