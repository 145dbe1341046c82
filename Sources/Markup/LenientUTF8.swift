import TidingsText
/// UTF-8 in which a byte that is not part of a well-formed sequence is read as Windows-1252:
/// the one reading that is right both for UTF-8 and for the Latin-1 bytes real feeds slip into
/// it (a title pasted from a word processor, a whole feed labelled wrongly).
enum LenientUTF8 {
    /// U+FFFD in UTF-8.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Appends `bytes`, repaired, to `out`; returns how many were used. A sequence cut off by
    /// the end of `bytes` is left for the next piece (at most three bytes).
    static func repair(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = 0
        var runStart = 0
        while index < count {
            // ASCII eight bytes at a time: most of any feed.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            switch UTF8Bytes.sequence(base, at: index, count: count) {
            case .valid(let length):
                index += length
            case .truncated:
                out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                return index
            case .invalid:
                out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                appendWindows1252(lead, to: &out)
                index += 1
                runStart = index
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        return count
    }

    static func appendWindows1252(_ byte: UInt8, to out: inout [UInt8]) {
        Windows1252.appendUTF8(of: byte, to: &out)
    }

    static func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
        UTF8Bytes.append(value, to: &out)
    }
}

/// UTF-16 and UTF-32, decoded by hand: a lone surrogate or a value past U+10FFFF becomes U+FFFD.
enum WideDecoding {
    /// Returns how many bytes were used (a pair or unit cut off by the end waits for more).
    static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: inout [UInt8]) -> Int {
        var index = 0
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) : UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
        }
        out.reserveCapacity(out.count + bytes.count)
        while index + 2 <= bytes.count {
            let first = unit(index)
            if (0xD800...0xDBFF).contains(first) {
                guard index + 4 <= bytes.count else { return index }
                let second = unit(index + 2)
                if (0xDC00...0xDFFF).contains(second) {
                    LenientUTF8.appendScalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), to: &out)
                    index += 4
                } else {
                    out.append(contentsOf: LenientUTF8.replacement)
                    index += 2
                }
            } else {
                LenientUTF8.appendScalar((0xDC00...0xDFFF).contains(first) ? 0xFFFD : first, to: &out)
                index += 2
            }
        }
        return index
    }

    static func utf32(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, into out: inout [UInt8]) -> Int {
        var index = 0
        while index + 4 <= bytes.count {
            let b = (UInt32(bytes[index]), UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3]))
            let value = bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
            let valid = value < 0x11_0000 && !(0xD800...0xDFFF).contains(value)
            LenientUTF8.appendScalar(valid ? value : 0xFFFD, to: &out)
            index += 4
        }
        return index
    }
}
