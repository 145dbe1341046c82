#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over `sigaction(2)`, hiding the platforms' different union spellings.
enum SignalAction {
    typealias Handler = @convention(c) (Int32) -> Void
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Installs `handler` for `signal` and returns the previous action. SA_RESTART keeps slow
    /// system calls elsewhere (ncurses' reads) from failing with EINTR; poll() is never
    /// restarted, which is what wakes the event loop.
    @discardableResult
    static func install(_ handler: Handler, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        return replace(signal, with: action)
    }

    /// Installs a handler that receives `siginfo_t` (to tell a real fault from a `kill`).
    @discardableResult
    static func install(_ handler: InfoHandler, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        return replace(signal, with: action)
    }

    /// Sets the default action and returns the previous one.
    @discardableResult
    static func setDefault(for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        return replace(signal, with: action)
    }

    /// Puts back an action returned by one of the above.
    static func restore(_ action: sigaction, for signal: Int32) {
        var action = action
        sigaction(signal, &action, nil)
    }

    private static func replace(_ signal: Int32, with action: sigaction) -> sigaction {
        var action = action
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}
