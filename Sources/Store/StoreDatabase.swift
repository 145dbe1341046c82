import FoundationEssentials

/// One store's file for the whole run; every statement goes through it, so what can go wrong
/// with the file later is handled in one place, the same way as at launch:
/// - damage found by any statement (`SQLITE_CORRUPT`, `SQLITE_NOTADB`) moves the file aside,
///   starts a fresh one with what the old one still gives, and runs the statement again;
/// - a file replaced, moved or removed while Tidings runs (another copy moved it aside, the
///   user deleted it, a link was put in its place) is opened again by its name, with every
///   check of a launch;
/// - a write that fails is said once per kind of failure; after a full disk, a file-size limit
///   or a read-only file nothing more is written this run (the app remembers in memory).
/// Not Sendable: it lives inside its store's actor.
final class StoreDatabase {
    private let role: StoreNotice.Store
    private let path: String?
    private let schema: Schema
    private let salvages: Bool
    private let notices: StoreNotices
    /// PRAGMAs for this store's own use of the file, set on every connection it opens.
    private let tuning: [String]
    private var opened: OpenedStore
    private var writable: Bool
    private var reported: Set<StoreError.Kind> = []

    init(path: String?, schema: Schema, role: StoreNotice.Store, salvages: Bool, notices: StoreNotices, tuning: [String] = []) {
        self.path = path
        self.schema = schema
        self.role = role
        self.salvages = salvages
        self.notices = notices
        self.tuning = tuning
        opened = StoreFile.open(path: path, schema: schema, salvages: salvages)
        writable = opened.writable
        tune()
        announce(opened)
    }

    /// Runs a read; nil when it fails. Damage moves the file aside and the read runs once more
    /// on the fresh file.
    func read<T>(_ body: (SQLiteConnection) throws(StoreError) -> T) -> T? {
        followReplacement()
        do {
            return try body(opened.connection)
        } catch where error.kind == .corrupt {
            replaceDamaged()
            return try? body(opened.connection)
        } catch {
            return nil
        }
    }

    /// Runs `body` in one write transaction; returns whether it was kept.
    @discardableResult
    func write(_ body: (SQLiteConnection) throws(StoreError) -> Void) -> Bool {
        followReplacement()
        guard writable else { return false }
        do {
            try transaction(body)
            return true
        } catch where error.kind == .corrupt {
            replaceDamaged()
            guard writable else { return false }
            do {
                try transaction(body)
                return true
            } catch {
                failed(error)
                return false
            }
        } catch {
            failed(error)
            return false
        }
    }

    private func transaction(_ body: (SQLiteConnection) throws(StoreError) -> Void) throws(StoreError) {
        let connection = opened.connection
        try connection.transaction { () throws(StoreError) in try body(connection) }
    }

    private func failed(_ error: StoreError) {
        var kind = error.kind
        if kind == .other, error.code & 0xFF == 10, let resolved = opened.resolvedPath {
            // SQLITE_IOERR without the system's reason (SQLite does not keep errno for every
            // write): the file's folder and the process's limits tell.
            kind = WriteFailure.cause(writing: resolved)
        }
        switch kind {
        case .full, .sizeLimit, .readOnly, .corrupt, .link, .notOwned, .notAFile:
            // It will not get better by itself this run.
            writable = false
        case .busy, .cannotOpen, .other:
            break
        }
        if reported.insert(kind).inserted { post(.writeFailed(kind)) }
    }

    /// The name stands for another file than the one open (or for none): opened again.
    private func followReplacement() {
        guard let resolved = opened.resolvedPath, FileIdentity.current(at: resolved) != opened.identity else { return }
        release()
        opened = StoreFile.open(path: path, schema: schema, salvages: salvages)
        tune()
        writable = opened.writable
        announce(opened)
    }

    private func replaceDamaged() {
        guard let path else { return }
        let damaged = opened.identity
        // Closed before it is renamed, so nothing more is written to the damaged file.
        release()
        opened = StoreFile.replaceDamaged(path, schema: schema, salvages: salvages, damaged: damaged)
        tune()
        writable = opened.writable
        announce(opened)
    }

    private func tune() {
        for pragma in tuning { try? opened.connection.execute(pragma) }
    }

    /// Lets go of the file: a connection in memory stands in until the next one is open.
    private func release() {
        opened = StoreFile.memory(schema)
    }

    private func announce(_ store: OpenedStore) {
        guard let event = store.event else { return }
        switch event {
        case .notKept(let kind), .writeFailed(let kind):
            // Said once: a write failing later for the same reason adds nothing.
            guard reported.insert(kind).inserted else { return }
        case .movedAside, .newerVersion:
            break
        }
        post(event)
    }

    private func post(_ event: StoreNotice.Event) {
        notices.post(StoreNotice(store: role, file: path ?? "memory", event: event))
    }
}
