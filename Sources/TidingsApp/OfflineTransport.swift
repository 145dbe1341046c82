import Networking

/// What the reader fetches through in `--demo`: nothing. The sample's article links are
/// invented (some may even name real sites), and the demo promises to work offline.
struct OfflineTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        throw .unreachable(host: request.displayHost, reason: "the demo reads no web pages (o opens one in your browser)")
    }
}
