import FeedFixtures
import Feeds
import Foundation
import Networking
import Store
import Synchronization
import Testing
@testable import ViewModels

@Suite struct FeedLibraryTests {
    let server = FeedServerStub()
    let store = FeedStore(path: nil)
    let subscriptions = [
        Subscription(address: "https://a.example/feed", tags: ["news"]),
        Subscription(address: "https://b.example/feed", name: "Bee"),
        Subscription(address: "https://missing.example/feed"),
        Subscription(address: "exec:~/bin/feed.sh"),
    ]

    init() {
        server.serve("https://a.example/feed", rssDocument("Alpha", items: [
            ("a1", "First of A", "Tue, 10 Jun 2003 04:00:00 GMT"), ("a2", "Second of A", "Mon, 09 Jun 2003 04:00:00 GMT")]), etag: "A1")
        server.serve("https://b.example/feed", rssDocument("Beta", items: [("b1", "Only of B", "Tue, 10 Jun 2003 05:00:00 GMT")]), etag: "B1")
    }

    var library: FeedLibrary {
        FeedLibrary(subscriptions: .fixed(SubscriptionList(lines: subscriptions.map { .init(subscription: $0, text: $0.line) })),
                    store: store, transport: server)
    }

    @Test func reloadReportsEveryFeedAndKeepsWhatArrived() async throws {
        let seen = Mutex<[String]>([])
        let reports = await library.reload(subscriptions) { report in seen.withLock { $0.append(report.subscription.address) } }
        #expect(Set(seen.withLock { $0 }) == Set(subscriptions.map(\.address)), "each feed reported as it finishes")
        #expect(reports.map(\.subscription) == subscriptions, "in the file's order")
        #expect(reports.map(\.title) == ["Alpha", "Bee", "https://missing.example/feed", "exec:~/bin/feed.sh"])
        #expect(reports.map(\.itemCount) == [2, 1, 0, 0])
        #expect(reports.map(\.newCount) == [2, 1, 0, 0])
        #expect(reports[2].failure == .fetch(.httpStatus(host: "missing.example", status: 404, retryAfterSeconds: nil)))
        #expect(reports[3].failure == .unsupportedAddress("exec:~/bin/feed.sh"))

        let rows = await library.keptRows(of: subscriptions)
        #expect(rows.map(\.item.title) == ["Only of B", "First of A", "Second of A"], "newest first, every feed")
        #expect(rows.map(\.feedName) == ["Bee", "Alpha", "Alpha"])
        #expect(rows.allSatisfy { $0.item.sourceName == nil }, "every row is the one source's")
        #expect(rows.first?.item.articleURL == URL(string: "https://site.example/b1"))
        #expect(rows.first?.item.domain == "site.example")
        let content = try #require(await library.content(of: rows[1].item.id))
        #expect(content.body?.plain == "About First of A")

        let states = await library.states(of: subscriptions)
        #expect(states.map(\.name) == ["Alpha", "Bee", "https://missing.example/feed", "exec:~/bin/feed.sh"])
        #expect(states[0].unreadCount(read: [rows[1].item.id]) == 1)
        #expect(states[0].lastUpdate != nil && states[2].lastUpdate == nil)
    }

    @Test func theNextReloadAsksConditionallyAndCountsOnlyNewItems() async {
        _ = await library.reload(subscriptions)
        let before = await library.keptRows(of: subscriptions).map(\.item.id)
        server.serve("https://b.example/feed", rssDocument("Beta", items: [
            ("b2", "Newer of B", "Wed, 11 Jun 2003 05:00:00 GMT"), ("b1", "Only of B (edited)", "Tue, 10 Jun 2003 05:00:00 GMT")]), etag: "B2")
        let reports = await library.reload(subscriptions)
        #expect(reports[0].notModified && reports[0].itemCount == 2 && reports[0].newCount == 0)
        #expect(!reports[1].notModified && reports[1].itemCount == 2 && reports[1].newCount == 1)
        let rows = await library.keptRows(of: subscriptions)
        #expect(rows.map(\.item.title) == ["Newer of B", "Only of B (edited)", "First of A", "Second of A"])
        #expect(Set(before).isSubset(of: Set(rows.map(\.item.id))), "an edited item keeps its id, and its read state")
    }

    @Test func unsubscribedFeedsAreForgotten() async {
        _ = await library.reload(subscriptions)
        _ = await library.reload(Array(subscriptions.prefix(1)), forgetOthers: true)
        #expect(await store.feeds().map(\.url) == ["https://a.example/feed"])
        #expect(await library.keptRows(of: subscriptions).count == 2)
    }

    @Test func atMostTwoRequestsAtOnceToOneHost() async {
        final class Counting: HTTPTransport {
            let counts = Mutex((now: 0, most: 0))
            func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
                counts.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                try? await Task.sleep(for: .milliseconds(5))
                counts.withLock { $0.now -= 1 }
                return HTTPResponse(status: 200, headers: [:], body: Data(rssDocument("F", items: []).utf8))
            }
        }
        let transport = Counting()
        let many = (0..<12).map { Subscription(address: "https://same.example/\($0)") }
        let library = FeedLibrary(subscriptions: .fixed(SubscriptionList()), store: FeedStore(path: nil), transport: transport)
        _ = await library.reload(many)
        #expect(transport.counts.withLock { $0.most } == 2)
    }
}

