import Canvas
import Networking
import Screens
import Testing

@Suite("Failures in words")
struct WordingTests {
    static let wording = Wording(retryKey: "r", credentials: [
        "NewsAPI": CredentialHelp(noun: "key", whereToSet: "NEWSAPI_KEY (or newsapi.key in the config file)", account: "newsapi.org"),
    ])

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
        (.credentialRefused(service: "NewsAPI", problem: .invalid),
         "NewsAPI refused the key. Check NEWSAPI_KEY (or newsapi.key in the config file)."),
        (.credentialRefused(service: "NewsAPI", problem: .missing),
         "NewsAPI did not receive a key. Set NEWSAPI_KEY (or newsapi.key in the config file)."),
        (.credentialRefused(service: "NewsAPI", problem: .disabled),
         "NewsAPI has disabled this key. Check your account at newsapi.org, then update NEWSAPI_KEY (or newsapi.key in the config file)."),
        (.credentialRefused(service: "NewsAPI", problem: .exhausted),
         "The NewsAPI key has used up its requests for today. Try again tomorrow, or set another key in NEWSAPI_KEY (or newsapi.key in the config file)."),
        (.rateLimited(service: "Product Hunt", retryAfterSeconds: 102),
         "Product Hunt is limiting requests; try again in 2 minutes."),
        (.rateLimited(service: "NewsAPI", retryAfterSeconds: Int.max),
         "NewsAPI is limiting requests; try again in more than a year."),
        (.httpStatus(host: "hn.algolia.com", status: 429, retryAfterSeconds: Int.max - 1),
         "hn.algolia.com is limiting requests; try again in more than a year."),
        (.rateLimited(service: "NewsAPI", retryAfterSeconds: 86_400 * 3),
         "NewsAPI is limiting requests; try again in 3 days."),
        (.rateLimited(service: "NewsAPI", retryAfterSeconds: -5),
         "NewsAPI is limiting requests; try again in a moment."),
        (.requestRefused(service: "NewsAPI", detail: "The country param is invalid."),
         "NewsAPI could not handle the request. NewsAPI says: The country param is invalid."),
        (.planLimit(service: "NewsAPI", detail: nil),
         "NewsAPI will not show more results on this plan."),
        (.itemMissing(service: "Hacker News", id: "42"),
         "Hacker News has no item 42; it may have been removed."),
        (.serviceMessage(service: "Product Hunt", message: "Field 'x' doesn't exist"),
         "Product Hunt answered: Field 'x' doesn't exist"),
        (.cancelled, "The request was cancelled."),
    ])
    func message(error: FetchError, expected: String) {
        #expect(Self.wording.sentence(for: error) == expected)
    }

    @Test func theRetryKeyIsTheOneTheUserBound() {
        var keymap = Keymap.standard
        keymap.rebind(.refresh, to: [.ctrl("r")])
        let sentence = Wording(keymap: keymap).sentence(for: .unexpectedAnswer(host: "h"))
        #expect(sentence == "h answered with something unexpected. Press Ctrl-R to retry.")
        keymap.rebind(.refresh, to: [])
        #expect(Wording(keymap: keymap).sentence(for: .unexpectedAnswer(host: "h")) == "h answered with something unexpected.")
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
        (.credentialRefused(service: "S", problem: .invalid), false),
        (.rateLimited(service: "S", retryAfterSeconds: 3), true),
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
            .httpStatus(host: "h", status: 500, retryAfterSeconds: nil), .credentialRefused(service: "S", problem: .missing),
            .itemMissing(service: "S", id: "1"), .requestRefused(service: "S", detail: nil), .cancelled,
        ]
        for error in samples {
            #expect(Self.wording.sentence(for: error).hasSuffix("Press r to retry.") == error.isRetryable, "\(error)")
        }
    }
}
