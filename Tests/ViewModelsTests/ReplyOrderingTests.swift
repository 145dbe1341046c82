import Feeds
import FeedFixtures
import Networking
import Testing
@testable import ViewModels

/// Replies take the source's order as their comments come into view.
@Suite struct ReplyOrderingTests {
    let scheduler = FetchScheduler(wake: {})

    func loaded(_ source: ReplyOrderSource) async -> DiscussionViewModel {
        let model = DiscussionViewModel(item: Samples.item(7), source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        return model
    }

    func ids(_ model: DiscussionViewModel) -> [String] {
        model.tree.visible.map { model.tree.nodes[$0].id }
    }

    static let ordered = Discussion(item: Samples.item(7), comments: Samples.smallThread, ordersReplies: true)

    @Test func repliesTakeTheSourcesOrderWhenTheirCommentIsOnScreen() async {
        let source = ReplyOrderSource(Self.ordered, orders: ["a": ReplyOrder(ids: ["a2", "a1"], added: [])])
        let model = await loaded(source)
        model.commentsOnScreen(0..<2)  // the header and comment a
        #expect(model.replyRequestsRunning == 1)
        #expect(ids(model) == ["a", "a1", "a1x", "a2", "b", "b1", "c"], "nothing changes before the answer")
        let revision = model.revision
        await scheduler.deliverNext()
        #expect(source.calls == ["a unknown present a1,a2"])
        #expect(ids(model) == ["a", "a2", "a1", "a1x", "b", "b1", "c"])
        #expect(model.revision > revision, "layouts cached by node index start over")
    }

    @Test func onlyCommentsOnScreenWithRepliesAreAskedAndEachOnce() async {
        let source = ReplyOrderSource(Self.ordered, orders: [:])
        let model = await loaded(source)
        model.commentsOnScreen(3..<8)  // a1x, a2, b, b1, c: only b has replies
        await scheduler.deliverNext()
        #expect(source.calls == ["b unknown present b1"])
        model.commentsOnScreen(0..<8)
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        #expect(source.calls.first == "b unknown present b1")
        #expect(Set(source.calls.dropFirst()) == ["a unknown present a1,a2", "a1 unknown present a1x"])
        model.commentsOnScreen(0..<8)
        #expect(model.replyRequestsRunning == 0)
        #expect(source.calls.count == 3, "answers are kept for the thread")
    }

    @Test func atMostFourCommentsAreAskedAboutAtATime() async {
        let comments = (1...6).map { Samples.comment("t\($0)", "Top", replies: [Samples.comment("r\($0)", "Reply")]) }
        let source = ReplyOrderSource(Discussion(item: Samples.item(7), comments: comments, ordersReplies: true), orders: [:], gated: true)
        let model = await loaded(source)
        #expect(model.replyRequestsRunning == 0, "nothing is asked before the screen says what it shows")
        model.commentsOnScreen(0..<13)
        #expect(model.replyRequestsRunning == 4)
        model.commentsOnScreen(0..<13)
        #expect(model.replyRequestsRunning == 4, "nothing more starts while four run")
        source.open()
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        model.commentsOnScreen(0..<13)
        #expect(model.replyRequestsRunning == 2)
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        let asked = source.calls.map { String($0.split(separator: " ")[0]) }
        #expect(Set(asked.prefix(4)) == ["t1", "t2", "t3", "t4"])
        #expect(Set(asked.dropFirst(4)) == ["t5", "t6"])
        #expect(asked.count == 6)
    }

    @Test func theSelectionAndTheViewStayOnTheSameComment() async {
        let source = ReplyOrderSource(Self.ordered, orders: ["a": ReplyOrder(ids: ["a2", "a1"], added: [])])
        let model = await loaded(source)
        model.select(4)  // a2
        model.anchor = ScrollAnchor(entry: 2, line: 1)  // inside a1
        model.commentsOnScreen(1..<5)
        await scheduler.deliverNext()
        #expect(model.selection == 2, "a2 moved up, and stays selected")
        #expect(model.anchor == ScrollAnchor(entry: 3, line: 1), "the view follows a1")
    }

    @Test func aThreadBuiltLazilyGetsItsRepliesAsTheyComeIntoView() async {
        let lazy = Discussion(item: Samples.item(7), comments: [
            Comment(id: "x", author: "ann", date: nil, body: .plain("Top"), replyIDs: ["x1", "x2"]),
            Comment(id: "y", author: nil, date: nil, body: nil, isDeleted: true, replyIDs: ["y1"]),
            Comment(id: "z", author: "cy", date: nil, body: .plain("No replies"), replyIDs: []),
        ], ordersReplies: true, notice: .algoliaUnavailable)
        let added = [
            Comment(id: "x2", author: "dee", date: nil, body: .plain("Second"), replyIDs: ["x2a"]),
            Comment(id: "x1", author: "eve", date: nil, body: .plain("First"), replyIDs: []),
        ]
        let source = ReplyOrderSource(lazy, orders: [
            "x": ReplyOrder(ids: ["x1", "x2"], added: added),
            "y": ReplyOrder(ids: ["y1"], added: [Comment(id: "y1", author: "fay", date: nil, body: .plain("Under a deleted one"))]),
        ])
        let model = await loaded(source)
        #expect(model.notice == .algoliaUnavailable)
        model.commentsOnScreen(0..<4)
        #expect(model.replyRequestsRunning == 2, "z has nothing to fetch")
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        #expect(source.calls.sorted() == ["x known x1,x2 present ", "y known y1 present "])
        #expect(ids(model) == ["x", "x1", "x2", "y", "y1", "z"])
        #expect(model.tree.nodes[3].isDeleted && model.tree.descendantCount(of: 3) == 1, "a deleted comment keeps its reply")
        model.commentsOnScreen(1..<4)  // x1, x2 (which has a reply of its own), y
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        #expect(source.calls.count == 3)
        #expect(source.calls.last == "x2 known x2a present ")
    }

    @Test func aRefreshAsksAgainForTheNewTree() async {
        let source = ReplyOrderSource(Self.ordered, orders: ["a": ReplyOrder(ids: ["a2", "a1"], added: [])])
        let model = await loaded(source)
        model.commentsOnScreen(1..<2)
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        model.refresh()
        await scheduler.deliverNext()
        #expect(ids(model) == ["a", "a1", "a1x", "a2", "b", "b1", "c"], "the refreshed tree comes in the thread's order")
        model.commentsOnScreen(1..<2)
        while model.replyRequestsRunning > 0 { await scheduler.deliverNext() }
        #expect(source.calls.count == 2)
        #expect(ids(model) == ["a", "a2", "a1", "a1x", "b", "b1", "c"])
    }

    @Test func sourcesThatDoNotOrderRepliesAreNeverAsked() async {
        let source = ReplyOrderSource(Discussion(item: Samples.item(7), comments: Samples.smallThread), orders: [:])
        let model = await loaded(source)
        model.commentsOnScreen(0..<8)
        #expect(source.calls.isEmpty)
        #expect(model.notice == nil)
    }

    @Test func leavingTheScreenDropsTheAnswers() async {
        let source = ReplyOrderSource(Self.ordered, orders: ["a": ReplyOrder(ids: ["a2", "a1"], added: [])], gated: true)
        let model = await loaded(source)
        model.commentsOnScreen(0..<2)
        #expect(model.replyRequestsRunning == 1)
        model.cancel()
        #expect(model.replyRequestsRunning == 0)
        source.open()
        #expect(await scheduler.deliverNext(timeout: .milliseconds(300)) == 0)
        #expect(ids(model) == ["a", "a1", "a1x", "a2", "b", "b1", "c"])
    }
}
