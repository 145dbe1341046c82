import Networking

/// For tests that only build requests.
struct NeverTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse { throw .cancelled }
}
