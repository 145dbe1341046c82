import Testing
@testable import Terminal
#if canImport(Glibc)
import Glibc
#endif

@Suite struct TerminalSignalTests {
    @Test func decodesAndCoalesces() {
        let bytes = [SIGWINCH, SIGWINCH, SIGTSTP, SIGWINCH, SIGCONT, 99].map { UInt8($0) }
        #expect(TerminalSignal.decode(bytes) == [.resize, .suspend, .continued])
        #expect(TerminalSignal.decode([UInt8(SIGINT), UInt8(SIGTERM), UInt8(SIGHUP)]) == [.interrupt, .terminate, .hangup])
    }
}

@Suite struct TerminfoTests {
    @Test func paddingIsRemoved() {
        #expect(Terminfo.withoutPadding("\u{1B}[m$<2>") == "\u{1B}[m")
        #expect(Terminfo.withoutPadding("a$<5*/>b$<1>c") == "abc")
        #expect(Terminfo.withoutPadding("cost $5") == "cost $5")
        #expect(Terminfo.withoutPadding("$<unterminated") == "$<unterminated")
    }
}

/// The pipes need no terminal, so Waker, SignalWatcher and EventLoop are tested for real.
@Suite(.serialized) struct PipeBackedTests {
    @Test func wakerWakesTheLoopAndCoalesces() throws {
        let waker = try Waker()
        let loop = EventLoop(inputFD: -1, wakeFD: waker.fileDescriptor, signalFD: -1)
        #expect(loop.wait(timeoutMilliseconds: 0) == [.timeout])
        for _ in 0..<100_000 { waker.wake() }  // far more than a pipe holds: must not block
        #expect(loop.wait(timeoutMilliseconds: nil) == [.wake])
        waker.drain()
        #expect(loop.wait(timeoutMilliseconds: 10) == [.timeout])
    }

    @Test func signalWatcherReportsSignals() throws {
        let watcher = try SignalWatcher()
        let loop = EventLoop(inputFD: -1, wakeFD: -1, signalFD: watcher.fileDescriptor)
        // kill rather than raise: the test may run on a thread that blocks these signals.
        kill(getpid(), SIGWINCH)
        kill(getpid(), SIGWINCH)
        kill(getpid(), SIGCONT)
        // Process-directed signals arrive asynchronously, possibly on another thread.
        var seen: Set<TerminalSignal> = []
        while seen.count < 2, loop.wait(timeoutMilliseconds: 1_000) == [.signal] {
            seen.formUnion(watcher.drain())
        }
        #expect(seen == [.resize, .continued])
    }

    @Test func hangUpCountsAsInput() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        close(fds[1])
        let loop = EventLoop(inputFD: fds[0], wakeFD: -1, signalFD: -1)
        #expect(loop.wait(timeoutMilliseconds: 1_000) == [.input])
        #expect(loop.inputIsClosed())
        close(fds[0])
    }
}
