import Foundation

/// The official-API half of the Hacker News sample.
struct FirebaseDemoData: Sendable {
    /// Each item's JSON, by id.
    var items: [Int: Data] = [:]
    /// Threads whose Algolia answer fails in the demo.
    var outage: Set<Int> = []

    static func load(from folder: URL?) -> FirebaseDemoData {
        var data = FirebaseDemoData()
        guard let folder else { return data }
        if let raw = try? Data(contentsOf: folder.appendingPathComponent("items.json")),
           let map = try? JSONSerialization.jsonObject(with: raw) as? [String: Any] {
            for (key, value) in map {
                guard let id = Int(key), let json = try? JSONSerialization.data(withJSONObject: value) else { continue }
                data.items[id] = json
            }
        }
        if let raw = try? Data(contentsOf: folder.appendingPathComponent("algolia-outage.json")),
           let ids = try? JSONDecoder().decode([Int].self, from: raw) {
            data.outage = Set(ids)
        }
        return data
    }
}
