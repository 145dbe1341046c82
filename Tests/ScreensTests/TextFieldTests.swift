import Canvas
import Testing
@testable import Screens

@Suite struct TextFieldTests {
    @Test func editingActions() {
        var field = TextField("hello big world")
        #expect(field.perform(.wordLeft) == .moved)
        #expect(field.cursor == 10)
        _ = field.perform(.wordLeft)
        #expect(field.cursor == 6)
        _ = field.perform(.deleteWord)
        #expect(field.text == "big world")
        _ = field.perform(.wordRight)
        #expect(field.cursor == 3)
        _ = field.perform(.deleteToEnd)
        #expect(field.text == "big")
        _ = field.perform(.lineStart)
        #expect(field.perform(.deleteBackward) == .ignored)
        _ = field.perform(.deleteForward)
        #expect(field.text == "ig")
        #expect(field.perform(.submit) == .submitted("ig"))
        #expect(field.perform(.cancel) == .cancelled)
        #expect(field.perform(.refresh) == .ignored, "not a field action")
    }

    @Test func pastesLoseControlCharactersAndLineBreaks() {
        var field = TextField()
        field.insert("two\nlines\u{1B}[31m\u{7}")
        #expect(field.text.hasPrefix("two lines"))
        #expect(!field.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "no control character gets in")
        #expect(!field.text.contains("[31m"), "escape sequences are removed whole")
    }

    @Test func theViewFollowsTheCursorWithWideCharacters() {
        var field = TextField(String(repeating: "漢", count: 20))
        field.fit(width: 10)
        var grid = CellGrid(rows: 1, columns: 12)
        field.draw(into: &grid, row: 0, column: 0, width: 10, style: .plain, focused: true)
        // Four two-column glyphs and the cursor's cell fit in ten columns.
        #expect(grid.text(row: 0) == String(repeating: "漢", count: 4))
        #expect(grid.cursor?.column == 8)
        for _ in 0..<20 { _ = field.perform(.cursorLeft) }
        field.fit(width: 10)
        grid.clear()
        field.draw(into: &grid, row: 0, column: 0, width: 10, style: .plain, focused: true)
        #expect(grid.cursor?.column == 0)
        #expect(grid.text(row: 0) == String(repeating: "漢", count: 5))
    }

    @Test func aHugePasteStaysCheapToEditAndDraw() {
        // 100 KB in one paste: every step below looks at what is visible, not at the text.
        var field = TextField()
        field.insert(String(repeating: "abcdefghij", count: 10_000))
        #expect(field.characters.count == 100_000)
        var grid = CellGrid(rows: 1, columns: 80)
        for _ in 0..<200 {
            _ = field.perform(.cursorLeft)
            field.insert("x")
            field.fit(width: 80)
            field.draw(into: &grid, row: 0, column: 0, width: 80, style: .plain, focused: true)
        }
        #expect(field.characters.count == 100_200)
        #expect(field.scroll > 99_000)
    }

    @Test func secretFieldsShowDots() {
        var field = TextField("hunter2")
        field.isSecret = true
        field.fit(width: 20)
        var grid = CellGrid(rows: 1, columns: 20)
        field.draw(into: &grid, row: 0, column: 0, width: 20, style: .plain, focused: false)
        #expect(grid.text(row: 0) == "•••••••")
        #expect(grid.cursor == nil)
    }
}
