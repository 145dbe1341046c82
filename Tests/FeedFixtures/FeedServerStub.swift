import Foundation
import Networking
import Synchronization

/// Feeds by address, with ETags: answers 304 when the client sends the current one.
public final class FeedServerStub: HTTPTransport {
    public init() {}

    private let state = Mutex<(documents: [String: (body: String, etag: String)], requests: [String], plainOnly: Set<String>)>(([:], [], []))

    public func serve(_ url: String, _ body: String, etag: String = UUID().uuidString) {
        state.withLock { $0.documents[url] = (body, etag) }
    }

    public var requests: [String] { state.withLock { $0.requests } }

    /// `host` speaks only plain http: an https request to it cannot make a secure connection.
    public func servePlainOnly(_ host: String) {
        state.withLock { _ = $0.plainOnly.insert(host) }
    }

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        let url = request.url.absoluteString
        let (document, plainOnly) = state.withLock { state -> ((body: String, etag: String)?, Bool) in
            state.requests.append(url)
            return (state.documents[url], state.plainOnly.contains(request.url.host ?? ""))
        }
        if plainOnly, request.url.scheme == "https" {
            throw .unreachable(host: request.url.host ?? "", reason: "a secure connection could not be made")
        }
        guard let document else { return HTTPResponse(status: 404, headers: [:], body: Data("gone".utf8)) }
        if request.headers["If-None-Match"] == document.etag { return HTTPResponse(status: 304, headers: [:], body: Data()) }
        return HTTPResponse(status: 200, headers: ["ETag": document.etag, "Content-Type": "application/rss+xml"], body: Data(document.body.utf8))
    }
}

public func rssDocument(_ title: String, items: [(guid: String, title: String, date: String)]) -> String {
    "<rss><channel><title>\(title)</title><link>https://site.example/</link>"
        + items.map { "<item><guid>\($0.guid)</guid><title>\($0.title)</title><link>https://site.example/\($0.guid)</link><pubDate>\($0.date)</pubDate><description>About \($0.title)</description></item>" }.joined()
        + "</channel></rss>"
}
