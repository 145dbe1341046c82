import Networking

extension DemoTransport {
    /// The bundled file under `news/` that answers a NewsAPI request.
    static func newsAPIResourceName(for request: HTTPRequest) -> String? {
        nil
    }
}
