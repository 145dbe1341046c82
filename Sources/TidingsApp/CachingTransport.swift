import FoundationEssentials
import Networking
import Store

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
        return try await answer(request, options: options)
    }

    /// The same, with the body streamed: the copy is written to the cache part by part as the
    /// body goes on to `sink` (never gathered whole beside it), and a kept copy used instead
    /// reaches `sink` part by part as a fresh body (its `begin` drops a broken one).
    func send(_ request: HTTPRequest, options: FetchOptions, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request, streamingTo: sink) }
        let key = Self.key(for: request)
        if options.cachePolicy == .cacheOnly {
            guard await stream(key, for: request, options: options, because: nil, to: sink) else {
                throw .unreachable(host: request.displayHost, reason: "nothing is kept offline")
            }
            return Self.keptAnswer
        }
        let writer = PageWriter(cache: cache, key: key, maximumBytes: min(request.maximumBodyBytes, cache.maximumBytes))
        let response: HTTPResponse
        do {
            response = try await base.send(request, streamingTo: KeepingSink(passingTo: sink, keeping: writer))
        } catch .cancelled {
            writer.abandon()
            throw .cancelled
        } catch {
            writer.abandon()
            guard await stream(key, for: request, options: options, because: error, to: sink) else { throw error }
            return Self.keptAnswer
        }
        guard (200...299).contains(response.status) else {
            writer.abandon()
            let failure = FetchError.httpStatus(host: request.displayHost, status: response.status, retryAfterSeconds: nil)
            if response.status >= 500, await stream(key, for: request, options: options, because: failure, to: sink) {
                return Self.keptAnswer
            }
            return response
        }
        // Written off the fetch's path: the screen does not wait for the disk.
        writer.finish()
        return response
    }

    /// What a streamed answer from a kept copy returns (its body went to the sink).
    private static let keptAnswer = HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: Data())

    /// Hands the copy kept under `key` to `sink` a part at a time; false when there is none (or
    /// it went while being read, and then the sink has been told of a new, empty body).
    private func stream(_ key: String, for request: HTTPRequest, options: FetchOptions, because failure: FetchError?,
                        to sink: any BodySink) async -> Bool {
        guard let kept = await cache.keptPage(key, maximumBytes: request.maximumBodyBytes) else { return false }
        sink.begin(expectedLength: kept.size)
        for index in 0..<kept.parts {
            guard let part = await cache.part(index, of: kept) else {
                sink.begin(expectedLength: 0)
                return false
            }
            sink.receive(part)
        }
        options.provenance?.noteCopy(madeAt: kept.fetchedAt, because: failure)
        return true
    }

    func forgetKeptCopies(under prefix: URL) async {
        // Reads are kept by method and address; queries sent as POST under the prefix too.
        for method in ["GET", "POST"] { await cache.removePages(startingWith: method + " " + prefix.absoluteString) }
    }

    /// Asks the network (or, by policy, only the kept copies), keeps a successful answer's body
    /// and falls back to the kept copy when the network fails.
    private func answer(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse {
        let key = Self.key(for: request)
        if options.cachePolicy == .cacheOnly {
            guard let copy = await copy(key, for: request, options: options, because: nil) else {
                throw .unreachable(host: request.displayHost, reason: "nothing is kept offline")
            }
            return copy
        }
        let response: HTTPResponse
        do {
            response = try await base.send(request)
        } catch .cancelled {
            throw .cancelled
        } catch {
            // No answer at all: a kept copy is better than an error.
            guard let copy = await copy(key, for: request, options: options, because: error) else { throw error }
            return copy
        }
        if (200...299).contains(response.status) {
            let cache = self.cache
            let kept = response.body
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

/// Passes a streamed body on, and to the writer that keeps it.
private final class KeepingSink: BodySink {
    private let next: any BodySink
    private let writer: PageWriter

    init(passingTo next: any BodySink, keeping writer: PageWriter) {
        self.next = next
        self.writer = writer
    }

    func begin(expectedLength: Int?) {
        writer.begin()
        next.begin(expectedLength: expectedLength)
    }

    func receive(_ piece: Data) {
        // The reader first: its first comments are not kept waiting by the disk.
        next.receive(piece)
        writer.add(piece)
    }
}
