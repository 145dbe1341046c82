import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// Every NewsAPI error code against a real HTTP server on 127.0.0.1, judged by what the reader
/// sees. The key is distinctive so any leak into a message would be caught.
@Suite struct NewsAPIErrorTests {
    static let key = "zz-LEAKCHECK-91b4e7"

    func client(_ server: LoopbackServer) -> NewsAPIClient {
        NewsAPIClient(baseURL: server.baseURL.appendingPathComponent("v2"), apiKey: Self.key, transport: CurlTransport(timeout: 15))
    }

    func errorBody(_ code: String, _ message: String = "Details from NewsAPI.") -> String {
        #"{"status":"error","code":"\#(code)","message":"\#(message)"}"#
    }

    /// The message shown for one reply, checking on the way that the key stays hidden.
    func failure(status: Int, body: String, headers: [String: String] = [:], page: Int = 1) async throws -> FetchError {
        let server = try LoopbackServer { _ in .json(body, status: status, headers: headers) }
        do {
            let result = try await client(server).fetchPage(.page(page))
            Issue.record("expected a failure, got \(result.items.count) items")
            return .cancelled
        } catch {
            #expect(!String(describing: error).contains(Self.key))
            #expect(server.requests.first?.headers["x-api-key"] == Self.key)
            return error
        }
    }

    @Test(arguments: [
        ("apiKeyMissing", CredentialProblem.missing), ("apiKeyInvalid", .invalid),
        ("apiKeyDisabled", .disabled), ("apiKeyExhausted", .exhausted),
    ])
    func eachKeyProblemIsReportedAsSuch(code: String, problem: CredentialProblem) async throws {
        let error = try await failure(status: 401, body: errorBody(code))
        #expect(error == .credentialRefused(service: "NewsAPI", problem: problem))
        #expect(!error.isRetryable)
    }

    @Test func rateLimitingSaysWhenToTryAgain() async throws {
        #expect(try await failure(status: 429, body: errorBody("rateLimited")) == .rateLimited(service: "NewsAPI", retryAfterSeconds: nil))
        #expect(try await failure(status: 429, body: errorBody("rateLimited"), headers: ["Retry-After": "90"])
            == .rateLimited(service: "NewsAPI", retryAfterSeconds: 90))
    }

    @Test(arguments: ["parameterInvalid", "parametersMissing", "parametersIncompatible", "sourcesTooMany", "sourceDoesNotExist"])
    func badRequestsQuoteNewsAPIsOwnReason(code: String) async throws {
        let error = try await failure(status: 400, body: errorBody(code, "You cannot mix the sources param with country.\\u001b[2J"))
        #expect(error == .requestRefused(service: "NewsAPI", detail: "You cannot mix the sources param with country."))
    }

    @Test func aMessageEchoingTheKeyHasItRemoved() async throws {
        let error = try await failure(status: 400, body: errorBody("parameterInvalid", "Key \(Self.key) is not allowed here."))
        guard case .requestRefused(_, let detail?) = error else {
            Issue.record("expected NewsAPI's reason, got \(error)")
            return
        }
        #expect(!detail.contains(Self.key))
        #expect(detail.hasPrefix("Key "))
    }

    @Test func unexpectedErrorIsAServerError() async throws {
        let error = try await failure(status: 500, body: errorBody("unexpectedError"))
        #expect(error == .httpStatus(host: "127.0.0.1", status: 500, retryAfterSeconds: nil))
        #expect(error.isRetryable)
    }

    @Test func theErrorBodyWinsEvenWithA200Status() async throws {
        let error = try await failure(status: 200, body: errorBody("apiKeyInvalid"))
        #expect(error == .credentialRefused(service: "NewsAPI", problem: .invalid))
    }

    @Test func maximumResultsReachedOnALaterPageQuietlyEndsTheList() async throws {
        let server = try LoopbackServer { _ in
            .json(#"{"status":"error","code":"maximumResultsReached","message":"You have requested too many results."}"#, status: 426)
        }
        let page = try await client(server).fetchPage(.page(6))
        #expect(page.items.isEmpty)
        #expect(page.next == nil)
    }

    @Test func maximumResultsReachedOnTheFirstPageIsExplained() async throws {
        let error = try await failure(status: 426, body: errorBody("maximumResultsReached"))
        #expect(error == .planLimit(service: "NewsAPI", detail: "Details from NewsAPI."))
    }

    @Test func anHTMLPageIsAnUnexpectedAnswer() async throws {
        let server = try LoopbackServer { _ in .text("<html><body>Gateway</body></html>", status: 200, contentType: "text/html") }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await client(server).fetchPage(nil)
        }
    }

    @Test func aTruncatedBodyIsAnUnexpectedAnswer() async throws {
        let server = try LoopbackServer { _ in .json(#"{"status":"ok","totalResults":3,"articles":[{"title":"#) }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await client(server).fetchPage(nil)
        }
    }

    @Test func anHTML401StillNamesTheKey() async throws {
        let server = try LoopbackServer { _ in .text("<html>Unauthorized</html>", status: 401, contentType: "text/html") }
        do {
            _ = try await client(server).fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .credentialRefused(service: "NewsAPI", problem: .invalid))
        }
    }

    @Test func otherStatusesWithoutANewsAPIBodyUseTheGenericWording() async throws {
        let server = try LoopbackServer { _ in .text("<html>Bad gateway</html>", status: 502, contentType: "text/html") }
        await #expect(throws: FetchError.httpStatus(host: "127.0.0.1", status: 502, retryAfterSeconds: nil)) {
            try await client(server).fetchPage(nil)
        }
    }

    @Test func aRefusedConnectionNeverMentionsTheKey() async throws {
        let port = try LoopbackServer.refusedPort()
        let client = NewsAPIClient(baseURL: URL(string: "http://127.0.0.1:\(port)/v2")!, apiKey: Self.key, transport: CurlTransport(timeout: 5))
        do {
            _ = try await client.fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .unreachable(host: "127.0.0.1", reason: "connection refused"))
        }
    }
}
