extension Schema {
    /// Feeds and the items they carried (`feeds.sqlite3`): kept so the tab paints at launch
    /// and offline, and so items a feed has dropped are not lost. Read state is not here: it
    /// lives with every other source's in the reading store, under each item's stable id.
    static let feeds = Schema(migrations: [
        // 1: the first release.
        """
        CREATE TABLE feeds (url TEXT PRIMARY KEY NOT NULL, title TEXT, link TEXT, etag TEXT, last_modified TEXT,
                            checked_at REAL, updated_at REAL, item_count INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL, feed TEXT NOT NULL, identity TEXT NOT NULL,
                            title TEXT, link TEXT, author TEXT, published REAL, updated REAL,
                            first_seen REAL NOT NULL, sort_time REAL NOT NULL, position INTEGER NOT NULL,
                            in_document INTEGER NOT NULL, has_content INTEGER NOT NULL, digest INTEGER NOT NULL);
        CREATE INDEX items_by_feed ON items (feed);
        CREATE INDEX items_by_time ON items (sort_time DESC, position);
        CREATE TABLE contents (id TEXT PRIMARY KEY NOT NULL, guid TEXT, summary TEXT, summary_html INTEGER NOT NULL,
                               content TEXT, content_html INTEGER NOT NULL, content_base TEXT, enclosures TEXT,
                               categories TEXT, image TEXT);
        """,
    ], tables: [Table(name: "feeds", key: ["url"]), Table(name: "items", key: ["id"]), Table(name: "contents", key: ["id"])])
}
