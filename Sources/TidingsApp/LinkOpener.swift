import FoundationEssentials
import TidingsText
import Threads
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
                return words.map { $0.replacing("%s", with: url.absoluteString) }
            }
            return words + [url.absoluteString]
        }
    }

    /// Links longer than this are refused before anything is spawned. Real links are far
    /// shorter; a hostile feed's 200 KB "URL" would otherwise fail in the kernel (E2BIG) and read
    /// as a broken browser setting. Linux caps a single argument at 128 KiB; this leaves room.
    public static let maximumURLBytes = 32 * 1024

    /// Starts the first command that can be started. Returns a sentence for the status bar.
    public func open(_ url: URL, what: String) -> (message: String, succeeded: Bool) {
        let length = url.absoluteString.utf8.count
        guard length <= Self.maximumURLBytes else {
            return (Self.tooLong(what: what, bytes: length), false)
        }
        var tried: [String] = []
        var argumentsTooLong = false
        for argv in commands(for: url) {
            tried.append(argv[0])
            switch Self.spawn(argv) {
            case .success(let pid):
                Self.reapInBackground(pid)
                let program = PathText.name(of: argv[0])
                return ("Opened the \(what) with \(program): \(url.absoluteString)", true)
            case .failure(let code):
                if code.code == E2BIG { argumentsTooLong = true }
            }
        }
        // The kernel refused the argument list: the link (repeated by %s, or with a large
        // environment) is at fault, not the browser setting.
        if argumentsTooLong { return (Self.tooLong(what: what, bytes: length), false) }
        let names = tried.isEmpty ? "none" : tried.joined(separator: ", ")
        return ("Could not open the \(what): no browser command could be started (tried \(names)). Set BROWSER to your browser's command.", false)
    }

    private static func tooLong(what: String, bytes: Int) -> String {
        let size = bytes >= 1024 ? "\(bytes / 1024) KB" : "\(bytes) bytes"
        return "Could not open the \(what): its link is too long (\(size)) to pass to a browser."
    }

    /// posix_spawnp with stdio on /dev/null (so a chatty browser cannot scribble over the screen)
    /// and signals reset to their defaults.
    static func spawn(_ argv: [String]) -> Result<pid_t, SpawnError> {
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
        return status == 0 ? .success(pid) : .failure(SpawnError(code: status))
    }

    /// posix_spawnp's error number.
    struct SpawnError: Error {
        var code: Int32
    }

    /// Collects the child's exit so it does not linger as a zombie, off the UI thread.
    static func reapInBackground(_ pid: pid_t) {
        SystemThread.start(name: "tidings-reaper") {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
    }
}
