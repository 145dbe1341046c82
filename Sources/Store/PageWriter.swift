import FoundationEssentials
import Threads

/// Keeps a body in the page cache as it arrives, from the thread that receives it (a transport's),
/// in order and off that thread: pieces gather into parts, and the parts are written by one task
/// at a time. At most `budget` bytes wait to be written; beyond that the receiving thread waits
/// for the disk, so keeping a copy never holds the body a second time in memory however fast
/// it comes. The page replaces the one kept under its key only when `finish` is called: a body
/// that breaks or is abandoned leaves the old copy.
public final class PageWriter: @unchecked Sendable {
    public static let budget = 1 << 20

    private enum Job {
        case begin(Date)
        case part(Data)
        case finish(Date)
        case abandon
    }

    private let cache: PageCache
    private let key: String
    private let maximumBytes: Int
    private let budget: Int
    private let partBytes: Int

    /// Guards everything below it; the receiving thread also waits on it.
    private let condition = Condition()
    private var gathering = Data()
    private var jobs: [Job] = []
    /// Parts queued and not yet written.
    private var queuedBytes = 0
    private var received = 0
    private var draining = false
    /// This body is not being kept (too large, a write failed, abandoned): pieces are ignored.
    private var dropped = false
    private var idle: [CheckedContinuation<Void, Never>] = []
    private var peak = 0
    /// Only the draining task touches it (one at a time).
    private var draft: PageDraft?

    /// A writer for the body about to arrive for `key`; a body past `maximumBytes` is not kept.
    public init(cache: PageCache, key: String, maximumBytes: Int, budget: Int = PageWriter.budget,
                partBytes: Int = PageCache.partBytes) {
        self.cache = cache
        self.key = key
        self.maximumBytes = maximumBytes
        self.budget = budget
        self.partBytes = max(1, partBytes)
    }

    /// The most that was ever waiting to be written at once, gathered part included.
    public var peakBytesInFlight: Int { locked { peak } }

    /// A new body starts: whatever came before it is dropped.
    public func begin() {
        locked {
            discardQueued()
            dropped = false
            received = 0
            enqueue(.abandon)
            enqueue(.begin(Date()))
        }
    }

    /// The next piece of the body. Waits while `budget` bytes are already waiting for the disk.
    public func add(_ piece: Data) {
        condition.lock()
        defer { condition.unlock() }
        guard !dropped else { return }
        received += piece.count
        guard received <= maximumBytes else {
            giveUp()
            return
        }
        var rest = piece[...]
        while !rest.isEmpty {
            if gathering.isEmpty { gathering.reserveCapacity(min(partBytes, max(rest.count, 4 << 10))) }
            let room = partBytes - gathering.count
            gathering.append(rest.prefix(room))
            rest = rest.dropFirst(room)
            if gathering.count >= partBytes { queueGathered() }
        }
        peak = max(peak, queuedBytes + gathering.count)
        while queuedBytes > budget && !dropped { condition.wait() }
    }

    /// The body is complete: it becomes the page kept under the key.
    public func finish(fetchedAt: Date = Date()) {
        locked {
            guard !dropped else { return }
            queueGathered()
            enqueue(.finish(fetchedAt))
        }
    }

    /// The body will not be kept (the transfer failed or the answer was not a success).
    public func abandon() {
        locked { giveUp() }
    }

    /// Returns once everything queued so far has been written (or dropped).
    public func written() async {
        await withCheckedContinuation { continuation in
            locked {
                if draining || !jobs.isEmpty { idle.append(continuation) } else { continuation.resume() }
            }
        }
    }

    // MARK: Under the lock

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func queueGathered() {
        guard !gathering.isEmpty else { return }
        queuedBytes += gathering.count
        peak = max(peak, queuedBytes)
        enqueue(.part(gathering))
        gathering = Data()
    }

    private func giveUp() {
        dropped = true
        discardQueued()
        enqueue(.abandon)
        condition.broadcast()
    }

    private func discardQueued() {
        gathering = Data()
        // A part the task has already taken is counted until it is written.
        jobs.removeAll { job in
            guard case .part(let bytes) = job else { return false }
            queuedBytes -= bytes.count
            return true
        }
        condition.broadcast()
    }

    private func enqueue(_ job: Job) {
        jobs.append(job)
        guard !draining else { return }
        draining = true
        Task.detached(priority: .utility) { [self] in await drain() }
    }

    // MARK: The writing task

    private func nextJob() -> Job? {
        locked {
            guard !jobs.isEmpty else {
                draining = false
                let waiting = idle
                idle = []
                for continuation in waiting { continuation.resume() }
                return nil
            }
            return jobs.removeFirst()
        }
    }

    private func written(_ count: Int) {
        locked {
            queuedBytes -= count
            condition.broadcast()
        }
    }

    private func drain() async {
        while let job = nextJob() {
            switch job {
            case .begin(let time):
                draft = await cache.beginPage(startedAt: time)
                if draft == nil { locked { giveUp() } }
            case .part(let bytes):
                if let open = draft, await !cache.append(bytes, to: open) {
                    draft = nil
                    locked { giveUp() }
                }
                written(bytes.count)
            case .finish(let time):
                if let open = draft { await cache.finishPage(open, as: key, fetchedAt: time) }
                draft = nil
            case .abandon:
                if let open = draft { await cache.abandonPage(open) }
                draft = nil
            }
        }
    }
}
