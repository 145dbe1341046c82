import Dispatch
import FoundationEssentials
import Networking
import Synchronization

/// Receives an Algolia thread as the transport delivers it. The first comments are scanned at
/// once on the transport's thread; the rest on a thread of its own at low priority (so neither
/// the transport, nor Swift's tasks, which other requests share, nor the run loop wait on the
/// scan). The comments so far go to `progress` once there is about a screenful, then again
/// each time their number has doubled and `interval` has passed: the first screen is drawn
/// long before the last byte, a slow transfer keeps growing on screen, and a fast one is not
/// redrawn over and over (each partial thread costs its size to show).
final class AlgoliaThreadReceiver: BodySink {
    /// Comments in hand before the first partial thread is worth showing: about a screen.
    static let firstReport = 16

    /// Takes the partial thread (made only if it calls the closure it is given, so a report that
    /// cannot be shown yet costs nothing) and says whether it took it.
    typealias Progress = @Sendable (_ comments: () -> [Comment]) -> Bool

    /// Scanned on the transport's thread at most (see `receive`).
    static let inlineBytes = 256 << 10

    /// Received but not yet scanned, at most: beyond it the transport waits for the scan.
    static let queuedBytes = 1 << 20

    private struct State {
        var scan: AlgoliaThreadScan?
        var failed = false
        var stopped = false
        var nextReport = AlgoliaThreadReceiver.firstReport
        var lastReport: ContinuousClock.Instant?
        /// Counts bodies (see `begin`), so a piece of an earlier one is never scanned into this.
        var generation = 0
        var inlineBytes = 0
        /// A piece went to the queue: every later one goes there too, so pieces are scanned in order.
        var queued = false
        /// Received for the queue and not yet taken by it: pieces are gathered here rather than
        /// queued one job each, so a server sending a byte at a time costs its bytes, not a job
        /// (and an allocation) per byte.
        var pending = Data()
        /// The queue has a job on its way that will take `pending`.
        var draining = false
    }

    private let state = Mutex(State())
    private let backlog: Backlog
    private let progress: Progress?
    private let interval: Duration
    /// Made when first needed: a thread read in one piece (a kept copy) or in a few never
    /// starts one.
    private let worker = Mutex<SerialWorker?>(nil)

    init(progress: Progress? = nil, interval: Duration = .milliseconds(100)) {
        self.progress = progress
        self.interval = interval
        // A thread nobody is watching (a prefetch) never makes the transport wait: streamed
        // answers share one transport thread, and the thread the reader just opened may be
        // arriving on it too. What it may hold unscanned is bounded by its request's own (smaller)
        // size limit instead.
        backlog = Backlog(limit: progress == nil ? .max : Self.queuedBytes)
    }

    deinit { worker.withLock { $0?.close() } }

    private var queue: SerialWorker {
        worker.withLock { worker in
            if let worker { return worker }
            let made = SerialWorker(name: "tidings thread scan", niceness: SerialWorker.yieldingNiceness)
            worker = made
            return made
        }
    }

    /// A new body: whatever came before (a transfer that broke, replaced by a kept copy) is
    /// dropped, including pieces of it still queued.
    func begin(expectedLength: Int?) {
        let dropped = state.withLock { state in
            defer { state = State(scan: AlgoliaThreadScan(expectedLength: expectedLength), generation: state.generation + 1) }
            return state.pending.count
        }
        if dropped > 0 { backlog.remove(dropped) }
    }

    /// Until there is a screenful to show, a piece is scanned at once on the transport's thread
    /// (one hop less before the first frame), for the first `inlineBytes` at most. The rest goes
    /// to the queue, so the transport's thread is free for the other answers the screen needs;
    /// when the queue holds `queuedBytes`, the transport waits for the scan to catch up.
    func receive(_ piece: Data) {
        let (generation, inline) = state.withLock { state in
            let inline = progress != nil && !state.queued && state.lastReport == nil && state.inlineBytes < Self.inlineBytes
                && (state.scan?.availableComments ?? 0) < Self.firstReport
            if inline { state.inlineBytes += piece.count } else { state.queued = true }
            return (state.generation, inline)
        }
        if inline {
            scan(piece, generation: generation)
            reportIfDue()
            return
        }
        backlog.add(piece.count)
        let startsDrain = state.withLock { state in
            guard state.generation == generation else { return false }
            state.pending.append(piece)
            defer { state.draining = true }
            return !state.draining
        }
        if startsDrain { queue.async { [self] in drain(generation) } }
    }

