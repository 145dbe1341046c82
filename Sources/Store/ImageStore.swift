import FoundationEssentials

/// A downloaded picture kept for later, with what its server said for revalidating it.
public struct StoredImage: Sendable, Equatable {
    public var body: Data
    /// The server's validators, sent back as If-None-Match and If-Modified-Since.
    public var etag: String?
    public var lastModified: String?
    public var fetchedAt: Date
    /// Until then the copy is used without asking the server.
    public var freshUntil: Date

    public init(body: Data, etag: String? = nil, lastModified: String? = nil, fetchedAt: Date, freshUntil: Date) {
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.fetchedAt = fetchedAt
        self.freshUntil = freshUntil
    }
}

/// Downloaded pictures in `$XDG_CACHE_HOME/tidings/images.sqlite3`, beside the page cache and
/// like it disposable, by address. Bounded: past `maximumBytes` (`cache.images_mb`), the least
/// recently used go. Its own file and schema, so pictures never crowd out kept pages.
public actor ImageStore {
    let database: StoreDatabase
    private nonisolated let notices: StoreNotices
    public let maximumBytes: Int

    /// `onNotice` is called, on any thread, whenever a notice is waiting to be taken.
    public init(path: String?, maximumBytes: Int = 100 << 20, onNotice: @escaping @Sendable () -> Void = {}) {
        let notices = StoreNotices(posted: onNotice)
        self.notices = notices
        // Pictures are not worth salvaging: a damaged file is moved aside and starts empty.
        database = StoreDatabase(path: path, schema: .images, role: .images, salvages: false, notices: notices)
        self.maximumBytes = max(0, maximumBytes)
    }

    /// What happened to the file since the last call, oldest first; each notice once.
    public nonisolated func takeNotices() -> [StoreNotice] {
        notices.take()
    }

    public func image(for url: String, now: Date = Date()) -> StoredImage? {
        let sql = "SELECT body, etag, last_modified, fetched_at, fresh_until, used_at FROM images WHERE url = ?"
        let rows = database.read { connection throws(StoreError) in try connection.query(sql, [.text(url)]) }
        guard let row = rows?.first, row.count == 6, let body = row[0].blob, let fetched = row[3].real, let fresh = row[4].real
        else { return nil }
        // Use is recorded to the minute: eviction needs no finer order, and a read costs no write.
        if now.timeIntervalSince1970 - (row[5].real ?? 0) > 60 {
            database.write { connection throws(StoreError) in
                try connection.query("UPDATE images SET used_at = ? WHERE url = ?", [.real(now.timeIntervalSince1970), .text(url)])
            }
        }
        return StoredImage(body: body, etag: row[1].text, lastModified: row[2].text,
                           fetchedAt: Date(timeIntervalSince1970: fetched), freshUntil: Date(timeIntervalSince1970: fresh))
    }

    public func store(_ image: StoredImage, for url: String, now: Date = Date()) {
        // A picture larger than the whole store is not kept at all.
        guard image.body.count <= maximumBytes else { return }
        let limit = maximumBytes
        database.write { connection throws(StoreError) in
            try connection.query("""
                INSERT INTO images (url, body, etag, last_modified, fetched_at, fresh_until, used_at, size)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET body = excluded.body, etag = excluded.etag,
                    last_modified = excluded.last_modified, fetched_at = excluded.fetched_at,
                    fresh_until = excluded.fresh_until, used_at = excluded.used_at, size = excluded.size
                """, [.text(url), .blob(image.body), image.etag.map(SQLiteValue.text) ?? .null,
                      image.lastModified.map(SQLiteValue.text) ?? .null, .real(image.fetchedAt.timeIntervalSince1970),
                      .real(image.freshUntil.timeIntervalSince1970), .real(now.timeIntervalSince1970), .integer(Int64(image.body.count))])
            try Self.evict(connection, limit: limit)
        }
    }

    /// The server said the kept copy is still good (304): fresh again until `freshUntil`.
    public func refresh(_ url: String, freshUntil: Date, now: Date = Date()) {
        database.write { connection throws(StoreError) in
            try connection.query("UPDATE images SET fresh_until = ?, used_at = ? WHERE url = ?",
                                 [.real(freshUntil.timeIntervalSince1970), .real(now.timeIntervalSince1970), .text(url)])
        }
    }

    public func remove(_ url: String) {
        database.write { connection throws(StoreError) in try connection.query("DELETE FROM images WHERE url = ?", [.text(url)]) }
    }

    /// Bytes held.
    public func totalBytes() -> Int {
        let rows = database.read { connection throws(StoreError) in try connection.query("SELECT COALESCE(SUM(size), 0) FROM images") }
        return Int(rows?.first?.first?.integer ?? 0)
    }

    /// Drops the least recently used pictures until the rest fit.
    private static func evict(_ connection: SQLiteConnection, limit maximumBytes: Int) throws(StoreError) {
        var total = Int(try connection.query("SELECT COALESCE(SUM(size), 0) FROM images").first?.first?.integer ?? 0)
        guard total > maximumBytes else { return }
        for row in try connection.query("SELECT url, size FROM images ORDER BY used_at ASC") {
            guard total > maximumBytes else { break }
            guard let url = row[0].text, let size = row[1].integer else { continue }
            try connection.query("DELETE FROM images WHERE url = ?", [.text(url)])
            total -= Int(size)
        }
    }
}

extension Schema {
    /// Downloaded pictures, which can be thrown away at any time.
    static let images = Schema(migrations: [
        """
        CREATE TABLE images (url TEXT PRIMARY KEY NOT NULL, body BLOB NOT NULL, etag TEXT, last_modified TEXT,
                             fetched_at REAL NOT NULL, fresh_until REAL NOT NULL, used_at REAL NOT NULL,
                             size INTEGER NOT NULL);
        CREATE INDEX images_by_use ON images (used_at);
        """,
    ])
}
