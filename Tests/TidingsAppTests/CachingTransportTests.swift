import Foundation
import Networking
import Store
import Synchronization
import Testing
@testable import TidingsApp

/// A transport that answers from a script and can be switched off, to stand for the network.
final class SwitchableTransport: HTTPTransport {
    let online = Mutex(true)
    let answers = Mutex<[String: HTTPResponse]>([:])
    let sent = Mutex<[HTTPRequest]>([])

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        guard online.withLock({ $0 }) else { throw .unreachable(host: request.displayHost, reason: "connection refused") }
        return answers.withLock { $0[request.url.absoluteString] } ?? HTTPResponse(status: 404, headers: [:], body: Data())
    }
}

@Suite struct CachingTransportTests {
    let url = URL(string: "https://api.example/feed?page=1")!

    func ok(_ text: String) -> HTTPResponse { HTTPResponse(status: 200, headers: [:], body: Data(text.utf8)) }

    /// Sends through the caching transport, and waits until the copy has been kept.
    func send(_ transport: CachingTransport, _ request: HTTPRequest, cache: PageCache) async throws -> (HTTPResponse, Date?) {
        let (response, copy) = try await FetchOptions.standard.tracked { (options: FetchOptions) async throws(FetchError) in
            try await transport.send(request, options: options)
        }
        let copiedAt = copy?.madeAt
        for _ in 0..<200 where await cache.totalBytes() == 0 { try await Task.sleep(for: .milliseconds(5)) }
        return (response, copiedAt)
    }

    @Test func aReadIsKeptAndAnswersWhenTheNetworkFails() async throws {
        let network = SwitchableTransport()
        network.answers.withLock { $0[url.absoluteString] = ok("fresh") }
        let cache = PageCache(path: nil)
        let transport = CachingTransport(base: network, cache: cache)
        let (first, firstCopy) = try await send(transport, HTTPRequest(url: url, headers: ["X-Api-Key": "s3cret"]), cache: cache)
        #expect(String(decoding: first.body, as: UTF8.self) == "fresh")
        #expect(firstCopy == nil, "fresh from the network")
        network.online.withLock { $0 = false }
        let (second, copy) = try await FetchOptions.standard.tracked { (options: FetchOptions) async throws(FetchError) in
            try await transport.send(HTTPRequest(url: url), options: options)
        }
        #expect(String(decoding: second.body, as: UTF8.self) == "fresh")
        #expect(copy?.madeAt != nil, "the fetch was told it got a copy")
        #expect(copy?.failure != nil, "and why the network was not used")
        #expect(!CachingTransport.key(for: HTTPRequest(url: url, headers: ["X-Api-Key": "s3cret"])).contains("s3cret"))
    }

    @Test func cacheOnlyNeverTouchesTheNetwork() async throws {
        let network = SwitchableTransport()
        let cache = PageCache(path: nil)
        await cache.store(Data("kept".utf8), for: CachingTransport.key(for: HTTPRequest(url: url)), fetchedAt: Date(timeIntervalSince1970: 5))
        let transport = CachingTransport(base: network, cache: cache)
        let (response, copy) = try await FetchOptions(cachePolicy: .cacheOnly).tracked { (options: FetchOptions) async throws(FetchError) in
            try await transport.send(HTTPRequest(url: url), options: options)
        }
        #expect(String(decoding: response.body, as: UTF8.self) == "kept")
        #expect(copy?.madeAt == Date(timeIntervalSince1970: 5))
        #expect(copy?.failure == nil, "asked for the copy: nothing failed")
        #expect(network.sent.withLock { $0.isEmpty })
        await #expect(throws: FetchError.self) {
            try await transport.send(HTTPRequest(url: URL(string: "https://api.example/other")!), options: FetchOptions(cachePolicy: .cacheOnly))
        }
    }

    @Test func writesAndFailuresAreNotKept() async throws {
        let network = SwitchableTransport()
        let cache = PageCache(path: nil)
        let transport = CachingTransport(base: network, cache: cache)
        network.answers.withLock { $0[url.absoluteString] = ok("created") }
        _ = try await transport.send(HTTPRequest(method: "POST", url: url, body: Data("{}".utf8)))
        _ = try await transport.send(HTTPRequest(url: URL(string: "https://api.example/missing")!))
        try await Task.sleep(for: .milliseconds(100))
        #expect(await cache.totalBytes() == 0, "a write and a 404 keep nothing")
    }

    @Test func aServerErrorIsAnsweredWithTheKeptCopy() async throws {
        let network = SwitchableTransport()
        network.answers.withLock { $0[url.absoluteString] = ok("good") }
        let cache = PageCache(path: nil)
        let transport = CachingTransport(base: network, cache: cache)
        _ = try await send(transport, HTTPRequest(url: url), cache: cache)
        network.answers.withLock { $0[url.absoluteString] = HTTPResponse(status: 503, headers: [:], body: Data("down".utf8)) }
        let (response, copy) = try await FetchOptions.standard.tracked { (options: FetchOptions) async throws(FetchError) in
            try await transport.send(HTTPRequest(url: url), options: options)
        }
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "good")
        #expect(copy?.madeAt != nil)
        #expect(copy?.failure == .httpStatus(host: "api.example", status: 503, retryAfterSeconds: nil), "the refresh's failure is told")
    }

    @Test func aKeptCopyLargerThanTheRequestAllowsIsNotRead() async throws {
        let network = SwitchableTransport()
        network.online.withLock { $0 = false }
        let cache = PageCache(path: nil)
        let planted = Data(repeating: 0x20, count: 2 << 20)
        await cache.store(planted, for: CachingTransport.key(for: HTTPRequest(url: url)), fetchedAt: Date(timeIntervalSince1970: 5))
        let transport = CachingTransport(base: network, cache: cache)
        await #expect(throws: FetchError.self, "a copy past the cap stands for an answer the network would have refused") {
            try await transport.send(HTTPRequest(url: url, maximumBodyBytes: 1 << 20), options: FetchOptions(cachePolicy: .cacheOnly))
        }
        await #expect(throws: FetchError.self) {
            try await transport.send(HTTPRequest(url: url, maximumBodyBytes: 1 << 20))
        }
        let allowed = try await transport.send(HTTPRequest(url: url, maximumBodyBytes: 4 << 20), options: FetchOptions(cachePolicy: .cacheOnly))
        #expect(allowed.body.count == planted.count)
    }

    @Test func queriesSentAsPostAreKeptByTheirBody() {
        let one = HTTPRequest(method: "POST", url: url, body: Data(#"{"query":"a"}"#.utf8), isRead: true)
        let two = HTTPRequest(method: "POST", url: url, body: Data(#"{"query":"b"}"#.utf8), isRead: true)
        #expect(CachingTransport.key(for: one) != CachingTransport.key(for: two))
        #expect(CachingTransport.key(for: one) == CachingTransport.key(for: one))
    }
}
