import Foundation

/// Reads one HTTP/1.1 request (head plus a Content-Length body) from a connected socket.
/// Chunked request bodies are not supported: Foundation sends Content-Length for Data bodies.
struct RequestReader {
    /// Heads larger than this are treated as garbage rather than buffered forever.
    private static let maximumHeadSize = 64 * 1024
    private static let headTerminator: [UInt8] = Array("\r\n\r\n".utf8)

    let descriptor: Int32

    /// The request, or nil if the client went away or sent something that is not HTTP.
    func read() -> LoopbackServer.Request? {
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count <= Self.maximumHeadSize,
                  let chunk = Socket.receive(from: descriptor, upTo: 16 * 1024) else { return nil }
            // Only the new bytes (plus three of overlap) can complete the terminator.
            let searchStart = max(0, buffer.count - 3)
            buffer.append(contentsOf: chunk)
            // A request starts with its method's capitals; anything else (a TLS handshake's
            // 0x16) is closed at once, as real plain-http servers do.
            if let first = buffer.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return nil }
            headEnd = Self.find(Self.headTerminator, in: buffer, from: searchStart)
        }
        guard let headEnd else { return nil }

        let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }

        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }

        var body = Array(buffer[(headEnd + Self.headTerminator.count)...])
        let expected = headers["content-length"].flatMap { Int($0) } ?? 0
        if expected > body.count, headers["expect"]?.lowercased() == "100-continue" {
            // Some clients wait for this before sending a large body.
            Socket.sendAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: descriptor)
        }
        while body.count < expected {
            guard let chunk = Socket.receive(from: descriptor, upTo: min(64 * 1024, expected - body.count)) else {
                return nil
            }
            body.append(contentsOf: chunk)
        }

        return LoopbackServer.Request(
            method: String(requestLine[0]),
            path: String(requestLine[1]),
            headers: headers,
            body: Data(body.prefix(expected))
        )
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
