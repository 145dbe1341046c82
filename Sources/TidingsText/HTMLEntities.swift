/// Decodes HTML character references.
///
/// Decoding is deliberately separate from sanitizing: callers decode first and neutralize after,
/// so an entity-encoded escape sequence ("&#27;[2J") is caught by the sanitizer like a raw one.
public enum HTMLEntities {
    /// `text` with named (`&amp;`), decimal (`&#39;`) and hex (`&#x27;`) references replaced.
    ///
    /// Unknown names and malformed references stay literal. Numeric references that name no
    /// character (0, surrogates, beyond U+10FFFF) become U+FFFD. A numeric reference without its
    /// ';' is still accepted when the next character cannot continue it, as browsers do.
    public static func decode(_ text: String) -> String {
        decode(text, readsLegacyNames: false)
    }

    /// The same for the text of an HTML document (a comment's or a feed entry's words between
    /// its tags), where a legacy name also reads without its ';' ("&nbsp[", "&copy 2004"), as
    /// browsers read it and the reader's parser is given it (`legacyReference`). Not for
    /// attributes, nor for plain strings that only carry references.
    public static func decodeHTMLText(_ text: String) -> String {
        decode(text, readsLegacyNames: true)
    }

    private static func decode(_ text: String, readsLegacyNames: Bool) -> String {
        guard text.utf8.contains(ASCII.ampersand) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == ASCII.ampersand, let (scalar, next) = reference(in: bytes, at: index) {
                UTF8.encode(scalar) { out.append($0) }
                index = next
            } else if readsLegacyNames, bytes[index] == ASCII.ampersand,
                      let (value, next) = bytes.withUnsafeBufferPointer({ legacyReference(in: $0, at: index, before: $0.count) }),
                      let scalar = Unicode.Scalar(value) {
                UTF8.encode(scalar) { out.append($0) }
                index = next
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A reference browsers read in text without its ';' ("&nbsp[", "&copy 2004", "&amp chips"):
    /// the longest of HTML's legacy names that begins the letters and digits after the '&' at
    /// `start` ("&notit" is "¬" and "it", "&nbspx" a space and "x"). Nil where those letters
    /// with their ';' are a reference already, or no legacy name begins them. Its code point,
    /// and where the name ends; nothing at or past `end` is looked at.
    public static func legacyReference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, before end: Int) -> (value: UInt32, end: Int)? {
        let first = start + 1
        var index = first
        while index < end, index - first < 32, ASCII.isAlphanumeric(bytes[index]) { index += 1 }
        guard index - first >= 2 else { return nil }
        if index < end, bytes[index] == ASCII.semicolon, htmlEntityNames[String(decoding: bytes[first..<index], as: UTF8.self)] != nil { return nil }
        // The longest legacy name ("curren", "frac12") is six letters.
        for length in stride(from: min(index - first, 6), through: 2, by: -1) {
            if let value = legacyEntityNames[String(decoding: bytes[first..<first + length], as: UTF8.self)] { return (value, first + length) }
        }
        return nil
    }

    /// The character a reference starting at `start` ('&') stands for, and where it ends.
    static func reference(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        if bytes[next] == ASCII.hash { return numeric(in: bytes, from: next + 1) }
        return named(in: bytes, from: next)
    }

    private static func numeric(in bytes: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = ASCII.digitValue(bytes[index], radix: radix) {
            // Clamp instead of overflowing: anything past U+10FFFF is invalid anyway.
            value = min(value * radix + digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count {
            if bytes[index] == ASCII.semicolon {
                index += 1
            } else if ASCII.isAlphanumeric(bytes[index]) {
                return nil
            }
        }
        return (Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}", index)
    }

    private static func named(in bytes: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
        // The longest name we know is 8 characters; stop early on long runs of letters.
        let limit = min(bytes.count, start + 12)
        var index = start
        while index < limit, ASCII.isAlphanumeric(bytes[index]) { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == ASCII.semicolon else { return nil }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = htmlEntityNames[name], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }
}
