import Glibc

/// A lock with a condition to wait on: the one thing the worker threads share (a queue and
/// the signal that it changed). A pthread mutex and condition variable, so the program needs
/// none of Foundation's classes (each pulls in the whole of ICU when linked statically).
public final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        // Deadlines are measured on the monotonic clock, which a change of the wall clock
        // does not move.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits, the lock held, until signalled (or woken spuriously: callers wait in a loop).
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits at most `seconds`; false when the time ran out.
    @discardableResult
    public func wait(seconds: Double) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let whole = max(0, seconds).rounded(.down)
        var nanoseconds = Int(deadline.tv_nsec) + Int((max(0, seconds) - whole) * 1_000_000_000)
        deadline.tv_sec += Int(whole) + nanoseconds / 1_000_000_000
        nanoseconds %= 1_000_000_000
        deadline.tv_nsec = nanoseconds
        return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
    }

    /// Seconds on the monotonic clock the waits use, for deadlines that outlast one wait.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// Waits until `deadline` (on `now()`'s clock) at the latest; false when it has passed.
    public func wait(until deadline: Double) -> Bool {
        let left = deadline - Self.now()
        return left > 0 && wait(seconds: left)
    }

    public func signal() { pthread_cond_signal(condition) }
    public func broadcast() { pthread_cond_broadcast(condition) }

    public func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
