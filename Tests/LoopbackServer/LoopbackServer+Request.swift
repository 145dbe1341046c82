import Foundation

extension LoopbackServer {
    /// One request as it arrived on the wire.
    public struct Request: Sendable {
        public var method: String
        /// The request target, including any query string.
        public var path: String
        /// Header names are lower-cased; a repeated header keeps its last value.
        public var headers: [String: String]
        public var body: Data
        /// Query parameters, percent-decoded. "+" is kept literally, because URLComponents
        /// (which the app uses to build URLs) does not encode spaces as "+".
        public var query: [String: String]

        public init(method: String, path: String, headers: [String: String], body: Data) {
            self.method = method
            self.path = path
            self.headers = headers
            self.body = body
            self.query = Self.decodeQuery(of: path)
        }

        /// The body as UTF-8 text, for assertions.
        public var bodyText: String {
            String(decoding: body, as: UTF8.self)
        }

        /// The path without its query string.
        public var pathWithoutQuery: String {
            String(path.prefix { $0 != "?" })
        }

        private static func decodeQuery(of path: String) -> [String: String] {
            guard let mark = path.firstIndex(of: "?") else { return [:] }
            var result: [String: String] = [:]
            for pair in path[path.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                let value = parts.count > 1 ? String(parts[1]) : ""
                result[name.removingPercentEncoding ?? name] = value.removingPercentEncoding ?? value
            }
            return result
        }
    }
}
