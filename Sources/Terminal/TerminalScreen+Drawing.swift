import CNcurses
import Canvas

extension TerminalScreen {
    /// Shows `grid`. Cells are copied into ncurses' `stdscr` and `doupdate` then sends only
    /// what differs from what the terminal already shows. Rows that did not change since the
    /// previous frame are not even copied. A grid larger than the screen is clipped; screen
    /// area the grid does not cover is cleared. Pictures the terminal draws itself
    /// (`CellGrid.place`) are written after the frame, and cleared when they move or go.
    public func draw(_ grid: CellGrid) {
        guard isActive else { return }
        if isSuspended { resume() }
        let window = tidings_stdscr()
        let screenSize = size
        let rows = min(grid.rows, screenSize.rows)
        let columns = min(grid.columns, screenSize.columns)
        let sizeChanged = screenSize != previousScreenSize
        let comparable = sizeChanged ? nil : previousGrid

        pairsRanOut = false
        for row in RowDiff.changedRows(previous: comparable, current: grid) where row < rows {
            drawRow(row, of: grid, columns: columns, window: window)
        }
        if pairsRanOut {
            // Every pair is taken: start again from none and paint the whole frame, so no cell
            // on screen keeps a pair that is now given other colours.
            colorPairs.reset()
            lastStyle = nil
            for row in 0..<rows { drawRow(row, of: grid, columns: columns, window: window) }
        }
        if previousGrid == nil || sizeChanged || previousGrid?.rows != grid.rows || previousGrid?.columns != grid.columns {
            clearUncovered(rows: rows, columns: columns, screen: screenSize, window: window)
        }
        let images = updateImages(grid, fullRepaint: comparable == nil, screen: screenSize, window: window)
        previousGrid = grid
        previousScreenSize = screenSize
        placeCursor(grid.cursor, rows: rows, columns: columns, window: window)
        wnoutrefresh(window)
        doupdate()
        writeImages(images)
    }

    /// Shows the terminal cursor at the focused field's caret, and hides it otherwise.
    private func placeCursor(_ cursor: (row: Int, column: Int)?, rows: Int, columns: Int, window: UnsafeMutablePointer<WINDOW>?) {
        if let cursor, cursor.row >= 0, cursor.row < rows, cursor.column >= 0, cursor.column < columns {
            leaveok(window, false)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
            if !cursorVisible { curs_set(1); cursorVisible = true }
        } else {
            leaveok(window, true)
            if cursorVisible { curs_set(0); cursorVisible = false }
        }
    }

    private func drawRow(_ row: Int, of grid: CellGrid, columns: Int, window: UnsafeMutablePointer<WINDOW>?) {
        var character = cchar_t()
        // Columns already covered by a wide character drawn to their left.
        var coveredUntil = 0
        for column in 0..<columns {
            if column < coveredUntil { continue }
            let cell = grid[row, column]
            let rendition = rendition(for: cell.style)
            // A continuation cell whose wide character was not drawn (it starts off-grid, or
            // ncurses thought it narrow) still needs painting, or stale text would show.
            var glyph = cell.isContinuation ? CellGlyph(" ") : CellGlyph(cell.character)
            var width = Int(tidings_wcwidth(wchar_t(bitPattern: glyph.first)))
            if width < 0 {
                glyph = CellGlyph(codePoints: [CellGlyph.replacement])  // unprintable here
                width = 1
            }
            if width == 2 && column + 1 >= columns {
                glyph = CellGlyph(" ")  // half a wide character does not fit at the edge
                width = 1
            }
            glyph.withCodePoints { points in
                points.withMemoryRebound(to: wchar_t.self) { wide in
                    _ = tidings_setcchar(&character, wide.baseAddress, Int32(points.count), rendition.attributes, rendition.pair)
                }
            }
            // Writing the bottom-right cell makes ncurses report ERR (the cursor cannot advance
            // without scrolling) but the cell is stored; doupdate knows how to paint it safely.
            _ = mvwadd_wch(window, Int32(row), Int32(column), &character)
            coveredUntil = column + max(1, width)
        }
    }

    /// Blanks the screen area right of and below the grid.
    private func clearUncovered(rows: Int, columns: Int, screen: (rows: Int, columns: Int), window: UnsafeMutablePointer<WINDOW>?) {
        wattrset(window, 0)
        if columns < screen.columns {
            for row in 0..<rows {
                wmove(window, Int32(row), Int32(columns))
                wclrtoeol(window)
            }
        }
        if rows < screen.rows {
            wmove(window, Int32(rows), 0)
            wclrtobot(window)
        }
    }

    /// ncurses attributes and colour pair for a style; the last one is remembered because runs
    /// of cells usually share a style.
    private func rendition(for style: CellStyle) -> (attributes: attr_t, pair: Int32) {
        if style == lastStyle { return lastRendition }
        var attributes = tidings_a_normal()
        if style.attributes.contains(.bold) { attributes |= tidings_a_bold() }
        if style.attributes.contains(.dim) { attributes |= tidings_a_dim() }
        if style.attributes.contains(.italic) { attributes |= tidings_a_italic() }
        if style.attributes.contains(.underline) { attributes |= tidings_a_underline() }
        if style.attributes.contains(.reverse) { attributes |= tidings_a_reverse() }
        var pair: Int32 = 0
        if colorEnabled, style.foreground != .standard || style.background != .standard {
            let foreground = colorMapping.cursesColor(style.foreground, isForeground: true)
            let background = colorMapping.cursesColor(style.background, isForeground: false)
            switch colorPairs.pair(foreground: foreground, background: background) {
            case .existing(let number):
                pair = number
            case .new(let number):
                if tidings_init_pair(number, foreground, background) == OK { pair = number }
            case .exhausted:
                pairsRanOut = true
            }
        }
        lastStyle = style
        lastRendition = (attributes, pair)
        return lastRendition
    }
}
