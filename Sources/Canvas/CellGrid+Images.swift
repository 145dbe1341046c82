extension CellGrid {
    /// The cell a terminal-drawn picture stands on: blank, so the text layer shows nothing
    /// under the picture and nothing is left behind when it goes.
    public static let imageCell = Cell(" ")

    /// Says that the terminal should draw `image` with its top-left corner at (row, column),
    /// and blanks the cells it covers. Screens stay pure: the terminal draws the picture after
    /// the frame. Returns false, placing nothing, when the picture does not fit inside the grid
    /// whole (a terminal cannot draw part of a sixel).
    @discardableResult
    public mutating func place(_ image: TerminalImage, row: Int, column: Int) -> Bool {
        guard row >= 0, column >= 0, row + image.rows <= rows, column + image.columns <= columns else { return false }
        for r in row..<(row + image.rows) {
            for c in column..<(column + image.columns) { self[r, c] = Self.imageCell }
        }
        placements.append(ImagePlacement(image: image, row: row, column: column))
        return true
    }

    /// The placements whose cells are still the blanks `place` left: anything drawn over a
    /// picture afterwards (an overlay, a popup, another picture) hides it, as it would hide text.
    public var visiblePlacements: [ImagePlacement] {
        placements.enumerated().filter { index, placement in
            let rect = placement.rect
            for later in placements[(index + 1)...] where later.rect.overlaps(rect) { return false }
            for r in placement.row..<(placement.row + placement.image.rows) {
                let base = r * columns
                for c in placement.column..<(placement.column + placement.image.columns) where cells[base + c] != Self.imageCell {
                    return false
                }
            }
            return true
        }.map(\.element)
    }
}
