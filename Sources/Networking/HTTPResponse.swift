import FoundationEssentials

/// What came back, whatever the status. Judging the status is left to `requireSuccess(host:)`
/// so callers can treat some non-2xx answers (say, 401 from a keyed API) specially.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// Header names are lower-cased so lookups do not depend on how the server spelled them.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
    }

    /// The value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
