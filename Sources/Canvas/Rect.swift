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
