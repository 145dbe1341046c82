import Canvas
import Testing
@testable import Pictures

/// Golden grids: small generated pictures through libchafa's symbols (libchafa 1.12, the
/// Debian 12 one). Each picture is drawn on whole cells (8 × 16 pixels here, the default
/// cell), so what a cell should hold is plain: two colours split one way or another.
@Suite struct SymbolRenderingTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let white: [UInt8] = [255, 255, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    /// 4 × 2 cells: the top row split top/bottom (red over blue), the bottom row split
    /// left/right (white beside red) in its left half and transparent in its right half.
    static let cells = picture(width: 32, height: 32) { x, y in
        if y < 16 { return y < 8 ? red : blue }
        if x >= 16 { return clear }
        return x % 8 < 4 ? white : red
    }

    @Test func directColourGrid() throws {
        let grid = golden(try #require(symbols(Self.cells, box: BoxSize(columns: 4, rows: 2), depth: .direct)))
        #expect(grid == [
            "▀#ff0000/#0000ff ▀#ff0000/#0000ff ▀#ff0000/#0000ff ▀#ff0000/#0000ff",
            "▌#ffffff/#ff0000 ▌#ffffff/#ff0000  -/-  -/-",
        ])
    }

    @Test func indexedColourGrid() throws {
        let grid = golden(try #require(symbols(Self.cells, box: BoxSize(columns: 4, rows: 2), depth: .indexed256)))
        #expect(grid == [
            "▀i196/i21 ▀i196/i21 ▀i196/i21 ▀i196/i21",
            "▌i231/i196 ▌i231/i196  -/-  -/-",
        ])
    }

    @Test func eightColourGrid() throws {
        let grid = golden(try #require(symbols(Self.cells, box: BoxSize(columns: 4, rows: 2), depth: .eight)))
        #expect(grid == [
            "▀i1/i4 ▀i1/i4 ▀i1/i4 ▀i1/i4",
            "▌i7/i1 ▌i7/i1  -/-  -/-",
        ])
    }

    /// A diagonal edge, which takes sextants and eighth blocks.
    @Test func diagonalGrid() throws {
        let diagonal = picture(width: 48, height: 48) { x, y in x * 2 > y ? [255, 200, 0, 255] : [20, 20, 80, 255] }
        let grid = golden(try #require(symbols(diagonal, box: BoxSize(columns: 6, rows: 3), depth: .indexed256)))
        #expect(grid == [
            "🬉i214/i237  -/i220  -/i220  -/i220  -/i220  -/i220",
            " -/i17 🬉i214/i237  -/i220  -/i220  -/i220  -/i220",
            " -/i17  -/i17 🬉i214/i237  -/i220  -/i220  -/i220",
        ])
    }

    @Test func aPictureKeepsItsShapeInItsBox() throws {
        // Square, in a wide box: as many rows as the box, twice as many columns (cells are
        // half as wide as they are tall).
        let square = picture(width: 64, height: 64) { _, _ in Self.red }
        let drawn = try #require(symbols(square, box: BoxSize(columns: 60, rows: 10), depth: .direct))
        #expect(drawn.rows == 10 && drawn.columns == 20)
        // With square cells (a terminal that says so), as many columns as rows.
        let squareCells = try #require(symbols(square, box: BoxSize(columns: 60, rows: 10), depth: .direct, cell: PixelSize(width: 10, height: 10)))
        #expect(squareCells.rows == 10 && squareCells.columns == 10)
        // A small picture fills its box too: symbols are coarse anyway.
        let tiny = picture(width: 4, height: 4) { _, _ in Self.blue }
        #expect(try #require(symbols(tiny, box: BoxSize(columns: 8, rows: 8), depth: .direct)).columns == 8)
    }
}
