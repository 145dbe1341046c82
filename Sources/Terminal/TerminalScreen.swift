import CNcurses
import Canvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen terminal, drawn with ncursesw.
///
/// Not Sendable: ncurses keeps global state and is not thread-safe, so the screen is created
/// and used only on the run-loop thread. Other threads reach the loop through `Waker`.
public final class TerminalScreen {
    /// How long the run loop should sleep when `hasPendingEscape` is true. Slightly longer than
    /// the decoder's hold time, so the next `readKeys` is sure to find it expired.
    public static let pendingEscapeTimeoutMilliseconds: Int32 = 30

    /// ESCDELAY: how long ncurses waits after ESC for the rest of a key sequence.
    static let escapeDelayMilliseconds: Int32 = 25

    private let screen: OpaquePointer
    private var originalTermios = termios()
    private var resetSequence: [UInt8] = []

    /// False once `restore()` has run; every ncurses call is skipped after that.
    private(set) var isActive = true
    /// True between `suspend()` and `resume()`.
    private(set) var isSuspended = false

    // Drawing state (TerminalScreen+Drawing.swift).
    let colorEnabled: Bool
    let colorMapping: ColorMapping
    var colorPairs: ColorPairCache
    var pairsRanOut = false
    var previousGrid: CellGrid?
    var previousScreenSize: (rows: Int, columns: Int) = (0, 0)
    var lastStyle: CellStyle?
    var lastRendition: (attributes: attr_t, pair: Int32) = (0, 0)

    // Pictures the terminal draws itself (TerminalScreen+Images.swift).
    var shownImages: [ImagePlacement] = []
    var kittyTransmitted: Set<UInt32> = []
    /// Set when pictures must reach the terminal outside tmux through its passthrough
    /// (`allow-passthrough on`); see `GraphicsSupport`.
    public var imagesThroughTmux = false

    /// The colours this terminal can show (what pictures should be rendered for).
    public var colorDepth: ColorDepth { colorEnabled ? colorMapping.depth : .none }

    // Input state (TerminalScreen+Input.swift).
    var decoder = KeyDecoder()
    var cursorVisible = false
    /// Keys typed before curses started wait in ncurses' queue, where poll() cannot see them.
    var typedAheadWaiting = false

    /// What is written to switch the terminal's input modes on (bracketed paste, and mouse
    /// reporting unless turned off) and back off again.
    private let inputModesOn: [UInt8]
    private let inputModesOff: [UInt8]

    /// `typedAhead`: keys that arrived before curses started (with `GraphicsProbe`'s answers),
    /// read first.
    public init(useColor: Bool, mouse: Bool = true, typedAhead: [UInt8] = []) throws {
        inputModesOn = Self.bracketedPasteOn + (mouse ? Self.mouseReportingOn : [])
        inputModesOff = (mouse ? Self.mouseReportingOff : []) + Self.bracketedPasteOff
        // The locale must be set before curses starts, or wide characters come out as bytes.
        setlocale(LC_ALL, "")
        Self.ensureUTF8CharacterType()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
            throw TerminalError.terminalTypeNotSet
        }
        // Saved before curses changes anything, for the crash rescue.
        guard tcgetattr(STDIN_FILENO, &originalTermios) == 0 else {
            throw TerminalError.systemCallFailed(call: "tcgetattr", errno: errno)
        }
        // newterm rather than initscr: initscr prints a message and exits the process when TERM
        // is unknown, newterm returns NULL and lets us explain.
        guard let screen = newterm(type, tidings_stdout(), tidings_stdin()) else {
            throw TerminalError.unknownTerminalType(type)
        }
        set_term(screen)
        // "dumb" and friends load fine but cannot address the cursor; curses would scribble.
        guard Self.hasCapability("cup") else {
            endwin()
            delscreen(screen)
            throw TerminalError.terminalTooLimited(type)
        }
        self.screen = screen

        cbreak()  // keys arrive at once, but Ctrl-C / Ctrl-Z still raise signals
        Self.disableFlowControl()
        noecho()
        nonl()  // Enter arrives as CR and is not turned into LF; output is not post-processed
        let window = tidings_stdscr()
        keypad(window, true)
        nodelay(window, true)  // wget_wch returns ERR when nothing is waiting: the loop polls
        leaveok(window, true)  // the cursor is hidden; do not spend bytes moving it back
        set_escdelay(Self.escapeDelayMilliseconds)
        curs_set(0)
        // Mouse reports are decoded by KeyDecoder (SGR and X10 alike). Where terminfo names a
        // mouse prefix (kmous), ncurses would swallow the report as KEY_MOUSE without mousemask.
        keyok(KEY_MOUSE, false)

