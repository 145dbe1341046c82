import Feeds
import FeedFixtures
import Networking
import Testing
@testable import ViewModels

@Suite struct FeedViewModelTests {
    let scheduler = FetchScheduler(wake: {})

    @Test func loadingGoesFromIdleToLoadingToLoaded() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...30, next: .page(1))))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        #expect(model.state == .idle)
        model.loadIfNeeded()
        #expect(model.state == .loading)
        #expect(model.isBusy)
        await scheduler.deliverNext()
        #expect(model.state == .loaded)
        #expect(model.items.count == 30)
        #expect(model.items.first?.title == "Story number 1")
        #expect(model.hasMore)
    }

    @Test func reachingTheEndLoadsTheNextPageWithoutDuplicates() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...30, next: .page(1))))
        source.setPage(.page(1), .success(Samples.page(29...45, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.select(10)
        #expect(model.state == .loaded, "no prefetch far from the end")
        model.select(26)
        #expect(model.state == .loadingMore)
        await scheduler.deliverNext()
        #expect(model.items.count == 45)
        #expect(Set(model.items.map(\.id)).count == 45)
        #expect(!model.hasMore)
        model.select(44)
        #expect(source.calls == ["page first", "page page(1)"])
    }

    @Test func aFailureIsKeptAsTheErrorAndRefreshRetries() async {
        let source = ScriptedSource()
        let refused = FetchError.unreachable(host: "hn.algolia.com", reason: "connection refused")
        source.setPage(nil, .failure(refused))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.state == .failed(refused))
        source.setPage(nil, .success(Samples.page(1...3, next: nil)))
        model.refresh()
        #expect(model.state == .loading)
        await scheduler.deliverNext()
        #expect(model.state == .loaded)
        #expect(model.items.count == 3)
    }

    @Test func aFailedRefreshKeepsTheItemsOnScreen() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...5, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        source.setPage(nil, .failure(.timedOut(host: "hn.algolia.com", seconds: 15)))
        model.reload()
        await scheduler.deliverNext()
        #expect(model.items.count == 5)
        #expect(model.state.error == .timedOut(host: "hn.algolia.com", seconds: 15))
    }

    @Test func aResultArrivingAfterCancelIsDropped() async {
        let source = ScriptedSource(gated: true)
        source.setPage(nil, .success(Samples.page(1...5, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        model.cancel()
        source.open()
        #expect(await scheduler.deliverNext(timeout: .milliseconds(300)) == 0)
        #expect(model.items.isEmpty)
        #expect(model.state == .idle)
    }

    @Test func refreshingKeepsTheSelectedStoryWhenItMoves() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...10, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.select(4)
        #expect(model.selectedItem?.id == "5")
        source.setPage(nil, .success(FeedPage(items: [Samples.item(42)] + Samples.page(1...10, next: nil).items, next: nil)))
        model.refresh()
        await scheduler.deliverNext()
        #expect(model.selectedItem?.id == "5")
        #expect(model.selection == 5)
    }

    @Test func selectionIsClampedToTheItems() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...3, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.move(by: 10)
        #expect(model.selection == 2)
        model.move(by: -10)
        #expect(model.selection == 0)
    }

    @Test func scrollingTheListKeepsTheSelectionOnScreen() async {
        let source = ScriptedSource()
        source.setPage(nil, .success(Samples.page(1...30, next: nil)))
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        model.setVisibleRows(10)
        model.scroll(by: 3)
        #expect(model.scrollTop == 3)
        #expect(model.selection == 3, "the selection is dragged along when it leaves the top")
        model.select(12)
        model.scroll(by: -100)
        #expect(model.scrollTop == 0)
        #expect(model.selection == 9, "and when it leaves the bottom")
        model.scroll(by: 100)
        #expect(model.scrollTop == 20, "never past the last full page")
    }
}
