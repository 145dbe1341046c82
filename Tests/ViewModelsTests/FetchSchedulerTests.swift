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
