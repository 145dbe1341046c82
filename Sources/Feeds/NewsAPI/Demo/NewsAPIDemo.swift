import FoundationEssentials
import Networking

/// The NewsAPI sample: headlines by category, and `everything` searched over them.
public struct NewsAPIDemo: DemoAnswers {
    public static let baseURL = DemoTransport.baseURL("news")

    public init() {}

    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.url.pathComponents.dropFirst().first == "news" else { return nil }
        return Self.search(request.url) ?? Self.resourceName(for: request).flatMap(DemoBundle.file)
    }

    /// The bundled file under `news/` that answers a NewsAPI request:
    /// `top-headlines?page=2` → `news/top-headlines-2.json`,
    /// `top-headlines?category=science&page=1` → `news/top-headlines-science-1.json`,
    /// (`everything` searches are answered by `search`.)
    static func resourceName(for request: HTTPRequest) -> String? {
        let parts = request.url.pathComponents
        guard let newsIndex = parts.firstIndex(of: "news"), newsIndex + 2 == parts.count else { return nil }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        let page = value("page").flatMap(Int.init) ?? 1
        switch parts[newsIndex + 1] {
        case "top-headlines":
            guard let raw = value("category") else { return "news/top-headlines-\(page).json" }
            // Only known category names become file names, so a query cannot walk the bundle.
            guard let category = NewsCategory(rawValue: raw) else { return nil }
            return "news/top-headlines-\(category.rawValue)-\(page).json"
        default:
            return nil
        }
    }

    /// NewsAPI's `everything`, over every bundled article: titles and descriptions containing
    /// the query, newest first, each article once.
    static func search(_ url: URL) -> HTTPResponse? {
        guard url.pathComponents.suffix(2) == ["news", "everything"], let query = DemoBundle.parameter("q", in: url) else { return nil }
        var found = DemoBundle.searchBundle(folder: "news", filePrefix: "", listKey: "articles",
                                            fields: ["title", "description"], idKey: "url", query: query)
        found.sort { ($0["publishedAt"]?.string ?? "") > ($1["publishedAt"]?.string ?? "") }
        return DemoBundle.jsonResponse(.object([("status", .string("ok")), ("totalResults", .integer(found.count)), ("articles", .array(found))]))
    }
}
