/// A database's schema as a list of forward migrations; `PRAGMA user_version` says how many
/// have run. A version below zero is damage; a version above the last one known is a file from a
/// later Tidings, which is read but never migrated or written (see `StoreFile`).
struct Schema {
    /// A table, with the columns of its primary key (rows are read back in that order, and the
    /// other way, when a damaged file is salvaged).
    struct Table {
        var name: String
        var key: [String]
    }

    let migrations: [String]
    /// The tables every up-to-date file has; a file without one of them is damaged.
    var tables: [Table] = []

    var version: Int { migrations.count }

    /// Brings the database up to date, each step in its own transaction so a crash midway
    /// leaves a consistent, lower version that the next start finishes. A version this code
    /// does not know is never indexed with: below zero it is damage, above the last it is left.
    func migrate(_ connection: SQLiteConnection) throws(StoreError) {
        var current = try connection.userVersion
        // Re-read after each step (another copy of Tidings may have written it): checked each time.
        while current < migrations.count {
            guard current >= 0 else { throw StoreError(code: 11, message: "negative schema version") }
            let step = migrations[current]
            let next = current + 1
            try connection.transaction { () throws(StoreError) in
                // user_version is re-read inside the transaction: another copy of Tidings may
                // have run this step meanwhile.
                guard try connection.userVersion == current else { return }
                try connection.execute(step)
                try connection.execute("PRAGMA user_version = \(next)")
            }
            current = try connection.userVersion
        }
    }

    /// The user's own data: what was read, comments seen, saved items.
    static let reading = Schema(migrations: [
        // 1: the first release.
        """
        CREATE TABLE read_items (source TEXT NOT NULL, item_id TEXT NOT NULL, opened_at REAL NOT NULL,
                                 PRIMARY KEY (source, item_id)) WITHOUT ROWID;
        CREATE TABLE seen_comments (source TEXT NOT NULL, item_id TEXT NOT NULL, comment_ids TEXT NOT NULL,
                                    PRIMARY KEY (source, item_id)) WITHOUT ROWID;
        CREATE TABLE saved_items (source TEXT NOT NULL, item_id TEXT NOT NULL, title TEXT NOT NULL, url TEXT,
                                  saved_at REAL NOT NULL, PRIMARY KEY (source, item_id)) WITHOUT ROWID;
        """,
        // 2: saved items remember their discussion page, and are listed newest first quickly.
        """
        ALTER TABLE saved_items ADD COLUMN discussion_url TEXT;
        CREATE INDEX saved_items_by_time ON saved_items (saved_at DESC);
        """,
    ], tables: [
        Table(name: "read_items", key: ["source", "item_id"]),
        Table(name: "seen_comments", key: ["source", "item_id"]),
        Table(name: "saved_items", key: ["source", "item_id"]),
    ])

    /// Fetched pages, which can be thrown away at any time.
    static let cache = Schema(migrations: [
        // 1: a page's body in one blob.
        """
        CREATE TABLE pages (key TEXT PRIMARY KEY NOT NULL, body BLOB NOT NULL, fetched_at REAL NOT NULL,
                            used_at REAL NOT NULL, size INTEGER NOT NULL);
        CREATE INDEX pages_by_use ON pages (used_at);
        """,
        // 2: a body in parts, written as it arrives and read back a part at a time, so neither
        // keeping nor reading a copy holds a second one in memory. A page whose key is NULL is
        // still being written. The copies kept before are not worth converting: a cache.
        """
        DROP TABLE pages;
        CREATE TABLE pages (id INTEGER PRIMARY KEY, key TEXT UNIQUE, fetched_at REAL NOT NULL,
                            used_at REAL NOT NULL, size INTEGER NOT NULL);
        CREATE INDEX pages_by_use ON pages (used_at);
        CREATE TABLE page_parts (page INTEGER NOT NULL, part INTEGER NOT NULL, bytes BLOB NOT NULL);
        CREATE UNIQUE INDEX page_parts_in_order ON page_parts (page, part);
        """,
    ], tables: [Table(name: "pages", key: ["id"]), Table(name: "page_parts", key: ["page", "part"])])
}
