import FoundationEssentials
import Networking
import TidingsText

/// Turns NewsAPI's `{"status":"error","code":…}` answers into what the reader should do next.
/// NewsAPI's codes are more precise than its statuses (401 covers a missing, wrong, disabled and
/// used-up key alike), so the code decides and the status is only a fallback.
enum NewsAPIFailure {
    /// What a failed request means: an error to show, or the quiet end of a list.
    enum Outcome: Equatable {
        case error(FetchError)
        case endOfResults
    }

    static let service = "NewsAPI"

    /// The outcome for an error body, or nil when the body is not a NewsAPI error.
    /// `secret` is removed from NewsAPI's own message in case the service ever echoes it.
    static func outcome(for payload: NewsAPIResponse, response: HTTPResponse, page: Int, host: String, secret: String) -> Outcome? {
        guard payload.isError || payload.code != nil else { return nil }
        let detail = cleanMessage(payload.message, secret: secret)
        switch payload.code ?? "" {
        case "apiKeyMissing":
            return .error(.credentialRefused(service: service, problem: .missing))
        case "apiKeyInvalid":
            return .error(.credentialRefused(service: service, problem: .invalid))
        case "apiKeyDisabled":
            return .error(.credentialRefused(service: service, problem: .disabled))
        case "apiKeyExhausted":
            return .error(.credentialRefused(service: service, problem: .exhausted))
        case "rateLimited":
            return .error(rateLimited(response))
        case "maximumResultsReached":
            // Free keys see the first 100 results; asking beyond that just means the list ends.
            if page > 1 { return .endOfResults }
            return .error(.planLimit(service: service, detail: detail))
        case "parameterInvalid", "parametersMissing", "parametersIncompatible", "sourcesTooMany", "sourceDoesNotExist":
            return .error(.requestRefused(service: service, detail: detail))
        case "unexpectedError":
            return .error(.httpStatus(host: host, status: response.status >= 500 ? response.status : 500, retryAfterSeconds: nil))
        default:
            return outcome(forStatus: response, host: host, detail: detail)
        }
    }

    /// For a code Tidings does not know, or a body that is not NewsAPI's: the status decides.
    /// Statuses without a NewsAPI-specific meaning get nil (the generic handling applies).
    static func outcome(forStatus response: HTTPResponse, host: String, detail: String? = nil) -> Outcome? {
        switch response.status {
        case 401:
            return .error(.credentialRefused(service: service, problem: .invalid))
        case 429:
            return .error(rateLimited(response))
        case 400, 426:
            return .error(.requestRefused(service: service, detail: detail))
        default:
            return nil
        }
    }

    /// Retry-After is read through the shared validation so seconds and HTTP-dates are
    /// understood the same way everywhere.
    static func rateLimited(_ response: HTTPResponse) -> FetchError {
        var seconds: Int?
        do {
            _ = try HTTPResponse(status: 429, headers: response.headers, body: Data()).requireSuccess(host: "")
        } catch {
            if case .httpStatus(_, _, let retryAfter) = error { seconds = retryAfter }
        }
        return .rateLimited(service: service, retryAfterSeconds: seconds)
    }

    /// NewsAPI's own explanation, on one line, bounded, and without the key.
    static func cleanMessage(_ message: String?, secret: String) -> String? {
        // Redacted before sanitizing (which turns invisible separators into visible symbols) and
        // after (entity decoding can spell the key out).
        func hidden(_ text: String) -> String { SecretRedaction.redact(text, secret: secret, placeholder: "(key hidden)") }
        guard var text = message.map({ hidden(Sanitizer.line(hidden($0))) }), !text.isEmpty else { return nil }
        if text.count > 240 { text = String(text.prefix(239)) + "…" }
        return text
    }
}
