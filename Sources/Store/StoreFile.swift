import Foundation

/// Opens a store's file ready for use: its folder made private, WAL journaling (readers never
/// wait for a writer), the schema migrated. A file that is not a database is moved aside as
/// `NAME.corrupt-TIME` and a fresh one is made; a file that cannot be written falls back to a
/// database in memory for the run. Either way the caller gets a working connection.
enum StoreFile {
    static func open(path: String?, schema: Schema, now: Date = Date()) -> (SQLiteConnection, StoreNotice?) {
        guard let path else { return (memory(schema), nil) }
        do {
            return (try openFile(path, schema: schema), nil)
        } catch let error where error.kind == .corrupt {
            let aside = path + ".corrupt-" + Self.stamp(now)
            do {
                try FileManager.default.moveItem(atPath: path, toPath: aside)
                for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
                return (try openFile(path, schema: schema), .movedAside(file: path, to: aside))
            } catch let second as StoreError {
                return (memory(schema), .notKept(file: path, reason: second.kind))
            } catch {
                return (memory(schema), .notKept(file: path, reason: .readOnly))
            }
        } catch {
            return (memory(schema), .notKept(file: path, reason: error.kind == .other ? .cannotOpen : error.kind))
        }
    }

    private static func openFile(_ path: String, schema: Schema) throws(StoreError) -> SQLiteConnection {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError(code: 14, message: "cannot create the folder")
            }
        }
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA journal_mode = WAL")
        // With WAL, NORMAL never corrupts the file; a power cut may lose the last write, which
        // for reading history and kept pages is a fair trade for not waiting on the disk.
        try connection.execute("PRAGMA synchronous = NORMAL")
        try schema.migrate(connection)
        // Private to the user: reading history is nobody else's business.
        chmod(path, 0o600)
        return connection
    }

    private static func memory(_ schema: Schema) -> SQLiteConnection {
        // An in-memory database cannot fail to open or migrate short of running out of memory.
        let connection = try! SQLiteConnection(path: nil)
        try? schema.migrate(connection)
        return connection
    }

    /// "20261130T071500Z": sortable and safe in a file name.
    static func stamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        return formatter.string(from: date).replacingOccurrences(of: ":", with: "").replacingOccurrences(of: "-", with: "")
    }
}
