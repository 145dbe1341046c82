import Feeds
import FeedFixtures
import Networking
import Testing
@testable import ViewModels

@Suite struct DiscussionViewModelTests {
    let scheduler = FetchScheduler(wake: {})

    func loadedModel() async -> DiscussionViewModel {
        let source = ScriptedSource()
        let item = Samples.item(7)
        source.setDiscussion("7", .success(Discussion(item: item, comments: Samples.smallThread)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        return model
    }

    @Test func loadsTheTreeBehindAHeaderEntry() async {
        let model = await loadedModel()
        #expect(model.state == .loaded)
        #expect(model.entryCount == 8)
        #expect(model.node(forEntry: 0) == nil)
        #expect(model.node(forEntry: 1) == 0)
    }

    @Test func enterCollapsesTheSelectedSubtree() async {
        let model = await loadedModel()
        model.select(1)
        #expect(model.toggleSelected())
        #expect(model.entryCount == 5)
        #expect(model.toggleSelected())
        #expect(model.entryCount == 8)
        model.select(0)
        #expect(!model.toggleSelected())
    }

    @Test func nextAndPreviousTopLevel() async {
        let model = await loadedModel()
        #expect(model.topLevelEntry(after: 0, forward: true) == 1)
        #expect(model.topLevelEntry(after: 1, forward: true) == 5)
        #expect(model.topLevelEntry(after: 5, forward: true) == 7)
        #expect(model.topLevelEntry(after: 7, forward: true) == nil)
        #expect(model.topLevelEntry(after: 7, forward: false) == 5)
        #expect(model.topLevelEntry(after: 1, forward: false) == nil)
    }

    @Test func leavingTheScreenDropsTheLateAnswer() async {
        let source = ScriptedSource(gated: true)
        let item = Samples.item(7)
        source.setDiscussion("7", .success(Discussion(item: item, comments: Samples.smallThread)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        #expect(model.state == .loading)
        model.cancel()
        source.open()
        #expect(await scheduler.deliverNext(timeout: .milliseconds(300)) == 0)
        #expect(model.tree.count == 0)
        #expect(model.state == .idle)
    }

    @Test func anErrorIsShownAndRetried() async {
        let source = ScriptedSource()
        let item = Samples.item(7)
        source.setDiscussion("7", .failure(.httpStatus(host: "hn.algolia.com", status: 500, retryAfterSeconds: nil)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.state.error == .httpStatus(host: "hn.algolia.com", status: 500, retryAfterSeconds: nil))
        source.setDiscussion("7", .success(Discussion(item: item, comments: Samples.smallThread)))
        model.refresh()
        await scheduler.deliverNext()
        #expect(model.state == .loaded)
        #expect(model.tree.count == 7)
    }

    @Test func reachingTheEndLoadsTheNextPageOfComments() async {
        let source = ScriptedSource()
        let item = Samples.item(7)
        let first = (1...10).map { Samples.comment("c\($0)", "comment \($0)") }
        let second = (11...14).map { Samples.comment("c\($0)", "comment \($0)", replies: [Samples.comment("r\($0)", "reply")]) }
        source.setDiscussion("7", .success(Discussion(item: item, comments: first, moreComments: .token("p2"))))
        source.setMoreComments(after: .token("p2"), .success(Discussion(item: item, comments: second, moreComments: nil)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.hasMoreComments)
        model.select(5)
        #expect(model.state == .loaded, "no fetch far from the end")
        model.select(9)
        #expect(model.state == .loadingMore)
        await scheduler.deliverNext()
        #expect(model.tree.count == 18)
        #expect(model.tree.nodes[10].id == "c11")
        #expect(model.tree.nodes[11].depth == 1)
        #expect(!model.hasMoreComments)
        #expect(source.calls == ["discussion 7", "more 7 token(\"p2\")"])
    }

    @Test func aFailedPageOfCommentsIsRetriedWithR() async {
        let source = ScriptedSource()
        let item = Samples.item(7)
        source.setDiscussion("7", .success(Discussion(item: item, comments: [Samples.comment("c1", "one")], moreComments: .token("p2"))))
        source.setMoreComments(after: .token("p2"), .failure(.timedOut(host: "api.producthunt.com", seconds: 15)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.select(1)
        await scheduler.deliverNext()
        #expect(model.state == .moreFailed(.timedOut(host: "api.producthunt.com", seconds: 15)))
        #expect(model.tree.count == 1, "what was loaded stays")
        source.setMoreComments(after: .token("p2"), .success(Discussion(item: item, comments: [Samples.comment("c2", "two")])))
        model.refresh()
        await scheduler.deliverNext()
        #expect(model.tree.count == 2)
    }

    @Test func aRefreshThatFailsWhileAPageIsLoadingLeavesNothingSpinning() async {
        let source = ScriptedSource()
        let item = Samples.item(7)
        source.setDiscussion("7", .success(Discussion(item: item, comments: [Samples.comment("c1", "one")], moreComments: .token("p2"))))
        source.setMoreComments(after: .token("p2"), .success(Discussion(item: item, comments: [Samples.comment("c2", "two")])))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.select(1)
        #expect(model.state == .loadingMore)
        let failure = FetchError.httpStatus(host: "api.producthunt.com", status: 502, retryAfterSeconds: nil)
        source.setDiscussion("7", .failure(failure))
        model.refresh()
        #expect(model.state == .refreshing, "the refresh replaces the page in flight")
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(model.state == .failed(failure))
        #expect(!model.isBusy, "no spinner is left turning")
        #expect(model.tree.count == 1, "the comments stay on screen")
    }
}
