import FeedFixtures
import Feeds
import Foundation
import Networking
import Store
import Synchronization
import Testing
@testable import ViewModels

/// Holds back the answers for the addresses it is told to, until released; everything else
/// goes straight to the stub.
final class GatedFeedServer: HTTPTransport {
    let stub = FeedServerStub()
    private let state = Mutex<(held: Set<String>, waiting: [CheckedContinuation<Void, Never>])>(([], []))

    func hold(_ url: String) { state.withLock { _ = $0.held.insert(url) } }

    func release() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.held = []
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let held = state.withLock { state -> Bool in
                guard state.held.contains(request.url.absoluteString) else { return false }
                state.waiting.append(continuation)
                return true
            }
            if !held { continuation.resume() }
        }
        return try await stub.send(request)
    }
}

@Suite struct FeedsTabModelTests {
    let server = GatedFeedServer()
    let store = FeedStore(path: nil)
    let scheduler = FetchScheduler(wake: {})
    let memory: ReadingMemory
    let subscriptions = [
        Subscription(address: "https://a.example/feed", tags: ["news", "daily"]),
        Subscription(address: "https://b.example/feed", tags: ["daily"], name: "Bee"),
        Subscription(address: "https://missing.example/feed"),
    ]

    init() {
        memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: scheduler)
        server.stub.serve("https://a.example/feed", rssDocument("Alpha", items: [
            ("a1", "First of A", "Tue, 10 Jun 2003 04:00:00 GMT"), ("a2", "Second of A", "Mon, 09 Jun 2003 04:00:00 GMT")]), etag: "A1")
        server.stub.serve("https://b.example/feed", rssDocument("Beta", items: [("b1", "Only of B", "Tue, 10 Jun 2003 05:00:00 GMT")]), etag: "B1")
    }

    func makeTab(_ subscriptions: FeedLibrary.Subscriptions? = nil) -> FeedsTabModel {
        let list = SubscriptionList(lines: self.subscriptions.map { .init(subscription: $0, text: $0.line) })
        let library = FeedLibrary(subscriptions: subscriptions ?? .fixed(list), store: store, transport: server)
        return FeedsTabModel(library: library, scheduler: scheduler, memory: memory)
    }

    /// Applies finished work as the run loop does until `condition` holds.
    func settle(_ condition: () -> Bool) async {
        for _ in 0..<2_000 where !condition() { await scheduler.deliverNext(timeout: .milliseconds(5)) }
    }

    @Test func paintsWhatIsKeptBeforeTheNetworkAnswersThenFollowsEachFeed() async throws {
        // An earlier run kept one item of A.
        await store.keep(feed: "https://a.example/feed", title: "Alpha", link: nil, etag: nil, lastModified: nil,
                         items: [ItemRecord(identity: "a2", title: "Second of A", link: "https://site.example/a2",
                                            published: Date(timeIntervalSince1970: 1_055_131_200))])
        server.hold("https://a.example/feed")
        server.hold("https://b.example/feed")
        server.hold("https://missing.example/feed")
        let tab = makeTab()
        #expect(tab.phase == .idle)
        tab.start()
        #expect(tab.phase == .opening && tab.isBusy)
        await settle { tab.phase == .open }
        #expect(tab.rows.map(\.item.title) == ["Second of A"], "the kept item paints while every feed is still being fetched")
        #expect(tab.reloading == FeedsTabModel.ReloadProgress(done: 0, total: 3, failed: 0))
        #expect(tab.tags == ["news", "daily"])
        server.release()
        await settle { tab.reloading == nil }
        #expect(tab.rows.map(\.item.title) == ["Only of B", "First of A", "Second of A"], "newest first, every feed")
        #expect(tab.rows.map(\.feedName) == ["Bee", "Alpha", "Alpha"])
        #expect(tab.states.map(\.name) == ["Alpha", "Bee", "https://missing.example/feed"])
        #expect(tab.states[2].failure == .fetch(.httpStatus(host: "missing.example", status: 404, retryAfterSeconds: nil)),
                "a failure is said on its feed")
        #expect(tab.states[0].failure == nil && tab.states[0].lastUpdate != nil)
        #expect(tab.lastReload?.total == 3 && tab.lastReload?.failed == 1)
        #expect(!tab.isBusy)
    }

    @Test func listsUnreadCountsAndCatchingUp() async throws {
        let tab = makeTab()
        tab.start()
        await settle { tab.phase == .open && tab.reloading == nil }
        #expect(tab.rows(in: .all).count == 3)
        #expect(tab.rows(in: .tag("news")).map(\.item.title) == ["First of A", "Second of A"])
        #expect(tab.rows(in: .tag("daily")).count == 3)
        #expect(tab.rows(in: .feed("https://b.example/feed")).map(\.item.title) == ["Only of B"])
        #expect(tab.rows(in: .feeds).isEmpty && tab.rows(in: .saved).isEmpty)
        let first = try #require(tab.rows.first { $0.item.title == "First of A" })
        memory.toggleRead(first.item, in: FeedLibrary.sourceName)
        #expect(tab.rows(in: .unread).map(\.item.title) == ["Only of B", "Second of A"])
        #expect(tab.unreadCount(of: tab.states[0]) == 1)
        #expect(tab.markRead(tab.rows(in: .tag("daily")).map(\.item.id)) == 2, "only the unread ones count")
        #expect(tab.rows(in: .unread).isEmpty)
        #expect(tab.states.prefix(2).allSatisfy { tab.unreadCount(of: $0) == 0 })
        await memory.writesDone()
        let kept = await memory.store.allReadIDs()[FeedLibrary.sourceName] ?? []
        #expect(kept == Set(tab.rows.map(\.item.id)), "caught up in the store too, in one write")
        #expect(tab.row(id: first.item.id)?.item.title == "First of A")
    }

    @Test func readStateSurvivesAFeedThatRewritesItsItems() async throws {
        let tab = makeTab()
        tab.start()
        await settle { tab.phase == .open && tab.reloading == nil }
        let read = try #require(tab.rows.first { $0.item.title == "First of A" })
        memory.toggleRead(read.item, in: FeedLibrary.sourceName)
        // The same posts under new guids (a blog moved to another engine), titles edited.
        server.stub.serve("https://a.example/feed", """
            <rss><channel><title>Alpha</title>
            <item><guid>new-1</guid><title>First of A, edited</title><link>https://site.example/a1</link><pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item>
            <item><guid>new-2</guid><title>Second of A</title><link>https://site.example/a2</link><pubDate>Mon, 09 Jun 2003 04:00:00 GMT</pubDate></item>
            </channel></rss>
            """, etag: "A2")
        tab.reloadAll()
        await settle { tab.reloading == nil }
        let edited = try #require(tab.rows.first { $0.item.title == "First of A, edited" })
        #expect(edited.item.id == read.item.id)
        #expect(tab.isRead(edited.item.id))
        #expect(tab.rows(in: .feed("https://a.example/feed")).count == 2, "no item counted twice")
    }

    @Test func aFeedSubscribedToDuringAReloadIsNotForgottenByIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)
        try file.write(SubscriptionList(parsing: "https://a.example/feed\n"))
        server.stub.serve("https://c.example/", "<html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/rss\"></head></html>")
        server.stub.serve("https://c.example/rss", rssDocument("Sea", items: [("c1", "Of C", "Wed, 11 Jun 2003 04:00:00 GMT")]))
        let tab = makeTab(.file(file))
        server.hold("https://a.example/feed")
        tab.start()
        await settle { tab.phase == .open }
        tab.subscribe(URL(string: "https://c.example/")!)
        #expect(tab.subscribing == 1 && tab.isBusy)
        await settle { tab.subscribing == 0 }
        #expect(tab.rows.map(\.item.title) == ["Of C"], "the new feed's items show at once")
        #expect(tab.subscriptions.map(\.address) == ["https://a.example/feed", "https://c.example/rss"])
        server.release()
        await settle { tab.reloading == nil }
        #expect(Set(await store.feeds().map(\.url)) == ["https://a.example/feed", "https://c.example/rss"])
        #expect(tab.rows.map(\.item.title) == ["Of C", "First of A", "Second of A"])
    }

    @Test func subscribingSaysWhatHappenedAsNews() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)
        let tab = makeTab(.file(file))
        #expect(tab.canSubscribe)
        #expect(!makeTab().canSubscribe, "a fixed list (the demo's) takes no subscription")
        tab.start()
        await settle { tab.phase == .open && tab.reloading == nil }
        #expect(tab.subscriptions.isEmpty && tab.fileProblem == nil)
        func subscribe(_ address: String) async -> FeedSubscribed? {
            var found: FeedSubscribed?
            tab.subscribe(URL(string: address)!)
            for _ in 0..<2_000 where found == nil {
                await scheduler.arrival(timeout: .milliseconds(5))
                for message in scheduler.takeMessages() { if let news = scheduler.apply(message).news as? FeedSubscribed { found = news } }
            }
            return found
        }
        let added = try #require(await subscribe("https://b.example/feed"))
        guard case .success(.subscribed(let subscription, let title, _)) = added.outcome else { Issue.record("\(added.outcome)"); return }
        #expect(subscription.address == "https://b.example/feed" && title == "Beta")
        #expect(try file.read().subscriptions.map(\.address) == ["https://b.example/feed"])
        let again = try #require(await subscribe("https://B.example/feed/"))
        #expect(again.outcome == .success(.alreadySubscribed(subscription)))
        let missing = try #require(await subscribe("https://missing.example/feed"))
        #expect(missing.outcome == .failure(.feed(.fetch(.httpStatus(host: "missing.example", status: 404, retryAfterSeconds: nil)))))
        #expect(tab.rows.map(\.item.title) == ["Only of B"])
    }

    @Test func aFeedsFileThatCannotBeReadIsSaidAndNothingIsFetched() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the file should be: it cannot be read.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("feeds"), withIntermediateDirectories: true)
        let tab = makeTab(.file(SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)))
        tab.start()
        await settle { tab.phase == .open && tab.reloading == nil }
        #expect(tab.fileProblem == .unreadable(path: folder.appendingPathComponent("feeds").path))
        #expect(server.stub.requests.isEmpty)
        #expect(tab.lastReload == nil, "no reload ran")
    }

    @Test func searchMatchesTitlesFeedsAuthorsAndSummariesAsText() async throws {
        server.stub.serve("https://a.example/feed", """
            <rss><channel><title>Alpha</title>
            <item><guid>1</guid><title>Café opening</title><author>Ann Lee</author><description>&lt;p&gt;Plain news&lt;/p&gt;</description></item>
            <item><guid>2</guid><title>Second</title><description>&lt;a href="https://elsewhere.example/"&gt;About the CAFE&lt;/a&gt;</description></item>
            <item><guid>3</guid><title>Third</title><description>Nothing at all</description></item>
            </channel></rss>
            """)
        let tab = makeTab()
        tab.start()
        await settle { tab.phase == .open && tab.reloading == nil }
        func search(_ query: String, in list: FeedList = .all) async -> [String] {
            var found: [String]?
            tab.search(query, in: tab.rows(in: list)) { found = $0 }
            await settle { found != nil }
            return (found ?? []).compactMap { id in tab.rows.first { $0.item.id == id }?.item.title }
        }
        #expect(await search("cafe") == ["Café opening", "Second"], "letter case and accents aside; the summary's text counts")
        #expect(await search("elsewhere") == [], "an address inside the markup is not text")
        #expect(await search("ann") == ["Café opening"])
        #expect(await search("bee") == ["Only of B"], "the feed's name")
        #expect(await search("nothing", in: .feed("https://b.example/feed")) == [], "only the list searched")
    }
}
