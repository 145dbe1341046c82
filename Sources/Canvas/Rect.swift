/// A rectangle of cells on the grid.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var height: Int
    public var width: Int

    public init(row: Int, column: Int, height: Int, width: Int) {
        self.row = row
        self.column = column
        self.height = max(0, height)
        self.width = max(0, width)
    }

    public var bottom: Int { row + height }
    public var isEmpty: Bool { height == 0 || width == 0 }
}

extension Rect {
    /// True when the two share at least one cell.
    public func overlaps(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && row < other.bottom && other.row < bottom
            && column < other.column + other.width && other.column < column + width
    }

    /// True when every cell of `other` is one of this rectangle's.
    public func contains(_ other: Rect) -> Bool {
        other.row >= row && other.bottom <= bottom && other.column >= column && other.column + other.width <= column + width
    }
}
