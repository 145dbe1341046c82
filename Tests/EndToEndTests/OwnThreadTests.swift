import Foundation
import Testing
import TestThreads

/// The end-to-end suites' trait does what they rely on: a synchronous test, which waits on
/// tmux and the binary, runs on a thread of its own rather than on the cooperative pool.
@Suite(.ownThread) struct OwnThreadTests {
    @Test func aSynchronousTestRunsOnAThreadOfItsOwn() {
        #expect(Thread.current.name == "end-to-end test")
    }
}
