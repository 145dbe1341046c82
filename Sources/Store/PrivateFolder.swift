import FoundationEssentials
import TidingsText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of Tidings' own (`tidings/`, `tidings/drafts/`) below a folder the user chose
/// (`$XDG_DATA_HOME`, `~/.local/state`). The user's folder is taken as it is, links and all: it
/// is theirs to arrange. Below it nothing is followed: each of Tidings' own folders must be a
/// real folder of this user (or of root), which other users cannot change, and each file in it
/// a regular file of this user with no other name. Anything else is refused, never written
/// through.
public struct PrivateFolder: Sendable, Equatable {
    /// The user's folder.
    public let base: String
    /// Tidings' own folders below it, outermost first.
    public let components: [String]

    public init(base: String, components: [String]) {
        self.base = base
        self.components = components
    }

    /// The folder that holds `file`: that last folder is Tidings' own, the rest the user's.
    public init(holding file: String) {
        let folder = PathText.folder(of: file)
        let parent = PathText.folder(of: folder)
        self.init(base: parent.isEmpty ? "." : parent, components: [PathText.name(of: folder)])
    }

    /// The folder as the user knows it, for messages.
    public var path: String {
        ([base.hasSuffix("/") ? String(base.dropLast()) : base] + components).joined(separator: "/")
    }

    /// Opens the folder, creating what is missing when `creating` (Tidings' own folders with
    /// mode 0700); nil when it does not exist and is not to be created.
    public func open(creating: Bool) throws(StoreError) -> OpenFolder? {
        if creating, !FileManager.default.fileExists(atPath: base) {
            do {
                try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError(kind: .readOnly, message: "cannot create the folder")
            }
        }
        var descriptor = systemOpen(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT, !creating { return nil }
            throw StoreError(errno: errno, doing: "opening the folder")
        }
        guard let resolved = realpath(base, nil) else {
            close(descriptor)
            throw StoreError(errno: errno, doing: "resolving the folder")
        }
        var real = String(cString: resolved)
        free(resolved)
        for component in components {
            if creating, mkdirat(descriptor, component, 0o700) != 0, errno != EEXIST {
                let failure = errno
                close(descriptor)
                throw StoreError(errno: failure, doing: "creating the folder")
            }
            let child = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(descriptor)
            guard child >= 0 else {
                if failure == ENOENT, !creating { return nil }
                // O_NOFOLLOW: a symbolic link in its place fails to open, whatever it points to.
                throw StoreError(kind: failure == ENOTDIR ? Self.linkOrNotAFolder(component, in: real) : StoreError.kind(errno: failure, otherwise: .cannotOpen),
                                 message: "opening the folder")
            }
            descriptor = child
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                close(descriptor)
                throw StoreError(errno: errno, doing: "checking the folder")
            }
            let owner = status.st_uid
            let othersMayChange = status.st_mode & 0o022 != 0 && status.st_mode & UInt32(S_ISVTX) == 0
            guard owner == geteuid() || owner == 0, !othersMayChange else {
                close(descriptor)
                throw StoreError(kind: .notOwned, message: "the folder belongs to another user, or others may change it")
            }
            real += "/" + component
        }
        return OpenFolder(descriptor: descriptor, resolvedPath: real)
    }

    /// ENOTDIR from a no-follow open: a symbolic link (to anything) or a plain file.
    private static func linkOrNotAFolder(_ name: String, in folder: String) -> StoreError.Kind {
        var status = stat()
        guard lstat(folder + "/" + name, &status) == 0 else { return .notAFile }
        return status.st_mode & S_IFMT == S_IFLNK ? .link : .notAFile
    }
}

/// Which file a name stood for when it was checked, to tell later whether it was replaced.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    /// The file `path` names now, its last component not followed; nil when there is none.
    static func current(at path: String) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}

