import Foundation
import LoopbackServer
import Networking
import Testing

/// The transport against servers that misbehave on purpose. Every test is bounded on both
/// sides: the server stops sending at a fixed amount, and the transport has a deadline.
@Suite("Transport against hostile servers")
struct HostileServerTests {
    @Test("A body trickled a byte at a time still ends at the overall deadline")
    func trickle() async throws {
        // 60 bytes at one per 500 ms: never idle long enough for an idle timeout, done in 30 s.
        let server = try LoopbackServer { _ in HostileReply.trickle(String(repeating: "x", count: 60), intervalMilliseconds: 500) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 2).send(HTTPRequest(url: server.url("/slow")))
        }
        #expect(error == .timedOut(host: "127.0.0.1", seconds: 2))
    }

    @Test("An endless chunked body stops at the request's size limit")
    func endlessBody() async throws {
        let server = try LoopbackServer { _ in HostileReply.endlessChunked(limit: 48 << 20) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 60).send(HTTPRequest(url: server.url("/feed"), maximumBodyBytes: 8 << 20))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("A gzip bomb stops at the default size limit, counted after inflating")
    func gzipBomb() async throws {
        // 200 MB inflated from about 1.3 MB: enough to prove the 64 MB cap, small enough that a
        // broken cap costs a few hundred megabytes rather than the machine.
        let server = try LoopbackServer { _ in HostileReply.gzipBomb(inflatedBytes: 200 << 20) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 60).send(HTTPRequest(url: server.url("/thread")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("A small gzip body under the limit decodes (the bomb generator makes valid gzip)")
    func smallGzip() async throws {
        let server = try LoopbackServer { _ in HostileReply.gzipBomb(inflatedBytes: 1_000_003) }
        defer { server.stop() }
        let response = try await CurlTransport(timeout: 30).send(HTTPRequest(url: server.url("/thread"), maximumBodyBytes: 1_000_003))
        #expect(response.status == 200)
        #expect(response.body.count == 1_000_003)
        #expect(response.body.allSatisfy { $0 == 0 })
    }

    @Test("A body one byte over the limit is refused")
    func oneByteOver() async throws {
        let server = try LoopbackServer { _ in .json(String(repeating: "x", count: 1_001)) }
        defer { server.stop() }
        let transport = CurlTransport(timeout: 30)
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: server.url("/"), maximumBodyBytes: 1_000))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
        let exact = try await transport.send(HTTPRequest(url: server.url("/"), maximumBodyBytes: 1_001))
        #expect(exact.body.count == 1_001)
    }

    @Test("Endless headers are an unexpected answer, not a wait or a pile of memory")
    func endlessHeaders() async throws {
        // 2 MB of header lines and no end to them: far past anything a real server sends.
        let line = "X-Filler: " + String(repeating: "y", count: 1_000) + "\r\n"
        let head = "HTTP/1.1 200 OK\r\n" + String(repeating: line, count: 2_000)
        let server = try LoopbackServer { _ in .raw(Data(head.utf8)) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 30).send(HTTPRequest(url: server.url("/")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("A status line that is not a number is an unexpected answer")
    func garbledStatus() async throws {
        let server = try LoopbackServer { _ in .raw(Data("HTTP/1.1 2OO OK\r\nContent-Length: 2\r\n\r\n{}".utf8)) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 30).send(HTTPRequest(url: server.url("/")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }
}
