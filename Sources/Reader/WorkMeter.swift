import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an extraction stopped before its end.
enum ExtractionStop: Error, Equatable {
    /// Someone no longer wants the article (Esc, the screen closed).
    case cancelled
    /// The page needs more work than any article is worth: over the time or size budget.
    case tooComplex
}

/// How much one extraction may cost before the reader gives up on the page.
public struct ExtractionLimits: Sendable, Equatable {
    /// Processor time on the extracting thread. A 10 MB page of ordinary markup takes a small
    /// fraction of this; only markup built to be slow reaches it.
    public var seconds: Double
    /// Parsed nodes (elements and text runs). Ordinary pages hold a few thousand to a few
    /// hundred thousand; each costs memory for as long as the extraction runs.
    public var maximumNodes: Int

    public init(seconds: Double = 4, maximumNodes: Int = 2_000_000) {
        self.seconds = seconds
        self.maximumNodes = maximumNodes
    }

    public static let standard = ExtractionLimits()
}

/// Lets another thread stop an extraction: the task that wanted it was cancelled.
public final class ExtractionCancel: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

/// Counts an extraction's work and, every so often, asks whether to go on: every loop over the
/// page's nodes calls `step`, so a cancel or an exhausted budget is noticed within about a
/// thousand nodes' work wherever the extraction is. Lives on the extracting thread only.
/// (Its counts are not checked for overlapping access at run time: one thread, and no access
/// that spans another, while the check cost as much as the step it guarded, a million times a page.)
final class WorkMeter {
    private let cancel: ExtractionCancel?
    private let deadline: UInt64
    let limits: ExtractionLimits
    /// Work left before the next look at the clock and the cancel flag.
    @exclusivity(unchecked) private var countdown = WorkMeter.interval
    /// Every unit of work counted so far (tests read it to check that work grows with the page).
    @exclusivity(unchecked) private(set) var work = 0
    /// Set once the extraction should stop; every later `step` throws it again.
    @exclusivity(unchecked) private(set) var stop: ExtractionStop?

    static let interval = 1_024

    init(limits: ExtractionLimits = .standard, cancel: ExtractionCancel? = nil) {
        self.limits = limits
        self.cancel = cancel
        let budget = limits.seconds.isFinite ? UInt64(max(0, limits.seconds) * 1e9) : UInt64.max / 2
        deadline = Self.threadNanoseconds() &+ budget
    }

    /// One unit of work (about one node visited); `cost` more for work that is known to be larger.
    @inline(__always)
    func step(_ cost: Int = 1) throws(ExtractionStop) {
        countdown -= cost
        if countdown <= 0 { try look() }
    }

    /// The same for callers that cannot throw (the parser's callbacks): whether to stop.
    func shouldStop(after cost: Int = 1) -> Bool {
        do {
            try step(cost)
            return false
        } catch {
            return true
        }
    }

    /// Stops the extraction when more than `count` nodes were parsed.
    func check(nodes count: Int) throws(ExtractionStop) {
        if count > limits.maximumNodes { try halt(.tooComplex) }
    }

    private func look() throws(ExtractionStop) {
        work += Self.interval - countdown
        countdown = Self.interval
        if let stop { throw stop }
        if cancel?.isCancelled == true { try halt(.cancelled) }
        if Self.threadNanoseconds() > deadline { try halt(.tooComplex) }
    }

    private func halt(_ reason: ExtractionStop) throws(ExtractionStop) {
        stop = stop ?? reason
        throw stop!
    }

    /// Work counted, including what has not reached a look yet.
    var totalWork: Int { work + Self.interval - countdown }

    /// This thread's processor time: the budget measures the extraction's own work, not how
    /// busy the machine's other threads keep the cores.
    static func threadNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
