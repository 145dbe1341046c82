import FoundationEssentials

/// An item kept with `s`.
public struct SavedItem: Sendable, Equatable {
    /// The source's id ("hn").
    public var source: String
    public var id: String
    public var title: String
    public var url: String?
    public var discussionURL: String?
    public var savedAt: Date

    public init(source: String, id: String, title: String, url: String?, discussionURL: String? = nil, savedAt: Date) {
        self.source = source
        self.id = id
        self.title = title
        self.url = url
        self.discussionURL = discussionURL
        self.savedAt = savedAt
    }
}

/// The user's own data — what was read, the comments seen at the last visit, saved items — in
/// `$XDG_DATA_HOME/tidings/tidings.sqlite3`. Its calls run off the run loop (it is an actor).
/// Trouble with the file never fails the app (see `StoreDatabase`): it is posted as a notice,
/// which the run loop takes without waiting for the store.
public actor ReadingStore {
    let database: StoreDatabase
    private nonisolated let notices: StoreNotices

    /// Opens the file (nil: in memory, for the demo and tests). `onNotice` is called, on any
    /// thread, whenever a notice is waiting to be taken.
    public init(path: String?, onNotice: @escaping @Sendable () -> Void = {}) {
        let notices = StoreNotices(posted: onNotice)
        self.notices = notices
        database = StoreDatabase(path: path, schema: .reading, role: .reading, salvages: true, notices: notices)
    }

    /// What happened to the file since the last call, oldest first; each notice once.
    public nonisolated func takeNotices() -> [StoreNotice] {
        notices.take()
    }

    // MARK: Read markers

    public func markOpened(source: String, id: String, at date: Date = Date()) {
        write("INSERT INTO read_items (source, item_id, opened_at) VALUES (?, ?, ?) ON CONFLICT (source, item_id) DO UPDATE SET opened_at = excluded.opened_at",
              [.text(source), .text(id), .real(date.timeIntervalSince1970)])
    }

    public func setRead(_ read: Bool, source: String, id: String, at date: Date = Date()) {
        if read {
            markOpened(source: source, id: id, at: date)
        } else {
            write("DELETE FROM read_items WHERE source = ? AND item_id = ?", [.text(source), .text(id)])
        }
    }

    /// Marks many items read or unread in one transaction (a list caught up at once), a few
    /// hundred to a statement.
    public func setRead(_ read: Bool, source: String, ids: [String], at date: Date = Date()) {
        guard !ids.isEmpty else { return }
        database.write { connection throws(StoreError) in
            for start in stride(from: 0, to: ids.count, by: 300) {
                let slice = ids[start..<min(ids.count, start + 300)]
                if read {
                    let marks = Array(repeating: "(?, ?, ?)", count: slice.count).joined(separator: ", ")
                    try connection.query("INSERT INTO read_items (source, item_id, opened_at) VALUES \(marks) ON CONFLICT (source, item_id) DO NOTHING",
                                         slice.flatMap { [SQLiteValue.text(source), .text($0), .real(date.timeIntervalSince1970)] })
                } else {
                    let marks = Array(repeating: "?", count: slice.count).joined(separator: ", ")
                    try connection.query("DELETE FROM read_items WHERE source = ? AND item_id IN (\(marks))",
                                         [.text(source)] + slice.map { .text($0) })
                }
            }
        }
    }

    /// Which of `ids` were read.
    public func readIDs(source: String, among ids: [String]) -> Set<String> {
        var found = Set<String>()
        // In slices: SQLite limits the number of parameters of one statement.
        for start in stride(from: 0, to: ids.count, by: 500) {
            let slice = Array(ids[start..<min(ids.count, start + 500)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ",")
            let rows = database.read { connection throws(StoreError) in
                try connection.query("SELECT item_id FROM read_items WHERE source = ? AND item_id IN (\(marks))",
                                     [.text(source)] + slice.map { .text($0) })
            } ?? []
            for row in rows { if let id = row.first?.text { found.insert(id) } }
        }
        return found
    }

    /// Every item read, by source: small enough to hold on the run loop (one row per item
    /// opened), so drawing never waits on the store.
    public func allReadIDs() -> [String: Set<String>] {
        var all: [String: Set<String>] = [:]
        for row in database.read({ connection throws(StoreError) in try connection.query("SELECT source, item_id FROM read_items") }) ?? [] {
            if let source = row[0].text, let id = row[1].text { all[source, default: []].insert(id) }
        }
        return all
    }

    // MARK: Comments seen

    /// How many comments were seen at the last visit of each discussion, by source.
    public func seenCounts() -> [String: [String: Int]] {
        var all: [String: [String: Int]] = [:]
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT source, item_id, comment_ids FROM seen_comments")
        } ?? []
        for row in rows {
            guard let source = row[0].text, let id = row[1].text, let ids = row[2].text else { continue }
            all[source, default: [:]][id] = ids.isEmpty ? 0 : ids.split(separator: " ").count
        }
        return all
    }

    /// The comment ids seen at the last visit of a discussion, or nil when never visited.
    public func seenComments(source: String, id: String) -> Set<String>? {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT comment_ids FROM seen_comments WHERE source = ? AND item_id = ?", [.text(source), .text(id)])
        }
        guard let text = rows?.first?.first?.text else { return nil }
        return Set(text.split(separator: " ").map(String.init))
    }

    /// Records the comments shown now and returns those seen at the visit before (nil: never
    /// visited), in one step, so no other write can come between the two.
    public func replaceSeenComments(source: String, id: String, ids: [String]) -> Set<String>? {
        let before = seenComments(source: source, id: id)
        recordSeenComments(source: source, id: id, ids: ids)
        return before
    }

    public func recordSeenComments(source: String, id: String, ids: [String]) {
        write("INSERT INTO seen_comments (source, item_id, comment_ids) VALUES (?, ?, ?) ON CONFLICT (source, item_id) DO UPDATE SET comment_ids = excluded.comment_ids",
              [.text(source), .text(id), .text(ids.joined(separator: " "))])
    }

    // MARK: Saved items

    public func save(_ item: SavedItem) {
        write(Self.saveStatement, Self.values(item))
    }

    private static let saveStatement = """
        INSERT INTO saved_items (source, item_id, title, url, discussion_url, saved_at) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (source, item_id) DO UPDATE SET title = excluded.title, url = excluded.url,
            discussion_url = excluded.discussion_url
        """

    private static func values(_ item: SavedItem) -> [SQLiteValue] {
        [.text(item.source), .text(item.id), .text(item.title), item.url.map { .text($0) } ?? .null,
         item.discussionURL.map { .text($0) } ?? .null, .real(item.savedAt.timeIntervalSince1970)]
    }

    public func unsave(source: String, id: String) {
        write("DELETE FROM saved_items WHERE source = ? AND item_id = ?", [.text(source), .text(id)])
    }

    /// Everything saved, newest first.
    public func savedItems() -> [SavedItem] {
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT source, item_id, title, url, discussion_url, saved_at FROM saved_items ORDER BY saved_at DESC")
        } ?? []
        return rows.compactMap { row in
            guard row.count == 6, let source = row[0].text, let id = row[1].text, let title = row[2].text, let time = row[5].real else { return nil }
            return SavedItem(source: source, id: id, title: title, url: row[3].text, discussionURL: row[4].text,
                             savedAt: Date(timeIntervalSince1970: time))
        }
    }

    /// Writes back, in one transaction, what the app remembers: after a damaged file was
    /// replaced by a fresh one, nothing read or saved this run is lost with it.
    public func restore(read: [String: Set<String>], saved: [SavedItem], at date: Date = Date()) {
        database.write { connection throws(StoreError) in
            for (source, ids) in read {
                for id in ids {
                    try connection.query("INSERT OR IGNORE INTO read_items (source, item_id, opened_at) VALUES (?, ?, ?)",
                                         [.text(source), .text(id), .real(date.timeIntervalSince1970)])
                }
            }
            for item in saved { try connection.query(Self.saveStatement, Self.values(item)) }
        }
    }

    // MARK: Writing

    /// A failure is a notice (once per kind); the caller's memory still has the change.
    private func write(_ sql: String, _ values: [SQLiteValue]) {
        database.write { connection throws(StoreError) in try connection.query(sql, values) }
    }
}
