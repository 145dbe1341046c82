import FoundationEssentials
import Threads

/// Bytes handed from a producer to a slower consumer and not yet consumed. The producer waits
/// while there are more than `limit`, so memory holds at most that much on top of what the
/// consumer keeps (a fast download into a slower scan would otherwise queue the whole body
/// a second time).
final class Backlog: @unchecked Sendable {
    private let condition = Condition()
    private var waiting = 0
    private var released = false
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `count` more bytes in, first waiting until the backlog is at most `limit` (or
    /// `release` was called).
    func add(_ count: Int) {
        condition.lock()
        while waiting > limit && !released { condition.wait() }
        waiting += count
        condition.unlock()
    }

    /// `count` bytes were consumed.
    func remove(_ count: Int) {
        condition.lock()
        waiting -= count
        condition.broadcast()
        condition.unlock()
    }

    /// Nobody waits any more, now or later (the transfer ended).
    func release() {
        condition.lock()
        released = true
        condition.broadcast()
        condition.unlock()
    }
}
