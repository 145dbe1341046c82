import Foundation
import LoopbackServer
@testable import Networking
import Threads
import Testing

@Suite("Transport failures against the loopback server")
struct TransportFailureTests {
    @Test("A body shorter than its Content-Length is an unexpected answer")
    func shortBody() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n"
        let server = try LoopbackServer { _ in .raw(Data((head + #"{"title":"Hel"#).utf8)) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport().send(HTTPRequest(url: server.url("/item")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("When no thread can be started the request fails at once and says why; the next one tries again",
          .timeLimit(.minutes(1)))
    func noThread() async throws {
        let server = try LoopbackServer { _ in .json(#"{"ok":true}"#) }
        defer { server.stop() }
        let starts = Counter()
        // The system refuses the first thread; later ones start.
        let transport = CurlTransport(timeout: 15) { name, work in
            starts.next() == 0 ? false : SystemThread.start(name: name, work)
        }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: server.url("/item")))
        }
        #expect(error == .unreachable(host: "127.0.0.1", reason: "the system is out of memory or threads"))
        let answer = try await transport.send(HTTPRequest(url: server.url("/item")))
        #expect(answer.status == 200)
    }

    @Test("Bytes that are not HTTP at all are an unexpected answer")
    func garbage() async throws {
        let server = try LoopbackServer { _ in .raw(Data("SSH-2.0-OpenSSH_9.6\r\n".utf8)) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport().send(HTTPRequest(url: server.url("/")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("A connection closed without any reply is an unexpected answer")
    func emptyReply() async throws {
        let server = try LoopbackServer { _ in .raw(Data()) }
        defer { server.stop() }
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport().send(HTTPRequest(url: server.url("/")))
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test("A server that never answers times out after the configured interval")
    func timesOut() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let started = ContinuousClock.now
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 1).send(HTTPRequest(url: server.url("/slow")))
        }
        let elapsed = ContinuousClock.now - started
        #expect(error == .timedOut(host: "127.0.0.1", seconds: 1))
        #expect(elapsed >= .milliseconds(900))
        // Generous: it proves the request gave up rather than hanging, whatever the load.
        #expect(elapsed < .seconds(30))
        #expect(server.requests.count == 1, "the request reached the server before it hung")
    }

    @Test("A port with nothing listening is unreachable: connection refused")
    func refused() async throws {
        let port = try LoopbackServer.refusedPort()
        let url = URL(string: "http://127.0.0.1:\(port)/news")!
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport().send(HTTPRequest(url: url))
        }
        #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
        #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
        #expect(error?.isRetryable == true)
    }

    @Test("Cancelling the calling task cancels the transfer promptly")
    func cancellation() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let transport = CurlTransport(timeout: 30)
        let task = Task { () async -> FetchError? in
            await failure { () async throws(FetchError) -> HTTPResponse in
                try await transport.send(HTTPRequest(url: server.url("/slow")))
            }
        }
        // Cancel only once the request is really in flight, so this exercises the URLSession
        // task's cancellation rather than the check before sending.
        #expect(await eventually { server.requests.count == 1 })
        let cancelledAt = ContinuousClock.now
        task.cancel()
        let error = await task.value
        #expect(error == .cancelled)
        #expect(ContinuousClock.now - cancelledAt < .seconds(15), "cancelling ends the request rather than waiting it out")
    }

    @Test("A task cancelled before sending never reaches the server")
    func cancelledBeforeSending() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let task = Task { () async -> FetchError? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await failure { () async throws(FetchError) -> HTTPResponse in
                try await CurlTransport().send(HTTPRequest(url: server.url("/")))
            }
        }
        #expect(await task.value == .cancelled)
        #expect(server.requests.isEmpty)
    }
}

/// Counts calls from any thread.
final class Counter: @unchecked Sendable {
    private let lock = Condition()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
