import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens links in the user's browser: `$BROWSER` (a colon-separated list of commands, `%s`
/// standing for the URL) or the platform's opener. Commands are spawned with an argument vector,
/// never a shell, detached from the terminal, and never waited for on the UI thread.
public struct LinkOpener: Sendable {
    public let browserVariable: String?

    public init(browserVariable: String?) {
        self.browserVariable = browserVariable?.isEmpty == true ? nil : browserVariable
    }

    #if os(macOS)
    static let platformOpener = "open"
    #else
    static let platformOpener = "xdg-open"
    #endif

    /// The argument vectors to try, in order.
    public func commands(for url: URL) -> [[String]] {
        guard let browserVariable else { return [[Self.platformOpener, url.absoluteString]] }
        return browserVariable.split(separator: ":").compactMap { entry in
            let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { return nil }
            if words.contains(where: { $0.contains("%s") }) {
                return words.map { $0.replacingOccurrences(of: "%s", with: url.absoluteString) }
            }
            return words + [url.absoluteString]
        }
    }

    /// Starts the first command that can be started. Returns a sentence for the status bar.
    public func open(_ url: URL, what: String) -> (message: String, succeeded: Bool) {
        var tried: [String] = []
        for argv in commands(for: url) {
            tried.append(argv[0])
            if let pid = Self.spawn(argv) {
                Self.reapInBackground(pid)
                let program = (argv[0] as NSString).lastPathComponent
                return ("Opened the \(what) with \(program): \(url.absoluteString)", true)
            }
        }
        let names = tried.isEmpty ? "none" : tried.joined(separator: ", ")
        return ("Could not open the \(what): no browser command could be started (tried \(names)). Set BROWSER to your browser's command.", false)
    }

    /// posix_spawnp with stdio on /dev/null (so a chatty browser cannot scribble over the screen)
    /// and signals reset to their defaults.
    static func spawn(_ argv: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // Its own process group: Ctrl-C and Ctrl-Z typed here are not delivered to it.
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, environ)
        return status == 0 ? pid : nil
    }

    /// Collects the child's exit so it does not linger as a zombie, off the UI thread.
    static func reapInBackground(_ pid: pid_t) {
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
    }
}
