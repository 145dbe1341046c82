import Foundation

/// Turns a `.respond` reply into bytes on the wire.
enum ReplyEncoder {
    static func encode(status: Int, headers: [String: String], body: Data) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        // Framing is the server's job: a stale Content-Length from a test would make the client
        // wait or truncate, and keep-alive would leave curl waiting on a connection we close.
        let framing: Set<String> = ["content-length", "connection", "transfer-encoding"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !framing.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }

    /// Clients ignore the phrase, but a real one keeps logs and curl traces readable.
    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status"
        }
    }
}
