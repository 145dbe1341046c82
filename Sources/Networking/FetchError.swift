/// Why a fetch failed, in terms a person can act on. Hosts are the only request detail kept,
/// so no message can leak a query string or an API key.
public enum FetchError: Error, Sendable, Equatable {
    /// No HTTP conversation happened. `reason` is a short phrase such as "connection refused".
    case unreachable(host: String, reason: String)
    /// The server accepted the connection but did not answer in time.
    case timedOut(host: String, seconds: Int)
    /// The server answered with a non-2xx status.
    case httpStatus(host: String, status: Int, retryAfterSeconds: Int?)
    /// The answer could not be understood: malformed, truncated, or HTML instead of JSON.
    case unexpectedAnswer(host: String)
    /// A source-specific sentence (for example a refused credential), shown as-is.
    case rejected(message: String)
    /// The calling task was cancelled; usually nothing to show.
    case cancelled
}
