import Foundation
import Testing
import Threads

@Suite struct ThreadsTests {
    @Test func aThreadRunsItsWorkUnderItsNameAndEnds() throws {
        let done = Condition()
        let seen = Box()
        #expect(SystemThread.start(name: "tidings-test-thread-name") {
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            done.withLock {
                seen.value = name.trimmingCharacters(in: .newlines)
                done.signal()
            }
        })
        let finished = done.withLock { () -> Bool in
            let deadline = Condition.now() + 10
            while seen.value == nil { if !done.wait(until: deadline) { return false } }
            return true
        }
        #expect(finished)
        #expect(seen.value == "tidings-test-th", "the kernel keeps 15 bytes of the name")
    }

    @Test func aWaitEndsAtItsDeadlineOrWhenSignalled() {
        let condition = Condition()
        let start = Condition.now()
        let signalled = condition.withLock { condition.wait(seconds: 0.05) }
        #expect(!signalled, "nobody signalled: the time ran out")
        #expect(Condition.now() - start >= 0.05)
        #expect(condition.withLock { !condition.wait(until: Condition.now() - 1) }, "a deadline already past")
        let flag = Box()
        SystemThread.start(name: "signaller") {
            SystemThread.sleep(seconds: 0.02)
            condition.withLock {
                flag.value = "set"
                condition.broadcast()
            }
        }
        let woke = condition.withLock { () -> Bool in
            let deadline = Condition.now() + 10
            while flag.value == nil { if !condition.wait(until: deadline) { return false } }
            return true
        }
        #expect(woke)
    }

    final class Box: @unchecked Sendable {
        var value: String?
    }
}
