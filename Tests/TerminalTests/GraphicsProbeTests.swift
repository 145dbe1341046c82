import Canvas
import Foundation
import Testing
@testable import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal: the test plays the terminal on the master side, the probe reads and
/// writes the other. (glibc declares the pty calls only for _XOPEN_SOURCE, which Swift's Glibc
/// module leaves out, so they are looked up by name.)
private final class PseudoTerminal: Sendable {
    let master: Int32
    let slave: Int32

    private typealias Call = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    init() throws {
        guard let open = Self.function("posix_openpt", as: Call.self), let grant = Self.function("grantpt", as: Call.self),
              let unlock = Self.function("unlockpt", as: Call.self), let name = Self.function("ptsname", as: Name.self)
        else { throw POSIXError(.ENOSYS) }
        master = open(O_RDWR | O_NOCTTY)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let path = name(master) else { throw POSIXError(.ENXIO) }
        slave = Glibc.open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENXIO) }
    }

    deinit {
        close(slave)
        close(master)
    }

    /// What the probe wrote, read within `milliseconds`.
    func readQueries(milliseconds: Int32 = 1_000) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, received.isEmpty ? milliseconds : 50) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
            if received.count >= ProbeReplies.queries.count { break }
        }
        return received
    }

    func answer(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Bytes waiting on the probe's side (what curses would read next).
    func pendingInput() -> [UInt8] {
        var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(slave, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

@Suite(.serialized) struct GraphicsProbeTests {
    @Test func anAnsweringTerminalIsAskedOnceAndItsAnswersRead() throws {
        let pty = try PseudoTerminal()
        let terminal = Thread {
            let queries = pty.readQueries()
            guard queries == ProbeReplies.queries else { return }
            pty.answer("j\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4;22c")
        }
        terminal.start()
        let start = ContinuousClock.now
        let result = GraphicsProbe.detect(environment: ["TERM": "xterm-256color"], input: pty.slave, output: pty.slave, timeoutMilliseconds: 2_000)
        #expect(ContinuousClock.now - start < .milliseconds(1_500), "the device attributes end the wait")
        #expect(result.support.protocols == [.kitty, .sixel])
        #expect(result.support.cellWidth == 10 && result.support.cellHeight == 20)
        #expect(result.typedAhead == Array("j".utf8), "a key typed meanwhile is handed back")
        #expect(pty.pendingInput().isEmpty)
    }

    @Test func aTerminalThatNeverAnswersCostsTheTimeoutAndNoMore() throws {
        let pty = try PseudoTerminal()
        var before = termios()
        tcgetattr(pty.slave, &before)
        let start = ContinuousClock.now
        let result = GraphicsProbe.detect(environment: ["TERM": "vt100"], input: pty.slave, output: pty.slave, timeoutMilliseconds: 120)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .milliseconds(120) && elapsed < .milliseconds(600))
        #expect(result.support.protocols.isEmpty && result.typedAhead.isEmpty)
        #expect(pty.readQueries() == ProbeReplies.queries)
        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == before.c_lflag, "the terminal's modes are as they were")
    }

    @Test func lateAnswersAreNoKeys() {
        var decoder = KeyDecoder()
        let late = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4;22c".unicodeScalars.map { RawInput.character($0.value) }
        #expect(decoder.decode(late, now: 0) == [])
        // Cut in two, as a slow link delivers it.
        var split = KeyDecoder()
        let first = split.decode(Array(late.prefix(6)), now: 0)
        let rest = split.decode(Array(late.dropFirst(6)), now: 5)
        #expect(first == [] && rest == [])
        // Alt-_ typed by hand is still a key.
        var typed = KeyDecoder()
        let held = typed.decode([.character(0x1B), .character(0x5F)], now: 0)
        let after = typed.decode([], now: 100)
        #expect(held == [])
        #expect(after == [.key(KeyPress(.character("_"), .alt))])
    }

    @Test func insideTmuxNothingIsAsked() throws {
        let pty = try PseudoTerminal()
        let result = GraphicsProbe.detect(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], input: pty.slave, output: pty.slave, timeoutMilliseconds: 100)
        #expect(result.support.insideMultiplexer)
        #expect(pty.readQueries(milliseconds: 100).isEmpty)
    }

    @Test func theEnvironmentNamesTheTerminalsThatSettleIt() {
        #expect(GraphicsSupport.fromEnvironment(["TERM": "xterm-kitty"]).preferred == .kitty)
        #expect(GraphicsSupport.fromEnvironment(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).preferred == .kitty)
        #expect(GraphicsSupport.fromEnvironment(["TERM_PROGRAM": "iTerm.app"]).preferred == .iterm2)
        #expect(GraphicsSupport.fromEnvironment(["TERM_PROGRAM": "WezTerm"]).protocols == [.kitty, .iterm2, .sixel])
        #expect(GraphicsSupport.fromEnvironment(["TERM": "foot"]).preferred == .sixel)
        #expect(GraphicsSupport.fromEnvironment(["TERM": "xterm-256color"]).preferred == nil)
        #expect(GraphicsSupport.fromEnvironment(["TERM": "screen-256color"]).insideMultiplexer)
    }

    @Test func repliesAreReadWhateverElseIsAroundThem() {
        let replies = ProbeReplies.parse(Array("\u{1B}[A\u{1B}_Gi=31;EINVAL:bad\u{1B}\\\u{1B}[6;0;0t\u{1B}[?1;2c".utf8))
        #expect(!replies.kittyGraphics, "an error is no support")
        #expect(replies.cellSize == nil, "a cell of no pixels is no size")
        #expect(!replies.sixel && replies.complete)
        #expect(replies.typed == Array("\u{1B}[A".utf8), "an arrow typed meanwhile")
        #expect(!ProbeReplies.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)).complete, "not yet the device attributes")
    }
}
