import FoundationEssentials
import Networking
import TidingsText

/// Turns a Product Hunt answer that is not a usable result into a sentence. Product Hunt sends
/// JSON error bodies with 401 and 429, so the body is read before the status is judged.
enum ProductHuntFailure {
    static let service = "Product Hunt"
    static let tokenRefused = FetchError.credentialRefused(service: service, problem: .invalid)

    /// Server text is shown on one line and cut here, so a stack trace cannot fill the pane.
    static let maximumMessageLength = 160

    /// The error this answer means, or nil when it carries data to decode.
    static func error(in response: HTTPResponse, host: String, token: ProductHuntToken) -> FetchError? {
        let envelope = try? response.decodeJSON(PHErrorEnvelope.self, host: host)
        if let envelope, let error = error(from: envelope, response: response, token: token) {
            return error
        }
        switch response.status {
        case 200...299:
            return nil
        case 401:
            return tokenRefused
        case 429:
            return rateLimited(resetSeconds: nil, response: response)
        case 500...599, 408:
            // The status says more than whatever page a proxy put in front of it.
            return statusError(response, host: host)
        default:
            // A CDN's HTML 403 page and other bodies that are not Product Hunt JSON.
            guard envelope != nil else { return .unexpectedAnswer(host: host) }
            return statusError(response, host: host)
        }
    }

    private static func statusError(_ response: HTTPResponse, host: String) -> FetchError {
        do {
            _ = try response.requireSuccess(host: host)
            return .unexpectedAnswer(host: host)
        } catch {
            return error
        }
    }

    private static func error(from envelope: PHErrorEnvelope, response: HTTPResponse, token: ProductHuntToken) -> FetchError? {
        var errors = envelope.errors ?? []
        if envelope.error != nil || envelope.error_description != nil {
            errors.insert(PHError(error: envelope.error, error_description: envelope.error_description), at: 0)
        }
        // The codes that need particular advice win over whatever else is listed.
        if errors.contains(where: { $0.error == "invalid_oauth_token" }) {
            return tokenRefused
        }
        if let limited = errors.first(where: { $0.error == "rate_limit_reached" }) {
            return rateLimited(resetSeconds: limited.details?.reset_in, response: response)
        }
        for error in errors {
            let text = error.message ?? error.error_description ?? error.error
            let line = token.redact(Sanitizer.line(token.redact(text ?? "")))
            if !line.isEmpty {
                return .serviceMessage(service: service, message: truncated(line))
            }
        }
        return nil
    }

    /// The wait comes from the error's `details.reset_in`, else from the X-Rate-Limit-Reset header
    /// (seconds until the 15-minute budget refills, per Product Hunt's docs).
    static func rateLimited(resetSeconds: Double?, response: HTTPResponse) -> FetchError {
        let header = response.header("x-rate-limit-reset").flatMap { Double($0.trimmingSpaces()) }
        return .rateLimited(service: service, retryAfterSeconds: wholeSeconds(resetSeconds ?? header))
    }

    /// Seconds rounded up, clamped to a day; nil for anything that is not a usable number.
    static func wholeSeconds(_ seconds: Double?) -> Int? {
        guard let seconds, seconds.isFinite else { return nil }
        let clamped = min(max(seconds.rounded(.up), 0), 86_400)
        return Int(clamped)
    }

    /// Cuts on a character (grapheme) boundary, so an emoji or accented letter is never split.
    static func truncated(_ line: String) -> String {
        guard line.count > maximumMessageLength else { return line }
        return String(line.prefix(maximumMessageLength - 1)).trimmingSpaces() + "…"
    }
}
