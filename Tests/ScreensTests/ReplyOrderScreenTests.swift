import Canvas
import FeedFixtures
import Feeds
import Networking
import Testing
@testable import Screens
import ViewModels

/// When the source's order moves the selected reply, the comments pane follows it.
@Suite struct ReplyOrderScreenTests {
    @Test func theSelectedReplyStaysOnScreenWhenTheOrderMovesIt() async throws {
        let scheduler = FetchScheduler(wake: {})
        let model = DiscussionViewModel(item: Samples.item(7), source: ReversingSource(), scheduler: scheduler)
        let screen = DiscussionScreen(model: model)
        screen.didAppear()
        await scheduler.deliverNext()
        let area = Rect(row: 0, column: 0, height: 16, width: 60)
        let context = RenderContext(theme: .colorful, now: Samples.now)
        var grid = CellGrid(rows: 16, columns: 60)
        screen.layout(area: area, context: context)
        _ = screen.receive(FrameShown())  // asks for p's order
        _ = screen.perform(.nextThread)  // p
        _ = screen.perform(.down)  // r1, its first reply
        screen.layout(area: area, context: context)
        screen.render(into: &grid, area: area, context: context)
        _ = screen.receive(FrameShown())
        #expect(grid.lines.contains { $0.contains("┃ writer1") }, "r1 is selected and shown:\n\(grid.lines.joined(separator: "\n"))")

        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        let last = model.tree.replyIndices(of: 0).last.map { model.tree.nodes[$0].id }
        #expect(last == "r1", "the source's order put r1 last")
        screen.layout(area: area, context: context)
        grid = CellGrid(rows: 16, columns: 60)
        screen.render(into: &grid, area: area, context: context)
        #expect(grid.lines.contains { $0.contains("┃ writer1") }, "the view followed r1:\n\(grid.lines.joined(separator: "\n"))")
    }
}

/// One comment with twelve replies; the source's order is the reverse of the tree's.
private final class ReversingSource: FeedSource, Sendable {
    var name: String { "Reversing" }
    var listName: String { "Top" }
    static let replies = (1...12).map { Samples.comment("r\($0)", "Reply number \($0)", by: "writer\($0)") }

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [], next: nil) }
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [Samples.comment("p", "Parent", by: "parent", replies: Self.replies)], ordersReplies: true)
    }
    func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder? {
        commentID == "p" ? ReplyOrder(ids: Self.replies.map(\.id).reversed(), added: []) : nil
    }
}