        var colors = false
        var defaults = false
        if useColor && has_colors() {
            colors = start_color() == OK
            // -1 then means "the terminal's own colour", so .standard keeps the user's theme.
            defaults = colors && use_default_colors() == OK
        }
        colorEnabled = colors
        colorMapping = ColorMapping(depth: colors ? Self.depth(colors: Int(tidings_colors())) : .none, defaultColors: defaults)
        colorPairs = ColorPairCache(colorPairs: colors ? Int(tidings_color_pairs()) : 1)
        decoder = KeyDecoder(nameOfKeyCode: { code in keyname(code).map { String(cString: $0) } })

        // ncurses' push-back queue is last in, first out.
        for scalar in String(decoding: typedAhead, as: UTF8.self).unicodeScalars.reversed() {
            _ = unget_wch(wchar_t(bitPattern: scalar.value))
        }
        typedAheadWaiting = !typedAhead.isEmpty

        assert(Self.keyCodeTableMatchesCurses(), "KeyCodeTable disagrees with <curses.h>")
        resetSequence = Self.captureResetSequence() + inputModesOff
        CrashRescue.installCrashHandlers()
        armRescue()
        Self.writeToTerminal(inputModesOn)
    }

    /// What terminfo says about colours, once curses has started them.
    private static func depth(colors: Int) -> ColorDepth {
        if tidings_has_direct_color() != 0 { return .direct }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .sixteen }
        return .eight
    }

    /// Ctrl-S and Ctrl-Q are keys here (Ctrl-S saves a form), not the terminal's XOFF/XON,
    /// which would freeze the screen until Ctrl-Q. ncurses is told this is now the program's
    /// mode, so suspending and resuming keep it; leaving restores the shell's own settings.
    static func disableFlowControl() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        settings.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        def_prog_mode()
    }

    /// Tidings draws UTF-8 (box lines, "›", every non-ASCII title). Started with no locale at
    /// all (cron, `env -i`, a bare container) the C locale would turn all of that into "?", so
    /// character handling falls back to C.UTF-8, which glibc always provides; other categories
    /// keep the user's settings.
    static func ensureUTF8CharacterType() {
        if isUTF8CharacterType() { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8CharacterType() { return }
        }
    }

    static func isUTF8CharacterType() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Bracketed paste (xterm's mode 2004): pasted text arrives between markers, so a paste is
    /// text rather than a burst of key commands. Terminals without it ignore the request.
    static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)
    /// Mouse reporting: presses and releases (1000), motion while a button is held (1002), in
    /// the SGR encoding (1006), which has no column limit. Terminals let Shift-drag select text
    /// natively while this is on.
    static let mouseReportingOn = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseReportingOff = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    static func writeToTerminal(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }

    deinit {
        restore()
        delscreen(screen)
    }

    /// Rows and columns of the screen as ncurses currently sees it.
    public var size: (rows: Int, columns: Int) {
        guard isActive else { return (0, 0) }
        var rows: Int32 = 0
        var columns: Int32 = 0
        tidings_getmaxyx(tidings_stdscr(), &rows, &columns)
        return (Int(rows), Int(columns))
    }

    /// Call after SIGWINCH (`TerminalSignal.resize`). Our own SIGWINCH handler replaces
    /// ncurses', so ncurses does not notice resizes by itself: read the kernel's size and tell
    /// it. `resize_term` rather than `resizeterm`, because the latter also queues a `KEY_RESIZE`
    /// that would surface as a stale `.resize` key whenever the user next types. (`.resize`
    /// keys still come through if ncurses' own handler is the one installed.)
    public func handleResize() {
        guard isActive else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        let found = [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO].contains { fd in
            tidings_window_size(fd, &rows, &columns) == 0
        }
        // A 0x0 report (some pseudo-terminals before they are sized) is not a usable size; keep
        // the old one. 1x1 is legal and handled like any other.
        guard found, rows > 0, columns > 0 else { return }
        let current = size
        if current.rows != Int(rows) || current.columns != Int(columns) {
            resize_term(rows, columns)
        }
        clearok(tidings_curscr(), true)  // what the terminal shows after a resize is unknown
        previousGrid = nil
    }

    /// For Ctrl-Z (`TerminalSignal.suspend`): gives the terminal back to the shell and stops the
    /// process. Returns once the shell continues it (`fg`); then call `resume()` and redraw.
    public func suspend() {
        guard isActive, !isSuspended else { return }
        isSuspended = true
        forgetImages()
        endwin()
        Self.writeToTerminal(inputModesOff)
        CrashRescue.disarm()
        // Stop for real: briefly restore the default SIGTSTP action, whose effect is to stop.
        let previous = SignalAction.setDefault(for: SIGTSTP)
        // raise() targets this thread, which may block SIGTSTP (Swift concurrency threads can).
        var stop = sigset_t()
        var savedMask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &savedMask)
        raise(SIGTSTP)  // execution continues here after SIGCONT
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
        SignalAction.restore(previous, for: SIGTSTP)
    }

    /// Re-enters curses mode after `suspend()` (or anything else that disturbed the screen) and
    /// makes the next `draw` repaint everything instead of only what changed.
    public func resume() {
        guard isActive else { return }
        if isSuspended {
            isSuspended = false
            reset_prog_mode()
            keypad(tidings_stdscr(), true)
            curs_set(0)
            cursorVisible = false
            armRescue()
            Self.writeToTerminal(inputModesOn)
        }
        handleResize()  // the window may have been resized while we were stopped
        clearok(tidings_curscr(), true)
        previousGrid = nil
    }

    /// Leaves curses mode for good. Safe to call more than once; `deinit` calls it too.
    public func restore() {
        guard isActive else { return }
        if !isSuspended { forgetImages() }
        isActive = false
        if !isSuspended {
            endwin()
            Self.writeToTerminal(inputModesOff)
        }
        CrashRescue.disarm()
    }

    private func armRescue() {
        CrashRescue.arm(inputFD: STDIN_FILENO, outputFD: STDOUT_FILENO, original: originalTermios, resetSequence: resetSequence)
    }

    /// KeyCodeTable spells the ncurses key codes out so it can be tested without curses; this
    /// guards against a header that numbers them differently.
    private static func keyCodeTableMatchesCurses() -> Bool {
        KeyCodeTable.codeYes == KEY_CODE_YES && KeyCodeTable.up == KEY_UP && KeyCodeTable.down == KEY_DOWN
            && KeyCodeTable.left == KEY_LEFT && KeyCodeTable.right == KEY_RIGHT && KeyCodeTable.home == KEY_HOME
            && KeyCodeTable.end == KEY_END && KeyCodeTable.previousPage == KEY_PPAGE
            && KeyCodeTable.nextPage == KEY_NPAGE && KeyCodeTable.backspace == KEY_BACKSPACE
            && KeyCodeTable.deleteCharacter == KEY_DC && KeyCodeTable.enter == KEY_ENTER
            && KeyCodeTable.backTab == KEY_BTAB && KeyCodeTable.resize == KEY_RESIZE
            && KeyCodeTable.f0 == KEY_F0 && KeyCodeTable.find == KEY_FIND && KeyCodeTable.select == KEY_SELECT
            && KeyCodeTable.begin == KEY_BEG && KeyCodeTable.lowerLeft == KEY_LL && KeyCodeTable.keypadA1 == KEY_A1
            && KeyCodeTable.keypadA3 == KEY_A3 && KeyCodeTable.keypadC1 == KEY_C1 && KeyCodeTable.keypadC3 == KEY_C3
            && KeyCodeTable.max == KEY_MAX && KeyCodeTable.f0 + 5 == tidings_key_f(5)
    }

    private static func hasCapability(_ name: String) -> Bool {
        guard let value = tigetstr(name) else { return false }
        return Int(bitPattern: value) != -1
    }

    /// The terminal's own strings for what `endwin` undoes: leave the alternate screen, show
    /// the cursor, reset attributes, leave keypad-transmit mode. Captured now because terminfo
    /// cannot be consulted from a signal handler.
    private static func captureResetSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard hasCapability(capability), let value = tigetstr(capability) else { continue }
            bytes.append(contentsOf: Terminfo.withoutPadding(String(cString: value)).utf8)
        }
        return bytes
    }
}
