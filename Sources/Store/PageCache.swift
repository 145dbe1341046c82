import Foundation

/// A fetched page kept for later, with when it was fetched.
public struct CachedPage: Sendable, Equatable {
    public var body: Data
    public var fetchedAt: Date
}

/// Fetched pages in `$XDG_CACHE_HOME/tidings/cache.sqlite3`, by a key the caller chooses (the
/// request's address without secrets). Bounded: past `maximumBytes`, the least recently used
/// pages go.
public actor PageCache {
    let database: StoreDatabase
    private nonisolated let notices: StoreNotices
    public let maximumBytes: Int

    /// `onNotice` is called, on any thread, whenever a notice is waiting to be taken.
    public init(path: String?, maximumBytes: Int = 200 << 20, onNotice: @escaping @Sendable () -> Void = {}) {
        let notices = StoreNotices(posted: onNotice)
        self.notices = notices
        // A cache is not worth salvaging: a damaged one is moved aside and starts empty.
        database = StoreDatabase(path: path, schema: .cache, role: .cache, salvages: false, notices: notices)
        self.maximumBytes = max(0, maximumBytes)
    }

    /// What happened to the file since the last call, oldest first; each notice once.
    public nonisolated func takeNotices() -> [StoreNotice] {
        notices.take()
    }

    /// The page kept under `key`, unless it is larger than `maximumBytes` (then it is not even
    /// read: a copy is held to the limits of the answer it stands for).
    public func page(_ key: String, maximumBytes: Int = .max, now: Date = Date()) -> CachedPage? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT body, fetched_at, used_at FROM pages WHERE key = ? AND length(body) <= ?",
                                 [.text(key), .integer(Int64(clamping: maximumBytes))])
        }
        guard let row = rows?.first, row.count == 3, let body = row[0].blob, let time = row[1].real else { return nil }
        // Use is recorded to the minute: eviction needs no finer order, and a read costs no write.
        if now.timeIntervalSince1970 - (row[2].real ?? 0) > 60 {
            database.write { connection throws(StoreError) in
                try connection.query("UPDATE pages SET used_at = ? WHERE key = ?", [.real(now.timeIntervalSince1970), .text(key)])
            }
        }
        return CachedPage(body: body, fetchedAt: Date(timeIntervalSince1970: time))
    }

    public func store(_ body: Data, for key: String, fetchedAt: Date = Date()) {
        // A page larger than the whole cache is not kept at all.
        guard body.count <= maximumBytes else { return }
        let time = fetchedAt.timeIntervalSince1970
        let limit = maximumBytes
        database.write { connection throws(StoreError) in
            try connection.query("""
                INSERT INTO pages (key, body, fetched_at, used_at, size) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at,
                    used_at = excluded.used_at, size = excluded.size
                """, [.text(key), .blob(body), .real(time), .real(time), .integer(Int64(body.count))])
            try Self.evict(connection, limit: limit)
        }
    }

    /// Drops every page whose key starts with `prefix` (answers a write made stale).
    public func removePages(startingWith prefix: String) {
        database.write { connection throws(StoreError) in
            try connection.query("DELETE FROM pages WHERE substr(key, 1, ?) = ?", [.integer(Int64(prefix.utf8.count)), .text(prefix)])
        }
    }

    /// Bytes held.
    public func totalBytes() -> Int {
        let rows = database.read { connection throws(StoreError) in try connection.query("SELECT COALESCE(SUM(size), 0) FROM pages") }
        return Int(rows?.first?.first?.integer ?? 0)
    }

    /// Drops the least recently used pages until the rest fit.
    private static func evict(_ connection: SQLiteConnection, limit maximumBytes: Int) throws(StoreError) {
        var total = Int(try connection.query("SELECT COALESCE(SUM(size), 0) FROM pages").first?.first?.integer ?? 0)
        guard total > maximumBytes else { return }
        for row in try connection.query("SELECT key, size FROM pages ORDER BY used_at ASC") {
            guard total > maximumBytes else { break }
            guard let key = row[0].text, let size = row[1].integer else { continue }
            try connection.query("DELETE FROM pages WHERE key = ?", [.text(key)])
            total -= Int(size)
        }
    }
}
