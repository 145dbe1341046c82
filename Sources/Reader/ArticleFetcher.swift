import Foundation
import Networking

/// Fetches a page for the reader through the shared transport and extracts its article. The
/// whole job (network and extraction) runs in the calling task, so on the run loop's side it
/// is one background fetch that Esc can cancel.
public struct ArticleFetcher: Sendable {
    /// Pages larger than this are refused rather than read.
    public static let maximumBytes = 10 << 20
    /// What a browser asks for, so servers send the page rather than an API answer.
    static let accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    private let transport: any HTTPTransport

    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    public func read(_ url: URL) async throws(FetchError) -> ReaderOutcome {
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
        guard !Task.isCancelled else { throw .cancelled }
        guard let article = ArticleExtractor.extract(html: response.body, url: url, contentType: contentType) else {
            return .noArticle
        }
        return .article(article)
    }

    static func mediaType(_ contentType: String) -> String {
        String(contentType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// HTML or XHTML, or a server that does not say.
    static func isHTML(_ contentType: String) -> Bool {
        let type = mediaType(contentType)
        return type.isEmpty || type == "text/html" || type == "application/xhtml+xml"
    }
}
