#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// State the crash handler reads. A signal handler may only make async-signal-safe calls and must
// not allocate, lock or initialise globals, so everything it needs is prepared up front:
// scalars live in lock-free atomics; the termios and reset bytes live in buffers allocated once.
// The buffers are written only by `CrashRescue.arm` on the run-loop thread while `rescueArmed`
// is false, and read by the handler only after it has seen `rescueArmed` true
// (release/acquire), hence `nonisolated(unsafe)`.
private let rescueArmed = Atomic<Bool>(false)
private let crashHandlersInstalled = Atomic<Bool>(false)
private let rescueInputFD = Atomic<Int32>(0)
private let rescueOutputFD = Atomic<Int32>(1)
private let resetByteCount = Atomic<Int>(0)
private let resetCapacity = 256
nonisolated(unsafe) private let resetBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: resetCapacity)
nonisolated(unsafe) private let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private let signalSlots = 65
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)

/// Puts the terminal back the way the shell had it when the process dies of a crash signal, so
/// a bug never leaves the user in raw mode on the alternate screen with no cursor.
///
/// `endwin()` is not async-signal-safe, so the handler instead replays what it would do: write
/// the terminal's own "leave alternate screen / show cursor / reset attributes / keypad off"
/// strings, captured from terminfo while curses was starting, and `tcsetattr` the termios saved
/// before curses touched it. Then it hands the signal on to whoever had it before (the Swift
/// runtime's backtracer, or the default action), so the crash still crashes and still reports.
enum CrashRescue {
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// Faults that happen again when the handler returns, because the instruction is re-run.
    /// Swift's runtime traps are `ud2` (SIGILL) on x86-64 and `brk` (SIGTRAP) on arm64.
    #if arch(arm64)
    static let recurringFaults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]
    #else
    static let recurringFaults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE]
    #endif

    /// Installs the handlers once per process; later calls do nothing.
    static func installCrashHandlers() {
        // Touch every global first: lazy initialisation inside a signal handler is not safe.
        _ = rescueArmed.load(ordering: .relaxed)
        _ = (rescueInputFD.load(ordering: .relaxed), rescueOutputFD.load(ordering: .relaxed))
        _ = (resetByteCount.load(ordering: .relaxed), resetBytes, savedTermios, previousCrashActions)
        _ = recurringFaults
        guard crashHandlersInstalled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        for signal in crashSignals {
            let previous = SignalAction.install({ signal, info, _ in
                CrashRescue.restoreTerminal()
                let kernelFault = (info?.pointee.si_code ?? 0) > 0 && CrashRescue.recurringFaults.contains(signal)
                if kernelFault || signal == SIGABRT {
                    // Hand over to the previous disposition (typically the Swift runtime's
                    // backtracer) with the true context: returning re-executes the faulting
                    // instruction, which faults again into it; abort() re-raises by itself.
                    SignalAction.restore(previousCrashActions[Int(signal)], for: signal)
                } else {
                    // A signal that will not recur (SIGQUIT, a fault signal sent with kill, an
                    // x86 int3 that resumes past itself): a chained handler might return and let
                    // the process run on, so take the default action instead. It is blocked
                    // while we are in this handler and fires as soon as we return.
                    SignalAction.setDefault(for: signal)
                    raise(signal)
                }
            }, for: signal)
            previousCrashActions[Int(signal)] = previous
        }
    }

    /// Records what to restore, then enables the rescue. Call right after curses takes over.
    static func arm(inputFD: Int32, outputFD: Int32, original: termios, resetSequence: [UInt8]) {
        rescueArmed.store(false, ordering: .sequentiallyConsistent)
        savedTermios.pointee = original
        let count = min(resetSequence.count, resetCapacity)
        for index in 0..<count { resetBytes[index] = resetSequence[index] }
        resetByteCount.store(count, ordering: .relaxed)
        rescueInputFD.store(inputFD, ordering: .relaxed)
        rescueOutputFD.store(outputFD, ordering: .relaxed)
        rescueArmed.store(true, ordering: .releasing)
    }

    /// Disables the rescue, e.g. once `endwin()` has restored the terminal properly.
    static func disarm() {
        rescueArmed.store(false, ordering: .sequentiallyConsistent)
    }

    /// Async-signal-safe: only atomics, write(2) and tcsetattr(3). Runs at most once per arming.
    static func restoreTerminal() {
        guard rescueArmed.exchange(false, ordering: .acquiring) else { return }
        let count = resetByteCount.load(ordering: .relaxed)
        if count > 0 { _ = write(rescueOutputFD.load(ordering: .relaxed), resetBytes, count) }
        _ = tcsetattr(rescueInputFD.load(ordering: .relaxed), TCSANOW, savedTermios)
    }
}
