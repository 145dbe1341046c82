import FoundationEssentials
import TidingsText
import Glibc

/// A store's file, opened ready for use.
struct OpenedStore {
    let connection: SQLiteConnection
    /// The file the name stood for when it was opened (nil in memory), to tell later whether
    /// something else has taken its place.
    let identity: FileIdentity?
    /// The file's path with the user's links resolved: the name SQLite opened.
    let resolvedPath: String?
    /// False when nothing may be written to it this run (a newer or read-only file).
    let writable: Bool
    /// What to tell the user about it, if anything.
    var event: StoreNotice.Event?
}

/// Opens a store's file ready for use: its folder and file checked (`PrivateFolder`: no links,
/// this user's, mode 0600 before SQLite creates its `-wal` and `-shm` beside it), WAL
/// journaling (readers never wait for a writer), the schema migrated. A damaged file, or one
/// whose schema version is below zero or lacks a table, is moved aside as `NAME.corrupt-TIME`
/// and a fresh one made; a file from a later Tidings is read but not written; a file that
/// cannot be used falls back to a database in memory for the run. Either way the caller gets a
/// working connection.
enum StoreFile {
    static func open(path: String?, schema: Schema, salvages: Bool, now: Date = Date()) -> OpenedStore {
        guard let path else { return memory(schema) }
        do {
            return try openFile(path, schema: schema)
        } catch let error where error.kind == .corrupt {
            return replaceDamaged(path, schema: schema, salvages: salvages, now: now, damaged: nil)
        } catch {
            return memory(schema, event: .notKept(error.kind == .other ? .cannotOpen : error.kind))
        }
    }

    private static func openFile(_ path: String, schema: Schema) throws(StoreError) -> OpenedStore {
        guard let folder = try PrivateFolder(holding: path).open(creating: true) else {
            throw StoreError(kind: .cannotOpen, message: "no folder")
        }
        let name = PathText.name(of: path)
        // SQLite opens these by name beside the file: no link may stand in for them either,
        // and they are private like it (SQLite gives new ones the file's mode).
        for suffix in ["-wal", "-shm"] { _ = try folder.check(name + suffix, creating: false) }
        guard let checked = try folder.check(name, creating: true) else {
            throw StoreError(kind: .cannotOpen, message: "the file vanished")
        }
        let resolved = folder.resolvedPath + "/" + name
        let connection = try SQLiteConnection(path: resolved, readOnly: !checked.writable)
        // Damage found on any page read is reported rather than read as data.
        try connection.execute("PRAGMA cell_size_check = ON")
        let version = try connection.userVersion
        guard version >= 0 else { throw StoreError(code: 11, message: "negative schema version") }
        guard version <= schema.version else {
            // A later Tidings wrote it: its rows are read as far as this code understands
            // them, and nothing is written, so that Tidings finds its file as it left it.
            try connection.execute("PRAGMA query_only = ON")
            return OpenedStore(connection: connection, identity: checked.identity, resolvedPath: resolved, writable: false,
                               event: .newerVersion(version))
        }
        guard checked.writable else {
            try connection.execute("PRAGMA query_only = ON")
            return OpenedStore(connection: connection, identity: checked.identity, resolvedPath: resolved, writable: false,
                               event: .notKept(.readOnly))
        }
        try connection.execute("PRAGMA journal_mode = WAL")
        // With WAL, NORMAL never corrupts the file; a power cut may lose the last write, which
        // for reading history and kept pages is a fair trade for not waiting on the disk.
        try connection.execute("PRAGMA synchronous = NORMAL")
        try schema.migrate(connection)
        try checkTables(connection, schema)
        return OpenedStore(connection: connection, identity: checked.identity, resolvedPath: resolved, writable: true, event: nil)
    }

    /// An up-to-date file has every table; one without is damaged, whatever its version says.
    private static func checkTables(_ connection: SQLiteConnection, _ schema: Schema) throws(StoreError) {
        var present = Set<String>()
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { row in
            if let name = row.first?.text { present.insert(name) }
        }
        for table in schema.tables where !present.contains(table.name) {
            throw StoreError(code: 11, message: "a table is missing")
        }
    }

    /// Moves a damaged file aside (with its WAL, which holds its latest writes), starts a fresh
    /// one and, when `salvages`, copies into it what the old one still gives. `damaged` is the
    /// file found damaged while running: if its name already stands for another file (another
    /// copy of Tidings moved it aside first), that file is opened instead.
    static func replaceDamaged(_ path: String, schema: Schema, salvages: Bool, now: Date = Date(),
                               damaged: FileIdentity?) -> OpenedStore {
        let name = PathText.name(of: path)
        var moved = false
        do throws(StoreError) {
            guard let folder = try PrivateFolder(holding: path).open(creating: false) else {
                throw StoreError(kind: .cannotOpen, message: "no folder")
            }
            var asideName: String?
            if damaged == nil || FileIdentity.current(at: folder.resolvedPath + "/" + name) == damaged {
                var candidate = name + ".corrupt-" + stamp(now)
                var number = 1
                // Never over an earlier one: each damaged file is kept.
                while folder.exists(candidate) || folder.exists(candidate + "-wal") {
                    number += 1
                    candidate = name + ".corrupt-" + stamp(now) + "-\(number)"
                }
                try folder.rename(name, to: candidate)
                if folder.exists(name + "-wal") { try? folder.rename(name + "-wal", to: candidate + "-wal") }
                folder.remove(name + "-shm")
                asideName = candidate
            }
            moved = true
            var fresh = try openFile(path, schema: schema)
            guard let asideName else { return fresh }
            if salvages, fresh.writable {
                Salvage.copy(from: folder.resolvedPath + "/" + asideName, into: fresh.connection, schema: schema)
            }
            let shownFolder = PathText.folder(of: path)
            fresh.event = .movedAside(to: shownFolder.isEmpty ? asideName : shownFolder + "/" + asideName)
            return fresh
        } catch {
            // Not moved: the damaged file stays as it was (`.corrupt` says so); moved, the
            // fresh file could not be made, for its own reason.
            return memory(schema, event: .notKept(moved || error.kind == .link || error.kind == .notOwned ? error.kind : .corrupt))
        }
    }

    static func memory(_ schema: Schema, event: StoreNotice.Event? = nil) -> OpenedStore {
        // An in-memory database cannot fail to open or migrate short of running out of memory.
        let connection = try! SQLiteConnection(path: nil)
        try? schema.migrate(connection)
        return OpenedStore(connection: connection, identity: nil, resolvedPath: nil, writable: true, event: event)
    }

    /// "20261130T071500Z": sortable and safe in a file name.
    static func stamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
