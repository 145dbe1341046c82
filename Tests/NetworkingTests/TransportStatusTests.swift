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
        let transport = CurlTransport()
        return await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: server.url("/x"))).requireSuccess(host: "hn.algolia.com")
        }
    }

    @Test("404")
    func notFound() async throws {
        let error = try await statusFailure(.text("no", status: 404))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 404, retryAfterSeconds: nil))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 404, retryAfterSeconds: nil))
        #expect(error?.isRetryable == false)
    }

    @Test("500")
    func serverError() async throws {
        let error = try await statusFailure(.text("<h1>oops</h1>", status: 500, contentType: "text/html"))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 500, retryAfterSeconds: nil))
        #expect(error?.isRetryable == true)
    }

    @Test("429 with Retry-After in seconds")
    func rateLimited() async throws {
        let error = try await statusFailure(.json("{}", status: 429, headers: ["Retry-After": "120"]))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 120))
        #expect(error?.isRetryable == true)
    }

    @Test("429 without Retry-After")
    func rateLimitedWithoutHint() async throws {
        let error = try await statusFailure(.json("{}", status: 429))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: nil))
    }

    @Test("403")
    func forbidden() async throws {
        let error = try await statusFailure(.text("go away", status: 403))
        #expect(error == .httpStatus(host: "hn.algolia.com", status: 403, retryAfterSeconds: nil))
        #expect(error?.isRetryable == false)
    }
}
