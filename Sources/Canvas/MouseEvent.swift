/// A mouse report from the terminal, in grid coordinates (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release
        /// Moved with a button held.
        case drag(Button)
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    public var row: Int
    public var column: Int
    public var modifiers: Modifiers
    /// 1 for a single click, 2 for a double click (a second press of the same button on the
    /// same cell soon after the first), and so on. Always 1 for other kinds.
    public var clickCount: Int

    public init(_ kind: Kind, row: Int, column: Int, modifiers: Modifiers = [], clickCount: Int = 1) {
        self.kind = kind
        self.row = row
        self.column = column
        self.modifiers = modifiers
        self.clickCount = clickCount
    }
}
