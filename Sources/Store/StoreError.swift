#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong with a database or one of Tidings' own files, as facts; the app decides what
/// to tell the user.
public struct StoreError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Hashable {
        /// The file is not a database, or is damaged.
        case corrupt
        /// The file or its folder cannot be written.
        case readOnly
        /// The disk (or a quota) is full.
        case full
        /// The file has reached the largest size this process may write (a file-size limit).
        case sizeLimit
        /// Another process holds the database longer than the busy timeout.
        case busy
        case cannotOpen
        /// A link where one of Tidings' own files or folders should be: a symbolic link, or a
        /// file that has another name elsewhere (a hard link).
        case link
        /// It belongs to another user, or other users may change what is in it.
        case notOwned
        /// Something other than a regular file (a folder, a pipe, a device) has the file's name.
        case notAFile
        case other
    }

    public var kind: Kind
    /// SQLite's extended result code (0 for a check of Tidings' own) and message, for
    /// diagnostics (never user data).
    public var code: Int32
    public var message: String

    /// From SQLite's extended result code and, for I/O errors, the system's `errno` behind it.
    init(code: Int32, message: String, systemError: Int32 = 0) {
        self.code = code
        self.message = message
        switch code & 0xFF {
        case 11, 26: kind = .corrupt  // SQLITE_CORRUPT, SQLITE_NOTADB
        case 8: kind = .readOnly  // SQLITE_READONLY
        case 13: kind = .full  // SQLITE_FULL
        case 5, 6: kind = .busy  // SQLITE_BUSY, SQLITE_LOCKED
        case 14:  // SQLITE_CANTOPEN; SQLITE_CANTOPEN_SYMLINK is a link on the way to the file
            kind = code == 14 | (6 << 8) ? .link : (systemError == 0 ? .cannotOpen : Self.kind(errno: systemError, otherwise: .cannotOpen))
        case 10:  // SQLITE_IOERR: the system's reason says more (a write past a file-size limit)
            kind = Self.kind(errno: systemError, otherwise: .other)
        default: kind = .other
        }
    }

    /// A problem Tidings found itself, checking a file or folder before SQLite sees it.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.code = 0
        self.message = message
    }

    /// A failed system call on one of Tidings' own files.
    init(errno number: Int32, doing what: String) {
        self.init(kind: Self.kind(errno: number, otherwise: .cannotOpen), message: what + ": " + String(cString: strerror(number)))
    }

    static func kind(errno number: Int32, otherwise: Kind) -> Kind {
        switch number {
        case ENOSPC, EDQUOT: .full
        case EFBIG: .sizeLimit
        case EROFS, EACCES, EPERM: .readOnly
        case ELOOP, EMLINK: .link
        case ENOTDIR, EISDIR, ENXIO: .notAFile
        default: otherwise
        }
    }
}
