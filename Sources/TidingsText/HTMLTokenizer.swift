/// Splits HTML into text and tags, one forward pass over the bytes.
///
/// Anything that does not look like complete markup is text: a "<" not followed by a tag name,
/// or a tag that never reaches its ">", comes out literally rather than swallowing the rest of the
/// comment. Text is raw (entities still encoded); the caller decodes it.
///
/// Linear in the input even when markup never ends (`<a<a<a…`, `<!--` without `-->`, an
/// unclosed quote): every attempt that fails is remembered (see `TagScan`) so no byte is rescanned
/// for each of the "<" before it.
struct HTMLTokenizer {
    enum Token: Equatable {
        case text(String)
        /// Lowercased name; `href` is the raw attribute value when present.
        case start(name: String, href: String?)
        case end(name: String)
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Every markup form needs a ">" to succeed, so none can start past the last one.
    private let lastGreaterThan: Int
    /// No "-->" starts at or after this index (learnt from a search that failed).
    private var noCommentCloseFrom = Int.max
    private var tagScan = TagScan()

    init(_ html: String) {
        bytes = Array(html.utf8)
        lastGreaterThan = bytes.lastIndex(of: ASCII.greaterThan) ?? -1
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
    private mutating func markup(at start: Int) -> (Token?, Int)? {
        let next = start + 1
        guard next < bytes.count, next < lastGreaterThan else { return nil }
        let byte = bytes[next]
        if ASCII.isLetter(byte) { return tagScan.startTag(in: bytes, from: next) }
        if byte == ASCII.slash, next + 1 < bytes.count, ASCII.isLetter(bytes[next + 1]) {
            // The name stops at ">" at the latest, and one exists further on: this always closes.
            let (name, afterName) = tagName(from: next + 1)
            guard let close = find(ASCII.greaterThan, from: afterName) else { return nil }
            return (.end(name: name), close + 1)
        }
        if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
            if matches("!--", at: next), let close = findCommentClose(from: next + 3) { return (nil, close + 3) }
            guard let close = find(ASCII.greaterThan, from: next) else { return nil }
            return (nil, close + 1)
        }
        return nil
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
        guard start <= lastGreaterThan || byte != ASCII.greaterThan else { return nil }
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The next "-->". Searches only start further right each time, so once one has failed every
    /// later one can stop where that one began.
    private mutating func findCommentClose(from start: Int) -> Int? {
        var index = start
        let limit = min(bytes.count, noCommentCloseFrom)
        while index < limit {
            if matches("-->", at: index) { return index }
            index += 1
        }
        noCommentCloseFrom = min(noCommentCloseFrom, start)
        return nil
    }

    private func matches(_ pattern: StaticString, at start: Int) -> Bool {
        pattern.withUTF8Buffer { pattern in
            guard start + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[start + offset] != pattern[offset] { return false }
            return true
        }
    }
}
