import Feeds
import FeedFixtures
import Foundation
import Networking
import Testing
@testable import ViewModels

/// A source that answers a cache-only fetch with an old page (noting the copy, as the caching
/// transport does) and a network fetch with a new one, or with a copy when "offline".
final class CopyingSource: FeedSource, @unchecked Sendable {
    var name: String { "Copying" }
    var listName: String { "Top" }
    let lock = NSLock()
    var offline = false

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        if options.cachePolicy == .cacheOnly || lock.withLock({ offline }) {
            let failure: FetchError? = options.cachePolicy == .cacheOnly ? nil : .unreachable(host: "copying.example", reason: "connection refused")
            options.provenance?.noteCopy(madeAt: Date(timeIntervalSince1970: 1_000), because: failure)
            return Samples.page(1...3, next: nil)
        }
        try? await Task.sleep(for: .milliseconds(50))  // the network is slower than the disk
        return FeedPage(items: [Samples.item(2), Samples.item(9)], next: nil)
    }

    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion { Discussion(item: item, comments: []) }
}

@Suite struct KeptCopyTests {
    let scheduler = FetchScheduler(wake: {})

    @Test func theKeptPageShowsFirstThenTheFreshOneKeepingTheSelection() async {
        let model = FeedViewModel(source: CopyingSource(), scheduler: scheduler, peeksAtKeptCopy: true)
        model.loadIfNeeded()
        await scheduler.deliverNext()
        #expect(model.items.map(\.id) == ["1", "2", "3"])
        #expect(model.notice == .cached(at: Date(timeIntervalSince1970: 1_000)))
        #expect(model.isBusy, "the network is still being asked")
        model.select(1)
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(model.items.map(\.id) == ["2", "9"])
        #expect(model.selectedItem?.id == "2", "the selection stays on the same item")
        #expect(model.notice == nil)
    }

    @Test func offlineTheCopyIsSaidToBeOne() async {
        let source = CopyingSource()
        source.offline = true
        let model = FeedViewModel(source: source, scheduler: scheduler)
        model.loadIfNeeded()
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(model.items.count == 3)
        #expect(model.notice == .offlineCopy(from: Date(timeIntervalSince1970: 1_000),
                                             because: .unreachable(host: "copying.example", reason: "connection refused")))
    }
}

@Suite struct ThreadPrefetcherTests {
    @Test func twoAtATimeNeverTwiceInTenMinutesAndNotWhileTheUserWaits() async {
        let scheduler = FetchScheduler(wake: {})
        var clock = Date(timeIntervalSince1970: 0)
        let prefetcher = ThreadPrefetcher(scheduler: scheduler, now: { clock })
        let source = ScriptedSource(name: "Hacker News", gated: true)
        let items = (1...5).map { Samples.item($0) }
        for item in items { source.setDiscussion(item.id, .success(Discussion(item: item, comments: []))) }
        // The user's own request is in flight: nothing starts.
        let user = scheduler.start({ () async throws(FetchError) -> Int in
            try? await Task.sleep(for: .seconds(30))
            return 1
        }) { _ in }
        prefetcher.prefetch(items, from: source)
        #expect(source.calls.isEmpty)
        #expect(prefetcher.pending == 5)
        scheduler.cancel(user)
        prefetcher.pump()
        #expect(!scheduler.hasForegroundWork, "prefetches are background work")
        // Wait for the two allowed to start (however loaded the machine), then make sure no
        // third has: the source holds every answer, so nothing finishes meanwhile.
        for _ in 0..<500 where source.calls.count < 2 { try? await Task.sleep(for: .milliseconds(10)) }
        try? await Task.sleep(for: .milliseconds(50))
        #expect(source.calls.count == 2, "two at a time: \(source.calls)")
        source.open()
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(source.calls.count == 5)
        prefetcher.prefetch(items, from: source)
        #expect(prefetcher.pending == 0, "fetched a moment ago")
        clock = clock.addingTimeInterval(ThreadPrefetcher.interval + 1)
        prefetcher.prefetch(Array(items.prefix(1)), from: source)
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(source.calls.count == 6, "ten minutes later, again")
    }
}
