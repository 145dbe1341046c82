import Testing
@testable import Canvas

@Suite struct CellGridTests {
    @Test func putWritesTextAndReportsColumnsUsed() {
        var grid = CellGrid(rows: 2, columns: 10)
        #expect(grid.put("hello", row: 0, column: 2) == 5)
        #expect(grid.text(row: 0) == "  hello")
        #expect(grid.text(row: 1) == "")
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverSplit() {
        var grid = CellGrid(rows: 1, columns: 5)
        #expect(grid.put("日本語", row: 0, column: 0) == 5)
        #expect(grid[0, 0].character == "日")
        #expect(grid[0, 1].isContinuation)
        #expect(grid[0, 2].character == "本")
        #expect(grid[0, 4].character == " ", "the third glyph would straddle the edge, so it becomes a space")
        #expect(grid.text(row: 0) == "日本")
    }

    @Test func maxWidthClipsBeforeTheGridEdge() {
        var grid = CellGrid(rows: 1, columns: 20)
        #expect(grid.put("abcdefgh", row: 0, column: 1, maxWidth: 3) == 3)
        #expect(grid.text(row: 0) == " abc")
    }

    @Test func truncationAddsAnEllipsis() {
        var grid = CellGrid(rows: 1, columns: 20)
        grid.putTruncated("A rather long title", row: 0, column: 0, width: 10)
        #expect(grid.text(row: 0) == "A rather …")
        grid.clear()
        grid.putTruncated("漢字漢字漢字", row: 0, column: 0, width: 6)
        #expect(grid.text(row: 0) == "漢字…")
    }

    @Test func combiningMarksStayWithTheirBase() {
        var grid = CellGrid(rows: 1, columns: 10)
        #expect(grid.put("cafe\u{301}!", row: 0, column: 0) == 5)
        #expect(grid[0, 3].character == "e\u{301}")
        #expect(grid[0, 4].character == "!")
    }

    @Test func asciiAndOtherTextMixTheSameFromAnySubstring() {
        var grid = CellGrid(rows: 1, columns: 12)
        let line = "<<a\u{1}b\r\nc漢e\u{301}z>>"
        let middle = line.dropFirst(2).dropLast(2)  // a Substring that starts and ends inside
        #expect(grid.put(middle, row: 0, column: 1) == 7, "controls take no room, the wide character two")
        #expect(grid.text(row: 0) == " abc漢e\u{301}z")
        #expect(grid[0, 4].character == "漢" && grid[0, 5].isContinuation)
        #expect(grid.put(middle, row: 0, column: -2) == 5, "clipped on the left, counted from the edge")
        #expect(grid.text(row: 0).hasPrefix("c漢e\u{301}z"))
    }

    @Test func outOfRangeWritesAreIgnored() {
        var grid = CellGrid(rows: 2, columns: 3)
        #expect(grid.put("x", row: 5, column: 0) == 0)
        #expect(grid.put("x", row: -1, column: 0) == 0)
        #expect(grid.put("x", row: 0, column: 9) == 0)
        grid.fill(row: 7, style: .plain)
        var empty = CellGrid(rows: 0, columns: 0)
        empty.clear()
        #expect(empty.lines.isEmpty)
    }

    @Test func styleIsKeptPerCell() {
        var grid = CellGrid(rows: 1, columns: 4)
        let bold = CellStyle(foreground: .red, attributes: .bold)
        grid.put("ab", row: 0, column: 0, style: bold)
        grid.fill(row: 0, column: 2, width: 2, style: CellStyle(background: .blue))
        #expect(grid[0, 1].style == bold)
        #expect(grid[0, 3].style.background == .blue)
    }
}
