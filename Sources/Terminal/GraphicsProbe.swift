import CNcurses
import Canvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal what it can draw, once at start, before curses takes it: the environment
/// first, then three queries on the terminal itself. A terminal that answers costs one round
/// trip; one that never answers costs at most the timeout. Its late answers are harmless: the
/// key decoder knows them and drops them. Keys typed meanwhile are handed back, in order.
public enum GraphicsProbe {
    public static let defaultTimeoutMilliseconds = 150

    public struct Result: Sendable {
        public var support: GraphicsSupport
        /// Bytes that came in with the answers but were not answers: keys typed meanwhile, for
        /// `TerminalScreen(typedAhead:)`.
        public var typedAhead: [UInt8]
    }

    /// Inside a multiplexer the queries would reach it, not the terminal: only the environment
    /// counts there.
    public static func detect(
        environment: [String: String], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
        timeoutMilliseconds: Int = defaultTimeoutMilliseconds
    ) -> Result {
        var support = GraphicsSupport.fromEnvironment(environment)
        if let cell = cellSize(output) ?? cellSize(input) {
            support.cellWidth = cell.width
            support.cellHeight = cell.height
        }
        guard !support.insideMultiplexer, isatty(input) == 1, isatty(output) == 1 else { return Result(support: support, typedAhead: []) }
        let replies = query(input: input, output: output, timeoutMilliseconds: timeoutMilliseconds)
        return Result(support: support.adding(replies), typedAhead: replies.typed)
    }

    /// The cell's size from the kernel's idea of the window, when the terminal told it.
    static func cellSize(_ fd: Int32) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0, columns: Int32 = 0, rows: Int32 = 0
        guard tidings_window_pixels(fd, &width, &height, &columns, &rows) == 0, width > 0, height > 0, columns > 0, rows > 0 else { return nil }
        let cell = (width: Int(width / columns), height: Int(height / rows))
        return (2...512).contains(cell.width) && (2...512).contains(cell.height) ? cell : nil
    }

    /// Writes the queries and reads until the device attributes arrive or time runs out, with
    /// the terminal briefly in raw mode (no echo, byte by byte) and then as it was.
    static func query(input: Int32, output: Int32, timeoutMilliseconds: Int) -> ProbeReplies {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return ProbeReplies() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return ProbeReplies() }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }

        guard writeAll(ProbeReplies.queries, to: output) else { return ProbeReplies() }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        let deadline = MonotonicClock.milliseconds() + UInt64(max(0, timeoutMilliseconds))
        while true {
            let now = MonotonicClock.milliseconds()
            guard now < deadline else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(deadline - now))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer[0..<count]
            // A runaway stream is not an answer.
            if received.count > 64 << 10 { break }
            if ProbeReplies.parse(received).complete { break }
        }
        return ProbeReplies.parse(received)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
