@testable import TidingsText

/// The tokenizer as it was before it was made linear, kept only to check that the linear one
/// splits every input the same way. Quadratic on unterminated markup: use small inputs.
struct ReferenceHTMLTokenizer {
    typealias Token = HTMLTokenizer.Token

    private let bytes: [UInt8]
    private var position = 0

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func next() -> Token? {
        while position < bytes.count {
            if bytes[position] == ASCII.lessThan, let (token, end) = markup(at: position) {
                position = end
                if let token { return token }
                continue
            }
            return text()
        }
        return nil
    }

    /// Text up to the next "<" (at least one byte, so a literal "<" makes progress).
    private mutating func text() -> Token {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != ASCII.lessThan { position += 1 }
        return .text(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// The markup starting at `start` ("<") and the index after it; a nil token means markup that
    /// carries nothing (comments, doctypes). Nil overall means "<" is literal text.
    private func markup(at start: Int) -> (Token?, Int)? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        let byte = bytes[next]
        if ASCII.isLetter(byte) { return startTag(from: next) }
        if byte == ASCII.slash, next + 1 < bytes.count, ASCII.isLetter(bytes[next + 1]) {
            let (name, afterName) = tagName(from: next + 1)
            guard let close = find(ASCII.greaterThan, from: afterName) else { return nil }
            return (.end(name: name), close + 1)
        }
        if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
            if matches("!--", at: next), let close = find("-->", from: next + 3) { return (nil, close + 3) }
            guard let close = find(ASCII.greaterThan, from: next) else { return nil }
            return (nil, close + 1)
        }
        return nil
    }

    private func startTag(from start: Int) -> (Token?, Int)? {
        let (name, afterName) = tagName(from: start)
        var index = afterName
        var href: String?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.greaterThan { return (.start(name: name, href: href), index + 1) }
            if ASCII.isSpace(byte) || byte == ASCII.slash {
                index += 1
                continue
            }
            guard let (attribute, value, end) = attribute(from: index) else { return nil }
            if attribute == "href", href == nil { href = value }
            index = end
        }
        return nil
    }

    /// One `name`, `name=value`, `name="value"` or `name='value'`; nil when a quote never closes.
    private func attribute(from start: Int) -> (String, String?, Int)? {
        var index = start
        while index < bytes.count, !ASCII.isSpace(bytes[index]),
              bytes[index] != ASCII.equals, bytes[index] != ASCII.greaterThan, bytes[index] != ASCII.slash {
            index += 1
        }
        // A stray "=" with no name still has to make progress.
        let name = String(decoding: bytes[start..<index].map(ASCII.lowercased), as: UTF8.self)
        while index < bytes.count, ASCII.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == ASCII.equals else { return (name, nil, max(index, start + 1)) }
        index += 1
        while index < bytes.count, ASCII.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = find(quote, from: index + 1) else { return nil }
            return (name, String(decoding: bytes[(index + 1)..<close], as: UTF8.self), close + 1)
        }
        let valueStart = index
        while index < bytes.count, !ASCII.isSpace(bytes[index]), bytes[index] != ASCII.greaterThan { index += 1 }
        return (name, String(decoding: bytes[valueStart..<index], as: UTF8.self), index)
    }

    private func tagName(from start: Int) -> (String, Int) {
        var index = start
        while index < bytes.count, !ASCII.isSpace(bytes[index]),
              bytes[index] != ASCII.slash, bytes[index] != ASCII.greaterThan {
            index += 1
        }
        return (String(decoding: bytes[start..<index].map(ASCII.lowercased), as: UTF8.self), index)
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func find(_ pattern: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ pattern: String, at start: Int) -> Bool {
        var index = start
        for byte in pattern.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }
}
