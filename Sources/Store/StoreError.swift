/// What went wrong with a database, in SQLite's terms; the app decides what to tell the user.
public struct StoreError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The file is not a database, or is damaged.
        case corrupt
        /// The file or its folder cannot be written.
        case readOnly
        /// The disk (or a quota) is full.
        case full
        /// Another process holds the database longer than the busy timeout.
        case busy
        case cannotOpen
        case other
    }

    public var kind: Kind
    /// SQLite's extended result code and message, for diagnostics (never user data).
    public var code: Int32
    public var message: String

    init(code: Int32, message: String) {
        self.code = code
        self.message = message
        switch code & 0xFF {
        case 11, 26: kind = .corrupt  // SQLITE_CORRUPT, SQLITE_NOTADB
        case 8: kind = .readOnly  // SQLITE_READONLY
        case 13: kind = .full  // SQLITE_FULL
        case 5, 6: kind = .busy  // SQLITE_BUSY, SQLITE_LOCKED
        case 14: kind = .cannotOpen  // SQLITE_CANTOPEN
        default: kind = .other
        }
    }
}
