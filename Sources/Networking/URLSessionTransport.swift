import Foundation
import TidingsText
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: one ephemeral URLSession (no cookies, no cache, nothing written to
/// disk). Every request has an overall deadline of `timeout` seconds (the session's own timeout
/// only limits silence, so a server trickling a byte a second would otherwise never time out),
/// a cap on its decoded body, and redirects that keep credentials at their origin.
public struct URLSessionTransport: HTTPTransport {
    public static let userAgent = "Tidings/0.1"

    /// Two sessions: streamed bodies (a large thread) get their own, because a session's
    /// callbacks run one at a time on its queue and a 5 MB body is hundreds of them, which
    /// would hold up the small answers that the first screen also waits for.
    private let plain: Channel
    private let streaming: Channel

    /// A session, made on first use, and its delegate.
    private struct Channel: Sendable {
        let owner: SessionOwner
        let delegate: SessionDelegate

        init(configuration: URLSessionConfiguration) {
            let delegate = SessionDelegate()
            self.delegate = delegate
            owner = SessionOwner { URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil) }
        }
    }
    private let timeout: TimeInterval

    public init(timeout: TimeInterval = 15) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        plain = Channel(configuration: configuration)
        streaming = Channel(configuration: configuration)
    }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        try await send(request, sink: nil)
    }

    public func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        try await send(request, sink: sink)
    }

    private func send(_ request: HTTPRequest, sink: (any BodySink)?) async throws(FetchError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        // Checked here so that unsupportedURL from libcurl can only mean a garbled answer.
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unreachable(host: request.displayHost, reason: "the address is not usable")
        }
        let timeoutSeconds = max(1, Int(saturating: timeout.rounded(.up)))
        let urlRequest = makeURLRequest(request)
        let inFlight = InFlightTask()

        // Cancelling the Swift task cancels the URLSession task (InFlightTask), which then
        // completes with NSURLErrorCancelled and resumes the continuation exactly once.
        let outcome: Transfer.Outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let transfer = Transfer(
                    request: request, timeoutSeconds: timeoutSeconds, inFlight: inFlight, sink: sink, continuation: continuation)
                let channel = sink == nil ? plain : streaming
                let task = channel.owner.session.dataTask(with: urlRequest)
                transfer.attach(task)
                channel.delegate.register(transfer, for: task)
                scheduleDeadline(for: transfer)
                inFlight.start(task)
            }
        } onCancel: {
            inFlight.cancel()
        }
        return try outcome.get()
    }

    private func scheduleDeadline(for transfer: Transfer) {
        let seconds = timeout.isFinite ? min(max(timeout, 0), 86_400) : 86_400
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak transfer] in
            transfer?.abort(.deadline)
        }
    }

    private func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        // Also set per request (otherwise 60 s by default), so the limit does not depend on
        // which of the two intervals a Foundation implementation consults.
        urlRequest.timeoutInterval = timeout
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        urlRequest.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }
}
