import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing
@testable import Feeds

/// A long thread is shown while it arrives: against loopback APIs where Algolia sends the first
/// part of the thread and then waits until the client has shown it, in the official order.
@Suite struct HackerNewsStreamingTests {
    static let count = 60

    static func thread() -> (json: String, cut: String.Index) {
        let comments = (1...count).map { id in
            #"{"id":\#(100 + id),"author":"u\#(id)","text":"<p>Comment \#(id) \#(String(repeating: "words ", count: 30))</p>","created_at_i":1795000000,"children":[{"id":\#(1_000 + id),"author":"r\#(id)","text":"reply","created_at_i":1795000001,"children":[]}]}"#
        }
        let head = #"{"id":1,"title":"A long thread","author":"op","created_at_i":1795000000,"children":["#
        let first = head + comments.prefix(30).joined(separator: ",") + ","
        return (first + comments.dropFirst(30).joined(separator: ",") + "]}", first.endIndex)
    }

    @Test func theFirstCommentsAreShownInTheSitesOrderBeforeTheRestArrives() async throws {
        let (json, cut) = Self.thread()
        let bytes = Array(json.utf8)
        let firstPart = json[..<cut].utf8.count
        let official = (1...Self.count).reversed().map { 100 + $0 }  // the site's order: Algolia's, reversed
        let partials = Mutex<[[String]]>([])
        let partialBeforeRest = Mutex<Bool?>(nil)
        let apis = try TwoAPIServer(firebase: ["item/1.json": TwoAPIServer.story(1, kids: official)]) { _ in
            .stream { writer in
                writer.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n")
                writer.write(Array(bytes[..<firstPart]))
                var waited = 0
                while partials.withLock({ $0.isEmpty }), waited < 1_000 {
                    guard writer.pause(milliseconds: 10) else { return }
                    waited += 1
                }
                partialBeforeRest.withLock { $0 = !partials.withLock { $0.isEmpty } }
                writer.write(Array(bytes[firstPart...]))
            }
        }
        defer { apis.server.stop() }
        let item = FeedItem(id: "1", title: "A long thread")
        let discussion = try await apis.client().fetchDiscussion(for: item, options: .standard, progress: { partial in
            partials.withLock { $0.append(partial.comments.map(\.id)) }
            return true
        })

        #expect(partialBeforeRest.withLock { $0 } == true, "part of the thread was shown before the rest was sent")
        let first = try #require(partials.withLock { $0.first })
        #expect(first.count >= 8 && first.count <= 31, "the comments of the first part: \(first.count)")
        let rank = Dictionary(uniqueKeysWithValues: official.enumerated().map { (String($1), $0) })
        let ranks = first.compactMap { rank[$0] }
        #expect(ranks.count == first.count && ranks == ranks.sorted(), "in the site's order")
        #expect(discussion.comments.map(\.id) == official.map(String.init), "the whole thread, in the site's order")
        #expect(discussion.comments.allSatisfy { $0.replies.count == 1 })
    }

    @Test func aThreadCutShortIsAnUnexpectedAnswer() async throws {
        let (json, cut) = Self.thread()
        let apis = try TwoAPIServer(firebase: ["item/1.json": TwoAPIServer.story(1, kids: [101])]) { _ in
            .raw(Data(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n" + json[..<cut]).utf8))
        }
        defer { apis.server.stop() }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await apis.client().fetchDiscussion(for: FeedItem(id: "1", title: "T"), options: .standard, progress: { _ in true })
        }
    }
}

/// Answers a look at the kept copies with "nothing kept" (as the caching transport does when a
/// thread was never opened) and everything else from the network.
struct NothingKeptTransport: HTTPTransport {
    let network = CurlTransport(timeout: 5)

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        try await network.send(request)
    }

    func send(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse {
        if options.cachePolicy == .cacheOnly { throw .unreachable(host: request.displayHost, reason: "nothing is kept offline") }
        return try await network.send(request)
    }

    func send(_ request: HTTPRequest, options: FetchOptions, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        if options.cachePolicy == .cacheOnly { throw .unreachable(host: request.displayHost, reason: "nothing is kept offline") }
        return try await network.send(request, streamingTo: sink)
    }
}

@Suite struct KeptCopyLookTests {
    @Test func findingNoKeptThreadDoesNotMakeAlgoliaDown() async throws {
        let apis = try TwoAPIServer(firebase: ["item/1.json": TwoAPIServer.story(1, kids: [101])]) { _ in
            .json(#"{"id":1,"title":"T","children":[{"id":101,"author":"ann","text":"from Algolia","children":[]}]}"#)
        }
        defer { apis.server.stop() }
        let client = HackerNewsClient(
            baseURL: apis.server.baseURL.appendingPathComponent("algolia"), firebaseURL: apis.server.baseURL.appendingPathComponent("firebase"),
            transport: NothingKeptTransport())
        let item = FeedItem(id: "1", title: "T")
        let peek = try? await client.fetchDiscussion(for: item, options: FetchOptions(cachePolicy: .cacheOnly), progress: nil)
        #expect(peek == nil, "nothing was kept")
        let discussion = try await client.fetchDiscussion(for: item)
        #expect(discussion.notice == nil, "Algolia was not taken for down")
        #expect(discussion.comments.first?.author == "ann")
        #expect(apis.algoliaRequests.count == 1)
    }
}
