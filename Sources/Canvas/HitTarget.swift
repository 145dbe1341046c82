/// What a region of the screen stands for when the mouse clicks it. Screens record these while
/// drawing, so hit-testing always matches what is on screen, after scrolling and resizing too.
public enum HitTarget: Hashable, Sendable {
    /// A row of the pane's list: a feed item or a discussion entry, by index.
    case row(Int)
    /// A source tab in the title bar, by index.
    case tab(Int)
    /// A key hint in the status bar: the keymap action it runs, by name.
    case command(String)
    /// The pane's content area (for the wheel): nothing more specific.
    case pane
}

/// A rectangle of the grid and what it stands for.
public struct HitRegion: Hashable, Sendable {
    public var rect: Rect
    public var target: HitTarget

    public init(_ rect: Rect, _ target: HitTarget) {
        self.rect = rect
        self.target = target
    }

    public func contains(row: Int, column: Int) -> Bool {
        row >= rect.row && row < rect.bottom && column >= rect.column && column < rect.column + rect.width
    }
}
