import Foundation
import Networking

/// Splits fuzz input into an HTTP answer. Unless it is plain JSON, byte 0 picks the status, bytes up to the first
/// newline are a rate-limit header value, the rest is the body. That way one input exercises
/// status handling, Retry-After parsing and body decoding together.
enum FuzzResponse {
    static let statuses = [200, 200, 200, 200, 400, 401, 403, 404, 426, 429, 500, 503, 301]

    static func make(_ data: UnsafePointer<UInt8>, _ size: Int) -> HTTPResponse? {
        guard size > 0 else { return nil }
        // Seeds are plain JSON answers: those are a 200 with the whole input as body.
        if data[0] == UInt8(ascii: "{") || data[0] == UInt8(ascii: "[") {
            return HTTPResponse(status: 200, headers: [:], body: Data(UnsafeBufferPointer(start: data, count: size)))
        }
        let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
        let newline = bytes.firstIndex(of: 0x0A) ?? 0
        let header = String(decoding: bytes[..<newline], as: UTF8.self)
        let body = Data(bytes[(newline == 0 ? 0 : newline + 1)...])
        let status = statuses[Int(data[0]) % statuses.count]
        return HTTPResponse(status: status, headers: ["Retry-After": header, "X-Rate-Limit-Reset": header], body: body)
    }
}
