import Canvas
import TidingsText

/// The help overlay: a box listing the keys that apply where the user is, as the keymap binds
/// them, drawn over the current pane.
enum HelpOverlay {
    static func draw(_ entries: [(keys: String, action: String)], into grid: inout CellGrid, area: Rect, theme: Theme) {
        let keyWidth = min(entries.map { DisplayWidth.of($0.keys) }.max() ?? 0, 24)
        let width = min(area.width, 72)
        let height = min(area.height, entries.count + 4)
        guard width >= 12, height >= 3 else { return }
        let top = area.row + (area.height - height) / 2
        let left = area.column + (area.width - width) / 2
        for row in top..<top + height { grid.fill(row: row, column: left, width: width, style: theme.overlay) }
        let rule = String(repeating: "─", count: width - 2)
        grid.put("┌" + rule + "┐", row: top, column: left, style: theme.overlay)
        grid.put("└" + rule + "┘", row: top + height - 1, column: left, style: theme.overlay)
        for row in top + 1..<top + height - 1 {
            grid.put("│", row: row, column: left, style: theme.overlay)
            grid.put("│", row: row, column: left + width - 1, style: theme.overlay)
        }
        grid.put(" Keys ", row: top, column: left + 2, style: theme.overlayKey)
        let footer = " any key closes "
        grid.put(footer, row: top + height - 1, column: left + max(2, width - footer.count - 2), maxWidth: width - 4, style: theme.overlay)
        let inner = width - 4
        for (index, entry) in entries.enumerated() {
            let row = top + 2 + index
            guard row < top + height - 1 else { break }
            if row == top + height - 2, index < entries.count - 1 {
                grid.put("…", row: row, column: left + 2, style: theme.overlay)
                break
            }
            let used = grid.putTruncated(entry.keys, row: row, column: left + 2, width: min(keyWidth, inner), style: theme.overlayKey)
            let column = left + 2 + max(used, min(keyWidth, inner)) + 2
            grid.putTruncated(entry.action, row: row, column: column, width: left + width - 2 - column, style: theme.overlay)
        }
    }
}
