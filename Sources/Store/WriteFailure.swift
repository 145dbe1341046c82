import FoundationEssentials
import TidingsText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why writing a store's file failed when SQLite could only say "disk I/O error": a disk with
/// no room left, or a file-size limit (`ulimit -f`, RLIMIT_FSIZE) the file or its WAL has
/// reached; otherwise the error stays unexplained.
enum WriteFailure {
    /// Room a write needs at least: a WAL frame of the default page size, and its header.
    static let room: UInt64 = 4_096 + 24

    static func cause(writing path: String) -> StoreError.Kind {
        let folder = PathText.folder(of: path)
        var disk = statvfs()
        if statvfs(folder, &disk) == 0, UInt64(disk.f_bavail) * UInt64(disk.f_frsize) < room {
            return .full
        }
        var limit = rlimit()
        // RLIM_INFINITY is all ones on Linux and Int64.max on macOS: anything that large is no limit.
        if getrlimit(resourceFileSize, &limit) == 0, limit.rlim_cur < rlim_t(Int64.max) {
            let largest = ["", "-wal", "-shm"].compactMap { size(of: path + $0) }.max() ?? 0
            if largest + room > UInt64(limit.rlim_cur) { return .sizeLimit }
        }
        return .other
    }

    #if canImport(Glibc)
    private static let resourceFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
    private static let resourceFileSize = RLIMIT_FSIZE
    #endif

    private static func size(of path: String) -> UInt64? {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_size) : nil
    }
}
