import FoundationEssentials
import Glibc
import Threads
import Synchronization

/// A thread of its own for decoding and rendering: that work takes milliseconds per picture and
/// must hold neither the run loop nor one of the few threads Swift's tasks share. On Linux the
/// thread is niced, so the run loop (keys, frames) always wins the CPU. The most recently asked
/// picture is done first (the one just scrolled into view); a job whose caller gave up is
/// dropped before it starts.
final class PictureWorker: Sendable {
    private struct Job {
        let work: @Sendable () -> Void
        let isCancelled: @Sendable () -> Bool
    }

    private struct Queue {
        var jobs: [Job] = []
        var threadRunning = false
    }

    private let queue = Mutex(Queue())
    private let condition = Condition()
    private let niceness: Int32

    init(niceness: Int32 = 10) {
        self.niceness = niceness
    }

    /// Runs `work` on the worker thread and returns its result; nil when the calling task was
    /// cancelled before the work started.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        let cancelled = Atomic<Bool>(false)
        let box = ResultBox<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
                box.set(continuation)
                enqueue(Job(work: {
                    box.resume(with: work())
                }, isCancelled: {
                    if cancelled.load(ordering: .acquiring) {
                        box.resume(with: nil)
                        return true
                    }
                    return false
                }))
            }
        } onCancel: {
            cancelled.store(true, ordering: .releasing)
        }
    }

    private func enqueue(_ job: Job) {
        let startThread = queue.withLock { queue -> Bool in
            queue.jobs.append(job)
            defer { queue.threadRunning = true }
            return !queue.threadRunning
        }
        if startThread {
            SystemThread.start(name: "tidings-pictures") { [self] in loop() }
        } else {
            condition.withLock { condition.signal() }
        }
    }

    /// Takes jobs newest first; ends (the thread exits) after a while without work.
    private func loop() {
        #if os(Linux)
        if niceness > 0, let thread = Self.currentThreadID() { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, niceness) }
        #endif
        while true {
            let next: Job? = queue.withLock { $0.jobs.popLast() }
            if let next {
                if !next.isCancelled() { next.work() }
                continue
            }
            let timedOut = condition.withLock { () -> Bool in
                // The queue may have filled between the check and this lock; look again.
                if queue.withLock({ !$0.jobs.isEmpty }) { return false }
                return !condition.wait(seconds: 5)
            }
            if timedOut {
                let exit = queue.withLock { queue -> Bool in
                    guard queue.jobs.isEmpty else { return false }
                    queue.threadRunning = false
                    return true
                }
                if exit { return }
            }
        }
    }

    #if os(Linux)
    /// The kernel's id of the calling thread (glibc's `gettid` is not visible to Swift).
    private static func currentThreadID() -> id_t? {
        var link = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &link, link.count - 1)
        guard count > 0 else { return nil }
        let text = String(decoding: link.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "/").last.flatMap { id_t($0) }
    }
    #endif
}

/// A continuation resumed exactly once, by whichever comes first: the work, or the news that
/// it was dropped.
private final class ResultBox<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T?, Never>?>(nil)

    func set(_ value: CheckedContinuation<T?, Never>) {
        continuation.withLock { $0 = value }
    }

    func resume(with value: T?) {
        let taken = continuation.withLock { current -> CheckedContinuation<T?, Never>? in
            defer { current = nil }
            return current
        }
        taken?.resume(returning: value)
    }
}
