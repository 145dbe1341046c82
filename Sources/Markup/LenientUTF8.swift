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
            switch sequenceLength(base, at: index, count: count) {
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

    private enum Sequence {
        case valid(Int)
        /// Well-formed so far, but the bytes end before it does.
        case truncated
        case invalid
    }

    /// The well-formed sequences of Unicode's table 3-7: no overlong forms, no surrogates,
    /// nothing past U+10FFFF.
    private static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Sequence {
        let lead = base[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return .invalid
        }
        for offset in 1..<length {
            guard index + offset < count else { return .truncated }
            let byte = base[index + offset]
            let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min, byte <= max else { return .invalid }
        }
        return .valid(length)
    }

    /// Windows-1252's characters for 0x80–0x9F; its five unassigned bytes become U+FFFD.
    private static let high: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    static func appendWindows1252(_ byte: UInt8, to out: inout [UInt8]) {
        let scalar = byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
        appendScalar(scalar, to: &out)
    }

    static func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            out.append(UInt8(value))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (value >> 6)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (value >> 12)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (value >> 18)))
            out.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        }
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
