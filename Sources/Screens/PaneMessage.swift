import Canvas
import TidingsText

/// Centered text in an empty pane: "Loading…", an error with what to do next, "Nothing here".
enum PaneMessage {
    static func draw(_ text: String, style: CellStyle, into grid: inout CellGrid, area: Rect, prefix: String? = nil, prefixStyle: CellStyle = .plain) {
        guard !area.isEmpty else { return }
        let width = max(1, min(area.width - 2, 72))
        var lines = TextLayout.wrap(text, width: prefix == nil ? width : max(1, width - 2))
        if lines.isEmpty { lines = [""] }
        let top = area.row + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.bottom {
            let lineWidth = DisplayWidth.of(line) + (prefix == nil || offset > 0 ? 0 : 2)
            var column = area.column + max(0, (area.width - lineWidth) / 2)
            if let prefix, offset == 0 {
                column += grid.put(prefix + " ", row: top, column: column, maxWidth: area.width, style: prefixStyle)
            }
            grid.putTruncated(line, row: top + offset, column: column, width: area.column + area.width - column, style: style)
        }
    }
}
