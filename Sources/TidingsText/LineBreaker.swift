/// Fills lines of at most `width` columns from styled pieces of text.
///
/// It works on positions inside the pieces rather than on copied characters: everything placed on
/// a line from one piece is one contiguous slice, so each run is a single `String` made at the end
/// of the line. Printable ASCII followed by ASCII is one column and one cluster, which keeps the
/// common case to a byte comparison; everything else goes through grapheme clusters.
struct LineBreaker {
    private struct Position: Comparable {
        var piece: Int
        var index: String.Index

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.piece, lhs.index) < (rhs.piece, rhs.index)
        }
    }

    private let pieces: [StyledPiece]
    private let width: Int
    private let kind: LaidOutLine.Kind
    private(set) var lines: [LaidOutLine] = []

    // The line being filled: finished runs, the slice still growing, and its width.
    private var runs: [StyledRun] = []
    private var open: (piece: Int, lower: String.Index, upper: String.Index)?
    private var column = 0

    // The word being scanned and the spaces before it; both wait until we know where it goes.
    private var wordStart: Position?
    private var wordWidth = 0
    private var spaceStart: Position?
    private var spaceWidth = 0

    init(pieces: [StyledPiece], width: Int, kind: LaidOutLine.Kind) {
        self.pieces = pieces
        self.width = max(1, width)
        self.kind = kind
    }

    private var lineIsEmpty: Bool { open == nil && runs.isEmpty }

    // MARK: Word wrapping

    /// Breaks at spaces and around wide characters (CJK text has no spaces); "\n" forces a break.
    /// Spaces at a break are dropped; a word wider than the line is cut between clusters.
    mutating func wrapWords() {
        for pieceIndex in pieces.indices {
            let text = pieces[pieceIndex].text
            let utf8 = text.utf8
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let byte = utf8[index]
                var next = utf8.index(after: index)
                let position = Position(piece: pieceIndex, index: index)
                if byte == ASCII.space {
                    space(at: position)
                    index = next
                    continue
                }
                if byte == ASCII.newline {
                    flushWord(endingAt: position)
                    endLine()
                    spaceStart = nil
                    spaceWidth = 0
                    index = next
                    continue
                }
                let columns: Int
                if byte < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80) {
                    columns = byte >= 0x20 && byte != 0x7F ? 1 : 0
                } else {
                    next = text.index(after: index)
                    columns = DisplayWidth.of(text[index])
                    if columns == 2 {
                        // A break is allowed before and after each wide character.
                        flushWord(endingAt: position)
                        wordStart = position
                        wordWidth = 2
                        flushWord(endingAt: Position(piece: pieceIndex, index: next))
                        index = next
                        continue
                    }
                }
                if wordStart == nil { wordStart = position }
                wordWidth += columns
                index = next
            }
        }
        if let last = pieces.indices.last {
            flushWord(endingAt: Position(piece: last, index: pieces[last].text.endIndex))
        }
        if !lineIsEmpty { endLine() }
    }

    private mutating func space(at position: Position) {
        flushWord(endingAt: position)
        if spaceStart == nil { spaceStart = position }
        spaceWidth += 1
    }

    /// Places the pending word (with the spaces before it, if it stays on this line).
    private mutating func flushWord(endingAt end: Position) {
        guard let start = wordStart else { return }
        if !lineIsEmpty && column + spaceWidth + wordWidth <= width {
            emit(from: spaceStart ?? start, to: end)
            column += spaceWidth + wordWidth
        } else if wordWidth <= width {
            if !lineIsEmpty { endLine() }
            emit(from: start, to: end)
            column = wordWidth
        } else {
            if !lineIsEmpty { endLine() }
            emitCuttingClusters(from: start, to: end)
        }
        wordStart = nil
        wordWidth = 0
        spaceStart = nil
        spaceWidth = 0
    }

    // MARK: Hard wrapping

    /// Code: every character kept, including leading indentation, cut wherever the line is full.
    /// Always produces at least one line, so empty code lines keep their place.
    mutating func wrapHard() {
        for pieceIndex in pieces.indices {
            let text = pieces[pieceIndex].text
            emitCuttingClusters(
                from: Position(piece: pieceIndex, index: text.startIndex),
                to: Position(piece: pieceIndex, index: text.endIndex)
            )
        }
        if !lineIsEmpty || lines.isEmpty { endLine() }
    }

    /// Emits clusters one by one, starting a new line when the next one does not fit. A cluster
    /// wider than the whole line (a wide character at width 1) still goes out on a line of its own.
    private mutating func emitCuttingClusters(from start: Position, to end: Position) {
        var pieceIndex = start.piece
        while pieceIndex <= end.piece {
            let text = pieces[pieceIndex].text
            let utf8 = text.utf8
            var index = pieceIndex == start.piece ? start.index : text.startIndex
            let stop = pieceIndex == end.piece ? end.index : text.endIndex
            while index < stop {
                let byte = utf8[index]
                var next = utf8.index(after: index)
                let columns: Int
                if byte < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80) {
                    columns = byte >= 0x20 && byte != 0x7F ? 1 : 0
                } else {
                    next = min(text.index(after: index), stop)
                    columns = DisplayWidth.of(text[index])
                }
                if column + columns > width && !lineIsEmpty { endLine() }
                append(piece: pieceIndex, index, next)
                column += columns
                index = next
            }
            pieceIndex += 1
        }
    }

    // MARK: Building runs

    private mutating func emit(from start: Position, to end: Position) {
        var pieceIndex = start.piece
        while pieceIndex <= end.piece {
            let text = pieces[pieceIndex].text
            let lower = pieceIndex == start.piece ? start.index : text.startIndex
            let upper = pieceIndex == end.piece ? end.index : text.endIndex
            if lower < upper { append(piece: pieceIndex, lower, upper) }
            pieceIndex += 1
        }
    }

    private mutating func append(piece: Int, _ lower: String.Index, _ upper: String.Index) {
        if let current = open, current.piece == piece, current.upper == lower {
            open = (piece, current.lower, upper)
            return
        }
        closeOpenRun()
        open = (piece, lower, upper)
    }

    private mutating func closeOpenRun() {
        guard let current = open else { return }
        open = nil
        let piece = pieces[current.piece]
        let text = String(piece.text[current.lower..<current.upper])
        if let last = runs.indices.last, runs[last].style == piece.style {
            runs[last].text += text
        } else {
            runs.append(StyledRun(text: text, style: piece.style))
        }
    }

    private mutating func endLine() {
        closeOpenRun()
        lines.append(LaidOutLine(kind: kind, runs: runs, width: column))
        runs = []
        column = 0
    }
}
