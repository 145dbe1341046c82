import Foundation

/// Replies from servers that misbehave on purpose, for the transport's defences. Each one is
/// bounded on the server side too, so a test whose defence fails ends with a wrong answer
/// instead of exhausting the machine.
public enum HostileReply {
    /// A 200 whose body arrives one byte per `interval` (a second by default) behind an honest
    /// Content-Length, so the connection never falls silent long enough for an idle timeout.
    public static func trickle(_ body: String, intervalMilliseconds: Int32 = 1_000) -> LoopbackServer.Reply {
        .stream { writer in
            let bytes = Array(body.utf8)
            guard writer.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n")
            else { return }
            for byte in bytes {
                guard writer.write([byte]), writer.pause(milliseconds: intervalMilliseconds) else { return }
            }
        }
    }

    /// A chunked 200 that goes on and on, in 64 KiB chunks, until the client leaves or
    /// `limit` bytes have gone out; then it holds the connection open without ending the body.
    /// `sent`, when given, counts the body's bytes that went out: how far a client read before
    /// it left, told without a clock.
    public static func endlessChunked(limit: Int = 256 << 20, sent counter: SentBytes? = nil) -> LoopbackServer.Reply {
        .stream { writer in
            guard writer.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
            else { return }
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x10000) + Array("\r\n".utf8)
            var sent = 0
            while sent < limit {
                guard writer.write(chunk) else { return }
                sent += 0x10000
                counter?.add(0x10000)
            }
            while writer.pause(milliseconds: 1_000) {}
        }
    }

    /// A 200 with `Content-Encoding: gzip` whose body inflates to `inflatedBytes` zeros
    /// (about 6.5 KB on the wire per MB inflated).
    public static func gzipBomb(inflatedBytes: Int) -> LoopbackServer.Reply {
        let body = GzipStream.zeros(count: inflatedBytes)
        return .stream { writer in
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            guard writer.write(head) else { return }
            // In slices, so a client that gives up early stops the sending early.
            var offset = 0
            while offset < body.count {
                let end = min(body.count, offset + 16_384)
                guard writer.write(Array(body[offset..<end])) else { return }
                offset = end
            }
        }
    }

    /// A redirect to `location` (another port, another scheme, anything).
    public static func redirect(to location: String, status: Int = 302) -> LoopbackServer.Reply {
        .respond(status: status, headers: ["Location": location], body: Data())
    }

    /// The forms in which a careless server might quote a credential back in an error message.
    public static func echoes(of secret: String) -> [String] {
        let zeroWidth = secret.map(String.init).joined(separator: "\u{200B}")
        let percent = secret.utf8.map { String(format: "%%%02X", $0) }.joined()
        return [
            secret,
            zeroWidth,
            secret.uppercased(),
            secret.lowercased(),
            percent,
            String(secret.prefix(max(8, secret.count * 2 / 3))),
            String(secret.dropFirst(secret.count / 3)),
            secret.map(String.init).joined(separator: "\u{2060}"),
            secret.map(String.init).joined(separator: "\u{00AD}"),
        ]
    }
}
