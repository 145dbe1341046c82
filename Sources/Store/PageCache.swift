import FoundationEssentials

/// A fetched page kept for later, with when it was fetched.
public struct CachedPage: Sendable, Equatable {
    public var body: Data
    public var fetchedAt: Date
}

/// A kept page found, to be read a part at a time (`part(_:of:)`), so a large copy reaches its
/// reader without ever being whole in memory.
public struct KeptPage: Sendable, Equatable {
    let id: Int64
    public let size: Int
    public let parts: Int
    public let fetchedAt: Date
}

/// Fetched pages in `$XDG_CACHE_HOME/tidings/cache.sqlite3`, by a key the caller chooses (the
/// request's address without secrets). Bounded: past `maximumBytes`, the least recently used
/// pages go. A body is kept in parts of at most `partBytes`, so it can be written as it arrives
/// (`PageWriter`) and read back as it is used.
public actor PageCache {
    /// The largest part: big enough that a 5 MB thread is twenty rows, small enough that writing
    /// or reading one holds little.
    public static let partBytes = 256 << 10

    let database: StoreDatabase
    private nonisolated let notices: StoreNotices
    public nonisolated let maximumBytes: Int
    /// Pages being written: their next part's number and their bytes so far.
    var drafts: [Int64: (parts: Int, bytes: Int)] = [:]
    var clearedOldDrafts = false

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

    /// The page kept under `key`, whole, unless it is larger than `maximumBytes` (then it is not
    /// even read: a copy is held to the limits of the answer it stands for).
    public func page(_ key: String, maximumBytes: Int = .max, now: Date = Date()) -> CachedPage? {
        guard let kept = keptPage(key, maximumBytes: maximumBytes, now: now) else { return nil }
        var body = Data(capacity: kept.size)
        var next = 0
        let read: Void? = database.read { connection throws(StoreError) in
            try connection.query("SELECT part, bytes FROM page_parts WHERE page = ? ORDER BY part", [.integer(kept.id)]) { row in
                guard row.count == 2, row[0].integer == Int64(next), let bytes = row[1].blob else { return }
                body.append(bytes)
                next += 1
            }
        }
        guard read != nil, next == kept.parts, body.count == kept.size else { return nil }
        return CachedPage(body: body, fetchedAt: kept.fetchedAt)
    }

    /// The page kept under `key`, to be read part by part, unless it is larger than
    /// `maximumBytes`. Its use is recorded.
    public func keptPage(_ key: String, maximumBytes: Int = .max, now: Date = Date()) -> KeptPage? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("""
                SELECT id, size, fetched_at, used_at, (SELECT COUNT(*) FROM page_parts WHERE page = pages.id)
                FROM pages WHERE key = ? AND size <= ?
                """, [.text(key), .integer(Int64(clamping: maximumBytes))])
        }
        guard let row = rows?.first, row.count == 5, let id = row[0].integer, let size = row[1].integer,
              let time = row[2].real, let parts = row[4].integer else { return nil }
        // Use is recorded to the minute: eviction needs no finer order, and a read costs no write.
        if now.timeIntervalSince1970 - (row[3].real ?? 0) > 60 {
            database.write { connection throws(StoreError) in
                try connection.query("UPDATE pages SET used_at = ? WHERE id = ?", [.real(now.timeIntervalSince1970), .integer(id)])
            }
        }
        return KeptPage(id: id, size: Int(size), parts: Int(parts), fetchedAt: Date(timeIntervalSince1970: time))
    }

    /// Part `index` of a kept page; nil when it is gone (replaced or evicted since it was found).
    public func part(_ index: Int, of page: KeptPage) -> Data? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT bytes FROM page_parts WHERE page = ? AND part = ?", [.integer(page.id), .integer(Int64(index))])
        }
        return rows?.first?.first?.blob
    }

    /// Keeps a body in hand (an answer read whole) under `key`, replacing what was kept there.
    public func store(_ body: Data, for key: String, fetchedAt: Date = Date()) {
        // A page larger than the whole cache is not kept at all.
        guard body.count <= maximumBytes, let draft = beginPage(startedAt: fetchedAt) else { return }
        var offset = body.startIndex
        while offset < body.endIndex {
            let end = body.index(offset, offsetBy: Self.partBytes, limitedBy: body.endIndex) ?? body.endIndex
            guard append(body[offset..<end], to: draft) else { return }
            offset = end
        }
        finishPage(draft, as: key, fetchedAt: fetchedAt)
    }

    /// Drops every page whose key starts with `prefix` (answers a write made stale).
    public func removePages(startingWith prefix: String) {
        database.write { connection throws(StoreError) in
            let match = "substr(key, 1, ?) = ?"
            let parameters: [SQLiteValue] = [.integer(Int64(prefix.utf8.count)), .text(prefix)]
            try connection.query("DELETE FROM page_parts WHERE page IN (SELECT id FROM pages WHERE \(match))", parameters)
            try connection.query("DELETE FROM pages WHERE \(match)", parameters)
        }
    }

    /// Bytes held by the pages kept (not those still being written).
    public func totalBytes() -> Int {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT COALESCE(SUM(size), 0) FROM pages WHERE key IS NOT NULL")
        }
        return Int(rows?.first?.first?.integer ?? 0)
    }

    /// Drops the least recently used pages until the rest fit.
    static func evict(_ connection: SQLiteConnection, limit maximumBytes: Int) throws(StoreError) {
        var total = Int(try connection.query("SELECT COALESCE(SUM(size), 0) FROM pages WHERE key IS NOT NULL").first?.first?.integer ?? 0)
        guard total > maximumBytes else { return }
        for row in try connection.query("SELECT id, size FROM pages WHERE key IS NOT NULL ORDER BY used_at ASC") {
            guard total > maximumBytes else { break }
            guard let id = row[0].integer, let size = row[1].integer else { continue }
            try deletePage(id, connection)
            total -= Int(size)
        }
    }

    static func deletePage(_ id: Int64, _ connection: SQLiteConnection) throws(StoreError) {
        try connection.query("DELETE FROM page_parts WHERE page = ?", [.integer(id)])
        try connection.query("DELETE FROM pages WHERE id = ?", [.integer(id)])
    }
}
