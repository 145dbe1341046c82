import TidingsText

/// An in-memory screen: what a frame looks like, independent of any terminal. Screens draw into
/// it; the ncurses backend copies it out; tests read it back as text.
public struct CellGrid: Sendable {
    public private(set) var rows: Int
    public private(set) var columns: Int
    public private(set) var cells: [Cell]
    /// What the regions drawn this frame stand for, in drawing order (later ones are on top).
    public private(set) var hits: [HitRegion] = []
    /// Where the terminal cursor belongs (the caret of the focused text field); nil hides it.
    public var cursor: (row: Int, column: Int)?
    /// Pictures the terminal draws itself, in drawing order; see `place(_:row:column:)`.
    public internal(set) var placements: [ImagePlacement] = []

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Blanks every cell (reusing storage, so redrawing a frame does not allocate).
    public mutating func clear(style: CellStyle = .plain) {
        let blank = Cell(" ", style: style)
        for index in cells.indices { cells[index] = blank }
        hits.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        cursor = nil
    }

    /// Records that `rect` shows `target`, for mouse hit-testing.
    public mutating func mark(_ rect: Rect, as target: HitTarget) {
        guard !rect.isEmpty else { return }
        hits.append(HitRegion(rect, target))
    }

    /// The topmost target under a cell, if any.
    public func hit(row: Int, column: Int) -> HitTarget? {
        hits.last { $0.contains(row: row, column: column) }?.target
    }

    /// Resizes and clears.
    public mutating func resize(rows: Int, columns: Int) {
        if rows == self.rows && columns == self.columns { clear(); return }
        self = CellGrid(rows: rows, columns: columns)
    }

    /// Paints `width` cells of a row with spaces in `style`.
    public mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: CellStyle) {
        guard row >= 0, row < rows else { return }
        let start = max(0, column)
        let end = min(columns, width.map { column + $0 } ?? columns)
        guard start < end else { return }
        let blank = Cell(" ", style: style)
        for c in start..<end { cells[row * columns + c] = blank }
    }

    /// Writes text starting at (row, column), clipped to `maxWidth` columns and the grid edge.
    /// Returns the number of columns written. A wide character that would cross the limit is
    /// replaced by a space rather than split. Text must already be sanitized (one line).
    @discardableResult
    public mutating func put<S: StringProtocol>(
        _ text: S, row: Int, column: Int, maxWidth: Int? = nil, style: CellStyle = .plain
    ) -> Int {
        put(String(text)[...], row: row, column: column, maxWidth: maxWidth, style: style)
    }

    /// `put` for the text screens draw: one concrete type inside, so walking the text is not a
    /// protocol call per byte.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, maxWidth: Int? = nil, style: CellStyle = .plain) -> Int {
        put(text[...], row: row, column: column, maxWidth: maxWidth, style: style)
    }

    @discardableResult
    public mutating func put(_ text: Substring, row: Int, column: Int, maxWidth: Int? = nil, style: CellStyle = .plain) -> Int {
        guard row >= 0, row < rows, column < columns else { return 0 }
        return place(text, row: row, column: column, maxWidth: maxWidth, style: style)
    }

    /// Each ASCII character made once, not once per cell drawn.
    private static let ascii: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    private mutating func place(_ text: Substring, row: Int, column: Int, maxWidth: Int?, style: CellStyle) -> Int {
        let limit = min(columns, maxWidth.map { column + max(0, $0) } ?? columns)
        var c = column
        let base = row * columns
        let utf8 = text.utf8
        var index = text.startIndex
        while index < text.endIndex {
            if c >= limit { break }
            // Most text is ASCII, and an ASCII byte followed by another (or by nothing) is a
            // character of its own one column wide (or a control, which takes none): no need to
            // find where the grapheme cluster ends. CR LF, the one ASCII pair that is a single
            // cluster, takes no room either way.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, next == text.endIndex || utf8[next] < 0x80 {
                index = next
                guard byte >= 0x20, byte < 0x7F else { continue }
                if c >= 0 { cells[base + c] = Cell(Self.ascii[Int(byte)], style: style) }
                c += 1
                continue
            }
            let character = text[index]
            index = text.index(after: index)
            let w = DisplayWidth.of(character)
            if w == 0 {
                // A lone zero-width cluster: attach to nothing, show nothing.
                continue
            }
            if c < 0 { c += w; continue }
            if w == 2 {
                if c + 1 >= limit {
                    cells[base + c] = Cell(" ", style: style)
                    c += 1
                    break
                }
                cells[base + c] = Cell(character, style: style)
                cells[base + c + 1] = Cell(" ", style: style, isContinuation: true)
                c += 2
            } else {
                cells[base + c] = Cell(character, style: style)
                c += 1
            }
        }
        return max(0, c - max(column, 0))
    }

    /// Writes text clipped to `width` columns with an ellipsis when it does not fit.
    @discardableResult
    public mutating func putTruncated(
        _ text: String, row: Int, column: Int, width: Int, style: CellStyle = .plain
    ) -> Int {
        guard width > 0 else { return 0 }
        return put(DisplayWidth.truncate(text, toWidth: width), row: row, column: column, maxWidth: width, style: style)
    }

    /// The visible text of one row, continuation cells skipped, trailing spaces trimmed.
    public func text(row: Int) -> String {
        guard row >= 0, row < rows else { return "" }
        var line = ""
        for c in 0..<columns {
            let cell = cells[row * columns + c]
            if !cell.isContinuation { line.append(cell.character) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row as text; handy for assertions and snapshots.
    public var lines: [String] { (0..<rows).map { text(row: $0) } }
}
