import Foundation

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
/// `$XDG_DATA_HOME/tidings/tidings.sqlite3`. Its calls run off the run loop (it is an actor);
/// a write that fails (a full disk) turns keeping off for the run rather than failing the app.
public actor ReadingStore {
    private let connection: SQLiteConnection
    private var notice: StoreNotice?
    private var keeping = true
    private let file: String?

    /// Opens the file (nil: in memory, for the demo and tests).
    public init(path: String?) {
        let (connection, notice) = StoreFile.open(path: path, schema: .reading)
        self.connection = connection
        self.notice = notice
        file = path
    }

    /// What happened to the file, once.
    public func takeNotice() -> StoreNotice? {
        defer { notice = nil }
        return notice
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

    /// Which of `ids` were read.
    public func readIDs(source: String, among ids: [String]) -> Set<String> {
        var found = Set<String>()
        // In slices: SQLite limits the number of parameters of one statement.
        for start in stride(from: 0, to: ids.count, by: 500) {
            let slice = Array(ids[start..<min(ids.count, start + 500)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ",")
            let rows = (try? connection.query("SELECT item_id FROM read_items WHERE source = ? AND item_id IN (\(marks))",
                                              [.text(source)] + slice.map { .text($0) })) ?? []
            for row in rows { if let id = row.first?.text { found.insert(id) } }
        }
        return found
    }

    /// Every item read, by source: small enough to hold on the run loop (one row per item
    /// opened), so drawing never waits on the store.
    public func allReadIDs() -> [String: Set<String>] {
        var all: [String: Set<String>] = [:]
        for row in (try? connection.query("SELECT source, item_id FROM read_items")) ?? [] {
            if let source = row[0].text, let id = row[1].text { all[source, default: []].insert(id) }
        }
        return all
    }

    // MARK: Comments seen

    /// How many comments were seen at the last visit of each discussion, by source.
    public func seenCounts() -> [String: [String: Int]] {
        var all: [String: [String: Int]] = [:]
        for row in (try? connection.query("SELECT source, item_id, comment_ids FROM seen_comments")) ?? [] {
            guard let source = row[0].text, let id = row[1].text, let ids = row[2].text else { continue }
            all[source, default: [:]][id] = ids.isEmpty ? 0 : ids.split(separator: " ").count
        }
        return all
    }

    /// The comment ids seen at the last visit of a discussion, or nil when never visited.
    public func seenComments(source: String, id: String) -> Set<String>? {
        guard let text = (try? connection.query("SELECT comment_ids FROM seen_comments WHERE source = ? AND item_id = ?",
                                                [.text(source), .text(id)]))?.first?.first?.text
        else { return nil }
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
        write("""
            INSERT INTO saved_items (source, item_id, title, url, discussion_url, saved_at) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, item_id) DO UPDATE SET title = excluded.title, url = excluded.url,
                discussion_url = excluded.discussion_url
            """,
              [.text(item.source), .text(item.id), .text(item.title), item.url.map { .text($0) } ?? .null,
               item.discussionURL.map { .text($0) } ?? .null, .real(item.savedAt.timeIntervalSince1970)])
    }

    public func unsave(source: String, id: String) {
        write("DELETE FROM saved_items WHERE source = ? AND item_id = ?", [.text(source), .text(id)])
    }

    /// Everything saved, newest first.
    public func savedItems() -> [SavedItem] {
        let rows = (try? connection.query("SELECT source, item_id, title, url, discussion_url, saved_at FROM saved_items ORDER BY saved_at DESC")) ?? []
        return rows.compactMap { row in
            guard row.count == 6, let source = row[0].text, let id = row[1].text, let title = row[2].text, let time = row[5].real else { return nil }
            return SavedItem(source: source, id: id, title: title, url: row[3].text, discussionURL: row[4].text,
                             savedAt: Date(timeIntervalSince1970: time))
        }
    }

    // MARK: Writing

    private func write(_ sql: String, _ values: [SQLiteValue]) {
        guard keeping else { return }
        do {
            _ = try connection.transaction { () throws(StoreError) in try connection.query(sql, values) }
        } catch where error.kind == .full || error.kind == .readOnly {
            keeping = false
            notice = .notKept(file: file ?? "memory", reason: error.kind)
        } catch {
            // A busy database after five seconds' wait, or a damaged page: this one write is
            // lost, the next may well succeed.
        }
    }
}
