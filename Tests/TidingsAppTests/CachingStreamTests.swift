import Foundation
import Feeds
import Networking
import Store
import Synchronization
import Testing
@testable import TidingsApp

/// A network that streams its answer in pieces, and can break after the first.
final class PiecewiseTransport: HTTPTransport {
    let pieces: [String]
    let breaks = Mutex(false)

    init(pieces: [String]) {
        self.pieces = pieces
    }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [:], body: Data(pieces.joined().utf8))
    }

    func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        sink.begin(expectedLength: pieces.joined().utf8.count)
        for (index, piece) in pieces.enumerated() {
            if index == 1, breaks.withLock({ $0 }) { throw .timedOut(host: request.displayHost, seconds: 15) }
            sink.receive(Data(piece.utf8))
        }
        return HTTPResponse(status: 200, headers: [:], body: Data())
    }
}

/// What reached a sink: each body it was given (a new one at each `begin`).
final class CollectingSink: BodySink {
    let bodies = Mutex<[String]>([])
    func begin(expectedLength: Int?) { bodies.withLock { $0.append("") } }
    func receive(_ piece: Data) { bodies.withLock { $0[$0.count - 1] += String(decoding: piece, as: UTF8.self) } }
}

@Suite struct CachingStreamTests {
    let request = HTTPRequest(url: URL(string: "https://hn.algolia.com/api/v1/items/1")!)

    @Test func aStreamedReadReachesTheSinkAndIsKeptWhole() async throws {
        let cache = PageCache(path: nil)
        let transport = CachingTransport(base: PiecewiseTransport(pieces: [#"{"id":"#, #"1,"#, #""children":[]}"#]), cache: cache)
        let sink = CollectingSink()
        let response = try await transport.send(request, streamingTo: sink)
        #expect(response.status == 200 && response.body.isEmpty)
        #expect(sink.bodies.withLock { $0 } == [#"{"id":1,"children":[]}"#])
        for _ in 0..<200 where await cache.totalBytes() == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let kept = await cache.page(CachingTransport.key(for: request))
        #expect(kept.map { String(decoding: $0.body, as: UTF8.self) } == #"{"id":1,"children":[]}"#)
    }

    @Test func aTransferThatBreaksIsReplacedByTheKeptCopyFromTheStart() async throws {
        let cache = PageCache(path: nil)
        await cache.store(Data("kept copy".utf8), for: CachingTransport.key(for: request), fetchedAt: Date(timeIntervalSince1970: 9))
        let network = PiecewiseTransport(pieces: ["fresh ", "answer"])
        network.breaks.withLock { $0 = true }
        let sink = CollectingSink()
        let (response, copy) = try await FetchOptions.standard.tracked { (options: FetchOptions) async throws(FetchError) in
            try await CachingTransport(base: network, cache: cache).send(request, options: options, streamingTo: sink)
        }
        let copiedAt = copy?.madeAt
        #expect(response.status == 200 && response.body.isEmpty)
        #expect(sink.bodies.withLock { $0 } == ["fresh ", "kept copy"], "the broken body, then the copy as a new body")
        #expect(copiedAt == Date(timeIntervalSince1970: 9))
    }
}

/// A prefetch reads nothing, but what it fetched is what Enter opens from, with the network gone.
@Suite struct PrefetchKeepsTests {
    @Test func aPrefetchedThreadOpensFromTheKeptCopyInTheSitesOrder() async throws {
        let algolia = URL(string: "https://hn.example/api/v1")!
        let firebase = URL(string: "https://fb.example/v0")!
        let network = SwitchableTransport()
        let thread = #"{"id":5,"type":"story","author":"op","title":"Kept","children":["#
            + #"{"id":51,"author":"a","text":"one","children":[]},{"id":52,"author":"b","text":"two","children":[]}]}"#
        let story = #"{"id":5,"type":"story","by":"op","time":1795000000,"title":"Kept","kids":[52,51],"descendants":2}"#
        network.answers.withLock {
            $0[algolia.absoluteString + "/items/5"] = HTTPResponse(status: 200, headers: [:], body: Data(thread.utf8))
            $0[firebase.absoluteString + "/item/5.json"] = HTTPResponse(status: 200, headers: [:], body: Data(story.utf8))
        }
        let cache = PageCache(path: nil)
        let client = HackerNewsClient(baseURL: algolia, firebaseURL: firebase, transport: CachingTransport(base: network, cache: cache))
        let item = FeedItem(id: "5", title: "Kept")
        try await client.prefetchDiscussion(for: item, options: FetchOptions(isBackground: true))
        let both = thread.utf8.count + story.utf8.count
        for _ in 0..<400 where await cache.totalBytes() < both { try await Task.sleep(for: .milliseconds(5)) }
        network.online.withLock { $0 = false }
        let opened = try await client.fetchDiscussion(for: item, options: FetchOptions(cachePolicy: .cacheOnly), progress: nil)
        #expect(opened.comments.map(\.id) == ["52", "51"], "the thread and the story were both kept")
    }
}