/// One of Tidings' own folders, open: every file in it is reached through the folder's
/// descriptor, never by following a link.
public final class OpenFolder {
    private let descriptor: Int32
    /// The folder's path with the user's links resolved, so that a path to a file in it holds
    /// no link at all (SQLite refuses any with `SQLITE_OPEN_NOFOLLOW`).
    let resolvedPath: String

    init(descriptor: Int32, resolvedPath: String) {
        self.descriptor = descriptor
        self.resolvedPath = resolvedPath
    }

    deinit {
        close(descriptor)
    }

    /// A file checked (and made 0600) before anyone opens it by name; nil when missing and not
    /// to be created. `writable` is false for a file this user may only read.
    struct CheckedFile {
        var identity: FileIdentity
        var writable: Bool
    }

    func check(_ name: String, creating: Bool) throws(StoreError) -> CheckedFile? {
        // Non-blocking: a pipe under the file's name must not hold Tidings at its open.
        let flags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var writable = true
        var file = openat(descriptor, name, O_RDWR | flags | (creating ? O_CREAT : 0), 0o600)
        if file < 0, errno == EACCES || errno == EROFS {
            writable = false
            file = openat(descriptor, name, O_RDONLY | flags)
        }
        guard file >= 0 else {
            if errno == ENOENT { return nil }
            throw StoreError(errno: errno, doing: "opening the file")
        }
        defer { close(file) }
        let status = try Self.checkRegular(file)
        if writable, status.st_mode & 0o777 != 0o600 { fchmod(file, 0o600) }
        return CheckedFile(identity: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)), writable: writable)
    }

    /// A regular file of this user with one name, or the reason it is not.
    private static func checkRegular(_ file: Int32) throws(StoreError) -> stat {
        var status = stat()
        guard fstat(file, &status) == 0 else { throw StoreError(errno: errno, doing: "checking the file") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw StoreError(kind: .notAFile, message: "not a regular file") }
        guard status.st_uid == geteuid() else { throw StoreError(kind: .notOwned, message: "the file belongs to another user") }
        // A second name elsewhere: writing here would change that file too.
        guard status.st_nlink <= 1 else { throw StoreError(kind: .link, message: "the file has another name (a hard link)") }
        return status
    }

    /// The file's contents, at most `limit` bytes (nil when there is no such file or it is
    /// larger than that).
    public func read(_ name: String, limit: Int) throws(StoreError) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ENOENT { return nil }
            throw StoreError(errno: errno, doing: "opening the file")
        }
        defer { close(file) }
        let status = try Self.checkRegular(file)
        guard Int(status.st_size) <= limit else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { systemRead(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw StoreError(errno: errno, doing: "reading the file") }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data.count <= limit ? data : nil
    }

    /// Replaces the file with `data` in one step: written to a new private file (created here,
    /// never opened through a link), flushed, then renamed over the old name, so a reader sees
    /// the old contents or the new, and a link under that name is replaced, not written through.
    public func write(_ name: String, _ data: Data) throws(StoreError) {
        let temporary = ".\(name).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw StoreError(errno: errno, doing: "creating the file") }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(file, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : EIO
                    return
                }
                offset += count
            }
        }
        if failure == 0, fsync(file) != 0 { failure = errno }
        if close(file) != 0, failure == 0 { failure = errno }
        if failure == 0, renameat(descriptor, temporary, descriptor, name) != 0 { failure = errno }
        guard failure != 0 else { return }
        unlinkat(descriptor, temporary, 0)
        throw StoreError(errno: failure, doing: "writing the file")
    }

    /// Removes the name (a link is removed itself, never what it points to).
    public func remove(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Renames a file within the folder.
    func rename(_ name: String, to newName: String) throws(StoreError) {
        guard renameat(descriptor, name, descriptor, newName) == 0 else { throw StoreError(errno: errno, doing: "renaming the file") }
    }

    /// Whether something has this name, without following it.
    func exists(_ name: String) -> Bool {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
    }
}

// The system calls by names of their own: the types above have methods called open, read
// and write.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(file, buffer, count) }
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(file, buffer, count) }
