import Foundation
import Networking
import Store

/// Keeps a copy of every answer to a read, and answers from those copies when asked to
/// (`CachePolicy.cacheOnly`, a launch) or when the network fails (offline, a server error), noting
/// in the fetch's `FetchProvenance` that a copy was used. Writes pass straight through.
struct CachingTransport: HTTPTransport {
    let base: any HTTPTransport
    let cache: PageCache

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        guard request.isRead else { return try await base.send(request) }
        let key = Self.key(for: request)
        if FetchContext.policy == .cacheOnly {
            guard let copy = await copy(key) else { throw .unreachable(host: request.displayHost, reason: "nothing is kept offline") }
            return copy
        }
        let response: HTTPResponse
        do {
            response = try await base.send(request)
        } catch .cancelled {
            throw .cancelled
        } catch {
            // No answer at all: a kept copy is better than an error.
            guard let copy = await copy(key) else { throw error }
            return copy
        }
        if (200...299).contains(response.status) {
            let cache = self.cache
            let body = response.body
            // Kept off the fetch's path: the screen does not wait for the disk.
            Task.detached(priority: .utility) { await cache.store(body, for: key) }
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
