/// Grapheme clusters and their display widths over the bytes of several styled pieces.
///
/// Full grapheme segmentation is only needed where a cluster could span several scalars. A scalar
/// followed by an ASCII byte (or the end of its piece) is a cluster by itself unless it is one of
/// the rare "prepend" characters, since nothing ASCII extends a cluster. That covers ASCII text
/// and the usual curly quotes and dashes; the rest asks the standard library.
struct ClusterScanner {
    let bytes: [UInt8]
    private let pieces: [StyledPiece]
    /// starts[p] is the offset of piece p; starts[pieceCount] is the total length.
    private let starts: [Int]

    init(pieces: [StyledPiece]) {
        self.pieces = pieces
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(pieces.count + 1)
        for piece in pieces {
            starts.append(bytes.count)
            bytes.append(contentsOf: piece.text.utf8)
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    var pieceCount: Int { pieces.count }

    func start(ofPiece piece: Int) -> Int { starts[piece] }

    func end(ofPiece piece: Int) -> Int { starts[piece + 1] }

    func style(ofPiece piece: Int) -> SpanStyle { pieces[piece].style }

    /// The piece holding `offset`, searching forward from `hint`.
    func piece(containing offset: Int, from hint: Int) -> Int {
        var piece = hint
        while piece + 1 < pieces.count && starts[piece + 1] <= offset { piece += 1 }
        return piece
    }

    /// The text of `range`, which lies inside `piece`. Slicing the original string skips the
    /// validation that decoding the bytes again would cost.
    func string(_ range: Range<Int>, piece: Int) -> String {
        let text = pieces[piece].text
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound - starts[piece])
        let upper = utf8.index(lower, offsetBy: range.count)
        return String(text[lower..<upper])
    }

    /// The end of the cluster starting at `offset` (inside `piece`) and its width in columns.
    @inline(__always)
    func cluster(at offset: Int, piece: Int) -> (end: Int, columns: Int) {
        let pieceEnd = starts[piece + 1]
        let byte = bytes[offset]
        let next = offset + 1
        if byte < 0x80 {
            if next == pieceEnd || bytes[next] < 0x80 {
                return (next, byte >= 0x20 && byte != 0x7F ? 1 : 0)
            }
        } else {
            var end = offset
            let value = bytes.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: &end) }
            if end == pieceEnd || bytes[end] < 0x80 {
                if !Self.isPrepend(value), let scalar = Unicode.Scalar(value) {
                    return (end, DisplayWidth.width(ofBase: scalar))
                }
            } else if Self.standsAlone(value) {
                var afterNext = end
                let nextValue = bytes.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: &afterNext) }
                if Self.standsAlone(nextValue), let scalar = Unicode.Scalar(value) {
                    return (end, DisplayWidth.width(ofBase: scalar))
                }
            }
        }
        return slowCluster(at: offset, piece: piece)
    }

    private func slowCluster(at offset: Int, piece: Int) -> (end: Int, columns: Int) {
        let text = pieces[piece].text
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset - starts[piece])
        let after = text.index(after: index)
        let end = starts[piece] + utf8.distance(from: utf8.startIndex, to: after)
        return (max(end, offset + 1), DisplayWidth.of(text[index]))
    }

    /// Scalars that neither join the scalar before them nor the one after them into a cluster:
    /// between two of these there is always a break. Lets runs of CJK, Hangul syllables, Latin
    /// letters with precomposed accents, Cyrillic, Greek, punctuation and common emoji skip
    /// grapheme segmentation. (Extenders such as U+3099, U+FF9E, emoji modifiers, ZWJ and
    /// variation selectors are deliberately outside every range.)
    private static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0...0x02FF, 0x0370...0x0482, 0x048A...0x052F,
             0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2100...0x2BFF,
             0x3001...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7A3, 0xFF01...0xFF9D,
             0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF:
            return true
        default:
            return false
        }
    }

    /// Grapheme_Cluster_Break=Prepend (Unicode 15), with the supplementary-plane ones lumped
    /// into one range: they are rare enough that the slow path costs nothing.
    private static func isPrepend(_ value: UInt32) -> Bool {
        switch value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD...0x11F02:
            return true
        default:
            return false
        }
    }
}
