import Synchronization

/// Official-API items already fetched this session, shared by every copy of a client (lists,
/// searches and threads of one tab), so scrolling back over comments never asks twice. Bounded:
/// past `capacity` items the oldest go, so a story with tens of thousands of replies cannot
/// grow it without end.
final class FirebaseItemCache: Sendable {
    static let capacity = 20_000

    private struct Items {
        var byID: [Int: FirebaseItem] = [:]
        /// Ids in the order they were first stored, oldest first (from `start`).
        var order: [Int] = []
        var start = 0
    }

    private let items = Mutex(Items())
    private let capacity: Int

    init(capacity: Int = FirebaseItemCache.capacity) {
        self.capacity = max(1, capacity)
    }

    subscript(id: Int) -> FirebaseItem? {
        items.withLock { $0.byID[id] }
    }

    var count: Int { items.withLock { $0.byID.count } }

    func store(_ item: FirebaseItem, for id: Int) {
        items.withLock { items in
            if items.byID.updateValue(item, forKey: id) == nil { items.order.append(id) }
            while items.byID.count > capacity, items.start < items.order.count {
                items.byID[items.order[items.start]] = nil
                items.start += 1
            }
            // The forgotten ids' slots are given back now and then, not on every store.
            if items.start > capacity {
                items.order.removeFirst(items.start)
                items.start = 0
            }
        }
    }

    /// A refreshed story or list must show what the site shows now.
    func forget(_ id: Int) {
        items.withLock { $0.byID[id] = nil }
    }
}
