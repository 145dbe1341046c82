/// JSON string escapes, for text a scanner has already checked (valid escapes, a closing quote):
/// the thread decoder's strings and `JSONValue`'s.
public enum JSONEscapes {
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            // The plain run up to the next escape, copied at once.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end > index {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            guard index + 1 < bytes.count else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(bytes, at: index) ?? 0xFFFD
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(value).utf8))
            default: out.append(kind)  // \" \\ \/
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    public static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
