extension FetchError {
    /// A sentence a person can act on, naming the host but never the path, query or headers.
    public var message: String {
        switch self {
        case .unreachable(let host, let reason):
            "Could not reach \(host): \(reason). Press r to retry."
        case .timedOut(let host, let seconds):
            "\(host) did not answer within \(Wording.count(seconds, "second")). Press r to retry."
        case .httpStatus(let host, let status, let retryAfter):
            Self.statusMessage(host: host, status: status, retryAfterSeconds: retryAfter)
        case .unexpectedAnswer(let host):
            "\(host) answered with something unexpected. Press r to retry."
        case .rejected(let message):
            message
        case .cancelled:
            "The request was cancelled."
        }
    }

    /// Whether trying again unchanged could plausibly work. Cancellation is deliberate and a
    /// rejection needs the person to change something, so neither is retryable.
    public var isRetryable: Bool {
        switch self {
        case .unreachable, .timedOut, .unexpectedAnswer:
            true
        case .httpStatus(_, let status, _):
            status == 408 || status == 429 || (500...599).contains(status)
        case .rejected, .cancelled:
            false
        }
    }

    private static func statusMessage(host: String, status: Int, retryAfterSeconds: Int?) -> String {
        switch status {
        case 404, 410:
            return "\(host) has nothing at that address (HTTP \(status))."
        case 401, 403:
            return "\(host) refused the request (HTTP \(status))."
        case 408:
            return "\(host) gave up waiting for the request (HTTP 408). Press r to retry."
        case 429:
            let when = retryAfterSeconds.map { Wording.delay(seconds: $0) } ?? "in a moment"
            return "\(host) is limiting requests; try again \(when)."
        case 500...599:
            return "\(host) had a server error (HTTP \(status)). Press r to retry."
        case 400...499:
            return "\(host) could not handle the request (HTTP \(status))."
        default:
            return "\(host) gave an unexpected answer (HTTP \(status))."
        }
    }
}
