/// The ways a terminal can draw pixels itself, instead of text cells.
public enum PixelProtocol: String, Sendable, Hashable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixels (xterm with sixel support, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
}

/// A picture the terminal draws itself: the escape sequence that shows it with its top-left
/// corner at the cursor, and how many cells it covers. Made once off the run loop and shared
/// by reference, so a frame that shows it again copies nothing.
public final class TerminalImage: Sendable {
    /// Unique among the pictures of one run; for kitty it is also the terminal's image id, by
    /// which the picture is moved and deleted.
    public let id: UInt32
    public let format: PixelProtocol
    public let columns: Int
    public let rows: Int
    /// Written as it is, after the frame, with the cursor at the picture's top-left cell.
    public let payload: [UInt8]

    public init(id: UInt32, format: PixelProtocol, columns: Int, rows: Int, payload: [UInt8]) {
        self.id = id
        self.format = format
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.payload = payload
    }
}

/// A terminal-drawn picture and the cell of the grid where its top-left corner belongs.
public struct ImagePlacement: Sendable, Equatable {
    public let image: TerminalImage
    public let row: Int
    public let column: Int

    public init(image: TerminalImage, row: Int, column: Int) {
        self.image = image
        self.row = row
        self.column = column
    }

    public var rect: Rect { Rect(row: row, column: column, height: image.rows, width: image.columns) }

    public static func == (lhs: ImagePlacement, rhs: ImagePlacement) -> Bool {
        lhs.image === rhs.image && lhs.row == rhs.row && lhs.column == rhs.column
    }
}
