import Dispatch
import Foundation
import Synchronization

/// Everything the server's threads share. Kept apart from `LoopbackServer` so threads never
/// retain the server object and its `deinit` can still run.
final class ServerState: Sendable {
    private struct Guarded {
        var stopped = false
        /// Open client sockets, so `stop()` can wake threads blocked reading them.
        var connections: Set<Int32> = []
        var requests: [LoopbackServer.Request] = []
    }

    /// How long `stop()` waits for threads; only a handler that blocks forever would exceed it.
    private static let stopGracePeriod: DispatchTimeInterval = .seconds(5)

    private let listener: Int32
    private let handler: @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply
    private let guarded = Mutex(Guarded())
    /// Entered once per live thread (the accept loop and each connection).
    private let threads = DispatchGroup()

    init(listener: Int32, handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) {
        self.listener = listener
        self.handler = handler
    }

    var recordedRequests: [LoopbackServer.Request] {
        guarded.withLock { $0.requests }
    }

    private var isStopped: Bool {
        guarded.withLock { $0.stopped }
    }

    func startAccepting() {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "LoopbackServer accept"
        thread.start()
    }

    func stop() {
        let wasRunning = guarded.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.stopped = true
            // Shut down, not close: the owning threads close their descriptors themselves, so a
            // number can never be reused while a thread still reads from it.
            Socket.shutdownBoth(listener)
            for connection in state.connections { Socket.shutdownBoth(connection) }
            return true
        }
        guard wasRunning else { return }
        _ = threads.wait(timeout: .now() + Self.stopGracePeriod)
    }

    private func acceptLoop() {
        while let client = Socket.accept(on: listener, while: { !isStopped }) {
            let admitted = guarded.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections.insert(client)
                return true
            }
            guard admitted else {
                Socket.close(client)
                break
            }
            threads.enter()
            let thread = Thread { [self] in
                serve(client)
                threads.leave()
            }
            thread.name = "LoopbackServer connection"
            thread.start()
        }
        Socket.close(listener)
    }

    private func serve(_ client: Int32) {
        defer {
            // Under the lock so stop() never shuts down a number that was closed and reused.
            guarded.withLock { state in
                state.connections.remove(client)
                Socket.close(client)
            }
        }
        guard let request = RequestReader(descriptor: client).read() else { return }
        guarded.withLock { $0.requests.append(request) }

        switch handler(request) {
        case .respond(let status, let headers, let body):
            Socket.sendAll(ReplyEncoder.encode(status: status, headers: headers, body: body), to: client)
            Socket.shutdownWrite(client)
        case .raw(let bytes):
            Socket.sendAll(Array(bytes), to: client)
            Socket.shutdownWrite(client)
        case .stream(let write):
            write(StreamWriter(descriptor: client))
            Socket.shutdownWrite(client)
        case .hang:
            // Never answer; return once the client gives up or stop() shuts the socket down.
            while Socket.receive(from: client, upTo: 4096) != nil {}
        }
    }
}
