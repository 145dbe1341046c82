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
        /// Bytes received so far, wherever they went.
        var received = 0
        /// Whether the body goes to the sink (decided by the first piece's status).
        var streaming: Bool?
        var abort: Abort?
        var redirects = 0
        var task: URLSessionTask?
        var continuation: CheckedContinuation<Outcome, Never>?
    }

    let request: HTTPRequest
    let host: String
    let timeoutSeconds: Int
    let inFlight: InFlightTask
    /// Where a 2xx body goes as it arrives, if the caller streams.
    let sink: (any BodySink)?
    private let state = Mutex(State())

    init(
        request: HTTPRequest, timeoutSeconds: Int, inFlight: InFlightTask, sink: (any BodySink)? = nil,
        continuation: CheckedContinuation<Outcome, Never>
    ) {
        self.request = request
        self.sink = sink
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

    /// Takes a piece of the decoded body: appended, or handed to the sink when the caller streams
    /// and `response` (the answer the piece belongs to) is a success. Aborts once the body passes
    /// the request's limit; the check comes before the piece is kept, so memory never holds more.
    func receive(_ data: Data, response: URLResponse?) {
        enum Route { case kept, sink(begin: Int??), overLimit, dropped }
        let route = state.withLock { state -> Route in
            guard state.abort == nil else { return .dropped }
            if data.count > request.maximumBodyBytes - state.received { return .overLimit }
            state.received += data.count
            var begin: Int??
            if state.streaming == nil {
                let http = response as? HTTPURLResponse
                // A hint only: capped, so a lying Content-Length cannot reserve more than the limit.
                let expected = http.flatMap(Self.expectedLength).map { min($0, request.maximumBodyBytes) }
                state.streaming = sink != nil && http.map { (200...299).contains($0.statusCode) } == true
                if state.streaming == true {
                    begin = .some(expected)
                } else if let expected {
                    state.body.reserveCapacity(expected)  // one allocation, no copies as it grows
                }
            }
            guard state.streaming == true else {
                state.body.append(data)
                return .kept
            }
            return .sink(begin: begin)
        }
        switch route {
        case .kept, .dropped: break
        case .overLimit: abort(.tooLarge)
        case .sink(let begin):
            if let begin { sink?.begin(expectedLength: begin) }
            sink?.receive(data)
        }
    }

    /// The length the server gave, when it is the length of what arrives (not of a compressed body).
    private static func expectedLength(_ response: HTTPURLResponse) -> Int? {
        if let encoding = response.value(forHTTPHeaderField: "Content-Encoding"), encoding.lowercased() != "identity" { return nil }
        return response.value(forHTTPHeaderField: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 >= 0 ? $0 : nil }
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
