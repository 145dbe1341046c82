/// What went wrong with a fetch, as facts: which host or service, what it said, when it
/// allows a retry, which credential it refused. The screens choose the words. Hosts are the only
/// request detail kept, so nothing here can leak a query string or an API key.
public enum FetchError: Error, Sendable, Equatable {
    /// No HTTP conversation happened. `reason` is a short phrase such as "connection refused".
    case unreachable(host: String, reason: String)
    /// The server accepted the connection but did not answer in time.
    case timedOut(host: String, seconds: Int)
    /// The server answered with a non-2xx status.
    case httpStatus(host: String, status: Int, retryAfterSeconds: Int?)
    /// The answer could not be understood: malformed, truncated, too large, or HTML instead of JSON.
    case unexpectedAnswer(host: String)
    /// The service refused its credential, or did not receive one.
    case credentialRefused(service: String, problem: CredentialProblem)
    /// The service is limiting requests; it may say when it accepts them again.
    case rateLimited(service: String, retryAfterSeconds: Int?)
    /// The service could not handle the request. `detail` is its own explanation, already
    /// sanitized and with any secret removed.
    case requestRefused(service: String, detail: String?)
    /// The account's plan does not allow more (a free key that stops at 100 results).
    case planLimit(service: String, detail: String?)
    /// The item asked for does not exist (any more).
    case itemMissing(service: String, id: String)
    /// The service reported an error of its own that needs no particular advice; `message` is
    /// its text, sanitized, bounded and with any secret removed.
    case serviceMessage(service: String, message: String)
    /// The calling task was cancelled; usually nothing to show.
    case cancelled

    /// Whether trying again unchanged could plausibly work.
    public var isRetryable: Bool {
        switch self {
        case .unreachable, .timedOut, .unexpectedAnswer, .rateLimited, .serviceMessage:
            true
        case .httpStatus(_, let status, _):
            status == 408 || status == 429 || (500...599).contains(status)
        case .credentialRefused, .requestRefused, .planLimit, .itemMissing, .cancelled:
            false
        }
    }
}

/// What is wrong with a service's credential.
public enum CredentialProblem: Sendable, Equatable {
    /// The service received none.
    case missing
    /// Wrong, expired or revoked.
    case invalid
    /// Valid, but switched off by the service.
    case disabled
    /// Valid, but its allowance for the day is used up.
    case exhausted
}
