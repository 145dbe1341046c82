import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command to completion with posix_spawn and waitpid. Foundation's Process is not used
/// because its exit monitoring can miss a child that forks a daemon (as `tmux new-session` does).
enum ChildProcess {
    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `argv` (looked up on PATH) with stdin from /dev/null and stdout+stderr into a file;
    /// returns the exit status.
    static func run(_ argv: [String], outputPath: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Test runners block or ignore signals on their threads; the child (and the tmux server
        // and app under it) must start with the defaults, like a shell would give them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, environ)
        guard spawned == 0 else { throw SpawnFailure(description: "could not start \(argv[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnFailure(description: "waitpid failed: \(errno)") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
