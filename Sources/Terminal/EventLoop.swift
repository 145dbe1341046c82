#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop's sleep: one `poll()` over the terminal input, the `Waker` pipe and the
/// `SignalWatcher` pipe, so an idle app uses no CPU and wakes for whichever comes first.
public struct EventLoop: Sendable {
    public let inputFD: Int32
    public let wakeFD: Int32
    public let signalFD: Int32

    /// Pass -1 for a descriptor that should not be watched (poll ignores negative ones).
    public init(inputFD: Int32 = 0, wakeFD: Int32, signalFD: Int32) {
        self.inputFD = inputFD
        self.wakeFD = wakeFD
        self.signalFD = signalFD
    }

    /// Sleeps until input, a wake, a signal, or `timeoutMilliseconds` (nil: no timeout).
    ///
    /// EINTR is retried with the remaining time: the signal that caused it has written to the
    /// signal pipe, so the retry returns `.signal` at once.
    public func wait(timeoutMilliseconds: Int32?) -> Set<LoopEvent> {
        let deadline = timeoutMilliseconds.map { MonotonicClock.milliseconds() + UInt64(max(0, $0)) }
        var fds = [
            pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let now = MonotonicClock.milliseconds()
                timeout = deadline > now ? Int32(clamping: deadline - now) : 0
            }
            let result = poll(&fds, nfds_t(fds.count), timeout)
            if result < 0 {
                if errno == EINTR { continue }
                // EINVAL/ENOMEM: nothing sensible to wait on; report input so the caller reads
                // (and notices a closed terminal) instead of spinning here.
                return [.input]
            }
            if result == 0 { return [.timeout] }
            var events = Set<LoopEvent>()
            // Hang-up and errors count as input: the caller's read then sees end of file.
            let inputMask = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
            if fds[0].revents & inputMask != 0 { events.insert(.input) }
            if fds[1].revents & Int16(POLLIN) != 0 { events.insert(.wake) }
            if fds[2].revents & Int16(POLLIN) != 0 { events.insert(.signal) }
            if !events.isEmpty { return events }
            // Only POLLHUP/POLLNVAL on a pipe we own: should not happen; treat as a wake.
            return [.wake]
        }
    }

    /// True when standard input has hung up or is invalid (the terminal went away). A caller
    /// that got `.input` but read no keys can check this to decide to quit rather than loop.
    public func inputIsClosed() -> Bool {
        var fd = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) > 0 else { return false }
        return fd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
