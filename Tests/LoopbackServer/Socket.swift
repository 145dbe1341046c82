#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the server needs, so the rest of the code reads as
/// HTTP rather than as pointer juggling.
enum Socket {
    struct Listener {
        var descriptor: Int32
        var port: UInt16
    }

    /// A listening TCP socket on 127.0.0.1 with a kernel-chosen port. Close-on-exec keeps the
    /// descriptor out of child processes (the end-to-end tests launch the app from a test).
    /// `listening` false: the port is only held (bound, never listening), so connections to it
    /// are refused and no other socket can take it.
    static func listenOnLoopback(listening: Bool = true) throws(SocketError) -> Listener {
        #if os(Linux)
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw SocketError(operation: "socket", code: errno) }

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw SocketError(operation: "bind", code: code)
        }
        guard !listening || listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw SocketError(operation: "listen", code: code)
        }

        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw SocketError(operation: "getsockname", code: code)
        }
        return Listener(descriptor: descriptor, port: UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, or nil once the listener is shut down. Transient failures (a signal,
    /// a client that reset before being accepted, running out of descriptors) are retried.
    static func accept(on listener: Int32, while keepGoing: () -> Bool) -> Int32? {
        while keepGoing() {
            #if canImport(Glibc)
            let client = Glibc.accept(listener, nil, nil)
            #else
            let client = Darwin.accept(listener, nil, nil)
            #endif
            if client >= 0 {
                // accept4 is hidden behind _GNU_SOURCE in Glibc's module map, so mark the
                // descriptor close-on-exec separately; see listenOnLoopback for why.
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return client
            }
            if errno == EMFILE || errno == ENFILE {
                usleep(10_000)  // let other connections finish and free descriptors
            }
        }
        return nil
    }

    /// Reads up to `count` bytes; returns nil on end of stream or error (including after
    /// `shutdown`), which for this server all mean "the conversation is over".
    static func receive(from descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            if received > 0 { return Array(buffer.prefix(received)) }
            if received < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes every byte unless the peer goes away. MSG_NOSIGNAL stops a vanished client from
    /// killing the whole test process with SIGPIPE.
    @discardableResult
    static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + offset, bytes.count - offset, flags)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Wakes any thread blocked in accept/recv on this descriptor without releasing the number,
    /// so it cannot be reused by an unrelated open() while that thread still holds it.
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Signals end of response to the client while still letting us close cleanly.
    static func shutdownWrite(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
