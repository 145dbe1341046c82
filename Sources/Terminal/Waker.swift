#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets background work wake the run loop out of `poll()`.
///
/// `wake()` writes one byte to a non-blocking pipe whose read end the `EventLoop` watches. Any
/// number of wakes before the loop runs coalesce into one: once the pipe is full the write
/// fails with EAGAIN, which is fine because the loop is already due to wake. `write(2)` is
/// thread-safe and async-signal-safe, so `wake()` may be called from anywhere.
public final class Waker: Sendable {
    private let pipe: Pipe

    public init() throws {
        pipe = try Pipe()
    }

    deinit { pipe.closeBothEnds() }

    /// The read end, for `EventLoop`.
    public var fileDescriptor: Int32 { pipe.readEnd }

    public func wake() {
        var byte: UInt8 = 1
        _ = write(pipe.writeEnd, &byte, 1)
    }

    /// Empties the pipe; call after the loop reports `.wake`, before looking for work, so a
    /// wake that arrives during the work is not lost.
    public func drain() {
        _ = pipe.drain()
    }
}
