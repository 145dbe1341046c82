import Foundation
import LoopbackServer
import Networking
import Testing

@Suite("Redirects keep credentials at their origin")
struct RedirectTests {
    static let secret = "s3cretKEYvalue42"
    static let headers = [
        "X-Api-Key": secret, "Authorization": "Bearer \(secret)", "X-Session": secret, "Accept": "application/json",
    ]

    @Test("A redirect to another port receives no credential", arguments: [301, 302, 303, 307, 308])
    func crossOrigin(status: Int) async throws {
        let other = try LoopbackServer { _ in .json(#"{"ok":true}"#) }
        defer { other.stop() }
        let first = try LoopbackServer { _ in HostileReply.redirect(to: other.baseURL.absoluteString + "/landing", status: status) }
        defer { first.stop() }
        let request = HTTPRequest(url: first.url("/start"), headers: Self.headers, secretHeaders: ["x-session"])
        let response = try await CurlTransport(timeout: 10).send(request)
        #expect(response.status == 200)
        let received = try #require(other.requests.first)
        #expect(received.pathWithoutQuery == "/landing")
        for (name, value) in received.headers {
            #expect(!value.contains(Self.secret), "\(name) was forwarded")
        }
        #expect(received.headers["accept"] == "application/json", "ordinary headers still go")
        #expect(first.requests.first?.headers["x-api-key"] == Self.secret, "the origin itself got the key")
    }

    @Test("A redirect within the origin keeps the credentials")
    func sameOrigin() async throws {
        let server = try LoopbackServer { request in
            request.pathWithoutQuery == "/start" ? HostileReply.redirect(to: "/landing") : .json(#"{"ok":true}"#)
        }
        defer { server.stop() }
        let response = try await CurlTransport(timeout: 10).send(HTTPRequest(url: server.url("/start"), headers: Self.headers))
        #expect(response.status == 200)
        let landing = try #require(server.requests.last)
        #expect(landing.pathWithoutQuery == "/landing")
        #expect(landing.headers["x-api-key"] == Self.secret)
    }

    @Test("The body of a followed redirect is not part of the answer")
    func redirectBodyDropped() async throws {
        let server = try LoopbackServer { request in
            request.pathWithoutQuery == "/start"
                ? .respond(status: 302, headers: ["Location": "/landing"], body: Data("<html>moved</html>".utf8))
                : .json(#"{"ok":true}"#)
        }
        defer { server.stop() }
        let response = try await CurlTransport(timeout: 10).send(HTTPRequest(url: server.url("/start")))
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test("A POST is never turned into a GET by a 301, 302 or 303", arguments: [301, 302, 303])
    func postNotDowngraded(status: Int) async throws {
        let other = try LoopbackServer { _ in .json(#"{"ok":true}"#) }
        defer { other.stop() }
        let first = try LoopbackServer { _ in HostileReply.redirect(to: other.baseURL.absoluteString + "/landing", status: status) }
        defer { first.stop() }
        let request = HTTPRequest(method: "POST", url: first.url("/graphql"), headers: Self.headers, body: Data("{}".utf8))
        let error = await failure { () async throws(FetchError) -> HTTPResponse in
            try await CurlTransport(timeout: 10).send(request).requireSuccess(host: request.displayHost)
        }
        #expect(error == .httpStatus(host: "127.0.0.1", status: status, retryAfterSeconds: nil))
        #expect(other.requests.isEmpty)
    }

    @Test("A POST redirected by 307 or 308 stays a POST, or is not followed at all", arguments: [307, 308])
    func postPreserved(status: Int) async throws {
        let other = try LoopbackServer { _ in .json(#"{"ok":true}"#) }
        defer { other.stop() }
        let first = try LoopbackServer { _ in HostileReply.redirect(to: other.baseURL.absoluteString + "/landing", status: status) }
        defer { first.stop() }
        let request = HTTPRequest(method: "POST", url: first.url("/graphql"), headers: Self.headers, body: Data("{}".utf8))
        _ = await failure { () async throws(FetchError) -> HTTPResponse in try await CurlTransport(timeout: 10).send(request) }
        for received in other.requests {
            #expect(received.method == "POST")
            #expect(received.headers["authorization"] == nil)
        }
    }

    @Test("A redirect loop stops after five hops")
    func loop() async throws {
        let server = try LoopbackServer { request in HostileReply.redirect(to: "/again\(request.path.count)") }
        defer { server.stop() }
        let response = try await CurlTransport(timeout: 10).send(HTTPRequest(url: server.url("/")))
        #expect(response.status == 302)
        #expect(server.requests.count == 6)
    }
}
