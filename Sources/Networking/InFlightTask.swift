import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Connects Swift task cancellation to a URLSessionTask. The cancellation handler can run
/// before the data task exists, so the request is remembered and honoured when it starts.
final class InFlightTask: Sendable {
    private struct State {
        var task: URLSessionTask?
        var cancelled = false
    }

    private let state = Mutex(State())

    var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Starts `task`, or cancels it straight away if cancellation already arrived.
    func start(_ task: URLSessionTask) {
        let alreadyCancelled = state.withLock { state -> Bool in
            state.task = task
            return state.cancelled
        }
        // resume() first even when cancelled, so the completion handler is guaranteed to run
        // (with NSURLErrorCancelled) and the awaiting continuation is resumed exactly once.
        task.resume()
        if alreadyCancelled { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state -> URLSessionTask? in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}
