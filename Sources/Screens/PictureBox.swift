import Canvas
import Pictures
import TidingsText

/// Draws a picture in the box a screen reserved for it, whatever state it is in: the box is
/// the same size loading, failed and drawn, so nothing around it moves when the picture comes.
/// While it loads, or when it will not come, the box is a quiet placeholder: the alt text,
/// dimmed, in its middle. Symbols are copied in like text and clip with the pane; a picture the
/// terminal draws itself is marked on the grid, and shown only when the whole of it is in view
/// (the placeholder stands in while it is partly scrolled out).
public enum PictureBox {
    /// `rect` is the reserved box (it may reach outside `clip`, the pane's visible area, when
    /// scrolled); `alt` must already be sanitized.
    public static func draw(
        _ state: PictureState?, alt: String, in rect: Rect, clip: Rect, into grid: inout CellGrid, style: CellStyle
    ) {
        let visible = intersection(rect, intersection(clip, Rect(row: 0, column: 0, height: grid.rows, width: grid.columns)))
        guard !visible.isEmpty else { return }
        for row in visible.row..<visible.bottom { grid.fill(row: row, column: visible.column, width: visible.width, style: .plain) }
        switch state {
        case .ready(.symbols(let picture))?:
            for row in 0..<picture.rows where rect.row + row >= visible.row && rect.row + row < visible.bottom {
                for column in 0..<picture.columns {
                    let target = rect.column + column
                    guard target >= visible.column, target < visible.column + visible.width else { continue }
                    grid[rect.row + row, target] = picture[row, column]
                }
            }
        case .ready(.terminal(let image))?:
            let placed = Rect(row: rect.row, column: rect.column, height: image.rows, width: image.columns)
            if visible.contains(placed), grid.place(image, row: rect.row, column: rect.column) { return }
            placeholder(alt, in: rect, visible: visible, into: &grid, style: style)
        case .loading?, .failed?, nil:
            placeholder(alt, in: rect, visible: visible, into: &grid, style: style)
        }
    }

    /// The alt text wrapped to the box and centred in it, as much of it as is in view.
    private static func placeholder(_ alt: String, in rect: Rect, visible: Rect, into grid: inout CellGrid, style: CellStyle) {
        let width = max(1, rect.width - 2)
        let lines = Array(TextLayout.wrap(alt, width: width).prefix(rect.height))
        guard !lines.isEmpty else { return }
        let top = rect.row + (rect.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            let row = top + offset
            guard row >= visible.row, row < visible.bottom else { continue }
            let column = rect.column + max(0, (rect.width - DisplayWidth.of(line)) / 2)
            // Clipped to what is visible of the row, on both sides.
            let start = max(column, visible.column)
            let skip = start - column
            let shown = skip > 0 ? String(line.dropFirst(skip)) : line
            grid.putTruncated(shown, row: row, column: start, width: visible.column + visible.width - start, style: style)
        }
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let top = max(a.row, b.row)
        let left = max(a.column, b.column)
        let bottom = min(a.bottom, b.bottom)
        let right = min(a.column + a.width, b.column + b.width)
        return Rect(row: top, column: left, height: bottom - top, width: right - left)
    }
}
