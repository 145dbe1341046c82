import Foundation

extension LoopbackServer {
    /// What the handler wants sent back for one request.
    public enum Reply: Sendable {
        /// A complete response. `Content-Length` and `Connection: close` are always set by the
        /// server (any given values are replaced) so the client never waits for more bytes.
        case respond(status: Int, headers: [String: String], body: Data)
        /// Read the request and never answer, until the client gives up or `stop()` is called.
        case hang
        /// Write exactly these bytes, then close: for truncated bodies, garbage, odd framing.
        case raw(Data)
        /// Hand the connection to `writer`, which writes at its own pace (see HostileReply);
        /// the connection closes when it returns.
        case stream(@Sendable (StreamWriter) -> Void)

        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            var all = ["Content-Type": "application/json; charset=utf-8"]
            all.merge(headers) { _, given in given }
            return .respond(status: status, headers: all, body: Data(text.utf8))
        }

        /// A web page, served as UTF-8 HTML.
        public static func html(_ page: String) -> Reply {
            .respond(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(page.utf8))
        }

        public static func text(_ text: String, status: Int, contentType: String = "text/plain") -> Reply {
            .respond(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
        }
    }
}
