import Foundation
import Networking

/// Answers API requests from the sample data bundled with Tidings, so `--demo` exercises the same
/// decoding and view-model code as live data, offline. Unknown paths answer 404 like the service.
public struct DemoTransport: HTTPTransport {
    /// A short pause so the demo shows the loading state the way a real network would.
    let latency: Duration
    /// The demo's TIL server: edits made in the demo last for the run.
    let til: TILMemoryServer

    public init(latency: Duration = .milliseconds(120), til: TILMemoryServer = TILMemoryServer()) {
        self.latency = latency
        self.til = til
    }

    /// The base URLs the demo clients are pointed at; only their paths matter. The first path
    /// component picks the source whose files answer.
    public static let hackerNewsBaseURL = URL(string: "https://demo.tidings.invalid/hn")!
    public static let hackerNewsFirebaseURL = URL(string: "https://demo.tidings.invalid/hn-firebase")!
    public static let productHuntURL = URL(string: "https://demo.tidings.invalid/ph/graphql")!
    public static let newsAPIBaseURL = URL(string: "https://demo.tidings.invalid/news")!
    public static let tilBaseURL = URL(string: "https://demo.tidings.invalid/til")!

    public func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        do { try await Task.sleep(for: latency) } catch { throw .cancelled }
        if request.url.pathComponents.dropFirst().first == "til" { return til.handle(request) }
        if let answer = Self.hackerNewsSearch(request.url) ?? Self.hackerNewsStories(request.url)
            ?? Self.hackerNewsOutage(request.url) ?? Self.hackerNewsFirebase(request.url) ?? Self.newsAPISearch(request.url)
            ?? Self.picture(request) {
            return answer
        }
        guard let name = Self.resourceName(for: request),
              let file = Self.root?.appendingPathComponent(name),
              let body = try? Data(contentsOf: file)
        else {
            return HTTPResponse(status: 404, headers: [:], body: Data(#"{"status":404,"error":"Not Found"}"#.utf8))
        }
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }

    static var root: URL? { Bundle.module.url(forResource: "hn", withExtension: nil)?.deletingLastPathComponent() }

    /// The bundled file that answers a request, by source.
    static func resourceName(for request: HTTPRequest) -> String? {
        switch request.url.pathComponents.dropFirst().first {
        case "hn": resourceName(for: request.url)
        case "ph": productHuntResourceName(for: request)
        case "news": newsAPIResourceName(for: request)
        default: nil
        }
    }

    /// Algolia's full-text search, over the bundled stories: titles and texts containing the query.
    static func hackerNewsSearch(_ url: URL) -> HTTPResponse? {
        guard url.pathComponents.contains("hn"), let query = parameter("query", in: url) else { return nil }
        let hits = searchBundle(folder: "hn", filePrefix: "search-", listKey: "hits",
                                fields: ["title", "story_text"], idKey: "objectID", query: query)
        return jsonResponse(["hits": hits, "page": 0, "nbPages": 1, "nbHits": hits.count, "hitsPerPage": 30])
    }

    /// Maps a Hacker News (Algolia) thread URL onto a bundled file: `items/42` →
    /// `hn/items/42.json`. (Searches are answered by `hackerNewsSearch` and
    /// `hackerNewsStories`, over the `hn/search-*.json` files.)
    static func resourceName(for url: URL) -> String? {
        let parts = url.pathComponents
        guard let hnIndex = parts.lastIndex(of: "hn") else { return nil }
        let path = Array(parts[(hnIndex + 1)...])
        guard path.count == 2, path[0] == "items", !path[1].isEmpty, path[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "hn/items/\(path[1]).json"
    }
}
