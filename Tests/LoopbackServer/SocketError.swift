#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed socket call while setting up the server; carries errno so a failing test says why.
public struct SocketError: Error, CustomStringConvertible {
    public var operation: String
    public var code: Int32

    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
