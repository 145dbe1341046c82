import Synchronization

/// Official-API items already fetched this session, shared by every copy of a client (lists,
/// searches and threads of one tab), so scrolling back over comments never asks twice.
final class FirebaseItemCache: Sendable {
    private let items = Mutex<[Int: FirebaseItem]>([:])

    subscript(id: Int) -> FirebaseItem? {
        items.withLock { $0[id] }
    }

    func store(_ item: FirebaseItem, for id: Int) {
        items.withLock { $0[id] = item }
    }

    /// A refreshed story or list must show what the site shows now.
    func forget(_ id: Int) {
        items.withLock { $0[id] = nil }
    }
}
