import Foundation

/// What to send. A plain value so feeds can build requests and tests can compare them.
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The name used in error messages. Only the host is ever shown: paths, query strings and
    /// headers may hold credentials.
    public var displayHost: String {
        guard let host = url.host, !host.isEmpty else { return "the server" }
        return host
    }
}
