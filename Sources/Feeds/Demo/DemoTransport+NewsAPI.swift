import Foundation
import Networking

extension DemoTransport {
    /// The bundled file under `news/` that answers a NewsAPI request:
    /// `top-headlines?page=2` → `news/top-headlines-2.json`,
    /// `top-headlines?category=science&page=1` → `news/top-headlines-science-1.json`,
    /// (`everything` searches are answered by `newsAPISearch`.)
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
        default:
            return nil
        }
    }

    /// NewsAPI's `everything`, over every bundled article: titles and descriptions containing
    /// the query, newest first, deduplicated by URL.
    static func newsAPISearch(_ url: URL) -> HTTPResponse? {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard url.pathComponents.suffix(2) == ["news", "everything"],
              let needle = query.first(where: { $0.name == "q" })?.value?.lowercased(),
              let folder = root?.appendingPathComponent("news"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return nil }
        var seen = Set<String>()
        var found: [[String: Any]] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let payload = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let articles = payload["articles"] as? [[String: Any]] else { continue }
            for article in articles {
                let text = ((article["title"] as? String ?? "") + " " + (article["description"] as? String ?? "")).lowercased()
                guard let link = article["url"] as? String, text.contains(needle), seen.insert(link).inserted else { continue }
                found.append(article)
            }
        }
        found.sort { ($0["publishedAt"] as? String ?? "") > ($1["publishedAt"] as? String ?? "") }
        let body: [String: Any] = ["status": "ok", "totalResults": found.count, "articles": found]
        let data = (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: data)
    }
}
