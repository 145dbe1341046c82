/// Makes untrusted text safe to print on a terminal.
///
/// Escape sequences are removed whole (a half-removed sequence can still drive the terminal),
/// stray C0 controls become visible Control Pictures so nothing silently disappears, C1 controls
/// and bidi overrides are dropped. Whitespace is either folded onto one line or normalised to
/// plain "\n" line breaks.
///
/// Works on UTF-8 bytes: the input is a Swift String, so it is well-formed, and everything we act
/// on is either ASCII or a short, fixed byte pattern.
enum Neutralizer {
    static func run(_ text: String, keepNewlines: Bool, trim: Bool) -> String {
        if CleanTextCheck.isClean(text, keepNewlines: keepNewlines, trim: trim) { return text }
        let body = { (bytes: UnsafeBufferPointer<UInt8>) in
            neutralize(bytes, keepNewlines: keepNewlines, trim: trim)
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    private static func neutralize(_ bytes: UnsafeBufferPointer<UInt8>, keepNewlines: Bool, trim: Bool) -> String {
        let fold = !keepNewlines
        var output = NeutralizedOutput(fold: fold, trim: trim, capacity: bytes.count)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte > 0x20 && byte < 0x7F {
                output.append(byte)
                index += 1
                continue
            }
            if byte < 0x80 {
                index += 1
                switch byte {
                case 0x20:
                    if fold { output.space() } else { output.append(byte) }
                case 0x1B:
                    index = EscapeSequence.skipAfterESC(bytes, from: index)
                case 0x0D where keepNewlines:
                    // CRLF and lone CR both end a line.
                    if index < count, bytes[index] == 0x0A { index += 1 }
                    output.newline()
                case 0x0A:
                    if fold { output.space() } else { output.newline() }
                case 0x09:
                    if fold { output.space() } else { output.tab() }
                case 0x0B, 0x0C, 0x0D:
                    // Whitespace when folding; in kept text only "\n" may move the cursor.
                    if fold { output.space() } else { output.append(scalar: Unicode.Scalar(0x2400 + UInt32(byte))!) }
                case 0x7F:
                    output.append(scalar: "\u{2421}")
                default:
                    output.append(scalar: Unicode.Scalar(0x2400 + UInt32(byte))!)
                }
                continue
            }
            let start = index
            let value = UTF8Scalar.decode(bytes, at: &index)
            switch value {
            case 0x9B:
                index = EscapeSequence.skipControlSequence(bytes, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = EscapeSequence.skipEightBitControlString(bytes, from: index) ?? index
            case 0x85, 0x2028, 0x2029:
                if fold { output.space() } else { output.newline() }
            case 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
                if fold { output.space() } else { output.append(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0xFEFF:
                // Other C1 controls, bidi controls and the byte-order mark a page leaves after a
                // heading ("Methods\u{FEFF}"): nothing worth showing, just drop them.
                break
            default:
                output.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
        return output.finish()
    }
}

/// Output bytes, holding back folded whitespace until we know it is not trailing.
private struct NeutralizedOutput {
    private var bytes: [UInt8] = []
    private let fold: Bool
    private let trim: Bool
    private var pendingSpace = false

    init(fold: Bool, trim: Bool, capacity: Int) {
        self.fold = fold
        self.trim = trim
        bytes.reserveCapacity(capacity)
    }

    mutating func space() { pendingSpace = true }

    mutating func newline() { bytes.append(0x0A) }

    mutating func tab() { bytes.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }

    mutating func append(_ byte: UInt8) {
        flushSpace()
        bytes.append(byte)
    }

    mutating func append(_ slice: UnsafeBufferPointer<UInt8>) {
        flushSpace()
        bytes.append(contentsOf: slice)
    }

    mutating func append(scalar: Unicode.Scalar) {
        flushSpace()
        UTF8.encode(scalar) { bytes.append($0) }
    }

    mutating func finish() -> String {
        if pendingSpace && !trim { bytes.append(0x20) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func flushSpace() {
        guard pendingSpace else { return }
        pendingSpace = false
        if !(trim && bytes.isEmpty) { bytes.append(0x20) }
    }
}
