/// Fills lines of at most `width` columns from styled pieces of text.
///
/// All pieces are copied once into one byte buffer and every position is a byte offset into it.
/// Everything placed on a line from one piece is then one contiguous slice, so each run becomes a
/// single `String` when the line ends, and the common case (printable ASCII) costs a byte
/// comparison per character. See `ClusterScanner` for how clusters are found.
struct LineBreaker {
    private let scanner: ClusterScanner
    private let width: Int
    private let kind: LaidOutLine.Kind
    private(set) var lines: [LaidOutLine] = []

    // The line being filled: finished runs, the slice still growing, and its width.
    private var runs: [StyledRun] = []
    private var open: (piece: Int, lower: Int, upper: Int)?
    private var column = 0
    /// The piece containing the last emitted byte; emission only moves forward.
    private var emitPiece = 0

    // The word being scanned and the spaces before it; both wait until we know where it goes.
    private var wordStart: Int?
    private var wordWidth = 0
    private var spaceStart: Int?
    private var spaceWidth = 0
    /// The pending word ends with a wide character, after which a break is allowed unless the
    /// next character may not open a line; `wideOpens`: that character may not end one ("「").
    private var endsWide = false
    private var wideOpens = false

    init(pieces: [StyledPiece], width: Int, kind: LaidOutLine.Kind) {
        scanner = ClusterScanner(pieces: pieces)
        self.width = max(1, width)
        self.kind = kind
    }

    private var lineIsEmpty: Bool { open == nil && runs.isEmpty }

    // MARK: Word wrapping

    /// Breaks at spaces and around wide characters (CJK text has no spaces); "\n" forces a break.
    /// Spaces at a break are dropped; a word wider than the line is cut between clusters.
    mutating func wrapWords() {
        let bytes = scanner.bytes
        for piece in 0..<scanner.pieceCount { wrapWords(in: piece, bytes) }
        flushWord(endingAt: bytes.count)
        if !lineIsEmpty { endLine() }
    }

    private mutating func wrapWords(in piece: Int, _ bytes: [UInt8]) {
        let pieceEnd = scanner.end(ofPiece: piece)
        var offset = scanner.start(ofPiece: piece)
        while offset < pieceEnd {
            let byte = bytes[offset]
            if byte > 0x20 && byte < 0x7F {
                // Runs of printable ASCII are one column per byte; the last one is left to the
                // cluster path when a non-ASCII byte (maybe a combining mark) follows it.
                var end = offset + 1
                while end < pieceEnd, bytes[end] > 0x20, bytes[end] < 0x7F { end += 1 }
                if end < pieceEnd && bytes[end] >= 0x80 { end -= 1 }
                if end > offset {
                    if endsWide { breakAfterWide(before: offset, closing: Self.closesASCII(byte)) }
                    if wordStart == nil { wordStart = offset }
                    wordWidth += end - offset
                    offset = end
                    continue
                }
            }
            if byte == ASCII.space, offset + 1 < pieceEnd, bytes[offset + 1] >= 0x80 {
                // A space can carry marks after it (" \u{302E}"): then it is one cluster, drawn as
                // wide as DisplayWidth says, and kept whole as part of a word so nothing is lost.
                let (next, columns) = scanner.cluster(at: offset, piece: piece)
                if next > offset + 1 {
                    if wordStart == nil { wordStart = offset }
                    wordWidth += columns
                    offset = next
                    continue
                }
            }
            if byte == ASCII.space {
                flushWord(endingAt: offset)
                if spaceStart == nil { spaceStart = offset }
                spaceWidth += 1
                offset += 1
                continue
            }
            if byte == ASCII.newline {
                flushWord(endingAt: offset)
                endLine()
                spaceStart = nil
                spaceWidth = 0
                offset += 1
                continue
            }
            let (next, columns) = scanner.cluster(at: offset, piece: piece)
            if columns == 2 {
                let scalar = Self.scalar(in: bytes, at: offset)
                // A break is allowed before and after each wide character, but not before one
                // that may not open a line ("，", "。", "」") nor after one that may not end it
                // ("「"), as CJK typesetting keeps them with their neighbour.
                if !(wordStart != nil && (Self.mayNotOpenALine(scalar) || (endsWide && wideOpens))) {
                    flushWord(endingAt: offset)
                    wordStart = offset
                }
                wordWidth += 2
                endsWide = true
                wideOpens = Self.mayNotEndALine(scalar)
            } else {
                if endsWide {
                    let scalar = Self.scalar(in: bytes, at: offset)
                    breakAfterWide(before: offset, closing: Self.mayNotOpenALine(scalar) || scalar < 0x80 && Self.closesASCII(UInt8(scalar)))
                }
                if wordStart == nil { wordStart = offset }
                wordWidth += columns
            }
            offset = next
        }
    }

