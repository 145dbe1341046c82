/// Makes untrusted text safe to print on a terminal.
///
/// Escape sequences are removed whole (a half-removed sequence can still drive the terminal),
/// stray C0 controls become visible Control Pictures so nothing silently disappears, C1 controls
/// and bidi overrides are dropped. Whitespace is either folded onto one line or normalised to
/// plain "\n" line breaks.
enum Neutralizer {
    static func run(_ text: String, keepNewlines: Bool, trim: Bool) -> String {
        if CleanTextCheck.isClean(text, keepNewlines: keepNewlines, trim: trim) { return text }
        let scalars = text.unicodeScalars
        var output = Output(fold: !keepNewlines, trim: trim)
        output.scalars.reserveCapacity(text.utf8.count)
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            let value = scalar.value
            switch value {
            case 0x1B:
                index = EscapeSequence.skipAfterESC(scalars, from: index)
            case 0x9B:
                index = EscapeSequence.skipControlSequence(scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = EscapeSequence.skipControlString(scalars, from: index)
            case 0x0D where keepNewlines:
                // CRLF and lone CR both end a line.
                if index < scalars.endIndex, scalars[index].value == 0x0A { index = scalars.index(after: index) }
                output.newline()
            case 0x0A, 0x85, 0x2028, 0x2029:
                if keepNewlines { output.newline() } else { output.space() }
            case 0x09:
                if keepNewlines { output.tab() } else { output.space() }
            case 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
                // Only reached for CR when folding; VT and FF count as whitespace only then.
                if !keepNewlines {
                    output.space()
                } else if value < 0x20 {
                    output.visible(Unicode.Scalar(0x2400 + value)!)
                } else {
                    output.visible(scalar)
                }
            case 0x00...0x1F:
                output.visible(Unicode.Scalar(0x2400 + value)!)
            case 0x7F:
                output.visible("\u{2421}")
            case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                // Other C1 controls and bidi controls: nothing worth showing, just drop them.
                break
            default:
                output.visible(scalar)
            }
        }
        output.finish()
        return String(output.scalars)
    }

    /// Accumulates output, holding back folded whitespace until we know it is not trailing.
    private struct Output {
        var scalars = String.UnicodeScalarView()
        let fold: Bool
        let trim: Bool
        var pendingSpace = false

        init(fold: Bool, trim: Bool) {
            self.fold = fold
            self.trim = trim
        }

        mutating func space() { pendingSpace = true }

        mutating func newline() { scalars.append("\n") }

        mutating func tab() { scalars.append(contentsOf: "    ".unicodeScalars) }

        mutating func visible(_ scalar: Unicode.Scalar) {
            if pendingSpace {
                if !(trim && scalars.isEmpty) { scalars.append(" ") }
                pendingSpace = false
            }
            scalars.append(scalar)
        }

        mutating func finish() {
            if pendingSpace && !trim { scalars.append(" ") }
        }
    }
}
