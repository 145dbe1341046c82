#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Write end of the current watcher's pipe, or -1. A handler can only reach global state; an
/// atomic keeps the read lock-free and so async-signal-safe.
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// Turns SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP and SIGCONT into readable bytes (the
/// "self-pipe trick"), so the run loop handles them in ordinary code after `poll()` wakes
/// instead of doing unsafe work inside a handler.
///
/// Creating it also installs the crash handlers (`CrashRescue`). Create it once, early; only
/// the most recently created watcher receives signals.
public final class SignalWatcher {
    private let pipe: Pipe
    private var previousActions: [(Int32, sigaction)] = []

    public init() throws {
        pipe = try Pipe()
        _ = signalPipeWriteEnd.load(ordering: .relaxed)  // initialise before any handler can run
        signalPipeWriteEnd.store(pipe.writeEnd, ordering: .releasing)
        for signal in TerminalSignal.watchedNumbers {
            let previous = SignalAction.install({ signal in
                // Only write(2) here; errno is preserved for the interrupted code.
                let savedErrno = errno
                let fd = signalPipeWriteEnd.load(ordering: .acquiring)
                if fd >= 0 {
                    var byte = UInt8(truncatingIfNeeded: signal)
                    _ = write(fd, &byte, 1)  // a full pipe drops the byte; the loop wakes anyway
                }
                errno = savedErrno
            }, for: signal)
            previousActions.append((signal, previous))
        }
        // A parent may have started us with these signals blocked (a blocked mask is inherited
        // across exec); then Ctrl-C would never arrive. The run loop's thread takes them.
        var watched = sigset_t()
        sigemptyset(&watched)
        for signal in TerminalSignal.watchedNumbers { sigaddset(&watched, signal) }
        pthread_sigmask(SIG_UNBLOCK, &watched, nil)
        CrashRescue.installCrashHandlers()
    }

    deinit {
        for (signal, action) in previousActions { SignalAction.restore(action, for: signal) }
        _ = signalPipeWriteEnd.compareExchange(expected: pipe.writeEnd, desired: -1, ordering: .acquiringAndReleasing)
        pipe.closeBothEnds()
    }

    /// The read end, for `EventLoop`.
    public var fileDescriptor: Int32 { pipe.readEnd }

    /// The signals that arrived since the last call, oldest first, each at most once.
    public func drain() -> [TerminalSignal] {
        TerminalSignal.decode(pipe.drain())
    }
}
