import Networking
import Testing

@Suite("FetchError sentences")
struct FetchErrorMessageTests {
    @Test("Each case reads as an actionable sentence", arguments: [
        (FetchError.unreachable(host: "hn.algolia.com", reason: "connection refused"),
         "Could not reach hn.algolia.com: connection refused. Press r to retry."),
        (.unreachable(host: "newsapi.org", reason: "host not found"),
         "Could not reach newsapi.org: host not found. Press r to retry."),
        (.timedOut(host: "hn.algolia.com", seconds: 15),
         "hn.algolia.com did not answer within 15 seconds. Press r to retry."),
        (.timedOut(host: "hn.algolia.com", seconds: 1),
         "hn.algolia.com did not answer within 1 second. Press r to retry."),
        (.httpStatus(host: "hn.algolia.com", status: 404, retryAfterSeconds: nil),
         "hn.algolia.com has nothing at that address (HTTP 404)."),
        (.httpStatus(host: "hn.algolia.com", status: 502, retryAfterSeconds: nil),
         "hn.algolia.com had a server error (HTTP 502). Press r to retry."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 120),
         "hn.algolia.com is limiting requests; try again in 2 minutes."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 90),
         "hn.algolia.com is limiting requests; try again in 2 minutes."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 1),
         "hn.algolia.com is limiting requests; try again in 1 second."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 7200),
         "hn.algolia.com is limiting requests; try again in 2 hours."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: 0),
         "hn.algolia.com is limiting requests; try again in a moment."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: nil),
         "hn.algolia.com is limiting requests; try again in a moment."),
        (.httpStatus(host: "hn.algolia.com", status: 403, retryAfterSeconds: nil),
         "hn.algolia.com refused the request (HTTP 403)."),
        (.httpStatus(host: "hn.algolia.com", status: 401, retryAfterSeconds: nil),
         "hn.algolia.com refused the request (HTTP 401)."),
        (.httpStatus(host: "hn.algolia.com", status: 400, retryAfterSeconds: nil),
         "hn.algolia.com could not handle the request (HTTP 400)."),
        (.unexpectedAnswer(host: "hn.algolia.com"),
         "hn.algolia.com answered with something unexpected. Press r to retry."),
        (.rejected(message: "NewsAPI did not accept the API key. Check NEWSAPI_KEY."),
         "NewsAPI did not accept the API key. Check NEWSAPI_KEY."),
        (.cancelled, "The request was cancelled."),
    ])
    func message(error: FetchError, expected: String) {
        #expect(error.message == expected)
    }

    @Test("Retryable exactly when trying again unchanged could help", arguments: [
        (FetchError.unreachable(host: "h", reason: "connection refused"), true),
        (.timedOut(host: "h", seconds: 15), true),
        (.unexpectedAnswer(host: "h"), true),
        (.httpStatus(host: "h", status: 500, retryAfterSeconds: nil), true),
        (.httpStatus(host: "h", status: 503, retryAfterSeconds: 10), true),
        (.httpStatus(host: "h", status: 429, retryAfterSeconds: nil), true),
        (.httpStatus(host: "h", status: 408, retryAfterSeconds: nil), true),
        (.httpStatus(host: "h", status: 404, retryAfterSeconds: nil), false),
        (.httpStatus(host: "h", status: 401, retryAfterSeconds: nil), false),
        (.rejected(message: "Key refused."), false),
        (.cancelled, false),
    ])
    func retryable(error: FetchError, expected: Bool) {
        #expect(error.isRetryable == expected)
    }

    @Test("Messages promising a retry are exactly the retryable ones, except rate limiting")
    func retryHintMatchesRetryability() {
        let samples: [FetchError] = [
            .unreachable(host: "h", reason: "host not found"), .timedOut(host: "h", seconds: 3),
            .unexpectedAnswer(host: "h"), .httpStatus(host: "h", status: 404, retryAfterSeconds: nil),
            .httpStatus(host: "h", status: 500, retryAfterSeconds: nil), .rejected(message: "No."), .cancelled,
        ]
        for error in samples {
            #expect(error.message.hasSuffix("Press r to retry.") == error.isRetryable, "\(error)")
        }
    }
}
