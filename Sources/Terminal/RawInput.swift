/// One unit of input exactly as `wget_wch` reports it, before any interpretation.
///
/// Keeping this separate from `Key` lets the translation (escape sequences, combining marks,
/// control characters) be tested without a terminal.
enum RawInput: Hashable, Sendable {
    /// `wget_wch` returned `OK`: a code point typed by the user (possibly a control character).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES`: ncurses recognised a key sequence (`KEY_UP`, ...).
    case keyCode(Int32)
}
