import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The reader's corpus pages are stored gzipped; `gzip -dc` unpacks one. Spawned and waited
/// for by hand: Foundation's Process now and then never sees a quick child exit, and its
/// `waitUntilExit` then blocks forever (a corpus run of 5,000 pages hung on one).
public enum GzipFile {
    /// The unpacked bytes of `file`, or nil when gzip cannot be started or says the file is
    /// not gzip.
    public static func contents(of file: URL) -> Data? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        let argv = ["gzip", "-dc", file.path]
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cArguments, environ)
        close(writeEnd)
        defer { close(readEnd) }
        guard spawned == 0 else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                data.append(buffer, count: count)
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS == 0, which Swift cannot import as macros.
        return status == 0 ? data : nil
    }
}
