import FoundationEssentials

/// A page being written: its parts are kept as they come, and it replaces the copy under its
/// key only once it is finished, so a transfer that breaks never costs the copy before it.
public struct PageDraft: Sendable, Hashable {
    let id: Int64
}

extension PageCache {
    /// A draft left by a run that ended while writing it is this old before it is cleared (a
    /// younger one may be another running copy's).
    static let abandonedDraftAge: TimeInterval = 3_600

    /// Starts a page; nil when nothing can be written.
    public func beginPage(startedAt: Date = Date()) -> PageDraft? {
        var id: Int64?
        let time = startedAt.timeIntervalSince1970
        let clearsOld = !clearedOldDrafts
        clearedOldDrafts = true
        database.write { connection throws(StoreError) in
            if clearsOld {
                let old = "SELECT id FROM pages WHERE key IS NULL AND fetched_at < ?"
                let cutoff: [SQLiteValue] = [.real(time - Self.abandonedDraftAge)]
                try connection.query("DELETE FROM page_parts WHERE page IN (\(old))", cutoff)
                try connection.query("DELETE FROM pages WHERE id IN (\(old))", cutoff)
            }
            id = try connection.query("INSERT INTO pages (key, fetched_at, used_at, size) VALUES (NULL, ?, ?, 0) RETURNING id",
                                      [.real(time), .real(time)]).first?.first?.integer
        }
        guard let id else { return nil }
        drafts[id] = (0, 0)
        return PageDraft(id: id)
    }

    /// Adds the next part (at most `partBytes`); false when the draft is no more (a write failed,
    /// it grew past the whole cache), and then it is dropped.
    @discardableResult
    public func append(_ bytes: Data, to draft: PageDraft) -> Bool {
        guard let progress = drafts[draft.id] else { return false }
        guard progress.bytes + bytes.count <= maximumBytes else {
            abandonPage(draft)
            return false
        }
        let kept = database.write { connection throws(StoreError) in
            try connection.query("INSERT INTO page_parts (page, part, bytes) VALUES (?, ?, ?)",
                                 [.integer(draft.id), .integer(Int64(progress.parts)), .blob(bytes)])
        }
        guard kept else {
            abandonPage(draft)
            return false
        }
        drafts[draft.id] = (progress.parts + 1, progress.bytes + bytes.count)
        return true
    }

    /// The draft becomes the page kept under `key`, in place of the one before; false when it
    /// could not be (the draft is gone, the write failed).
    @discardableResult
    public func finishPage(_ draft: PageDraft, as key: String, fetchedAt: Date = Date()) -> Bool {
        guard let progress = drafts.removeValue(forKey: draft.id) else { return false }
        let time = fetchedAt.timeIntervalSince1970
        let limit = maximumBytes
        var present = false
        let kept = database.write { connection throws(StoreError) in
            // The file may have been replaced meanwhile (damage, another copy moved it aside).
            present = try connection.query("SELECT 1 FROM pages WHERE id = ? AND key IS NULL", [.integer(draft.id)]).isEmpty == false
            guard present else { return }
            for row in try connection.query("SELECT id FROM pages WHERE key = ?", [.text(key)]) {
                if let old = row.first?.integer { try Self.deletePage(old, connection) }
            }
            try connection.query("UPDATE pages SET key = ?, fetched_at = ?, used_at = ?, size = ? WHERE id = ?",
                                 [.text(key), .real(time), .real(time), .integer(Int64(progress.bytes)), .integer(draft.id)])
            try Self.evict(connection, limit: limit)
        }
        return kept && present
    }

    /// Drops a draft and what it has written.
    public func abandonPage(_ draft: PageDraft) {
        drafts[draft.id] = nil
        database.write { connection throws(StoreError) in
            try connection.query("DELETE FROM page_parts WHERE page = ?", [.integer(draft.id)])
            try connection.query("DELETE FROM pages WHERE id = ? AND key IS NULL", [.integer(draft.id)])
        }
    }
}
