import Foundation
import Testing

/// Swift Testing runs tests on the cooperative pool, which has as many threads as cores (two
/// here). A test that holds its thread for long — the end-to-end tests wait for tmux and the
/// binary, the reader's corpus tests extract hundreds of pages — leaves the rest of the run
/// waiting for a thread, and a test with a deadline of its own (a transport's timeout, a
/// cancellation that must be quick) then fails on time alone. With this trait a suite's tests
/// run on threads of their own instead.
public struct OwnThread: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope only sets the preference; its tests each take a slot.
        if !test.isSuite { await Slots.shared.take() }
        defer { if !test.isSuite { Task { await Slots.shared.give() } } }
        try await withTaskExecutorPreference(ThreadPerJob.shared) {
            // A preference takes effect at a suspension: without one here, the test could
            // start on the pool thread that called this (seen once, under load; and once more
            // after one suspension, under heavier load: so until the thread is one of ours).
            await Task.yield()
            for _ in 0..<100 where !ThreadPerJob.isRunningHere() { await Task.yield() }
            try await function()
        }
    }
}

/// How many tests with threads of their own run at once. Without a bound every such test of the
/// run started at the same moment, a few hundred threads on two cores, and a test elsewhere
/// waiting for a loopback request saw it arrive only after twenty seconds; a handful at a
/// time keeps the pool's tests and the servers' threads their share of the machine.
actor Slots {
    static let shared = Slots(6)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

extension OwnThread {
    /// Whether the calling code runs on a thread of its own (inside a suite with the trait).
    public static var isCurrent: Bool { ThreadPerJob.isRunningHere() }
}

extension Trait where Self == OwnThread {
    /// The suite's tests run on threads of their own, not on the cooperative pool.
    public static var ownThread: Self { OwnThread() }
}

/// Runs each job on a new thread: a job of a synchronous test is the whole test.
final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()
    static let threadName = "end-to-end test"

    /// Whether the calling code runs on one of this executor's threads.
    static func isRunningHere() -> Bool { Thread.current.name == threadName }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread {
            Thread.current.name = Self.threadName  // (what OwnThreadTests looks for)
            job.runSynchronously(on: executor)
        }
    }
}

