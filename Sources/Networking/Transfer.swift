import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One request in flight: the bytes received so far and why, if at all, the transport itself
/// stopped it. Session delegate callbacks and the deadline timer meet here.
final class Transfer: Sendable {
    /// Why the transport (not the caller) ended the transfer.
    enum Abort: Sendable {
        case deadline
        case tooLarge
    }

    typealias Outcome = Result<HTTPResponse, FetchError>

    private struct State {
        var body = Data()
        var abort: Abort?
        var redirects = 0
        var task: URLSessionTask?
        var continuation: CheckedContinuation<Outcome, Never>?
    }

    let request: HTTPRequest
    let host: String
    let timeoutSeconds: Int
    let inFlight: InFlightTask
    private let state = Mutex(State())

    init(request: HTTPRequest, timeoutSeconds: Int, inFlight: InFlightTask, continuation: CheckedContinuation<Outcome, Never>) {
        self.request = request
        self.host = request.displayHost
        self.timeoutSeconds = timeoutSeconds
        self.inFlight = inFlight
        state.withLock { $0.continuation = continuation }
    }

    func attach(_ task: URLSessionTask) {
        state.withLock { $0.task = task }
    }

    /// Stops the transfer for `reason` unless it already ended; the completion callback then
    /// reports the matching error.
    func abort(_ reason: Abort) {
        let task = state.withLock { state -> URLSessionTask? in
            guard state.abort == nil, state.continuation != nil else { return nil }
            state.abort = reason
            return state.task
        }
        task?.cancel()
    }

    /// Appends decoded body bytes, aborting once they pass the request's limit. The check comes
    /// before the append so memory never holds more than the limit.
    func receive(_ data: Data) {
        let overLimit = state.withLock { state -> Bool in
            guard state.abort == nil else { return false }
            if data.count > request.maximumBodyBytes - state.body.count { return true }
            state.body.append(data)
            return false
        }
        if overLimit { abort(.tooLarge) }
    }

    /// Counts a redirect and returns how many came before it.
    func countRedirect() -> Int {
        state.withLock { state in
            defer { state.redirects += 1 }
            return state.redirects
        }
    }

    /// Resumes the waiting caller exactly once.
    func complete(response: URLResponse?, error: (any Error)?) {
        let (continuation, body, abort) = state.withLock { state in
            defer {
                state.continuation = nil
                state.body = Data()
            }
            return (state.continuation, state.body, state.abort)
        }
        continuation?.resume(returning: outcome(response: response, error: error, body: body, abort: abort))
    }

    private func outcome(response: URLResponse?, error: (any Error)?, body: Data, abort: Abort?) -> Outcome {
        // Once the caller cancelled, whatever the transfer died with is the echo of that.
        if inFlight.isCancelled { return .failure(.cancelled) }
        switch abort {
        case .deadline: return .failure(.timedOut(host: host, seconds: timeoutSeconds))
        case .tooLarge: return .failure(.unexpectedAnswer(host: host))
        case nil: break
        }
        if let error {
            return .failure(TransportFailure.fetchError(for: error, host: host, timeoutSeconds: timeoutSeconds))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.unexpectedAnswer(host: host))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            guard let name = name as? String else { continue }
            headers[name.lowercased()] = value as? String ?? "\(value)"
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: body))
    }
}
