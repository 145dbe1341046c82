import Synchronization

/// Something about a stored file worth one line to the user, as facts. The store never stops
/// Tidings: at worst it forgets, and says so.
public struct StoreNotice: Sendable, Equatable {
    /// Which of Tidings' files it is about.
    public enum Store: Sendable, Equatable {
        /// What was read and saved (`tidings.sqlite3`).
        case reading
        /// Offline copies of fetched pages (`cache.sqlite3`).
        case cache
        /// Downloaded pictures (`images.sqlite3`).
        case images
        /// Subscribed feeds and their items (`feeds.sqlite3`).
        case feeds
    }

    public enum Event: Sendable, Equatable {
        /// The file was damaged (found so at launch or by any statement later): it was moved
        /// aside and a fresh one started, with what could still be read from the old one.
        case movedAside(to: String)
        /// The file cannot be used this run (a link, another user's, a read-only or full disk):
        /// nothing is written to it; the run remembers in memory.
        case notKept(StoreError.Kind)
        /// A write failed after the file was opened. For a full disk, a file-size limit or a
        /// read-only file nothing more is written this run; the run remembers in memory.
        case writeFailed(StoreError.Kind)
        /// The file comes from a later Tidings (its schema version is unknown here): it is read
        /// but never written this run.
        case newerVersion(Int)
    }

    public var store: Store
    /// The file's path as the user knows it.
    public var file: String
    public var event: Event

    public init(store: Store, file: String, event: Event) {
        self.store = store
        self.file = file
        self.event = event
    }
}

/// A store's notices on their way to the run loop, which takes them without waiting for the
/// store (it may be busy writing); `posted` wakes the loop.
final class StoreNotices: Sendable {
    private let pending = Mutex<[StoreNotice]>([])
    private let posted: @Sendable () -> Void

    init(posted: @escaping @Sendable () -> Void) {
        self.posted = posted
    }

    func post(_ notice: StoreNotice) {
        pending.withLock { $0.append(notice) }
        posted()
    }

    func take() -> [StoreNotice] {
        pending.withLock { notices in
            defer { notices.removeAll() }
            return notices
        }
    }
}
