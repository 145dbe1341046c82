import Feeds
import Foundation
import Networking
import Synchronization
import Testing
@testable import ViewModels

/// A source whose thread arrives in two steps: the first comments (reported through
/// `DiscussionProgress`) and, once released, the whole thread or a failure.
final class ArrivingSource: FeedSource, Sendable {
    var name: String { "Arriving" }
    var listName: String { "Top" }
    let partial: [Feeds.Comment]
    let whole: Result<[Feeds.Comment], FetchError>
    private let released = Mutex(false)
    private let reported = Mutex<Bool?>(nil)

    init(partial: [Feeds.Comment], whole: Result<[Feeds.Comment], FetchError>) {
        self.partial = partial
        self.whole = whole
    }

    func release() { released.withLock { $0 = true } }
    func hold() {
        released.withLock { $0 = false }
        reported.withLock { $0 = nil }
    }
    /// Whether the report was taken (nil: no one asked for partial threads).
    var reportTaken: Bool? { reported.withLock { $0 } }

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [], next: nil) }

    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        if let report = progress {
            let taken = report(Discussion(item: item, comments: partial))
            reported.withLock { $0 = taken }
        }
        while !released.withLock({ $0 }) {
            if Task.isCancelled { throw .cancelled }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return Discussion(item: item, comments: try whole.get())
    }

    static func comments(_ range: ClosedRange<Int>) -> [Feeds.Comment] {
        range.map { Feeds.Comment(id: String($0), author: "a\($0)", date: nil, body: .plain("comment \($0)")) }
    }
}

@Suite struct ArrivingThreadTests {
    let scheduler = FetchScheduler(wake: {})
    let item = FeedItem(id: "1", title: "A story")

    /// Delivers until the model shows something or finishes.
    func deliverUntil(_ condition: () -> Bool) async {
        for _ in 0..<2_000 where !condition() { await scheduler.deliverNext(timeout: .milliseconds(5)) }
    }

    @Test func theFirstCommentsShowWhileTheRestArrivesThenTheWholeThreadReplacesThem() async {
        let source = ArrivingSource(partial: ArrivingSource.comments(1...3), whole: .success(ArrivingSource.comments(1...10)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await deliverUntil { model.tree.count > 0 }
        #expect(model.tree.nodes.map(\.id) == ["1", "2", "3"])
        #expect(model.isPartial && model.isBusy, "shown as part of a thread still loading")
        #expect(source.reportTaken == true)
        model.select(2)
        source.release()
        await deliverUntil { !model.isBusy }
        #expect(model.tree.count == 10)
        #expect(!model.isPartial && model.state == .loaded)
        #expect(model.selection == 2, "the reader's place is kept")
    }

    @Test func aTransferThatBreaksKeepsWhatArrivedAndSaysWhy() async {
        let source = ArrivingSource(partial: ArrivingSource.comments(1...3), whole: .failure(.timedOut(host: "hn", seconds: 15)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await deliverUntil { model.tree.count > 0 }
        source.release()
        await deliverUntil { !model.isBusy }
        #expect(model.tree.count == 3, "what arrived stays")
        #expect(model.isPartial, "still said to be part of the thread")
        #expect(model.state.error == .timedOut(host: "hn", seconds: 15))
    }

    @Test func aLoadedThreadIsNeverReplacedByPartOfOne() async {
        let source = ArrivingSource(partial: ArrivingSource.comments(1...2), whole: .success(ArrivingSource.comments(1...5)))
        source.release()
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await deliverUntil { !model.isBusy }
        #expect(model.tree.count == 5)
        source.hold()
        model.reload()
        #expect(model.state == .refreshing)
        for _ in 0..<2_000 where source.reportTaken == nil { try? await Task.sleep(for: .milliseconds(1)) }
        for _ in 0..<5 { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        #expect(source.reportTaken == true, "the refresh did report part of the thread")
        #expect(model.tree.count == 5, "and it was not shown over the whole one")
        #expect(!model.isPartial && model.state == .refreshing)
        source.release()
        await deliverUntil { !model.isBusy }
        #expect(model.tree.count == 5)
    }

    @Test func leavingTheScreenDropsLatePartialThreads() async {
        let source = ArrivingSource(partial: ArrivingSource.comments(1...3), whole: .success(ArrivingSource.comments(1...4)))
        let model = DiscussionViewModel(item: item, source: source, scheduler: scheduler)
        model.loadIfNeeded()
        model.cancel()
        for _ in 0..<20 { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        #expect(model.tree.count == 0)
        #expect(!model.isPartial)
    }
}
