import Foundation
import Networking

extension DemoTransport {
    /// The bundled file under `news/` that answers a NewsAPI request:
    /// `top-headlines?page=2` → `news/top-headlines-2.json`,
    /// `top-headlines?category=science&page=1` → `news/top-headlines-science-1.json`,
    /// `everything?q=…` → `news/everything-1.json` whatever the query (the demo has one result set).
    static func newsAPIResourceName(for request: HTTPRequest) -> String? {
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
        case "everything":
            return value("q") == nil ? nil : "news/everything-\(page).json"
        default:
            return nil
        }
    }
}
