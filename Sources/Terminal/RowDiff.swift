import Canvas

/// Finds the grid rows that differ from the previous frame, so `draw` only re-copies those
/// into ncurses. ncurses would find the same changes itself at `doupdate`, but skipping the
/// per-cell `setcchar`/`wadd_wch` calls for unchanged rows keeps a frame cheap.
enum RowDiff {
    /// Rows of `current` to redraw. Everything when there is no comparable previous frame.
    static func changedRows(previous: CellGrid?, current: CellGrid) -> [Int] {
        guard let previous, previous.rows == current.rows, previous.columns == current.columns else {
            return Array(0..<current.rows)
        }
        let width = current.columns
        return (0..<current.rows).filter { row in
            let range = row * width..<(row + 1) * width
            return previous.cells[range] != current.cells[range]
        }
    }
}
