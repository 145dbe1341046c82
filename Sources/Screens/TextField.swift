import Canvas
import TidingsText

/// One line of editable text: the search prompt now, TIL's forms later. Cursor movement and
/// deletion work on whole characters (a CJK glyph or an emoji is one step), the view scrolls
/// sideways to keep the cursor visible, and pasted text simply arrives as typed characters.
public struct TextField: Equatable {
    public enum Outcome: Equatable {
        case edited
        case moved
        case submitted(String)
        case cancelled
        case ignored
    }

    public private(set) var characters: [Character]
    public private(set) var cursor: Int
    /// First visible character, adjusted when drawing.
    private var scroll = 0

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .submitted(text)
        case .escape, .control("c"), .control("g"): return .cancelled
        case .character(let character):
            insert(String(character))
            return .edited
        case .paste(let text):
            insert(text)
            return .edited
        case .backspace, .control("h"):
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            characters.remove(at: cursor)
            return .edited
        case .delete, .control("d"):
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
            return .edited
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
            return .edited
        case .control("k"):
            characters.removeSubrange(cursor...)
            return .edited
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
            return .edited
        default:
            return .ignored
        }
        return .moved
    }

    /// Control characters never enter the text; the line breaks of a pasted paragraph become
    /// spaces (the field is one line).
    private mutating func insert(_ text: String) {
        let safe = Sanitizer.neutralize(text, keepNewlines: false)
        characters.insert(contentsOf: safe, at: cursor)
        cursor += safe.count
    }

    /// Draws the visible part in `width` columns with the cursor as a reversed cell.
    public mutating func draw(into grid: inout CellGrid, row: Int, column: Int, width: Int, style: CellStyle) {
        guard width > 0 else { return }
        scroll = min(scroll, cursor)
        // Scroll right until the text from `scroll` to the cursor (plus the cursor cell) fits.
        while scroll < cursor, columns(from: scroll, to: cursor) + 1 > width { scroll += 1 }
        var x = column
        var index = scroll
        while index < characters.count {
            let w = DisplayWidth.of(characters[index])
            if x + w > column + width { break }
            let cellStyle = index == cursor ? style.with(.reverse) : style
            x += grid.put(String(characters[index]), row: row, column: x, maxWidth: column + width - x, style: cellStyle)
            index += 1
        }
        if cursor == characters.count, x < column + width {
            grid.put(" ", row: row, column: x, style: style.with(.reverse))
        }
    }

    private func columns(from start: Int, to end: Int) -> Int {
        characters[start..<end].reduce(0) { $0 + DisplayWidth.of($1) }
    }
}
