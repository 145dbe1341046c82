import Foundation
import Networking
import Testing
@testable import Feeds

/// Every error shape Product Hunt sends, and the sentence the reader gets for it.
@Suite struct ProductHuntErrorTests {
    static let token = "phSECRET-d41d8cd98f"

    /// Answers every request with one canned response.
    struct CannedTransport: HTTPTransport {
        var response: HTTPResponse
        func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse { response }
    }

    func failure(status: Int, _ body: String, headers: [String: String] = ["Content-Type": "application/json"]) async -> FetchError? {
        let client = ProductHuntClient(
            endpoint: URL(string: "https://api.producthunt.com/v2/api/graphql")!, token: Self.token,
            transport: CannedTransport(response: HTTPResponse(status: status, headers: headers, body: Data(body.utf8))))
        do {
            _ = try await client.fetchPage(nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRefusedTokenNamesTheSetting() async {
        let body = #"{"data":null,"errors":[{"error":"invalid_oauth_token","error_description":"Please supply a valid access token. Refer to our api documentation about how to authorize and authenticate your application."}]}"#
        let expected = FetchError.credentialRefused(service: "Product Hunt", problem: .invalid)
        #expect(await failure(status: 401, body) == expected)
        #expect(await failure(status: 200, body) == expected, "the code decides, not the status")
        #expect(await failure(status: 401, "<html>Unauthorized</html>", headers: ["Content-Type": "text/html"]) == expected)
        #expect(await failure(status: 401, #"{"error":"invalid_oauth_token","error_description":"bad"}"#) == expected)
    }

    @Test func theRateLimitSaysWhenItResets() async {
        let body = #"{"errors":[{"error":"rate_limit_reached","error_description":"Sorry. You have exceeded the API rate limit, please try again later.","details":{"limit":6250,"remaining":-50,"reset_in":102}}]}"#
        #expect(await failure(status: 429, body) == .rateLimited(service: "Product Hunt", retryAfterSeconds: 102))
        let seconds = #"{"errors":[{"error":"rate_limit_reached","details":{"reset_in":1}}]}"#
        #expect(await failure(status: 429, seconds) == .rateLimited(service: "Product Hunt", retryAfterSeconds: 1))
    }

    @Test func theRateLimitFallsBackToTheResetHeader() async {
        let noDetails = #"{"errors":[{"error":"rate_limit_reached","error_description":"Sorry."}]}"#
        #expect(await failure(status: 429, noDetails, headers: ["X-Rate-Limit-Reset": "850"])
            == .rateLimited(service: "Product Hunt", retryAfterSeconds: 850))
        #expect(await failure(status: 429, "{}", headers: ["x-rate-limit-reset": "45"])
            == .rateLimited(service: "Product Hunt", retryAfterSeconds: 45))
        #expect(await failure(status: 429, "slow down", headers: [:])
            == .rateLimited(service: "Product Hunt", retryAfterSeconds: nil))
    }

    @Test func graphQLErrorsAreQuotedOnOneLine() async {
        let body = #"{"errors":[{"message":"Field 'bogus' doesn't exist\non type 'Post'","locations":[{"line":3,"column":5}],"path":["query","posts"]},{"message":"second"}]}"#
        #expect(await failure(status: 200, body) == .serviceMessage(service: "Product Hunt", message: "Field 'bogus' doesn't exist on type 'Post'"))
    }

    @Test func longOrHostileServerTextIsCutAndCleaned() async throws {
        let long = String(repeating: "é", count: 400)
        let error = try #require(await failure(status: 200, #"{"errors":[{"message":"\#(long)"}]}"#))
        guard case .serviceMessage(_, let message) = error else {
            Issue.record("expected Product Hunt's message, got \(error)")
            return
        }
        #expect(message.count == ProductHuntFailure.maximumMessageLength)
        #expect(message.hasSuffix("…"))
        let hostile = try #require(await failure(status: 200, #"{"errors":[{"message":"bad \u001b]0;owned\u0007 thing"}]}"#))
        guard case .serviceMessage(_, let cleaned) = hostile else {
            Issue.record("expected Product Hunt's message, got \(hostile)")
            return
        }
        #expect(!cleaned.contains("\u{1B}"))
        #expect(cleaned.hasPrefix("bad"))
    }

    @Test func anHTMLPageOrBrokenJSONIsAnUnexpectedAnswer() async {
        let cdn = "<!DOCTYPE html><html><body><h1>403 Forbidden</h1></body></html>"
        #expect(await failure(status: 403, cdn, headers: ["Content-Type": "text/html"]) == .unexpectedAnswer(host: "api.producthunt.com"))
        #expect(await failure(status: 200, cdn, headers: ["Content-Type": "text/html"]) == .unexpectedAnswer(host: "api.producthunt.com"))
        #expect(await failure(status: 200, #"{"data":{"posts":{"edges":[{"node":{"id":"1""#) == .unexpectedAnswer(host: "api.producthunt.com"))
        #expect(await failure(status: 200, #"{"data":null}"#) == .unexpectedAnswer(host: "api.producthunt.com"))
    }

    @Test func otherStatusesKeepTheirMeaning() async {
        #expect(await failure(status: 503, "<html>down</html>", headers: ["Retry-After": "30"])
            == .httpStatus(host: "api.producthunt.com", status: 503, retryAfterSeconds: 30))
        #expect(await failure(status: 404, "{}") == .httpStatus(host: "api.producthunt.com", status: 404, retryAfterSeconds: nil))
    }

    @Test func anUnknownPostSaysItMayHaveBeenRemoved() async throws {
        let client = ProductHuntClient(token: Self.token, transport: CannedTransport(
            response: HTTPResponse(status: 200, headers: [:], body: Data(#"{"data":{"post":null}}"#.utf8))))
        await #expect(throws: FetchError.itemMissing(service: "Product Hunt", id: "42")) {
            try await client.fetchDiscussion(for: FeedItem(id: "42", title: "x"))
        }
    }

    @Test func theTokenNeverReachesAMessage() async {
        let echoes = [
            #"{"errors":[{"message":"Token \#(Self.token) is not valid"}]}"#,
            #"{"errors":[{"error":"forbidden","error_description":"token=\#(Self.token)"}]}"#,
            #"{"errors":[{"error":"invalid_oauth_token","error_description":"\#(Self.token)"}]}"#,
            #"{"errors":[{"error":"rate_limit_reached","error_description":"\#(Self.token)"}]}"#,
        ]
        for body in echoes {
            let error = await failure(status: 200, body)
            #expect(error != nil)
            #expect(String(reflecting: error).contains(Self.token) == false)
        }
        for status in [401, 403, 429, 500] {
            let error = await failure(status: status, "<html>\(Self.token)</html>", headers: [:])
            #expect(String(reflecting: error).contains(Self.token) == false)
        }
    }

    @Test func resetTimesRoundUpAndAnyNumberIsSafe() {
        #expect(ProductHuntFailure.wholeSeconds(0) == 0)
        #expect(ProductHuntFailure.wholeSeconds(58.2) == 59)
        #expect(ProductHuntFailure.wholeSeconds(1e300) == 86_400)
        #expect(ProductHuntFailure.wholeSeconds(-1e300) == 0)
        #expect(ProductHuntFailure.wholeSeconds(.infinity) == nil)
        #expect(ProductHuntFailure.wholeSeconds(.nan) == nil)
        #expect(ProductHuntFailure.wholeSeconds(nil) == nil)
    }
}
