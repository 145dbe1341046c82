/// Why `EventLoop.wait` returned; several may be reported at once.
public enum LoopEvent: Hashable, Sendable {
    /// Standard input is readable, or has hung up / failed (read it to find out).
    case input
    /// A `Waker` was woken.
    case wake
    /// A watched signal arrived (`SignalWatcher.drain` says which).
    case signal
    /// The timeout passed with nothing else happening.
    case timeout
}
