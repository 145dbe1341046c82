import FoundationEssentials

/// Takes a successful answer's body piece by piece as it arrives, so a caller can start on the
/// first bytes (say, draw the first comments of a long thread) before the last have come.
/// Pieces arrive in order and one at a time, never concurrently.
public protocol BodySink: AnyObject, Sendable {
    /// The answer is a success and its body follows. `expectedLength` is the body's length when
    /// the server said it (a hint: a lying server may send more or less).
    func begin(expectedLength: Int?)
    func receive(_ piece: Data)
}

extension HTTPTransport {
    /// The default for transports that have the whole body at once: it goes to the sink in one
    /// piece. As with `streamingTo`, only a 2xx body goes to the sink; any other stays in the
    /// response for the caller to read.
    public func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        var response = try await send(request)
        guard (200...299).contains(response.status) else { return response }
        sink.begin(expectedLength: response.body.count)
        sink.receive(response.body)
        response.body = Data()
        return response
    }
}
