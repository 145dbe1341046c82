import Canvas
import TidingsText

/// One line of editable text: the search prompt now, forms later. Cursor movement and deletion
/// work on whole characters (a CJK glyph or an emoji is one step), the view scrolls sideways to
/// keep the cursor visible, and a paste arrives in one piece. Every edit and every frame costs
/// time in proportion to what changed and what is visible, never to the whole text, so a
/// 100 KB paste stays as quick to edit as a word.
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
    /// First visible character, kept by `fit(width:)`.
    public private(set) var scroll = 0
    /// Shows dots instead of the text (passwords); the text itself is unchanged.
    public var isSecret = false

    public init(_ text: String = "") {
        characters = Array(Sanitizer.neutralize(text, keepNewlines: false))
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    public mutating func perform(_ action: Action) -> Outcome {
        switch action {
        case .submit: return .submitted(text)
        case .cancel: return .cancelled
        case .deleteBackward:
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            characters.remove(at: cursor)
            return .edited
        case .deleteForward:
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
            return .edited
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
            return .edited
        case .deleteToEnd:
            characters.removeSubrange(cursor...)
            return .edited
        case .deleteWord:
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
            return .edited
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(characters.count, cursor + 1)
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .lineStart: cursor = 0
        case .lineEnd: cursor = characters.count
        default: return .ignored
        }
        return .moved
    }

    /// Typed or pasted text. Control characters never enter the field; the line breaks of a
    /// pasted paragraph become spaces (the field is one line).
    public mutating func insert(_ text: String) {
        let safe = Array(Sanitizer.neutralize(text, keepNewlines: false))
        characters.insert(contentsOf: safe, at: cursor)
        cursor += safe.count
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == " " { end += 1 }
        while end < characters.count, characters[end] != " " { end += 1 }
        return end
    }

    private func columns(of character: Character) -> Int {
        isSecret ? 1 : DisplayWidth.of(character)
    }

    /// Scrolls so the cursor (and the cell after it) is visible in `width` columns, moving as
    /// little as possible. Looks at no more characters than fit.
    public mutating func fit(width: Int) {
        guard width > 0 else { return }
        scroll = min(scroll, cursor)
        var used = 1  // the cursor's own cell
        var index = cursor
        while index > scroll {
            used += columns(of: characters[index - 1])
            if used > width { break }
            index -= 1
        }
        if index > scroll { scroll = index }
    }

    /// Draws the visible part in `width` columns; with `focused`, the terminal cursor is put
    /// at the caret. Reads only: call `fit(width:)` first.
    public func draw(into grid: inout CellGrid, row: Int, column: Int, width: Int, style: CellStyle, focused: Bool) {
        guard width > 0 else { return }
        var x = column
        var index = scroll
        while index < characters.count {
            if index == cursor, focused { grid.cursor = (row, x) }
            let glyph = isSecret ? "•" : String(characters[index])
            let w = columns(of: characters[index])
            if x + w > column + width { break }
            x += grid.put(glyph, row: row, column: x, maxWidth: column + width - x, style: style)
            index += 1
        }
        if cursor >= characters.count, focused, x < column + width { grid.cursor = (row, x) }
    }
}
