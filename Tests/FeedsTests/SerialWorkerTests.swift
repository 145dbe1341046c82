import Foundation
import Synchronization
import Testing
@testable import Feeds

@Suite struct SerialWorkerTests {
    /// Runs `job` on the worker and waits for what it returns.
    func onWorker<T: Sendable>(_ worker: SerialWorker, _ job: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in worker.async { continuation.resume(returning: job()) } }
    }

    @Test func jobsRunInOrderOnOneThread() async {
        let worker = SerialWorker(name: "test")
        defer { worker.close() }
        let order = Mutex<[Int]>([])
        for index in 0..<100 { worker.async { order.withLock { $0.append(index) } } }
        _ = await onWorker(worker) { 0 }
        #expect(order.withLock { $0 } == Array(0..<100))
    }

    #if os(Linux)
    @Test func aYieldingWorkerLowersOnlyItsOwnPriority() async throws {
        @Sendable func niceness() -> Int32 {
            guard let thread = SerialWorker.currentThreadID() else { return -100 }
            return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
        }
        let before = niceness()
        let plain = SerialWorker(name: "test")
        defer { plain.close() }
        let yielding = SerialWorker(name: "test", niceness: SerialWorker.yieldingNiceness)
        defer { yielding.close() }
        #expect(await onWorker(plain) { niceness() } == before)
        #expect(await onWorker(yielding) { niceness() } == max(before, SerialWorker.yieldingNiceness), "the worker yields")
        #expect(niceness() == before, "the calling thread does not")
    }
    #endif
}
