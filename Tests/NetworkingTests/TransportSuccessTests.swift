import Foundation
import LoopbackServer
import Networking
import Testing

@Suite("CurlTransport against the loopback server: answers")
struct TransportSuccessTests {
    @Test("A 200 JSON answer decodes")
    func decodesJSON() async throws {
        let server = try LoopbackServer { _ in .json(#"{"title":"Hello","points":42}"#) }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/item")))
        #expect(response.status == 200)
        let story = try response.requireSuccess(host: "127.0.0.1").decodeJSON(Story.self, host: "127.0.0.1")
        #expect(story == Story(title: "Hello", points: 42))
    }

    @Test("Method, headers, query and body arrive at the server as sent")
    func requestArrivesAsSent() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        // Large enough to need several reads on the server side; every byte value appears.
        let body = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let request = HTTPRequest(
            method: "POST",
            url: server.url("/submit?q=hello%20world&n=1"),
            headers: ["X-Custom": "some value", "Content-Type": "application/octet-stream"],
            body: body
        )
        _ = try await CurlTransport().send(request)

        let received = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(received.method == "POST")
        #expect(received.path == "/submit?q=hello%20world&n=1")
        #expect(received.pathWithoutQuery == "/submit")
        #expect(received.query == ["q": "hello world", "n": "1"])
        #expect(received.headers["x-custom"] == "some value")
        #expect(received.headers["content-type"] == "application/octet-stream")
        #expect(received.headers["user-agent"] == "Tidings/0.1")
        #expect(received.body == body)
    }

    @Test("A header value with a line break is not sent, so it cannot add a header of its own")
    func headerInjection() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let request = HTTPRequest(
            url: server.url("/"),
            headers: ["X-Api-Key": "k\r\nX-Injected: yes", "X-Plain": "fine", "Bad Name": "v"])
        let response = try await CurlTransport().send(request)
        #expect(response.status == 200)
        let received = try #require(server.requests.first)
        #expect(received.headers["x-injected"] == nil)
        #expect(received.headers["x-api-key"] == nil)
        #expect(received.headers["x-plain"] == "fine", "the well-formed ones still go")
        #expect(!received.headers.keys.contains { $0.contains(" ") })
    }

    @Test("DELETE without a body and PUT with one go as asked")
    func otherMethods() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        _ = try await CurlTransport().send(HTTPRequest(method: "DELETE", url: server.url("/thing")))
        _ = try await CurlTransport().send(HTTPRequest(method: "PUT", url: server.url("/thing"), body: Data("x".utf8)))
        _ = try await CurlTransport().send(HTTPRequest(method: "POST", url: server.url("/empty")))
        let requests = server.requests
        #expect(requests.map(\.method) == ["DELETE", "PUT", "POST"])
        #expect(requests[0].body.isEmpty && requests[0].headers["content-length"].map { $0 == "0" } != false)
        #expect(requests[1].body == Data("x".utf8))
        #expect(requests[2].body.isEmpty && requests[2].headers["content-length"] == "0")
    }

    @Test("A GET carries no body and the default User-Agent")
    func plainGet() async throws {
        let server = try LoopbackServer { _ in .json("[]") }
        defer { server.stop() }
        _ = try await CurlTransport().send(HTTPRequest(url: server.url("/list")))
        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.body.isEmpty)
        #expect(received.headers["user-agent"] == "Tidings/0.1")
    }

    @Test("Response headers are readable whatever their case")
    func responseHeaders() async throws {
        let server = try LoopbackServer { _ in .json("{}", headers: ["X-Rate-Remaining": "5"]) }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/")))
        #expect(response.headers["x-rate-remaining"] == "5")
        #expect(response.header("X-RATE-REMAINING") == "5")
        #expect(response.header("content-type") == "application/json; charset=utf-8")
    }

    @Test("Non-2xx statuses are returned, not thrown, by the transport")
    func statusesAreReturned() async throws {
        let server = try LoopbackServer { _ in .text("missing", status: 404) }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/nope")))
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "missing")
    }
}
