import Canvas
import Testing
@testable import Terminal

@Suite struct RowDiffTests {
    @Test func everythingWithoutAPreviousFrame() {
        let grid = CellGrid(rows: 3, columns: 4)
        #expect(RowDiff.changedRows(previous: nil, current: grid) == [0, 1, 2])
    }

    @Test func everythingWhenTheSizeChanged() {
        let old = CellGrid(rows: 2, columns: 4)
        let new = CellGrid(rows: 3, columns: 4)
        #expect(RowDiff.changedRows(previous: old, current: new) == [0, 1, 2])
    }

    @Test func onlyChangedRows() {
        let old = CellGrid(rows: 3, columns: 4)
        var new = old
        new.put("x", row: 1, column: 3)
        #expect(RowDiff.changedRows(previous: old, current: new) == [1])
        var styled = old
        styled.fill(row: 2, style: CellStyle(attributes: .bold))
        #expect(RowDiff.changedRows(previous: old, current: styled) == [2])
        #expect(RowDiff.changedRows(previous: old, current: old) == [])
    }
}
