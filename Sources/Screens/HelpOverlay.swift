import Canvas
import TidingsText

/// The help overlay: a box listing the keys that apply where the user is, as the keymap binds
/// them, drawn over the current pane. When the list is taller than the box it scrolls.
enum HelpOverlay {
    /// Rows the box spends on its frame and the blank line under the title.
    static let chrome = 3

    /// How many entries fit in a pane of `height` rows.
    static func visibleEntries(in height: Int) -> Int { max(0, height - chrome) }

    /// The box's width in a pane `areaWidth` columns wide.
    static func width(in areaWidth: Int) -> Int { min(areaWidth, 72) }

    /// The keys' column: as wide as the widest keys, up to 24 columns.
    static func keyWidth(_ entries: [(keys: String, action: String)]) -> Int {
        min(entries.map { DisplayWidth.of($0.keys) }.max() ?? 0, 24)
    }

    /// The box's lines in a pane `areaWidth` wide: an entry whose words do not fit beside its
    /// keys goes on over the next lines (a narrow terminal reads every word, not "open; on a…").
    static func lines(_ entries: [(keys: String, action: String)], areaWidth: Int) -> [(keys: String, action: String)] {
        let inner = width(in: areaWidth) - 4
        let keys = keyWidth(entries)
        let room = inner - min(keys, inner) - 2
        guard room >= 8 else { return entries }
        return entries.flatMap { entry -> [(keys: String, action: String)] in
            guard DisplayWidth.of(entry.action) > room else { return [entry] }
            return TextLayout.wrap(entry.action, width: room).enumerated().map { ($0.offset == 0 ? entry.keys : "", $0.element) }
        }
    }

    /// Draws `entries` (the box's lines, as `lines` gives them) from line `offset`.
    static func draw(_ entries: [(keys: String, action: String)], offset: Int, footer closing: String, into grid: inout CellGrid,
                     area: Rect, theme: Theme) {
        let keyWidth = keyWidth(entries)
        let width = width(in: area.width)
        let height = min(area.height, entries.count + chrome + 1)
        guard width >= 12, height >= 3 else { return }
        let top = area.row + (area.height - height) / 2
        let left = area.column + (area.width - width) / 2
        grid.mark(Rect(row: top, column: left, height: height, width: width), as: .pane)
        for row in top..<top + height { grid.fill(row: row, column: left, width: width, style: theme.overlay) }
        let rule = String(repeating: "─", count: width - 2)
        grid.put("┌" + rule + "┐", row: top, column: left, style: theme.overlay)
        grid.put("└" + rule + "┘", row: top + height - 1, column: left, style: theme.overlay)
        for row in top + 1..<top + height - 1 {
            grid.put("│", row: row, column: left, style: theme.overlay)
            grid.put("│", row: row, column: left + width - 1, style: theme.overlay)
        }
        grid.put(" Keys ", row: top, column: left + 2, style: theme.overlayKey)
        let shown = visibleEntries(in: height)
        let scrolls = entries.count > shown
        // Where the whole footer does not fit, which entries are shown gives way first: what
        // closes the box must stay readable.
        let range = " \(offset + 1)–\(min(entries.count, offset + shown)) of \(entries.count) · \(closing) "
        let footer = scrolls && DisplayWidth.of(range) <= width - 4 ? range : " \(closing) "
        let footerWidth = DisplayWidth.of(footer)
        grid.put(footer, row: top + height - 1, column: left + max(2, width - footerWidth - 2), maxWidth: width - 4, style: theme.overlay)
        let inner = width - 4
        for (index, entry) in entries.dropFirst(offset).prefix(shown).enumerated() {
            let row = top + 2 + index
            // Scrolled into the middle of a wrapped entry, its first line names its keys.
            var keys = entry.keys
            if index == 0, keys.isEmpty, let owner = entries[..<min(offset, entries.count)].last(where: { !$0.keys.isEmpty }) {
                keys = owner.keys
            }
            let used = grid.putTruncated(keys, row: row, column: left + 2, width: min(keyWidth, inner), style: theme.overlayKey)
            let column = left + 2 + max(used, min(keyWidth, inner)) + 2
            grid.putTruncated(entry.action, row: row, column: column, width: left + width - 2 - column, style: theme.overlay)
        }
    }
}
