import Foundation
import Synchronization
import Testing
@testable import Feeds

@Suite struct BacklogTests {
    @Test func theProducerWaitsOverTheLimitUntilTheConsumerCatchesUp() {
        let backlog = Backlog(limit: 100)
        let added = Mutex(0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            backlog.add(101)  // over the limit now
            added.withLock { $0 += 1 }
            backlog.add(1)  // waits
            added.withLock { $0 += 1 }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + .milliseconds(200)) == .timedOut, "the second piece waits for the consumer")
        #expect(added.withLock { $0 } == 1)
        backlog.remove(101)
        #expect(done.wait(timeout: .now() + .seconds(10)) == .success, "and goes once the backlog is back under the limit")
        #expect(added.withLock { $0 } == 2)
    }

    @Test func releasingLetsEveryoneThrough() {
        let backlog = Backlog(limit: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            backlog.add(1)
            backlog.add(1)  // waits until released
            backlog.add(1)  // and no later add waits
            done.signal()
        }
        #expect(done.wait(timeout: .now() + .milliseconds(100)) == .timedOut)
        backlog.release()
        #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
    }
}
