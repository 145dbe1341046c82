/// Where a short ASCII-bounded piece (a title's " | ", a byline's " and ") stands in a line,
/// compared byte by byte: the generic `ranges(of:)` builds a searcher for every call, and
/// titles and bylines are searched for many pieces on every page. Matches are found from the
/// start without overlapping, as `ranges(of:)` finds them.
extension StringProtocol {
    /// Whether `piece` stands anywhere in the text, byte for byte: the generic `contains`
    /// compares characters, and names and lines are searched on every element of a page.
    func holds(_ piece: String) -> Bool {
        var wanted = piece
        return utf8.withContiguousStorageIfAvailable { text in wanted.withUTF8 { holdsBytes(text, $0) } } ?? (firstPlace(of: piece) != nil)
    }

    func firstPlace(of piece: String) -> Range<Index>? {
        places(of: piece, all: false).last
    }

    func lastPlace(of piece: String) -> Range<Index>? {
        places(of: piece, all: true).last
    }

    private func places(of piece: String, all: Bool) -> [Range<Index>] {
        let wanted = Array(piece.utf8)
        guard let head = wanted.first else { return [] }
        let bytes = utf8
        var found: [Range<Index>] = []
        var position = bytes.startIndex
        while let start = bytes[position...].firstIndex(of: head) {
            var end = start
            var matched = 0
            while matched < wanted.count, end < bytes.endIndex, bytes[end] == wanted[matched] {
                matched += 1
                end = bytes.index(after: end)
            }
            if matched == wanted.count {
                found.append(start..<end)
                if !all { break }
                position = end
            } else {
                position = bytes.index(after: start)
            }
        }
        return found
    }
}

/// Whether `piece` stands anywhere in `text`.
func holdsBytes(_ text: UnsafeBufferPointer<UInt8>, _ piece: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = piece.first, text.count >= piece.count else { return piece.isEmpty }
    let last = text.count - piece.count
    var start = 0
    while start <= last {
        if text[start] == first {
            var matched = 1
            while matched < piece.count, text[start + matched] == piece[matched] { matched += 1 }
            if matched == piece.count { return true }
        }
        start += 1
    }
    return false
}
