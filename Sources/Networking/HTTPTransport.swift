/// Sends one request. Tests and feeds depend on this protocol rather than on URLSession, so a
/// feed can be exercised with a stub transport or against the loopback server.
public protocol HTTPTransport: Sendable {
    /// Returns the response for any HTTP status; throws only when no response arrived
    /// (unreachable, timed out, unintelligible) or the calling task was cancelled.
    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse
}
