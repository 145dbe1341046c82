import Foundation
import Networking

/// Answers every request with one fixed response and remembers what was asked, so decoding and
/// paging tests need no sockets.
final class NewsAPIStubTransport: HTTPTransport, @unchecked Sendable {
    // Written only by `send`, read after it returns; the lock keeps the checker honest.
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    let status: Int
    let body: String

    init(status: Int = 200, body: String) {
        self.status = status
        self.body = body
    }

    var requests: [HTTPRequest] { lock.withLock { sent } }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        lock.withLock { sent.append(request) }
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
