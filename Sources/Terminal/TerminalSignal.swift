#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal the run loop should react to, as reported by `SignalWatcher`.
public enum TerminalSignal: Sendable, Hashable {
    case resize, interrupt, terminate, hangup, suspend, continued

    /// The signals `SignalWatcher` catches.
    static let watchedNumbers: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    init?(signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH: self = .resize
        case SIGINT: self = .interrupt
        case SIGTERM: self = .terminate
        case SIGHUP: self = .hangup
        case SIGTSTP: self = .suspend
        case SIGCONT: self = .continued
        default: return nil
        }
    }

    /// Decodes the bytes the signal handler wrote (one signal number each), keeping the order
    /// of first arrival and dropping repeats: ten SIGWINCHes during a drag are one resize.
    static func decode(_ bytes: [UInt8]) -> [TerminalSignal] {
        var signals: [TerminalSignal] = []
        for byte in bytes {
            guard let signal = TerminalSignal(signalNumber: Int32(byte)), !signals.contains(signal) else { continue }
            signals.append(signal)
        }
        return signals
    }
}
