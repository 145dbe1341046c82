import Dispatch
import Foundation
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 for tests. Each connection carries one request and gets its own
/// thread, so a `.hang` reply never blocks other requests. It uses POSIX sockets directly so the
/// tests exercise Foundation's HTTP client against something that is not Foundation.
///
/// Threads hold only the shared `ServerState`, never the server itself, so dropping the last
/// reference to the server runs `deinit`, which stops it.
public final class LoopbackServer: Sendable {
    /// The port the kernel picked when binding to port 0.
    public let port: UInt16
    private let state: ServerState

    /// Binds 127.0.0.1 on a free port and starts accepting at once.
    public init(handler: @escaping @Sendable (Request) -> Reply) throws {
        let listener = try Socket.listenOnLoopback()
        port = listener.port
        state = ServerState(listener: listener.descriptor, handler: handler)
        state.startAccepting()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT`, to which paths are appended.
    public var baseURL: URL {
        // The literal is always well-formed, so failure here is a programming error.
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Every request received so far, in arrival order.
    public var requests: [Request] {
        state.recordedRequests
    }

    /// Closes the listener and every open connection (waking `.hang` replies), then waits
    /// briefly for the server's threads to finish. Safe to call more than once.
    public func stop() {
        state.stop()
    }

    /// A port on 127.0.0.1 that refuses connections: bound and held for the rest of the run,
    /// never listening. (Bound and released again, another test's server could be given it in
    /// between, and the "refused" request reached that server: seen in CI.)
    public static func refusedPort() throws -> UInt16 {
        let held = try Socket.listenOnLoopback(listening: false)
        heldPorts.withLock { $0.append(held.descriptor) }
        return held.port
    }

    /// The descriptors holding refused ports, kept open until the process ends.
    private static let heldPorts = Mutex<[Int32]>([])
}
