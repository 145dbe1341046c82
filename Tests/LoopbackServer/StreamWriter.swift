#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The connection as a `.stream` reply sees it: write, or wait a while. Both report false once
/// the client has gone (or the server is stopping), which is the writer's cue to return.
public struct StreamWriter: Sendable {
    let descriptor: Int32

    /// Sends every byte; false when the client is gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        Socket.sendAll(bytes, to: descriptor)
    }

    @discardableResult
    public func write(_ text: String) -> Bool {
        write(Array(text.utf8))
    }

    /// Waits up to `milliseconds`, returning early (false) if the client closes the connection or
    /// the server stops. The request has been read in full, so any readability means end of stream.
    public func pause(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        return ready == 0
    }
}
