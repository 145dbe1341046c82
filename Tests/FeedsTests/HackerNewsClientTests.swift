import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// The client against a real HTTP server on 127.0.0.1.
@Suite struct HackerNewsClientTests {
    static let pageJSON = """
    {"hits":[{"objectID":"11","title":"Loopback story","url":"https://example.org/a","author":"ann","points":5,
    "num_comments":1,"created_at_i":1777626764}],"page":0,"nbPages":1}
    """

    func client(_ server: LoopbackServer, timeout: TimeInterval = 15) -> HackerNewsClient {
        HackerNewsClient(baseURL: server.baseURL.appendingPathComponent("api/v1"), firebaseURL: server.baseURL.appendingPathComponent("v0"),
                         transport: CurlTransport(timeout: timeout))
    }

    @Test func fetchesTheFrontPage() async throws {
        let server = try LoopbackServer { request in
            request.path == "/v0/topstories.json" ? .json("[11]") : .json(Self.pageJSON)
        }
        let page = try await client(server).fetchPage(nil)
        #expect(page.items.map(\.title) == ["Loopback story"])
        #expect(server.requests.map(\.pathWithoutQuery) == ["/v0/topstories.json", "/api/v1/search"])
        let request = try #require(server.requests.last)
        #expect(request.method == "GET")
        #expect(request.query["tags"] == "story,(story_11)")
        #expect(request.query["hitsPerPage"] == "30")
    }

    @Test func anUnknownItemSaysSo() async throws {
        let server = try LoopbackServer { _ in .json(#"{"status":404,"error":"Not Found"}"#, status: 404) }
        await #expect(throws: FetchError.itemMissing(service: "Hacker News", id: "99")) {
            try await client(server).fetchDiscussion(for: FeedItem(id: "99", title: "x"))
        }
    }

    @Test func serverErrorsBecomeRetryableSentences() async throws {
        let server = try LoopbackServer { _ in .text("oops", status: 500) }
        do {
            _ = try await client(server).fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .httpStatus(host: "127.0.0.1", status: 500, retryAfterSeconds: nil))
            #expect(error.isRetryable)
        }
    }

    @Test func truncatedJSONIsAnUnexpectedAnswer() async throws {
        let server = try LoopbackServer { _ in .json(String(Self.pageJSON.prefix(60))) }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await client(server).fetchPage(nil)
        }
    }

    @Test func aSilentServerTimesOut() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        await #expect(throws: FetchError.timedOut(host: "127.0.0.1", seconds: 1)) {
            try await client(server, timeout: 1).fetchPage(nil)
        }
    }

    @Test func aRefusedConnectionIsReported() async throws {
        let port = try LoopbackServer.refusedPort()
        let client = HackerNewsClient(baseURL: URL(string: "http://127.0.0.1:\(port)/api/v1")!, firebaseURL: URL(string: "http://127.0.0.1:\(port)/v0")!,
                                      transport: CurlTransport(timeout: 5))
        do {
            _ = try await client.fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
        }
    }

    @Test func theDemoDataDecodesThroughTheSameClient() async throws {
        func demo(_ list: HackerNewsList = .front) -> HackerNewsClient {
            HackerNewsClient(baseURL: HackerNewsDemo.baseURL, firebaseURL: HackerNewsDemo.firebaseURL,
                             list: list, transport: DemoTransport(latency: .zero, sources: [HackerNewsDemo()]))
        }
        let client = demo()
        let first = try await client.fetchPage(nil)
        #expect(first.items.count == 30)
        #expect(first.notice == nil)
        let second = try await client.fetchPage(first.next)
        #expect(!second.items.isEmpty)
        #expect(second.next == nil)
        // The demo's official ranking differs from the order of its Algolia sample.
        let official = try JSONDecoder().decode([Int].self, from: try Data(contentsOf: try #require(DemoBundle.root?
            .appendingPathComponent("hn-firebase/topstories.json"))))
        #expect((first.items + second.items).map(\.id) == official.map(String.init))
        for list in HackerNewsList.allCases {
            let page = try await demo(list).fetchPage(nil)
            #expect(page.items.count >= 3, "\(list) has sample stories")
        }
        // Every story in the sample has its thread, and the comment counts agree (or grew: the
        // official API knows comments Algolia's sample lacks).
        for item in first.items + second.items where !HackerNewsDemo.firebaseDemo.outage.contains(Int(item.id) ?? 0) {
            let discussion = try await client.fetchDiscussion(for: item)
            #expect(discussion.item.commentCount ?? 0 >= item.commentCount ?? 0, "\(item.id)")
            #expect(discussion.comments.count > 0 || item.commentCount == 0, "\(item.id)")
            #expect(discussion.notice == nil)
        }
    }

    @Test func theDemoShowsTheFallbackForOneThread() async throws {
        let client = HackerNewsClient(baseURL: HackerNewsDemo.baseURL, firebaseURL: HackerNewsDemo.firebaseURL,
                                      transport: DemoTransport(latency: .zero, sources: [HackerNewsDemo()]))
        let id = try #require(HackerNewsDemo.firebaseDemo.outage.first)
        let discussion = try await client.fetchDiscussion(for: FeedItem(id: String(id), title: "x"))
        #expect(discussion.notice == .algoliaUnavailable)
        #expect(!discussion.comments.isEmpty)
        #expect(discussion.comments.allSatisfy { $0.replies.isEmpty }, "replies come as they come into view")
    }
}
