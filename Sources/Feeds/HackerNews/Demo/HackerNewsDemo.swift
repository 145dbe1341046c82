import FoundationEssentials
import Glibc
import Networking

/// The Hacker News sample: Algolia's answers (searches, threads) and the official API's (lists,
/// items), with some threads whose Algolia answer fails so the fallback shows offline.
public struct HackerNewsDemo: DemoAnswers {
    public static let baseURL = DemoTransport.baseURL("hn")
    public static let firebaseURL = DemoTransport.baseURL("hn-firebase")

    public init() {}

    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let url = request.url
        if let answer = Self.search(url) ?? Self.stories(url) ?? Self.outage(url) ?? Self.firebase(url) { return answer }
        return Self.resourceName(for: url).flatMap(DemoBundle.file)
    }

    /// Algolia's full-text search, over the bundled stories: titles and texts containing the query.
    static func search(_ url: URL) -> HTTPResponse? {
        guard url.pathComponents.contains("hn"), let query = DemoBundle.parameter("query", in: url) else { return nil }
        let hits = DemoBundle.searchBundle(folder: "hn", filePrefix: "search-", listKey: "hits",
                                           fields: ["title", "story_text"], idKey: "objectID", query: query)
        return Self.hitsResponse(hits)
    }

    /// Algolia's answer around `hits`: one page of them.
    static func hitsResponse(_ hits: [JSONValue]) -> HTTPResponse {
        DemoBundle.jsonResponse(.object([("hits", .array(hits)), ("page", .integer(0)), ("nbPages", .integer(1)),
                                         ("nbHits", .integer(hits.count)), ("hitsPerPage", .integer(30))]))
    }

    /// Maps an Algolia thread URL onto a bundled file: `items/42` → `hn/items/42.json`.
    static func resourceName(for url: URL) -> String? {
        let parts = url.pathComponents
        guard let hnIndex = parts.lastIndex(of: "hn") else { return nil }
        let path = Array(parts[(hnIndex + 1)...])
        guard path.count == 2, path[0] == "items", !path[1].isEmpty, path[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "hn/items/\(path[1]).json"
    }

    /// Algolia's `search?tags=story,(story_1,story_2,…)` over the bundled stories: the hits
    /// with those ids, in the sample's own (Algolia's) order, not the order asked for.
    static func stories(_ url: URL) -> HTTPResponse? {
        guard url.pathComponents.suffix(2) == ["hn", "search"], let tags = DemoBundle.parameter("tags", in: url),
              tags.hasPrefix("story,(") else { return nil }
        let wanted = Set(tags.dropFirst("story,(".count).split(whereSeparator: { $0 == "," || $0 == ")" })
            .filter { $0.hasPrefix("story_") }.map { String($0.dropFirst("story_".count)) })
        var hits: [JSONValue] = []
        var seen = Set<String>()
        let folder = DemoBundle.root?.appendingPathComponent("hn")
        let files = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        for file in files.sorted() where file.hasPrefix("search-") && file.hasSuffix(".json") {
            guard let data = folder.flatMap({ try? Data(contentsOf: $0.appendingPathComponent(file)) }),
                  let records = JSONValue.parse(data)?["hits"]?.array else { continue }
            for hit in records {
                guard let id = hit["objectID"]?.string, wanted.contains(id), seen.insert(id).inserted else { continue }
                hits.append(hit)
            }
        }
        return Self.hitsResponse(hits)
    }

    /// The demo's Algolia fails for the threads listed in `hn-firebase/algolia-outage.json`, so
    /// the fallback to the official API can be seen offline.
    static func outage(_ url: URL) -> HTTPResponse? {
        let parts = url.pathComponents
        guard parts.count >= 3, parts[parts.count - 3] == "hn", parts[parts.count - 2] == "items",
              let id = Int(parts[parts.count - 1]), firebaseDemo.outage.contains(id) else { return nil }
        return HTTPResponse(status: 503, headers: ["content-type": "text/html"], body: Data("<h1>503 Service Unavailable</h1>".utf8))
    }

    /// The official API: `hn-firebase/topstories.json` and the other lists are bundled files;
    /// `item/ID.json` answers from the bundled map, `null` for an id it does not have (as the
    /// service does).
    static func firebase(_ url: URL) -> HTTPResponse? {
        let parts = url.pathComponents
        guard let base = parts.lastIndex(of: "hn-firebase") else { return nil }
        let path = Array(parts[(base + 1)...])
        if path.count == 2, path[0] == "item", path[1].hasSuffix(".json"), let id = Int(path[1].dropLast(5)) {
            let body = firebaseDemo.items[id] ?? Data("null".utf8)
            return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
        }
        guard path.count == 1, HackerNewsList.allCases.contains(where: { "\($0.firebaseName).json" == path[0] }),
              let file = DemoBundle.root?.appendingPathComponent("hn-firebase").appendingPathComponent(path[0]),
              let body = try? Data(contentsOf: file)
        else { return nil }
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }

    /// The bundled official-API items, read once: every request for an item would otherwise
    /// parse half a megabyte.
    static let firebaseDemo: FirebaseDemoData = FirebaseDemoData.load(from: DemoBundle.root?.appendingPathComponent("hn-firebase"))
}
