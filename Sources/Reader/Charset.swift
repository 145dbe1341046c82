import Foundation
import TidingsText

/// Finds a page's character set and turns its bytes into UTF-8 for the parser. The header wins,
/// then a byte-order mark, then `<meta charset>` (or the `http-equiv` form) near the top, then
/// UTF-8. ISO-8859-1 is read as Windows-1252, as browsers do: pages labelled Latin-1 routinely
/// hold Windows quotes and dashes in 0x80–0x9F.
enum Charset {
    /// The bytes as UTF-8 and the name of the encoding they were read as, or, for encodings
    /// the reader does not convert itself, the bytes untouched and the label for libxml2.
    struct Decoded {
        var bytes: [UInt8]
        /// "UTF-8" once converted; otherwise the label libxml2 should decode with.
        var parserEncoding: String
    }

    static func decode(_ bytes: [UInt8], contentType: String?) -> Decoded {
        let label = contentType.flatMap(charsetParameter) ?? byteOrderMark(bytes) ?? metaCharset(bytes) ?? "utf-8"
        switch normalized(label) {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "us-ascii", "ascii":
            var start = 0
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            let body = bytes[start...]
            if Sanitizer.isValidUTF8(body) { return Decoded(bytes: Array(body), parserEncoding: "UTF-8") }
            return Decoded(bytes: Array(Sanitizer.repairUTF8(body).utf8), parserEncoding: "UTF-8")
        case "iso-8859-1", "latin1", "latin-1", "l1", "iso8859-1", "iso_8859-1", "windows-1252", "cp1252", "x-cp1252":
            return Decoded(bytes: windows1252ToUTF8(bytes), parserEncoding: "UTF-8")
        case let other:
            return Decoded(bytes: bytes, parserEncoding: other.uppercased())
        }
    }

    private static func normalized(_ label: String) -> String {
        label.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\"'"))).lowercased()
    }

    /// `charset=…` from a Content-Type value.
    static func charsetParameter(_ contentType: String) -> String? {
        for part in contentType.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let value = normalized(String(pair[1]))
            if !value.isEmpty { return value }
        }
        return nil
    }

    private static func byteOrderMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "utf-8" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "utf-16le" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "utf-16be" }
        return nil
    }

    /// Looks for `charset=` inside a `<meta …>` tag in the first 4 KB, as browsers prescan.
    static func metaCharset(_ bytes: [UInt8]) -> String? {
        let head = bytes.prefix(4096).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var index = 0
        while let start = find(Array("<meta".utf8), in: head, from: index) {
            let close = head[start...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
            let tag = head[start..<close]
            if let charset = find(Array("charset".utf8), in: Array(tag), from: 0) {
                var position = tag.startIndex + charset + 7
                while position < close, [UInt8(ascii: " "), UInt8(ascii: "=")].contains(head[position]) { position += 1 }
                while position < close, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(head[position]) { position += 1 }
                var end = position
                while end < close, isLabelByte(head[end]) { end += 1 }
                if end > position { return String(decoding: head[position..<end], as: UTF8.self) }
            }
            index = close
        }
        return nil
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count, from <= haystack.count - needle.count else { return nil }
        var index = from
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Windows-1252's 0x80–0x9F; the rest of the range is Latin-1, one byte per code point.
    private static let high: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    static func windows1252ToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
                continue
            }
            let scalar = byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
            output.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        }
        return output
    }
}
