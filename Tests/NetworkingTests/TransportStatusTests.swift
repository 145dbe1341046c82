import Foundation
import LoopbackServer
import Networking
import Testing

@Suite("Non-2xx answers become sentences")
struct TransportStatusTests {
    /// Fetches `reply` through the real transport and validates it as a feed would.
    private func statusFailure(_ reply: LoopbackServer.Reply) async throws -> FetchError? {
        let server = try LoopbackServer { _ in reply }
        defer { server.stop() }
        let transport = URLSessionTransport()
        return await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: server.url("/x"))).requireSuccess(host: "hn.algolia.com")
        }
    }

    @Test("404")
    func notFound() async throws {
        let error = try await statusFailure(.text("no", status: 404))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 404, retryAfterSeconds: nil))
        #expect(error?.message == "hn.algolia.com has nothing at that address (HTTP 404).")
        #expect(error?.isRetryable == false)
    }

    @Test("500")
    func serverError() async throws {
        let error = try await statusFailure(.text("<h1>oops</h1>", status: 500, contentType: "text/html"))
        #expect(error?.message == "hn.algolia.com had a server error (HTTP 500). Press r to retry.")
        #expect(error?.isRetryable == true)
    }

    @Test("429 with Retry-After in seconds")
    func rateLimited() async throws {
        let error = try await statusFailure(.json("{}", status: 429, headers: ["Retry-After": "120"]))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 120))
        #expect(error?.message == "hn.algolia.com is limiting requests; try again in 2 minutes.")
        #expect(error?.isRetryable == true)
    }

    @Test("429 without Retry-After")
    func rateLimitedWithoutHint() async throws {
        let error = try await statusFailure(.json("{}", status: 429))
        #expect(error?.message == "hn.algolia.com is limiting requests; try again in a moment.")
    }

    @Test("403")
    func forbidden() async throws {
        let error = try await statusFailure(.text("go away", status: 403))
        #expect(error?.message == "hn.algolia.com refused the request (HTTP 403).")
        #expect(error?.isRetryable == false)
    }
}
