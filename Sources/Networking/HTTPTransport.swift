import FoundationEssentials

/// Sends one request. Tests and feeds depend on this protocol rather than on a library, so a
/// feed can be exercised with a stub transport or against the loopback server.
public protocol HTTPTransport: Sendable {
    /// Returns the response for any HTTP status; throws only when no response arrived
    /// (unreachable, timed out, unintelligible) or the calling task was cancelled.
    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse

    /// Like `send`, except that a 2xx answer's body goes to `sink` as it arrives and the
    /// response comes back with an empty body. Any other answer keeps its body and the sink
    /// hears nothing. A default (in one piece) is given for every transport.
    func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse

    /// `send` with the fetch's options (cache policy, provenance). Transports that keep no copies
    /// ignore them (the default).
    func send(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse

    /// `send(_:streamingTo:)` with the fetch's options.
    func send(_ request: HTTPRequest, options: FetchOptions, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse

    /// A write succeeded: answers kept from reads under `prefix` may be stale now, so a
    /// transport that keeps copies drops them (the default keeps none).
    func forgetKeptCopies(under prefix: URL) async
}

extension HTTPTransport {
    public func send(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse {
        try await send(request)
    }

    public func send(_ request: HTTPRequest, options: FetchOptions, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        try await send(request, streamingTo: sink)
    }

    public func forgetKeptCopies(under prefix: URL) async {}
}
