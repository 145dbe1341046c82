import Foundation
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
