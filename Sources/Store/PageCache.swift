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
    private let connection: SQLiteConnection
    private var notice: StoreNotice?
    public let maximumBytes: Int

    public init(path: String?, maximumBytes: Int = 200 << 20) {
        let (connection, notice) = StoreFile.open(path: path, schema: .cache)
        self.connection = connection
        self.notice = notice
        self.maximumBytes = max(0, maximumBytes)
    }

    public func takeNotice() -> StoreNotice? {
        defer { notice = nil }
        return notice
    }

    /// The page kept under `key`, unless it is larger than `maximumBytes` (then it is not even
    /// read: a copy is held to the limits of the answer it stands for).
    public func page(_ key: String, maximumBytes: Int = .max, now: Date = Date()) -> CachedPage? {
        guard let row = (try? connection.query(
            "SELECT body, fetched_at, used_at FROM pages WHERE key = ? AND length(body) <= ?",
            [.text(key), .integer(Int64(clamping: maximumBytes))]))?.first,
              row.count == 3, let body = row[0].blob, let time = row[1].real
        else { return nil }
        // Use is recorded to the minute: eviction needs no finer order, and a read costs no write.
        if now.timeIntervalSince1970 - (row[2].real ?? 0) > 60 {
            _ = try? connection.query("UPDATE pages SET used_at = ? WHERE key = ?", [.real(now.timeIntervalSince1970), .text(key)])
        }
        return CachedPage(body: body, fetchedAt: Date(timeIntervalSince1970: time))
    }

    public func store(_ body: Data, for key: String, fetchedAt: Date = Date()) {
        // A page larger than the whole cache is not kept at all.
        guard body.count <= maximumBytes else { return }
        let time = fetchedAt.timeIntervalSince1970
        _ = try? connection.transaction { () throws(StoreError) in
            try connection.query("""
                INSERT INTO pages (key, body, fetched_at, used_at, size) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at,
                    used_at = excluded.used_at, size = excluded.size
                """, [.text(key), .blob(body), .real(time), .real(time), .integer(Int64(body.count))])
            try evict()
        }
    }

    /// Drops every page whose key starts with `prefix` (answers a write made stale).
    public func removePages(startingWith prefix: String) {
        _ = try? connection.query("DELETE FROM pages WHERE substr(key, 1, ?) = ?",
                                  [.integer(Int64(prefix.utf8.count)), .text(prefix)])
    }

    /// Bytes held.
    public func totalBytes() -> Int {
        Int((try? connection.query("SELECT COALESCE(SUM(size), 0) FROM pages"))?.first?.first?.integer ?? 0)
    }

    /// Drops the least recently used pages until the rest fit.
    private func evict() throws(StoreError) {
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
