import Canvas

/// A picture drawn with characters: `rows` × `columns` cells, row after row, each a block or
/// sextant character with its foreground and background colours. Copied into the grid like
/// text, so it scrolls and clips with everything else.
public struct SymbolPicture: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    public let cells: [Cell]

    public init(columns: Int, rows: Int, cells: [Cell]) {
        precondition(cells.count == columns * rows)
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(row: Int, column: Int) -> Cell { cells[row * columns + column] }
}
