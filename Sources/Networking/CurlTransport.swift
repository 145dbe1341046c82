import FoundationEssentials
import Threads

/// The real transport: libcurl, driven by a thread of the transport's own (`CurlDriver`). No
/// cookies, no cache, nothing written to disk. Every request has an overall deadline of
/// `timeout` seconds across all its redirects (a server trickling a byte a second still times
/// out), a cap on its decoded body, and redirects that keep credentials at their origin.
///
/// Copies share the drivers, so they share their threads and open connections.
public struct CurlTransport: HTTPTransport {
    public static let userAgent = "Tidings/0.1"

    /// Two drivers: streamed bodies (a large thread) get their own, because libcurl reads a
    /// socket for as long as it has data before it looks at the other transfers, and a 5 MB
    /// body on loopback would hold up the small answers the first screen also waits for.
    private let plain: CurlDriver
    private let streaming: CurlDriver
    private let timeout: TimeInterval

    public init(timeout: TimeInterval = 15) {
        self.init(timeout: timeout, startThread: SystemThread.start)
    }

    /// `startThread` stands in for the system's thread start (a test makes it fail).
    init(timeout: TimeInterval, startThread: @escaping @Sendable (String, @escaping @Sendable () -> Void) -> Bool) {
        self.timeout = timeout
        plain = CurlDriver(startThread: startThread)
        streaming = CurlDriver(startThread: startThread)
    }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        try await send(request, sink: nil)
    }

    public func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        try await send(request, sink: sink)
    }

    /// Cancelling the calling task stops the transfer on the driver's thread, which then
    /// resumes the continuation (exactly once, as for every other ending).
    private func send(_ request: HTTPRequest, sink: (any BodySink)?) async throws(FetchError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        guard request.url.isWebAddress else {
            throw .unreachable(host: request.displayHost, reason: "the address is not usable")
        }
        guard CurlLibrary.loaded != nil else { throw .unreachable(host: request.displayHost, reason: CurlLibrary.missing) }
        guard let transfer = CurlTransfer(request: request, sink: sink, timeout: timeout, userAgent: Self.userAgent) else {
            throw .unreachable(host: request.displayHost, reason: "the connection failed")
        }
        let driver = sink == nil ? plain : streaming
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.continuation = continuation
                driver.add(transfer)
            }
        } onCancel: {
            driver.cancel(transfer)
        }
        let answer = try outcome.get()
        return HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body)
    }
}
