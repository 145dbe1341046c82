/// A key on the keyboard, without modifiers: what `KeyPress` pairs with Ctrl, Alt and Shift.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    case function(Int)
}