@Suite struct FeedSubscribeTests {
    @Test func aWebPageSubscribesToTheFeedItNames() async throws {
        let server = FeedServerStub()
        server.serve("https://site.example/", "<!DOCTYPE html><html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/broken.xml\"><link rel=\"alternate\" type=\"application/atom+xml\" href=\"/feed.xml\"></head></html>")
        server.serve("https://site.example/feed.xml", rssDocument("Site", items: [("s1", "Hello", "Tue, 10 Jun 2003 04:00:00 GMT")]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("subscribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)
        let store = FeedStore(path: nil)
        let library = FeedLibrary(subscriptions: .file(file), store: store, transport: server)
        let outcome = try await library.subscribe(URL(string: "https://site.example/")!, tags: ["new"])
        let expected = Subscription(address: "https://site.example/feed.xml", tags: ["new"])
        #expect(outcome == .subscribed(expected, title: "Site", through: URL(string: "https://site.example/")!))
        #expect(try file.read().subscriptions == [expected])
        #expect(await library.keptRows(of: [expected]).map(\.item.title) == ["Hello"], "shown at once")
        #expect(try await library.subscribe(URL(string: "https://site.example/feed.xml/")!) == .alreadySubscribed(expected))
        await #expect(throws: FeedSubscribeFailure.feed(.fetch(.httpStatus(host: "site.example", status: 404, retryAfterSeconds: nil)))) {
            try await library.subscribe(URL(string: "https://site.example/nothing")!)
        }
        #expect(try file.read().subscriptions.count == 1, "nothing that is not a feed is ever added")
    }

    @Test func anUntitledItemIsShownByTheStartOfItsTextElseItsLink() async throws {
        let server = FeedServerStub()
        server.serve("https://notes.example/feed", """
            <rss version="2.0"><channel><title>Notes</title>
            <item><guid>n1</guid><description>&lt;p&gt;Just a &lt;b&gt;note&lt;/b&gt;, no title.&lt;/p&gt;</description></item>
            <item><guid>n2</guid><link>https://notes.example/2</link></item>
            </channel></rss>
            """)
        let subscription = Subscription(address: "https://notes.example/feed")
        let library = FeedLibrary(subscriptions: .fixed(SubscriptionList(lines: [.init(subscription: subscription, text: subscription.line)])),
                                  store: FeedStore(path: nil), transport: server)
        _ = await library.reload([subscription])
        let titles = await library.keptRows(of: [subscription]).map(\.item.title)
        #expect(Set(titles) == ["Just a note, no title.", "https://notes.example/2"])
    }

    @Test func aGuessedSecureAddressFallsBackToPlainHTTPOnlyWhenAsked() async throws {
        let server = FeedServerStub()
        server.servePlainOnly("old.example")
        server.serve("http://old.example/", "<!DOCTYPE html><html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/rss\"></head></html>")
        server.serve("http://old.example/rss", rssDocument("Old", items: [("o1", "Plain", "Tue, 10 Jun 2003 04:00:00 GMT")]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("subscribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)
        let library = FeedLibrary(subscriptions: .file(file), store: FeedStore(path: nil), transport: server)
        let secure = URL(string: "https://old.example/")!
        await #expect(throws: FeedSubscribeFailure.feed(.fetch(.unreachable(host: "old.example", reason: "a secure connection could not be made"))),
                      "an address typed with https is never downgraded") {
            try await library.subscribe(secure)
        }
        let outcome = try await library.subscribe(secure, plainWhenUnreachable: true)
        #expect(outcome == .subscribed(Subscription(address: "http://old.example/rss"), title: "Old", through: URL(string: "http://old.example/")!),
                "the page that named the feed answered over plain http")
        #expect(FeedLibrary.plain(URL(string: "http://old.example/")!) == nil, "only https is guessed")
    }
}

@Suite struct FeedReloadBatchTests {
    @Test func manyFeedsAreKeptInBatchesAndEachIsReported() async {
        let server = FeedServerStub()
        let subscriptions = (0..<20).map { Subscription(address: "https://host\($0 % 4).example/\($0)") }
        for (n, subscription) in subscriptions.enumerated() {
            server.serve(subscription.address, rssDocument("Feed \(n)", items: (0..<30).map { ("g\(n)-\($0)", "Item \($0) of \(n)", "Tue, 10 Jun 2003 04:00:00 GMT") }))
        }
        let store = FeedStore(path: nil)
        let library = FeedLibrary(subscriptions: .fixed(SubscriptionList()), store: store, transport: server)
        let seen = Mutex<[String]>([])
        let reports = await library.reload(subscriptions) { report in seen.withLock { $0.append(report.title) } }
        #expect(reports.map(\.newCount) == Array(repeating: 30, count: 20))
        #expect(Set(seen.withLock { $0 }) == Set((0..<20).map { "Feed \($0)" }))
        #expect(await library.keptRows(of: subscriptions).count == 600)
    }
}
