/// The code points handed to `setcchar` for one cell, held inline so that drawing a frame does
/// not allocate per cell.
///
/// ncurses stores at most `CCHARW_MAX` (5) code points per cell: one spacing character followed
/// by zero-width ones, and it silently drops any later spacing code point. So an emoji skin
/// tone, the second half of a flag, or the emoji after a ZWJ cannot be shown; the cell keeps the
/// base character, which still has the width the grid assumed, so columns stay aligned. This
/// type builds exactly that shape, and keeps out what `wadd_wch` would misplace: a control
/// character (drawn as a two-column "^X") or a leading combining mark (which ncurses would
/// attach to the previous cell).
struct CellGlyph: Equatable {
    static let capacity = 5
    static let replacement: UInt32 = 0x3F  // "?"

    private(set) var count = 0
    private var storage: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0)

    init(_ character: Character) {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if scalars.count == 1 && first.value >= 0x20 && first.value < 0x7F {
            append(first.value)  // ASCII: by far the most common cell
            return
        }
        if Self.isControl(first) {
            append(Self.replacement)
            return
        }
        // A cluster that starts with a mark or format character needs a base to sit on.
        if Self.isZeroWidth(first) { append(0x20) }
        for (index, scalar) in scalars.enumerated() where count < Self.capacity {
            if Self.isControl(scalar) { continue }
            // After the base, only zero-width code points belong in the cell (see above).
            if index > 0 && !Self.isZeroWidth(scalar) { break }
            append(scalar.value)
        }
        // A joiner with nothing after it to join would only confuse the terminal.
        while count > 1 && self[count - 1] == 0x200D { count -= 1 }
    }

    init(codePoints: [UInt32]) {
        for value in codePoints.prefix(Self.capacity) { append(value) }
    }

    subscript(index: Int) -> UInt32 {
        precondition(index >= 0 && index < count)
        return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * 4, as: UInt32.self) }
    }

    var codePoints: [UInt32] { (0..<count).map { self[$0] } }

    var first: UInt32 { self[0] }

    /// Calls `body` with the code points as a contiguous buffer (for `setcchar`).
    func withCodePoints<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        withUnsafeBytes(of: storage) { raw in
            body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt32.self).baseAddress, count: count))
        }
    }

    static func == (lhs: CellGlyph, rhs: CellGlyph) -> Bool { lhs.codePoints == rhs.codePoints }

    private mutating func append(_ value: UInt32) {
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: count * 4, as: UInt32.self) }
        count += 1
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return false
        }
    }
}
