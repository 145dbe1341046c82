import Foundation
import Networking
import Store
import Synchronization

/// Keeps a copy of every answer to a read, and answers from those copies when asked to
/// (`CachePolicy.cacheOnly`, a launch) or when the network fails (offline, a server error), noting
/// in the fetch's `FetchProvenance` that a copy was used. Writes pass straight through.
struct CachingTransport: HTTPTransport {
    let base: any HTTPTransport
    let cache: PageCache

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request) }
        return try await answer(request, keeping: { $0.body }, fetch: { () async throws(FetchError) in try await base.send(request) })
    }

    /// The same, with the body streamed; the copy kept is gathered on its way to `sink`, and a
    /// kept copy used instead reaches `sink` as a fresh body (its `begin` drops a broken one).
    func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request, streamingTo: sink) }
        let tee = KeepingSink(passingTo: sink)
        let response = try await answer(request, keeping: { _ in tee.kept }, fetch: { () async throws(FetchError) in
            try await base.send(request, streamingTo: tee)
        })
        guard response.body.isEmpty || !(200...299).contains(response.status) else {
            // A kept copy: it never went through the tee.
            sink.begin(expectedLength: response.body.count)
            sink.receive(response.body)
            return HTTPResponse(status: response.status, headers: response.headers, body: Data())
        }
        return response
    }

    /// Asks the network (or, by policy, only the kept copies), keeps a successful answer's body
    /// (`keeping` gives it) and falls back to the kept copy when the network fails.
    private func answer(
        _ request: HTTPRequest, keeping body: @escaping @Sendable (HTTPResponse) -> Data,
        fetch: () async throws(FetchError) -> HTTPResponse
    ) async throws(FetchError) -> HTTPResponse {
        let key = Self.key(for: request)
        if FetchContext.policy == .cacheOnly {
            guard let copy = await copy(key) else { throw .unreachable(host: request.displayHost, reason: "nothing is kept offline") }
            return copy
        }
        let response: HTTPResponse
        do {
            response = try await fetch()
        } catch .cancelled {
            throw .cancelled
        } catch {
            // No answer at all: a kept copy is better than an error.
            guard let copy = await copy(key) else { throw error }
            return copy
        }
        if (200...299).contains(response.status) {
            let cache = self.cache
            let kept = body(response)
            // Kept off the fetch's path: the screen does not wait for the disk.
            Task.detached(priority: .utility) { await cache.store(kept, for: key) }
        } else if response.status >= 500, let copy = await copy(key) {
            return copy
        }
        return response
    }

    private func copy(_ key: String) async -> HTTPResponse? {
        guard let page = await cache.page(key) else { return nil }
        FetchContext.provenance?.noteCopy(madeAt: page.fetchedAt)
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: page.body)
    }

    /// The method, the address and, for a POST, a hash of the body. Headers are left out: they
    /// hold the credentials, and nothing secret goes into the cache's keys.
    static func key(for request: HTTPRequest) -> String {
        var key = request.method + " " + request.url.absoluteString
        if let body = request.body, !body.isEmpty {
            // FNV-1a: stable across runs, unlike Swift's seeded hashing.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in body {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            key += " " + String(hash, radix: 16) + "/" + String(body.count)
        }
        return key
    }
}

/// Passes a streamed body on while gathering a copy of it to keep.
private final class KeepingSink: BodySink {
    private let next: any BodySink
    private let gathered = Mutex(Data())

    init(passingTo next: any BodySink) {
        self.next = next
    }

    var kept: Data { gathered.withLock { $0 } }

    func begin(expectedLength: Int?) {
        gathered.withLock { body in
            body = Data()
            if let expectedLength { body.reserveCapacity(expectedLength) }
        }
        next.begin(expectedLength: expectedLength)
    }

    func receive(_ piece: Data) {
        gathered.withLock { $0.append(piece) }
        next.receive(piece)
    }
}
