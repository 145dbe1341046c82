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
        HackerNewsClient(baseURL: server.baseURL.appendingPathComponent("api/v1"), transport: URLSessionTransport(timeout: timeout))
    }

    @Test func fetchesTheFrontPage() async throws {
        let server = try LoopbackServer { _ in .json(Self.pageJSON) }
        let page = try await client(server).fetchPage(nil)
        #expect(page.items.map(\.title) == ["Loopback story"])
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path.hasPrefix("/api/v1/search?"))
        #expect(request.query["tags"] == "front_page")
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
        let client = HackerNewsClient(baseURL: URL(string: "http://127.0.0.1:\(port)/api/v1")!, transport: URLSessionTransport(timeout: 5))
        do {
            _ = try await client.fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
        }
    }

    @Test func theDemoDataDecodesThroughTheSameClient() async throws {
        let demo = HackerNewsClient(baseURL: DemoTransport.hackerNewsBaseURL, transport: DemoTransport(latency: .zero))
        let first = try await demo.fetchPage(nil)
        #expect(first.items.count == 30)
        let second = try await demo.fetchPage(first.next)
        #expect(!second.items.isEmpty)
        #expect(second.next == nil)
        for list in HackerNewsList.allCases {
            let page = try await HackerNewsClient(baseURL: DemoTransport.hackerNewsBaseURL, list: list, transport: DemoTransport(latency: .zero)).fetchPage(nil)
            #expect(page.items.count >= 6, "\(list) has sample stories")
        }
        // Every story in the sample has its thread, and the comment counts agree.
        for item in first.items + second.items {
            let discussion = try await demo.fetchDiscussion(for: item)
            #expect(discussion.item.commentCount == item.commentCount, "\(item.id)")
        }
    }
}
