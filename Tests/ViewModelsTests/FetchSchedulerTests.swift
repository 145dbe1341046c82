import Networking
import Synchronization
import Testing
@testable import ViewModels

@Suite struct FetchSchedulerTests {
    @Test func completionsRunOnlyInsideDeliverAndWakeTheLoop() async {
        let wakes = Mutex(0)
        let scheduler = FetchScheduler(wake: { wakes.withLock { $0 += 1 } })
        var received: Int?
        scheduler.start({ () async throws(FetchError) -> Int in 42 }) { result in received = try? result.get() }
        #expect(received == nil, "nothing runs until the loop delivers")
        #expect(await scheduler.deliverNext() == 1)
        #expect(received == 42)
        #expect(wakes.withLock { $0 } == 1)
        #expect(!scheduler.isBusy)
    }

    @Test func cancelledFetchesAreNeverDelivered() async {
        let scheduler = FetchScheduler(wake: {})
        var delivered = false
        let token = scheduler.start({ () async throws(FetchError) -> Int in
            try? await Task.sleep(for: .milliseconds(20))
            return 1
        }) { _ in delivered = true }
        scheduler.cancel(token)
        #expect(!scheduler.isBusy)
        await scheduler.deliverNext(timeout: .milliseconds(200))
        #expect(!delivered)
    }

    @Test func progressArrivesInOrderBeforeTheResultAndNotAfterACancel() async {
        let scheduler = FetchScheduler(wake: {})
        var seen: [String] = []
        scheduler.start(reporting: { (update: @escaping @Sendable (Int) -> Void) async throws(FetchError) -> Int in
            update(1)
            update(2)
            return 3
        }, update: { seen.append("update \($0)") }, completion: { seen.append("result \((try? $0.get()) ?? -1)") })
        #expect(seen.isEmpty, "nothing runs until the loop delivers")
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(seen == ["update 1", "update 2", "result 3"])

        var late: [Int] = []
        let gate = Mutex(false)
        let token = scheduler.start(reporting: { (update: @escaping @Sendable (Int) -> Void) async throws(FetchError) -> Int in
            while !gate.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(1)) }
            update(9)
            return 9
        }, update: { late.append($0) }, completion: { _ in late.append(-1) })
        scheduler.cancel(token)
        gate.withLock { $0 = true }
        try? await Task.sleep(for: .milliseconds(50))
        await scheduler.deliverNext(timeout: .milliseconds(50))
        #expect(late.isEmpty, "a cancelled fetch's progress is dropped with its result")
    }

    @Test func errorsArriveAsFailures() async {
        let scheduler = FetchScheduler(wake: {})
        var error: FetchError?
        scheduler.start({ () async throws(FetchError) -> Int in throw .unexpectedAnswer(host: "h") }) { result in
            if case .failure(let failure) = result { error = failure }
        }
        await scheduler.deliverNext()
        #expect(error == .unexpectedAnswer(host: "h"))
    }
}
