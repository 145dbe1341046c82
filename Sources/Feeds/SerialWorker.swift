import FoundationEssentials
import Glibc
import Threads

/// A thread of its own that runs jobs one at a time, in order. For long CPU work (reading a large
/// answer) that must not hold one of the few threads Swift's tasks and the transport's callbacks
/// share: on a 2-core machine those are 2, and a scan holding one stalls every other request.
final class SerialWorker: @unchecked Sendable {
    private let condition = Condition()
    private var jobs: [@Sendable () -> Void] = []
    private var closed = false

    /// `niceness` above 0 makes the thread yield to the others of the process (the run loop
    /// above all), so bulk work queued on it never makes keys or frames wait. Linux only;
    /// elsewhere it is ignored.
    init(name: String, niceness: Int32 = 0) {
        SystemThread.start(name: name) { [self] in
            #if os(Linux)
            if niceness > 0, let thread = SerialWorker.currentThreadID() {
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, niceness)
            }
            #endif
            run()
        }
    }

    /// Queues `job` after those already queued.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    #if os(Linux)
    /// The kernel's id of the calling thread (glibc's `gettid` is not visible to Swift).
    static func currentThreadID() -> id_t? {
        var link = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &link, link.count - 1)
        guard count > 0, let last = String(decoding: link.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: "/").last else { return nil }
        return id_t(last)
    }
    #endif

    /// Jobs waiting to run (for tests).
    var queuedJobCount: Int { condition.withLock { jobs.count } }

    /// Low enough that the run loop wins, high enough that the work never starves.
    static let yieldingNiceness: Int32 = 10

    /// Lets the thread end once the queued jobs have run.
    func close() {
        condition.withLock {
            closed = true
            condition.signal()
        }
    }

    private func run() {
        while true {
            let batch: [@Sendable () -> Void] = condition.withLock {
                while jobs.isEmpty, !closed { condition.wait() }
                defer { jobs.removeAll(keepingCapacity: true) }
                return jobs
            }
            if batch.isEmpty { return }
            for job in batch { job() }
        }
    }
}
