/// Keeps the selected row of a list of equal-height rows on screen, scrolling as little as
/// possible (the way a table view follows its selection).
public enum ListViewport {
    /// The first visible row after making `selection` visible in `visibleRows` rows.
    public static func top(current: Int, selection: Int, count: Int, visibleRows: Int) -> Int {
        guard visibleRows > 0, count > 0 else { return 0 }
        var top = min(current, max(0, count - visibleRows))
        if selection < top { top = selection }
        if selection >= top + visibleRows { top = selection - visibleRows + 1 }
        return max(0, top)
    }
}
