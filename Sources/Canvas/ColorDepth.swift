/// How many colours the terminal can show, as its terminfo entry says (ncurses can only send
/// what terminfo describes).
public enum ColorDepth: Sendable, Equatable {
    /// No colour at all (`NO_COLOR`, or a monochrome terminal): attributes only.
    case none
    /// The eight standard colours (some terminals add eight bright ones: `sixteen`).
    case eight
    case sixteen
    /// xterm's 256-colour palette.
    case indexed256
    /// 24-bit colour (a terminfo entry with the `RGB` flag, such as `xterm-direct`).
    case direct
}
