import FoundationEssentials
import Networking
import Synchronization

/// What to send so a server can answer "not modified" (RFC 9110 conditional requests).
public struct FeedValidators: Sendable, Hashable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    public var isEmpty: Bool { etag == nil && lastModified == nil }
}

/// What a fetch brought.
public enum FeedFetch: Sendable, Equatable {
    /// 304: what is kept is current.
    case notModified
    /// The feed's current document, and what to send next time.
    case fetched(FeedDocument, validators: FeedValidators)
}

/// Fetches one feed: a conditional GET (the ETag and Last-Modified kept from the last answer;
/// a 304 costs a request and no body), gzip and every encoding libcurl reads, the transport's
/// deadline, and a cap on the decoded body counted as it arrives.
public struct FeedFetcher: Sendable {
    /// Large enough for a 20 MB feed, small enough that a 100 MB body is refused.
    public static let maximumBytes = 32 << 20

    public let transport: any HTTPTransport
    public var maximumBytes: Int

    public init(transport: any HTTPTransport, maximumBytes: Int = FeedFetcher.maximumBytes) {
        self.transport = transport
        self.maximumBytes = maximumBytes
    }

    static let accept = "application/atom+xml, application/rss+xml, application/feed+json, application/rdf+xml;q=0.9, "
        + "application/xml;q=0.8, text/xml;q=0.8, application/json;q=0.7, text/html;q=0.5, */*;q=0.1"

    public func request(_ url: URL, validators: FeedValidators?) -> HTTPRequest {
        var headers = ["Accept": Self.accept]
        if let etag = validators?.etag { headers["If-None-Match"] = etag }
        if let lastModified = validators?.lastModified { headers["If-Modified-Since"] = lastModified }
        // The transport stops at its own cap a little past ours; the sink says which it was.
        return HTTPRequest(url: url, headers: headers, maximumBodyBytes: maximumBytes + (1 << 20))
    }

    public func fetch(_ url: URL, validators: FeedValidators? = nil) async throws(FeedFailure) -> FeedFetch {
        let host = url.host ?? "the server"
        let sink = GatheringSink(limit: maximumBytes)
        let response: HTTPResponse
        do {
            response = try await transport.send(request(url, validators: validators), streamingTo: sink)
        } catch {
            if sink.overflowed { throw .tooLarge(host: host, limit: maximumBytes) }
            throw .fetch(error)
        }
        if sink.overflowed { throw .tooLarge(host: host, limit: maximumBytes) }
        if response.status == 304 { return .notModified }
        do {
            _ = try response.requireSuccess(host: host)
        } catch {
            throw .fetch(error)
        }
        let next = FeedValidators(etag: response.header("ETag").map(PlainText.trimmed).flatMap { $0.isEmpty || $0.utf8.count > 512 ? nil : $0 },
                                  lastModified: response.header("Last-Modified").map(PlainText.trimmed).flatMap { $0.isEmpty || $0.utf8.count > 128 ? nil : $0 })
        let pieces = sink.pieces
        guard !Task.isCancelled else { throw .fetch(.cancelled) }
        switch FeedParser.parse(pieces: pieces, contentType: response.header("Content-Type"), url: url) {
        case .feed(let document): return .fetched(document, validators: next)
        case .page(let alternates): throw .webPage(host: host, alternates: alternates)
        case .unreadable: throw .notAFeed(host: host)
        case .malformed: throw .malformed(host: host)
        }
    }
}

/// Gathers a streamed body in the pieces it arrives in (never copied into one growing block),
/// up to a limit; past it, keeps nothing more and says so (the transport's own cap, just
/// above, then ends the transfer).
final class GatheringSink: BodySink {
    private struct State {
        var pieces: [Data] = []
        var count = 0
        var overflowed = false
    }

    private let state = Mutex(State())
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var overflowed: Bool { state.withLock { $0.overflowed } }
    var pieces: [Data] { state.withLock { $0.pieces } }

    func begin(expectedLength: Int?) {
        state.withLock { $0 = State() }
    }

    func receive(_ piece: Data) {
        state.withLock { state in
            guard !state.overflowed else { return }
            guard state.count + piece.count <= limit else {
                state.overflowed = true
                state.pieces = []
                return
            }
            state.count += piece.count
            state.pieces.append(piece)
        }
    }
}
