import FoundationEssentials
import Networking
import Glibc

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
           let map = JSONValue.parse(raw)?.members {
            for (key, value) in map {
                guard let id = Int(key) else { continue }
                data.items[id] = Data(value.text.utf8)
            }
        }
        if let raw = try? Data(contentsOf: folder.appendingPathComponent("algolia-outage.json")),
           let ids = try? JSONDecoder().decode([Int].self, from: raw) {
            data.outage = Set(ids)
        }
        return data
    }
}
