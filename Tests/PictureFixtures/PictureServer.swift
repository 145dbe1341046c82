import Foundation
import Networking
import Synchronization

/// Pictures served from memory, as an image server would, for tests of the screens: each
/// address answers with its picture, a failure, or nothing until the test lets it (a slow
/// server). Every request is logged, so a test can tell what was asked for, and when.
public final class PictureServer: HTTPTransport, Sendable {
    public enum Reply: Sendable {
        case picture([UInt8])
        /// An HTTP error, with an HTML page as its body.
        case status(Int)
        /// Held until `release()`, then the picture; a cancelled request stops waiting.
        case held([UInt8])
    }

    private struct State {
        var replies: [String: Reply] = [:]
        var requests: [URL] = []
        var cancelled: [URL] = []
        var released = false
    }

    private let state = Mutex(State())

    public init(_ replies: [String: Reply] = [:]) {
        state.withLock { $0.replies = replies }
    }

    /// Sets what `url` answers (unknown addresses answer 404).
    public func set(_ url: String, _ reply: Reply) {
        state.withLock { $0.replies[url] = reply }
    }

    /// The addresses asked for, in order.
    public var requests: [URL] { state.withLock { $0.requests } }

    /// The held requests whose caller gave up before they were let go.
    public var cancelled: [URL] { state.withLock { $0.cancelled } }

    /// Lets every held reply go.
    public func release() { state.withLock { $0.released = true } }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        let reply = state.withLock { state -> Reply? in
            state.requests.append(request.url)
            return state.replies[request.url.absoluteString]
        }
        switch reply {
        case .picture(let bytes)?:
            return HTTPResponse(status: 200, headers: ["content-type": "image/png"], body: Data(bytes))
        case .held(let bytes)?:
            while !state.withLock({ $0.released }) {
                do {
                    try await Task.sleep(for: .milliseconds(2))
                } catch {
                    state.withLock { $0.cancelled.append(request.url) }
                    throw .cancelled
                }
            }
            return HTTPResponse(status: 200, headers: ["content-type": "image/png"], body: Data(bytes))
        case .status(let code)?:
            return HTTPResponse(status: code, headers: ["content-type": "text/html"], body: Data("<h1>\(code)</h1>".utf8))
        case nil:
            return HTTPResponse(status: 404, headers: ["content-type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
        }
    }
}

extension PNGWriter {
    /// A picture split down the middle: red on the left, blue on the right, so a test can tell
    /// it is drawn (and drawn the right way round) by the colours of the cells.
    public static func redAndBlue(width: Int = 64, height: Int = 36) -> [UInt8] {
        png(width: width, height: height) { x, _ in x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
}
