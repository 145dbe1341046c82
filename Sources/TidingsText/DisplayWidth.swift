/// How many terminal columns text occupies.
///
/// The rule matches what terminals do with `wcwidth` on a cluster's base character, so the grid
/// and the real screen agree: East Asian Wide/Fullwidth (CJK, most emoji) take two columns,
/// combining marks and format characters take none, everything else takes one.
public enum DisplayWidth {
    /// Columns taken by one grapheme cluster (0, 1 or 2).
    @inlinable
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.value < 0x7F {
            // ASCII fast path; C0 controls never reach here after sanitizing but take no room.
            return first.value >= 0x20 ? 1 : 0
        }
        let base = width(ofBase: first)
        if base > 0 { return base }
        // A cluster can open with a scalar that takes no room: a "prepend" mark such as U+0600
        // joins the character after it (even a space), and the terminal still draws that one.
        for scalar in scalars.dropFirst() {
            let width = width(ofBase: scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// Columns taken by a string.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Width of a cluster's first scalar.
    public static func width(ofBase scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value >= 0xA0 || value >= 0x20 && value < 0x7F ? 1 : 0 }
        if isWide(value) { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            return 1
        }
    }

    /// Binary search in the generated East Asian Wide table.
    public static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideCharacterRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideCharacterRanges[mid]
            if value < range.lowerBound { high = mid - 1 }
            else if value > range.upperBound { low = mid + 1 }
            else { return true }
        }
        return false
    }
}