    /// Scans what has gathered, in order, until nothing is left (then the next piece starts
    /// another drain).
    private func drain(_ generation: Int) {
        while true {
            let taken = state.withLock { state -> Data? in
                guard state.generation == generation else { return nil }
                guard !state.pending.isEmpty else {
                    state.draining = false
                    return nil
                }
                defer { state.pending = Data() }
                return state.pending
            }
            guard let taken else { return }
            scan(taken, generation: generation)
            backlog.remove(taken.count)
            reportIfDue()
        }
    }

    /// Jobs waiting on the scan's thread (for tests): one at most, however the body is cut.
    var queuedJobs: Int { worker.withLock { $0?.queuedJobCount ?? 0 } }

    /// Tries the report again now, on the caller's thread (the progress refused the last one,
    /// and may take it now): the scan's queue may hold many pieces by then.
    func nudge() {
        reportIfDue()
    }

    /// The transfer failed or was cancelled: pieces still queued are not worth scanning.
    func stop() {
        state.withLock { $0.stopped = true }
        backlog.release()
    }

    /// Scans outside the lock (the scan is taken out meanwhile), so the transport's thread never
    /// waits for a piece to be scanned before it can hand over the next: the download runs at
    /// the network's pace while the scan catches up. Only one thread scans at a time: the
    /// transport's for the first pieces, the queue's for every piece after.
    private func scan(_ piece: Data, generation: Int) {
        let taken = state.withLock { state -> AlgoliaThreadScan? in
            guard !state.failed, !state.stopped, state.generation == generation else { return nil }
            defer { state.scan = nil }  // held alone while it is scanned, so no copy is made
            return state.scan ?? AlgoliaThreadScan(expectedLength: nil)
        }
        guard var scan = taken else { return }
        let scanned = piece.withUnsafeBytes { raw in Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) } }
        state.withLock { state in
            guard state.generation == generation else { return }  // a new body began meanwhile
            state.scan = scan
            if case .failure = scanned { state.failed = true }
        }
    }

    private func reportIfDue() {
        guard let progress else { return }
        // Decided and recorded under the lock, so the queue and a nudge never report the same part.
        let before: (next: Int, last: ContinuousClock.Instant?)? = state.withLock { state in
            // A thread already read to its end is moments from the screen whole: no part of it.
            guard !state.failed, !state.stopped, let scan = state.scan, !scan.isComplete,
                  scan.availableComments >= state.nextReport else { return nil }
            if let last = state.lastReport, last.duration(to: .now) < interval { return nil }
            defer {
                state.nextReport = 2 * scan.availableComments
                state.lastReport = .now
            }
            return (state.nextReport, state.lastReport)
        }
        guard let before else { return }
        let took = progress { [self] in state.withLock { $0.scan?.comments() ?? [] } }
        if !took {
            state.withLock { state in
                state.nextReport = before.next
                state.lastReport = before.last
            }
        }
    }

    /// The whole thread, once the transport has delivered the last piece (and the queue has
    /// scanned it).
    func finish() async throws(AlgoliaThreadScanner.Malformed) -> AlgoliaThreadScanner.Node {
        guard let worker = worker.withLock({ $0 }) else { return try finishNow().get() }  // nothing was queued
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<AlgoliaThreadScanner.Node, AlgoliaThreadScanner.Malformed>, Never>) in
            worker.async { [self] in continuation.resume(returning: finishNow()) }
        }
        return try result.get()
    }

    private func finishNow() -> Result<AlgoliaThreadScanner.Node, AlgoliaThreadScanner.Malformed> {
        state.withLock { state in
            guard !state.failed, !state.stopped, var scan = state.scan else { return .failure(.init()) }
            state.scan = nil
            return Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.finish() }
        }
    }
}
