import Canvas
import Pictures
import Testing
@testable import Screens

@Suite struct PictureBoxTests {
    let dim = CellStyle(attributes: .dim)
    let pane = Rect(row: 1, column: 0, height: 10, width: 30)

    /// A 6 × 2 picture of "▀" in red over blue, the cell's column as its foreground index.
    func symbols() -> PictureState {
        let cells = (0..<12).map { Cell("▀", style: CellStyle(foreground: .indexed(UInt8($0 % 6)), background: .blue)) }
        return .ready(.symbols(SymbolPicture(columns: 6, rows: 2, cells: cells)))
    }

    func terminal(columns: Int = 6, rows: Int = 2) -> PictureState {
        .ready(.terminal(TerminalImage(id: 9, format: .kitty, columns: columns, rows: rows, payload: [1])))
    }

    func drawn(_ state: PictureState?, alt: String = "A red barn", box: Rect) -> CellGrid {
        var grid = CellGrid(rows: 12, columns: 30)
        for row in 0..<12 { grid.put(String(repeating: "x", count: 30), row: row, column: 0) }
        PictureBox.draw(state, alt: alt, in: box, clip: pane, into: &grid, style: dim)
        return grid
    }

    @Test func whileLoadingTheBoxIsBlankWithItsAltTextInTheMiddle() {
        let grid = drawn(.loading, box: Rect(row: 2, column: 4, height: 5, width: 20))
        #expect(grid.lines[1] == String(repeating: "x", count: 30), "outside the box nothing changes")
        #expect(grid.lines[2] == "xxxx" + String(repeating: " ", count: 20) + "xxxxxx")
        #expect(grid.lines[4] == "xxxx     A red barn     xxxxxx")
        #expect(grid[4, 9].style == dim)
        #expect(grid.lines[6] == "xxxx" + String(repeating: " ", count: 20) + "xxxxxx")
        #expect(drawn(nil, box: Rect(row: 2, column: 4, height: 5, width: 20)).lines == grid.lines, "not asked yet is loading")
    }

    @Test func aFailedPictureLeavesThePlaceholderAndALongAltWraps() {
        let grid = drawn(.failed(.notAnImage), alt: "The old mill on the river at dawn", box: Rect(row: 2, column: 0, height: 4, width: 14))
        #expect(grid.lines[2...5].map { String($0.prefix(14)) } == [" The old mill ", " on the river ", "   at dawn    ", "              "])
        #expect(grid.lines[5].hasSuffix("xxxxxxxxxxxxxxxx"))
    }

    @Test func symbolsAreCopiedInAndTheRestOfTheBoxIsBlank() {
        let grid = drawn(symbols(), box: Rect(row: 3, column: 2, height: 4, width: 10))
        #expect(grid.lines[3] == "xx▀▀▀▀▀▀    xxxxxxxxxxxxxxxxxx")
        #expect(grid.lines[5] == "xx          xxxxxxxxxxxxxxxxxx")
        #expect(grid[4, 4].style.foreground == .indexed(2) && grid[4, 4].style.background == .blue)
        #expect(grid.placements.isEmpty)
    }

    @Test func symbolsClipWithThePaneWhenScrolledPartlyOut() {
        // The box starts above the pane (row 1): its first row is out of view.
        let grid = drawn(symbols(), box: Rect(row: 0, column: 0, height: 2, width: 6))
        #expect(grid.lines[0] == String(repeating: "x", count: 30), "above the pane nothing is drawn")
        #expect(grid.lines[1].hasPrefix("▀▀▀▀▀▀xx"))
    }

    @Test func aTerminalPictureInViewIsMarkedForTheTerminal() {
        let grid = drawn(terminal(), box: Rect(row: 3, column: 2, height: 4, width: 10))
        #expect(grid.placements.count == 1)
        #expect(grid.placements.first?.row == 3 && grid.placements.first?.column == 2)
        #expect(grid.lines[3] == "xx          xxxxxxxxxxxxxxxxxx", "blank cells under it")
        #expect(grid.visiblePlacements.count == 1)
    }

    @Test func aTerminalPicturePartlyOutOfViewWaitsBehindItsPlaceholder() {
        let grid = drawn(terminal(columns: 6, rows: 4), alt: "barn", box: Rect(row: 8, column: 0, height: 4, width: 6))
        #expect(grid.placements.isEmpty, "rows 10 and 11 are below the pane")
        #expect(grid.lines[9] == " barn xxxxxxxxxxxxxxxxxxxxxxxx")
        #expect(grid.lines[11] == String(repeating: "x", count: 30))
    }
}
