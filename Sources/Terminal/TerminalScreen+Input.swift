import CNcurses
import Canvas

extension TerminalScreen {
    /// Everything typed, pasted or clicked since the last call, without blocking (the screen is in nodelay mode;
    /// call this when `EventLoop` reports `.input`, or on a timeout while `hasPendingEscape`).
    public func readEvents() -> [InputEvent] {
        guard isActive else { return [] }
        typedAheadWaiting = false
        let window = tidings_stdscr()
        var batch: [RawInput] = []
        var value: wint_t = 0
        // Bounded so a huge paste cannot starve drawing; the rest stays readable for next time.
        while batch.count < 4096 {
            let result = wget_wch(window, &value)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                batch.append(.keyCode(Int32(bitPattern: UInt32(value))))
            } else {
                batch.append(.character(UInt32(value)))
            }
        }
        return decoder.decode(batch, now: MonotonicClock.milliseconds())
    }

    /// True when the last `readEvents` ended in the middle of an escape sequence that ncurses
    /// does not know (e.g. ESC [ arrived but not the rest).
    ///
    /// Why this is needed: the run loop sleeps in `poll()` on stdin, which only wakes for *new*
    /// bytes. If the rest of the sequence never comes (the user typed ESC [ by hand, or the
    /// sequence was cut in two by a slow link), nothing would wake the loop to deliver what was
    /// held. So while this is true, sleep at most `pendingEscapeTimeoutMilliseconds` and then call
    /// `readEvents()` even without input: by then the hold has expired and the keys come out.
    ///
    /// A lone ESC is never held here: ncurses itself waits ESCDELAY for a follow-up before
    /// returning ESC, so by the time `readEvents` sees it, it is known to be the Escape key.
    /// Keys typed before curses started (`typedAhead`) count too: poll() cannot see them.
    public var hasPendingEscape: Bool { isActive && (decoder.hasPendingEscape || typedAheadWaiting) }
}
