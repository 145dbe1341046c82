import FoundationEssentials

/// What to send. A plain value so feeds can build requests and tests can compare them.
public struct HTTPRequest: Sendable, Hashable {
    /// Generous enough for a 10,000-comment thread (about 5 MB) many times over, small enough
    /// that an endless body or a gzip bomb cannot take the machine's memory with it.
    public static let defaultMaximumBodyBytes = 64 << 20

    /// Headers that carry credentials whatever the request says; see `secretHeaders`.
    public static let alwaysSecretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "x-api-key"]

    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// The transport gives up (with `FetchError.unexpectedAnswer`) once the decoded body grows
    /// past this many bytes.
    public var maximumBodyBytes: Int
    /// Further header names (any case) whose values are credentials. They and the
    /// `alwaysSecretHeaders` are never sent to another origin when a server redirects.
    public var secretHeaders: Set<String>
    /// Only reads, so a copy of its answer may be kept and reused offline: every GET, and
    /// queries sent as POST (GraphQL). Writes never are.
    public var isRead: Bool

    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil,
        maximumBodyBytes: Int = defaultMaximumBodyBytes, secretHeaders: Set<String> = [], isRead: Bool? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.maximumBodyBytes = maximumBodyBytes
        self.secretHeaders = secretHeaders
        self.isRead = isRead ?? (method == "GET")
    }

    /// The name used in error messages. Only the host is ever shown: paths, query strings and
    /// headers may hold credentials.
    public var displayHost: String {
        guard let host = url.host, !host.isEmpty else { return "the server" }
        return host
    }

    /// True when `name` (any case) is a credential header for this request.
    public func isSecret(header name: String) -> Bool {
        let lowered = name.lowercased()
        return Self.alwaysSecretHeaders.contains(lowered) || secretHeaders.contains { $0.lowercased() == lowered }
    }
}
