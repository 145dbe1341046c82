import Networking

extension DemoTransport {
    /// The bundled file under `ph/` that answers a Product Hunt GraphQL request.
    static func productHuntResourceName(for request: HTTPRequest) -> String? {
        nil
    }
}