    /// After a wide character a narrow one starts a new word (a break is allowed between them),
    /// unless it closes what came before ("日本," keeps its comma).
    private mutating func breakAfterWide(before offset: Int, closing: Bool) {
        endsWide = false
        if !closing && !wideOpens { flushWord(endingAt: offset) }
        wideOpens = false
    }

    /// The scalar whose encoding starts at `offset` (the start of a cluster).
    private static func scalar(in bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            return UTF8Scalar.decode(buffer, at: &index)
        }
    }

    /// Marks that close a phrase: a line never opens with one.
    private static func mayNotOpenALine(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x30FB, 0x30FC,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF64:
            return true
        default:
            return false
        }
    }

    /// Marks that open a phrase: a line never ends with one.
    private static func mayNotEndALine(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true
        default:
            return false
        }
    }

    private static func closesASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// Places the pending word (with the spaces before it, if it stays on this line).
    private mutating func flushWord(endingAt end: Int) {
        endsWide = false
        wideOpens = false
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
        emitCuttingClusters(from: 0, to: scanner.bytes.count)
        if !lineIsEmpty || lines.isEmpty { endLine() }
    }

    /// Emits clusters one by one, starting a new line when the next one does not fit. A cluster
    /// wider than the whole line (a wide character at width 1) still goes out on a line of its own.
    private mutating func emitCuttingClusters(from start: Int, to end: Int) {
        var offset = start
        var piece = scanner.piece(containing: start, from: emitPiece)
        while offset < end {
            while offset >= scanner.end(ofPiece: piece) { piece += 1 }
            let (next, columns) = scanner.cluster(at: offset, piece: piece)
            if column + columns > width && !lineIsEmpty { endLine() }
            emit(from: offset, to: next)
            column += columns
            offset = next
        }
    }

    // MARK: Building runs

    private mutating func emit(from start: Int, to end: Int) {
        var lower = start
        var piece = scanner.piece(containing: start, from: emitPiece)
        while lower < end {
            let upper = min(end, scanner.end(ofPiece: piece))
            if lower < upper { append(piece: piece, lower, upper) }
            lower = upper
            if lower < end { piece += 1 }
        }
        emitPiece = piece
    }

    private mutating func append(piece: Int, _ lower: Int, _ upper: Int) {
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
        let text = scanner.string(current.lower..<current.upper, piece: current.piece)
        let style = scanner.style(ofPiece: current.piece)
        // Runs are drawn one by one, each measured by DisplayWidth. Text opening with a mark
        // (" " then "\u{302E}") would fuse with the run before into one cluster and shrink it,
        // so such text stays a run of its own even in the same style.
        if let last = runs.indices.last, runs[last].style == style, let first = text.utf8.first, first < 0x80 {
            runs[last].text += text
        } else {
            runs.append(StyledRun(text: text, style: style))
        }
    }

    private mutating func endLine() {
        closeOpenRun()
        lines.append(LaidOutLine(kind: kind, runs: runs, width: column))
        runs = []
        column = 0
    }
}
