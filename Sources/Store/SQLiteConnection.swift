import CSQLite
import FoundationEssentials

/// One SQLite connection. Not Sendable: each store keeps its connection inside an actor, so it
/// is used from one place at a time. Every value is bound as a parameter, never spliced into
/// SQL.
final class SQLiteConnection {
    private let handle: OpaquePointer

    /// Opens (creating if needed) the database at `path`, or an in-memory one for nil. A link
    /// anywhere on the path is refused (`StoreError.Kind.link`): callers hand over a path with
    /// the user's own links already resolved, so a link can only be one planted below it.
    init(path: String?, readOnly: Bool = false) throws(StoreError) {
        var opened: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(path ?? ":memory:", &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let system = opened.map { sqlite3_system_errno($0) } ?? 0
            if let opened { sqlite3_close(opened) }
            throw StoreError(code: status, message: message, systemError: system)
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        // Another copy of Tidings may be writing: wait for it rather than fail.
        sqlite3_busy_timeout(handle, 5_000)
        let distrust = tidings_sqlite_distrust_schema(handle)
        guard distrust == SQLITE_OK else {
            sqlite3_close_v2(handle)
            throw StoreError(code: distrust, message: "cannot limit what the file's schema may do")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    private func error(_ status: Int32) -> StoreError {
        StoreError(code: status, message: String(cString: sqlite3_errmsg(handle)), systemError: sqlite3_system_errno(handle))
    }

    /// Runs statements that take no parameters and return nothing (schema, pragmas).
    func execute(_ sql: String) throws(StoreError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status) }
    }

    /// Runs one statement with parameters; returns its rows.
    @discardableResult
    func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(StoreError) -> [[SQLiteValue]] {
        var rows: [[SQLiteValue]] = []
        try query(sql, parameters) { rows.append($0) }
        return rows
    }

    /// Runs one statement, handing each row to `each` as it is read, so that rows read before a
    /// damaged page stops the statement are not lost with the error.
    func query(_ sql: String, _ parameters: [SQLiteValue] = [], each: ([SQLiteValue]) -> Void) throws(StoreError) {
        var prepared: OpaquePointer?
        var status = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard status == SQLITE_OK, let statement = prepared else { throw error(status) }
        defer { sqlite3_finalize(statement) }
        for (index, value) in parameters.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: status = sqlite3_bind_null(statement, position)
            case .integer(let number): status = sqlite3_bind_int64(statement, position, number)
            case .real(let number): status = sqlite3_bind_double(statement, position, number)
            case .text(let text): status = sqlite3_bind_text(statement, position, text, -1, tidings_sqlite_transient())
            case .blob(let data):
                status = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, position, bytes.baseAddress, Int32(bytes.count), tidings_sqlite_transient())
                }
            }
            guard status == SQLITE_OK else { throw error(status) }
        }
        while true {
            status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw error(status) }
            each((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    /// Runs `body` in a write transaction taken at once (BEGIN IMMEDIATE), so two processes
    /// writing never deadlock: the second waits its turn under the busy timeout.
    func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var userVersion: Int {
        get throws(StoreError) {
            guard case .integer(let version)? = try query("PRAGMA user_version").first?.first else { return 0 }
            return Int(version)
        }
    }
}

/// A value bound to or read from a statement.
enum SQLiteValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    var blob: Data? {
        if case .blob(let value) = self { return value }
        return nil
    }
}
