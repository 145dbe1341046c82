import FoundationEssentials
import Threads
import Networking

/// Fetches a page for the reader through the shared transport and extracts its article. On the
/// run loop's side the whole job is one background fetch that Esc can cancel: the network part
/// runs in the calling task, the extraction on a thread of its own (see `extract`).
public struct ArticleFetcher: Sendable {
    /// Pages larger than this are refused rather than read.
    public static let maximumBytes = 10 << 20
    /// What a browser asks for, so servers send the page rather than an API answer.
    static let accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    private let transport: (any HTTPTransport)?
    private let limits: ExtractionLimits

    public init(transport: any HTTPTransport, limits: ExtractionLimits = .standard) {
        self.transport = transport
        self.limits = limits
    }

    private init() {
        transport = nil
        limits = .standard
    }

    /// A reader that reads no pages (the demo, which promises to stay offline): every page
    /// is `.offline`, without a request.
    public static let offline = ArticleFetcher()

    public func read(_ url: URL) async throws(FetchError) -> ReaderOutcome {
        guard let transport else { return .offline }
        let host = url.host ?? "the server"
        guard url.isWebAddress else {
            throw .unreachable(host: host, reason: "only http and https pages can be read")
        }
        let request = HTTPRequest(url: url, headers: ["Accept": Self.accept, "Accept-Language": "en;q=0.9, *;q=0.5"],
                                  maximumBodyBytes: Self.maximumBytes)
        let response = try await transport.send(request)
        _ = try response.requireSuccess(host: request.displayHost)
        // The transport stops a larger body as it arrives; a transport that cannot (a stub in
        // a test) is held to the same limit here.
        guard response.body.count <= Self.maximumBytes else { throw .unexpectedAnswer(host: request.displayHost) }
        let contentType = response.header("content-type")
        if let contentType, !Self.isHTML(contentType) {
            return .notHTML(contentType: Self.mediaType(contentType))
        }
        return try await Self.extract(response.body, url: url, contentType: contentType, limits: limits)
    }

    /// Extraction runs on a thread started for it, never on Swift's cooperative pool: that pool
    /// has one thread per core (two here) and carries every fetch, so a page that takes a
    /// while must not hold one of them. Cancelling the task (Esc, the screen closed) stops the
    /// extraction within about a thousand nodes' work, and the thread ends.
    static func extract(_ body: Data, url: URL, contentType: String?, limits: ExtractionLimits) async throws(FetchError) -> ReaderOutcome {
        guard !Task.isCancelled else { throw .cancelled }
        let cancel = ExtractionCancel()
        let outcome: ReaderOutcome? = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ReaderOutcome?, Never>) in
                let started = SystemThread.start(name: "tidings-reader") {
                    let outcome = try? ArticleExtractor.read(html: body, url: url, contentType: contentType, limits: limits, cancel: cancel)
                    continuation.resume(returning: outcome)
                }
                // No thread to be had: the page is not read, and the caller hears so at once.
                if !started { continuation.resume(returning: nil) }
            }
        } onCancel: {
            cancel.cancel()
        }
        guard let outcome, !Task.isCancelled else { throw .cancelled }
        return outcome
    }

    static func mediaType(_ contentType: String) -> String {
        String(contentType.split(separator: ";").first ?? "").trimmingSpaces().lowercased()
    }

    /// HTML or XHTML, or a server that does not say.
    static func isHTML(_ contentType: String) -> Bool {
        let type = mediaType(contentType)
        return type.isEmpty || type == "text/html" || type == "application/xhtml+xml"
    }
}
