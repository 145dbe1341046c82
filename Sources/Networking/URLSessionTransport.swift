import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: one ephemeral URLSession (no cookies, no cache, nothing written to
/// disk) whose requests give up after `timeout` seconds without an answer.
public struct URLSessionTransport: HTTPTransport {
    public static let userAgent = "Tidings/0.1"

    private let owner: SessionOwner
    private let timeout: TimeInterval

    public init(timeout: TimeInterval = 15) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        owner = SessionOwner(session: URLSession(configuration: configuration))
    }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        let host = request.displayHost
        // Checked here so that unsupportedURL from libcurl can only mean a garbled answer.
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unreachable(host: host, reason: "the address is not usable")
        }
        let timeoutSeconds = max(1, Int(timeout.rounded(.up)))
        let urlRequest = makeURLRequest(request)
        let inFlight = InFlightTask()

        // A data task with a completion handler, rather than corelibs' async data(for:), because
        // only this way does cancelling the Swift task reliably cancel the transfer on Linux.
        let outcome: Result<HTTPResponse, FetchError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = owner.session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(returning: Self.outcome(
                        data: data,
                        response: response,
                        error: error,
                        cancelled: inFlight.isCancelled,
                        host: host,
                        timeoutSeconds: timeoutSeconds
                    ))
                }
                inFlight.start(task)
            }
        } onCancel: {
            inFlight.cancel()
        }
        return try outcome.get()
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

    private static func outcome(
        data: Data?,
        response: URLResponse?,
        error: (any Error)?,
        cancelled: Bool,
        host: String,
        timeoutSeconds: Int
    ) -> Result<HTTPResponse, FetchError> {
        if let error {
            // Once cancellation was requested, whatever error the transfer died with is its echo.
            if cancelled { return .failure(.cancelled) }
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
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }
}
