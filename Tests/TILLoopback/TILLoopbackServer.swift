import Feeds
import Foundation
import LoopbackServer
import Networking

/// A TIL server on 127.0.0.1 for tests: the in-memory TIL routes behind a real HTTP socket, so
/// the client (and the app, end to end) talks to it exactly as to a server on the network.
public final class TILLoopbackServer: Sendable {
    public let memory: TILMemoryServer
    let server: LoopbackServer

    /// `requiresLogin`: the later generation of the server (writes need a token).
    public init(requiresLogin: Bool = false) throws {
        let memory = TILMemoryServer(requiresLogin: requiresLogin)
        self.memory = memory
        let base = URL(string: "http://127.0.0.1")!
        server = try LoopbackServer { request in
            let url = URL(string: request.path, relativeTo: base)?.absoluteURL ?? base
            let response = memory.handle(HTTPRequest(method: request.method, url: url, headers: request.headers,
                                                     body: request.body.isEmpty ? nil : request.body))
            return .respond(status: response.status, headers: response.headers, body: response.body)
        }
    }

    public var baseURL: URL { server.baseURL }
    public var requests: [LoopbackServer.Request] { server.requests }

    /// The next request answers `status` (any route).
    public func failNext(status: Int, reason: String = "Something went wrong") {
        memory.failNext(status: status, reason: reason)
    }

    public func stop() { server.stop() }
}
