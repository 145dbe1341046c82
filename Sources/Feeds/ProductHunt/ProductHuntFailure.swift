import Foundation
import Networking
import TidingsText

/// Turns a Product Hunt answer that is not a usable result into a sentence. Product Hunt sends
/// JSON error bodies with 401 and 429, so the body is read before the status is judged.
enum ProductHuntFailure {
    static let tokenRefused = "Product Hunt refused the token. Create a new developer token and set PRODUCTHUNT_TOKEN (or producthunt.token in the config file)."

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
            return .rejected(message: tokenRefused)
        case 429:
            return .rejected(message: rateLimitMessage(resetSeconds: nil, response: response))
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
            return .rejected(message: tokenRefused)
        }
        if let limited = errors.first(where: { $0.error == "rate_limit_reached" }) {
            return .rejected(message: rateLimitMessage(resetSeconds: limited.details?.reset_in, response: response))
        }
        for error in errors {
            let text = error.message ?? error.error_description ?? error.error
            let line = token.redact(Sanitizer.line(token.redact(text ?? "")))
            if !line.isEmpty {
                return .rejected(message: "Product Hunt answered: \(truncated(line))")
            }
        }
        return nil
    }

    /// The wait comes from the error's `details.reset_in`, else from the X-Rate-Limit-Reset header
    /// (seconds until the 15-minute budget refills, per Product Hunt's docs).
    static func rateLimitMessage(resetSeconds: Double?, response: HTTPResponse) -> String {
        let header = response.header("x-rate-limit-reset").flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let seconds = resetSeconds ?? header, seconds.isFinite else {
            return "Product Hunt's rate limit is used up; try again in a few minutes."
        }
        return "Product Hunt's rate limit is used up; it resets \(delay(seconds: seconds))."
    }

    /// "in 42 seconds", "in 2 minutes", "in 1 hour": rounded up, so it never suggests a retry
    /// before Product Hunt will accept one.
    static func delay(seconds: Double) -> String {
        // Clamped on both sides: `reset_in` is whatever number the server sent (-1e300, 1e300).
        let whole = Int(saturating: min(max(seconds, -1), Double(Int32.max)).rounded(.up))
        func count(_ value: Int, _ unit: String) -> String { value == 1 ? "1 \(unit)" : "\(value) \(unit)s" }
        if whole <= 0 { return "in a moment" }
        if whole < 60 { return "in \(count(whole, "second"))" }
        if whole < 3600 { return "in \(count((whole + 59) / 60, "minute"))" }
        return "in \(count((whole + 3599) / 3600, "hour"))"
    }

    /// Cuts on a character (grapheme) boundary, so an emoji or accented letter is never split.
    static func truncated(_ line: String) -> String {
        guard line.count > maximumMessageLength else { return line }
        return String(line.prefix(maximumMessageLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
}
