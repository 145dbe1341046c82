/// A key press, in terms the screens care about. The terminal backend translates raw input.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    case control(Character)  // Ctrl plus a letter, lower-case
    case function(Int)
    case resize
    /// Text pasted while the terminal's bracketed-paste mode was on: it arrives whole, so it is
    /// never mistaken for typed commands.
    case paste(String)
}
