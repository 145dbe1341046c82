import Foundation
import Networking
import Store
import Synchronization

/// Keeps a copy of every answer to a read, and answers from those copies when asked to
/// (`CachePolicy.cacheOnly`, a launch) or when the network fails (offline, a server error), noting
/// in the fetch's `FetchProvenance` that a copy was used and why. Writes pass straight through.
struct CachingTransport: HTTPTransport {
    let base: any HTTPTransport
    let cache: PageCache

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        try await send(request, options: .standard)
    }

    func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        try await send(request, options: .standard, streamingTo: sink)
    }

    func send(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request) }
        return try await answer(request, options: options, keeping: { $0.body },
                                fetch: { () async throws(FetchError) in try await base.send(request) })
    }

    /// The same, with the body streamed; the copy kept is gathered on its way to `sink`, and a
    /// kept copy used instead reaches `sink` as a fresh body (its `begin` drops a broken one).
    func send(_ request: HTTPRequest, options: FetchOptions, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request, streamingTo: sink) }
        let tee = KeepingSink(passingTo: sink)
        let response = try await answer(request, options: options, keeping: { _ in tee.kept }, fetch: { () async throws(FetchError) in
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

    func forgetKeptCopies(under prefix: URL) async {
        // Reads are kept by method and address; queries sent as POST under the prefix too.
        for method in ["GET", "POST"] { await cache.removePages(startingWith: method + " " + prefix.absoluteString) }
    }

    /// Asks the network (or, by policy, only the kept copies), keeps a successful answer's body
    /// (`keeping` gives it) and falls back to the kept copy when the network fails.
    private func answer(
        _ request: HTTPRequest, options: FetchOptions, keeping body: @escaping @Sendable (HTTPResponse) -> Data,
        fetch: () async throws(FetchError) -> HTTPResponse
    ) async throws(FetchError) -> HTTPResponse {
        let key = Self.key(for: request)
        if options.cachePolicy == .cacheOnly {
            guard let copy = await copy(key, for: request, options: options, because: nil) else {
                throw .unreachable(host: request.displayHost, reason: "nothing is kept offline")
            }
            return copy
        }
        let response: HTTPResponse
        do {
            response = try await fetch()
        } catch .cancelled {
            throw .cancelled
        } catch {
            // No answer at all: a kept copy is better than an error.
            guard let copy = await copy(key, for: request, options: options, because: error) else { throw error }
            return copy
        }
        if (200...299).contains(response.status) {
            let cache = self.cache
            let kept = body(response)
            // Kept off the fetch's path: the screen does not wait for the disk. A body past the
            // request's own cap never reaches the disk (a transport that could not stop it).
            if kept.count <= request.maximumBodyBytes {
                Task.detached(priority: .utility) { await cache.store(kept, for: key) }
            }
        } else if response.status >= 500,
                  let copy = await copy(key, for: request, options: options,
                                        because: .httpStatus(host: request.displayHost, status: response.status, retryAfterSeconds: nil)) {
            return copy
        }
        return response
    }

    /// The kept copy, held to the same size limit as the network's answer (a planted 300 MB copy
    /// is not read at all).
    private func copy(_ key: String, for request: HTTPRequest, options: FetchOptions, because failure: FetchError?) async -> HTTPResponse? {
        guard let page = await cache.page(key, maximumBytes: request.maximumBodyBytes) else { return nil }
        options.provenance?.noteCopy(madeAt: page.fetchedAt, because: failure)
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
