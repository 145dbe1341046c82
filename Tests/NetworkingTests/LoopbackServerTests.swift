import Dispatch
import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing
import TestThreads

@Suite("LoopbackServer robustness", .ownThread)
struct LoopbackServerTests {
    @Test("Many sequential requests are all answered and recorded")
    func sequential() async throws {
        let server = try LoopbackServer { request in .json(#"{"n":"\#(request.query["n"] ?? "")"}"#) }
        defer { server.stop() }
        let transport = CurlTransport()
        for n in 0..<60 {
            let response = try await transport.send(HTTPRequest(url: server.url("/count?n=\(n)")))
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"n":"\#(n)"}"#)
        }
        #expect(server.requests.map { $0.query["n"] } == (0..<60).map { String($0) })
    }

    @Test("Connections are served concurrently: a blocked handler does not stall the next one")
    func concurrent() async throws {
        let release = DispatchSemaphore(value: 0)
        let server = try LoopbackServer { request in
            if request.pathWithoutQuery == "/wait" {
                // Only another connection's handler can signal this; a serial server would time out.
                // The bound only matters when the test fails: the release arrives at once otherwise.
                return release.wait(timeout: .now() + 30) == .success ? .json("{}") : .text("stalled", status: 500)
            }
            release.signal()
            return .json("{}")
        }
        defer { server.stop() }
        let transport = CurlTransport(timeout: 60)
        async let waiting = transport.send(HTTPRequest(url: server.url("/wait")))
        #expect(await eventually { server.requests.contains { $0.path == "/wait" } })
        let releasing = try await transport.send(HTTPRequest(url: server.url("/release")))
        #expect(releasing.status == 200)
        #expect(try await waiting.status == 200)
    }

    @Test("Many simultaneous requests all complete")
    func burst() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let transport = CurlTransport()
        let statuses = await withTaskGroup(of: Int.self) { group in
            for n in 0..<40 {
                group.addTask { (try? await transport.send(HTTPRequest(url: server.url("/b?n=\(n)"))).status) ?? -1 }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 40))
        #expect(server.requests.count == 40)
    }

    @Test("stop() wakes hanging connections promptly, closes the listener, and is idempotent")
    func stopReleasesEverything() async throws {
        let server = try LoopbackServer { _ in .hang }
        let transport = CurlTransport(timeout: 30)
        let pending = Task { () async -> FetchError? in
            await failure { () async throws(FetchError) -> HTTPResponse in
                try await transport.send(HTTPRequest(url: server.url("/hang")))
            }
        }
        #expect(await eventually { server.requests.count == 1 })
        let stoppedAt = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - stoppedAt < .seconds(15), "stopping ends the hang rather than waiting it out")
        // The hanging connection was closed without a reply.
        #expect(await pending.value == .unexpectedAnswer(host: "127.0.0.1"))
        server.stop()

        let afterStop = await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: server.url("/again")))
        }
        #expect(afterStop == .unreachable(host: "127.0.0.1", reason: "connection refused"))
    }

    @Test("Dropping the last reference stops the server")
    func deinitStops() async throws {
        var server: LoopbackServer? = try LoopbackServer { _ in .json("{}") }
        let url = try #require(server?.url("/"))
        _ = try await CurlTransport().send(HTTPRequest(url: url))
        server = nil
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport().send(HTTPRequest(url: url))
        }
        #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
    }

    @Test("Framing headers from the handler are replaced, others pass through")
    func framing() async throws {
        let server = try LoopbackServer { _ in
            .respond(status: 201, headers: ["Content-Length": "999", "X-Kept": "yes"], body: Data("abc".utf8))
        }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(method: "PUT", url: server.url("/")))
        #expect(response.status == 201)
        #expect(response.body == Data("abc".utf8))
        #expect(response.header("x-kept") == "yes")
        #expect(response.header("connection") == "close")
    }

    @Test("Query values are percent-decoded; '+' stays literal")
    func queryDecoding() {
        let request = LoopbackServer.Request(
            method: "GET", path: "/s?q=a%20b%26c&tag=x+y&empty=&flag", headers: [:], body: Data())
        #expect(request.query == ["q": "a b&c", "tag": "x+y", "empty": "", "flag": ""])
        #expect(request.pathWithoutQuery == "/s")
    }

    @Test("refusedPort gives a port nobody listens on")
    func refusedPortIsFree() throws {
        let port = try LoopbackServer.refusedPort()
        #expect(port > 0)
    }
}
