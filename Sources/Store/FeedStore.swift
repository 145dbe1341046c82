import FoundationEssentials

/// The feeds and their items, in `$XDG_DATA_HOME/tidings/feeds.sqlite3`: what the Feeds tab
/// paints at launch and offline, and the validators for conditional GETs. An actor, so every
/// call runs off the run loop; a file that cannot be written is said once and the run keeps
/// items in memory only.
///
/// Each item keeps one id for as long as it is kept, whatever the feed does to it: a document
/// item is matched to a kept one by its identity (guid, else link…), else by its link when the
/// feed rewrote its guids, else by its title when it has no link. Read state (in the reading
/// store) is keyed by that id, so it survives a feed that rewrites its items.
public actor FeedStore {
    let database: StoreDatabase
    private nonisolated let notices: StoreNotices

    /// Items a feed has dropped from its document are kept, newest first, up to this many.
    public static let keptPerFeed = 500

    /// Opens the file (nil: in memory, for the demo and tests). `onNotice` is called, on any
    /// thread, whenever a notice is waiting to be taken.
    public init(path: String?, onNotice: @escaping @Sendable () -> Void = {}) {
        let notices = StoreNotices(posted: onNotice)
        self.notices = notices
        // Items are written once and read front to back: a small page cache costs nothing in
        // speed (the pages stay in the system's file cache) and keeps a reload's memory low.
        // A reload writes megabytes: checkpointing every 1,000 pages (SQLite's default) spent
        // more time copying the journal into the file, with its flushes to disk, than writing
        // (711 ms of a cold reload's store time against 324). The journal may grow to 40 MB
        // before a checkpoint, and is cut back to 8 MB after one. Items a feed has dropped
        // cannot be fetched again: a damaged file gives what can still be read to the fresh one.
        database = StoreDatabase(path: path, schema: .feeds, role: .feeds, salvages: true, notices: notices,
                                 tuning: ["PRAGMA cache_size = -256", "PRAGMA wal_autocheckpoint = 10000",
                                          "PRAGMA journal_size_limit = 8388608"])
    }

    /// What happened to the file since the last call, oldest first; each notice once.
    public nonisolated func takeNotices() -> [StoreNotice] {
        notices.take()
    }

    // MARK: Feeds

    public func feeds() -> [KeptFeed] {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT url, title, link, etag, last_modified, checked_at, updated_at, item_count FROM feeds")
        } ?? []
        return rows.compactMap(Self.feed)
    }

    public func feed(_ url: String) -> KeptFeed? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT url, title, link, etag, last_modified, checked_at, updated_at, item_count FROM feeds WHERE url = ?",
                                 [.text(url)])
        }
        return rows?.first.flatMap(Self.feed)
    }

    private static func feed(_ row: [SQLiteValue]) -> KeptFeed? {
        guard row.count == 8, let url = row[0].text else { return nil }
        return KeptFeed(url: url, title: row[1].text, link: row[2].text, etag: row[3].text, lastModified: row[4].text,
                        checkedAt: row[5].real.map(Date.init(timeIntervalSince1970:)),
                        updatedAt: row[6].real.map(Date.init(timeIntervalSince1970:)), itemCount: Int(row[7].integer ?? 0))
    }

    /// 304s: what is kept of these feeds is current. One transaction for them all.
    public func markChecked(_ urls: [String], at date: Date = Date()) {
        guard !urls.isEmpty else { return }
        database.write { connection throws(StoreError) in
            for start in stride(from: 0, to: urls.count, by: Self.rowsPerStatement) {
                let slice = urls[start..<min(urls.count, start + Self.rowsPerStatement)]
                let marks = Array(repeating: "(?, ?)", count: slice.count).joined(separator: ", ")
                try connection.query(
                    "INSERT INTO feeds (url, checked_at) VALUES \(marks) ON CONFLICT (url) DO UPDATE SET checked_at = excluded.checked_at",
                    slice.flatMap { [SQLiteValue.text($0), .real(date.timeIntervalSince1970)] })
            }
        }
    }

    /// Forgets the feeds (and their items) not in `urls`: the feeds file no longer lists them.
    public func forget(feedsNotIn urls: [String]) {
        let kept = Set(urls)
        let gone = feeds().map(\.url).filter { !kept.contains($0) }
        guard !gone.isEmpty else { return }
        database.write { connection throws(StoreError) in
            for url in gone {
                try connection.query("DELETE FROM contents WHERE id IN (SELECT id FROM items WHERE feed = ?)", [.text(url)])
                try connection.query("DELETE FROM items WHERE feed = ?", [.text(url)])
                try connection.query("DELETE FROM feeds WHERE url = ?", [.text(url)])
            }
        }
    }

    // MARK: Keeping a document

    /// Keeps a feed's current document: its items matched to the kept ones (see the type's
    /// comment), new ones added, changed ones rewritten, unchanged ones left alone, and items
    /// the document no longer holds kept up to `keptPerFeed`.
    @discardableResult
    public func keep(feed url: String, title: String?, link: String?, etag: String?, lastModified: String?,
                     items: [ItemRecord], at now: Date = Date()) -> KeepOutcome {
        keep([KeptDocument(feed: url, title: title, link: link, etag: etag, lastModified: lastModified, items: items)], at: now)[0]
    }

    /// Keeps several feeds' documents in one transaction. A transaction rewrites every page it
    /// touches, and feeds share pages (the indexes): one for many feeds writes each page once
    /// rather than once per feed (a reload of 300 feeds wrote 146 MB to the journal feed by
    /// feed, for 15 MB of feeds). Each document is matched inside the transaction, so another
    /// copy of Tidings reloading at the same time cannot come in between.
    public func keep(_ documents: [KeptDocument], at now: Date = Date()) -> [KeepOutcome] {
        var outcomes: [KeepOutcome] = []
        outcomes.reserveCapacity(documents.count)
        var written = false
        database.write { connection throws(StoreError) in
            outcomes.removeAll()
            for document in documents { outcomes.append(try Self.keepInTransaction(document, now: now, connection)) }
            written = true
        }
        guard written else {
            // Not kept (a full disk, a busy file): the counts are still the documents' own.
            return documents.map { document in
                let known = database.read { connection throws(StoreError) in try Self.knownItems(feed: document.feed, connection) } ?? []
                let plan = FeedMerge.plan(feed: document.feed, incoming: document.items, existing: known, now: now.timeIntervalSince1970)
                return KeepOutcome(itemCount: plan.ids.count, newCount: plan.newCount, ids: plan.ids)
            }
        }
        return outcomes
    }

    private static func keepInTransaction(_ document: KeptDocument, now: Date, _ connection: SQLiteConnection) throws(StoreError) -> KeepOutcome {
        let url = document.feed
        let plan = FeedMerge.plan(feed: url, incoming: document.items, existing: try knownItems(feed: url, connection), now: now.timeIntervalSince1970)
        try upsertItems(plan.rows, feed: url, connection)
        try upsertContents(plan.rows.filter(\.writesContent), connection)
        try setInDocument(false, ids: plan.dropped, connection)
        try connection.query("""
            INSERT INTO feeds (url, title, link, etag, last_modified, checked_at, updated_at, item_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (url) DO UPDATE SET title = excluded.title, link = excluded.link, etag = excluded.etag,
                last_modified = excluded.last_modified, checked_at = excluded.checked_at, updated_at = excluded.updated_at,
                item_count = excluded.item_count
            """, [.text(url), value(document.title), value(document.link), value(document.etag),
                  value(document.lastModified), .real(now.timeIntervalSince1970), .real(now.timeIntervalSince1970),
                  .integer(Int64(document.items.count))])
        try prune(feed: url, connection)
        return KeepOutcome(itemCount: plan.ids.count, newCount: plan.newCount, ids: plan.ids)
    }

    /// What is kept of a feed; inside a transaction, a failed read fails it (a merge against
    /// nothing would count every item new and write them twice).
    private static func knownItems(feed url: String, _ connection: SQLiteConnection) throws(StoreError) -> [FeedMerge.Known] {
        let rows = try connection.query("SELECT id, identity, link, title, digest, first_seen, in_document FROM items WHERE feed = ?",
                                        [.text(url)])
        return rows.compactMap { row in
            guard row.count == 7, let id = row[0].text, let identity = row[1].text else { return nil }
            return FeedMerge.Known(id: id, identity: identity, link: row[2].text, title: row[3].text,
                                   digest: row[4].integer ?? 0, firstSeen: row[5].real ?? 0, inDocument: row[6].integer == 1)
        }
    }

    /// Rows per statement: SQLite allows 32,766 parameters in one.
    private static let rowsPerStatement = 500

    private static func upsertItems(_ rows: [FeedMerge.Row], feed: String, _ connection: SQLiteConnection) throws(StoreError) {
        for start in stride(from: 0, to: rows.count, by: rowsPerStatement) {
            let slice = rows[start..<min(rows.count, start + rowsPerStatement)]
            var values: [SQLiteValue] = []
            values.reserveCapacity(slice.count * 14)
            for row in slice {
                let record = row.record
                values += [.text(row.id), .text(feed), .text(record.identity), value(record.title), value(record.link),
                           value(record.author), value(record.published), value(record.updated), .real(row.firstSeen),
                           .real(row.sortTime), .integer(Int64(row.position)), .integer(1),
                           .integer(record.content?.isEmpty == false ? 1 : 0), .integer(row.digest)]
            }
            let marks = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: slice.count).joined(separator: ", ")
            try connection.query("""
                INSERT INTO items (id, feed, identity, title, link, author, published, updated, first_seen, sort_time, position,
                                   in_document, has_content, digest) VALUES \(marks)
                ON CONFLICT (id) DO UPDATE SET identity = excluded.identity, title = excluded.title, link = excluded.link,
                    author = excluded.author, published = excluded.published, updated = excluded.updated,
                    sort_time = excluded.sort_time, in_document = 1, has_content = excluded.has_content, digest = excluded.digest
                """, values)
        }
    }

    private static func upsertContents(_ rows: [FeedMerge.Row], _ connection: SQLiteConnection) throws(StoreError) {
        for start in stride(from: 0, to: rows.count, by: rowsPerStatement) {
            let slice = rows[start..<min(rows.count, start + rowsPerStatement)]
            var values: [SQLiteValue] = []
            values.reserveCapacity(slice.count * 10)
            for row in slice {
                let record = row.record
                values += [.text(row.id), value(record.guid), value(record.summary), .integer(record.summaryIsHTML ? 1 : 0),
                           value(record.content), .integer(record.contentIsHTML ? 1 : 0), value(record.contentBase),
                           value(record.enclosures.isEmpty ? nil : EnclosureText.encode(record.enclosures)),
                           value(record.categories.isEmpty ? nil : record.categories.joined(separator: "\n")), value(record.image)]
            }
            let marks = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: slice.count).joined(separator: ", ")
            try connection.query("""
                INSERT INTO contents (id, guid, summary, summary_html, content, content_html, content_base, enclosures, categories, image)
                VALUES \(marks)
                ON CONFLICT (id) DO UPDATE SET guid = excluded.guid, summary = excluded.summary, summary_html = excluded.summary_html,
                    content = excluded.content, content_html = excluded.content_html, content_base = excluded.content_base,
                    enclosures = excluded.enclosures, categories = excluded.categories, image = excluded.image
                """, values)
        }
    }

    private static func setInDocument(_ flag: Bool, ids: [String], _ connection: SQLiteConnection) throws(StoreError) {
        for start in stride(from: 0, to: ids.count, by: rowsPerStatement) {
            let slice = Array(ids[start..<min(ids.count, start + rowsPerStatement)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ", ")
            try connection.query("UPDATE items SET in_document = \(flag ? 1 : 0) WHERE id IN (\(marks))", slice.map { .text($0) })
        }
    }

    /// Drops the oldest of the items the document no longer holds, past `keptPerFeed`.
    private static func prune(feed url: String, _ connection: SQLiteConnection) throws(StoreError) {
        let doomed = try connection.query("""
            SELECT id FROM items WHERE feed = ? AND in_document = 0 ORDER BY sort_time DESC, position ASC LIMIT -1 OFFSET ?
            """, [.text(url), .integer(Int64(Self.keptPerFeed))]).compactMap { $0.first?.text }
        for start in stride(from: 0, to: doomed.count, by: rowsPerStatement) {
            let slice = Array(doomed[start..<min(doomed.count, start + rowsPerStatement)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ", ")
            try connection.query("DELETE FROM contents WHERE id IN (\(marks))", slice.map { .text($0) })
            try connection.query("DELETE FROM items WHERE id IN (\(marks))", slice.map { .text($0) })
        }
    }

    // MARK: Reading

    /// Kept items, newest first: of every feed, or of the feeds named. `limit` bounds the
    /// answer (a launch paints the first screens first).
    public func items(feeds: [String]? = nil, limit: Int? = nil) -> [KeptItem] {
        var sql = "SELECT id, feed, title, link, author, sort_time, published, updated, first_seen, has_content, in_document FROM items"
        var parameters: [SQLiteValue] = []
        if let feeds {
            guard !feeds.isEmpty else { return [] }
            if feeds.count == 1 {
                sql += " WHERE feed = ?"
                parameters = [.text(feeds[0])]
            }
        }
        sql += " ORDER BY sort_time DESC, position ASC"
        if let limit { sql += " LIMIT \(max(0, limit))" }
        let wanted = feeds.flatMap { $0.count > 1 ? Set($0) : nil }
        let rows = database.read { connection throws(StoreError) in try connection.query(sql, parameters) } ?? []
        var items: [KeptItem] = []
        items.reserveCapacity(rows.count)
        for row in rows {
            guard row.count == 11, let id = row[0].text, let feed = row[1].text else { continue }
            if let wanted, !wanted.contains(feed) { continue }
            items.append(KeptItem(id: id, feed: feed, title: row[2].text, link: row[3].text, author: row[4].text,
                                  date: Date(timeIntervalSince1970: row[5].real ?? 0),
                                  published: row[6].real.map(Date.init(timeIntervalSince1970:)),
                                  updated: row[7].real.map(Date.init(timeIntervalSince1970:)),
                                  firstSeen: Date(timeIntervalSince1970: row[8].real ?? 0),
                                  hasContent: row[9].integer == 1, inDocument: row[10].integer == 1))
        }
        return items
    }

    public func content(of id: String) -> KeptContent? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("""
                SELECT guid, summary, summary_html, content, content_html, content_base, enclosures, categories, image FROM contents WHERE id = ?
                """, [.text(id)])
        }
        guard let row = rows?.first, row.count == 9 else { return nil }
        return KeptContent(guid: row[0].text, summary: row[1].text, summaryIsHTML: row[2].integer != 0, content: row[3].text,
                           contentIsHTML: row[4].integer != 0, contentBase: row[5].text,
                           enclosures: row[6].text.map(EnclosureText.decode) ?? [],
                           categories: row[7].text.map { $0.split(separator: "\n").map(String.init) } ?? [], image: row[8].text)
    }

    private static func value(_ text: String?) -> SQLiteValue { text.map { .text($0) } ?? .null }
    private static func value(_ date: Date?) -> SQLiteValue { date.map { .real($0.timeIntervalSince1970) } ?? .null }
}

/// Enclosures in one text column: a line each, address, type and length separated by tabs
/// (none of which an address or a sanitized type holds).
enum EnclosureText {
    static func encode(_ enclosures: [KeptEnclosure]) -> String {
        enclosures.map { [$0.url, $0.type ?? "", $0.length.map(String.init) ?? ""].joined(separator: "\t") }.joined(separator: "\n")
    }

    static func decode(_ text: String) -> [KeptEnclosure] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let url = parts.first, !url.isEmpty else { return nil }
            return KeptEnclosure(url: String(url), type: parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil,
                                 length: parts.count > 2 ? Int64(parts[2]) : nil)
        }
    }
}
