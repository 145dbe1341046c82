/// Windows-1252, which is what pages and feeds labelled Latin-1 (or not labelled at all) turn
/// out to be written in, and what browsers read for both: Latin-1 but for 0x80–0x9F, where it
/// has the curly quotes, dashes and euro sign that word processors paste.
public enum Windows1252 {
    /// The code point `byte` stands for; its five unassigned bytes are U+FFFD.
    public static func scalar(_ byte: UInt8) -> UInt32 {
        (0x80..<0xA0).contains(byte) ? high[Int(byte - 0x80)] : UInt32(byte)
    }

    /// Appends `byte`, read as Windows-1252, to `out` as UTF-8.
    public static func appendUTF8(of byte: UInt8, to out: inout [UInt8]) {
        UTF8Bytes.append(scalar(byte), to: &out)
    }

    /// `bytes` read as Windows-1252, as UTF-8.
    public static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 { out.append(byte) } else { appendUTF8(of: byte, to: &out) }
        }
        return out
    }

    /// 0x80–0x9F.
    private static let high: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}

/// UTF-8 as bytes, without making strings.
public enum UTF8Bytes {
    /// What stands at a non-ASCII byte.
    public enum Sequence: Equatable {
        /// A well-formed sequence of this many bytes.
        case valid(Int)
        /// Well-formed so far, but the bytes end before it does.
        case truncated
        case invalid
    }

    /// The sequence starting at `base[index]` (not ASCII), by Unicode's table 3-7: no overlong
    /// forms, no surrogates, nothing past U+10FFFF.
    @inlinable
    public static func sequence(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Sequence {
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

    /// Whether `bytes` are well-formed UTF-8, checked eight bytes at a time through the ASCII
    /// that is most of any page, and without building a string.
    public static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if base[index] < 0x80 {
                index += 1
                continue
            }
            guard case .valid(let length) = sequence(base, at: index, count: count) else { return false }
            index += length
        }
        return true
    }

    /// Appends `value` (a Unicode scalar value: the caller has already turned surrogates and
    /// values past U+10FFFF into U+FFFD) as UTF-8.
    public static func append(_ value: UInt32, to out: inout [UInt8]) {
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
