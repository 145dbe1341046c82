/// Reads a start tag (`<name attr=value …>`) as a small state machine, one byte per step.
///
/// Why a state machine: a tag that never closes (`<a<a<a…`, `<a href="` repeated) fails only at
/// the end of the input, and each "<" before it starts a new attempt over the same bytes. Where
/// an attempt goes next depends only on (byte index, state), so once any attempt has failed,
/// every (index, state) it passed through is a dead end. Successful attempts consume their
/// bytes, so an (index, state) met again can only come from a failed attempt: later attempts
/// stop there. With eight states each byte is visited at most eight times, whatever the input.
struct TagScan {
    private enum State: UInt8 {
        case tagName = 1
        case betweenAttributes = 2
        case attributeName = 4
        case afterAttributeName = 8
        case afterEquals = 16
        case doubleQuoted = 32
        case singleQuoted = 64
        case unquoted = 128
    }

    /// One bit per state per byte; allocated at the first failure, so well-formed HTML (nearly
    /// every comment) never pays for it.
    private var visited: [UInt8]?

    /// The tag whose name starts at `start` (just after "<") and the index after its ">", or nil
    /// when it never closes. `href` is the first `href` attribute that has a value.
    mutating func startTag(in bytes: [UInt8], from start: Int) -> (HTMLTokenizer.Token?, Int)? {
        var state = State.tagName
        var index = start
        var name = ""
        var href: String?
        var attributeStart = 0
        var attributeIsHref = false
        var valueStart = 0
        while index < bytes.count {
            if visited != nil {
                let bit = state.rawValue
                if visited![index] & bit != 0 { return nil }
                visited![index] |= bit
            }
            let byte = bytes[index]
            switch state {
            case .tagName:
                if ASCII.isSpace(byte) || byte == ASCII.slash || byte == ASCII.greaterThan {
                    name = String(decoding: bytes[start..<index].map(ASCII.lowercased), as: UTF8.self)
                    state = .betweenAttributes
                } else {
                    index += 1
                }
            case .betweenAttributes:
                if byte == ASCII.greaterThan { return (.start(name: name, href: href), index + 1) }
                if ASCII.isSpace(byte) || byte == ASCII.slash {
                    index += 1
                } else {
                    attributeStart = index
                    state = .attributeName
                }
            case .attributeName:
                if ASCII.isSpace(byte) || byte == ASCII.equals || byte == ASCII.greaterThan || byte == ASCII.slash {
                    attributeIsHref = Self.isHref(bytes[attributeStart..<index])
                    state = .afterAttributeName
                } else {
                    index += 1
                }
            case .afterAttributeName:
                if ASCII.isSpace(byte) {
                    index += 1
                } else if byte == ASCII.equals {
                    index += 1
                    state = .afterEquals
                } else {
                    state = .betweenAttributes
                }
            case .afterEquals:
                if ASCII.isSpace(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    index += 1
                    valueStart = index
                    state = byte == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
                } else {
                    valueStart = index
                    state = .unquoted
                }
            case .doubleQuoted, .singleQuoted:
                let quote = state == .doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'")
                if byte == quote {
                    if attributeIsHref, href == nil { href = String(decoding: bytes[valueStart..<index], as: UTF8.self) }
                    index += 1
                    state = .betweenAttributes
                } else if visited == nil {
                    // Nothing to remember yet: jump to the closing quote (URLs make up most of
                    // the bytes inside tags).
                    index += 1
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                } else {
                    index += 1
                }
            case .unquoted:
                if ASCII.isSpace(byte) || byte == ASCII.greaterThan {
                    if attributeIsHref, href == nil { href = String(decoding: bytes[valueStart..<index], as: UTF8.self) }
                    state = .betweenAttributes
                } else {
                    index += 1
                }
            }
        }
        if visited == nil { visited = [UInt8](repeating: 0, count: bytes.count) }
        return nil
    }

    private static func isHref(_ name: ArraySlice<UInt8>) -> Bool {
        guard name.count == 4 else { return false }
        return zip(name, "href".utf8).allSatisfy { ASCII.lowercased($0) == $1 }
    }
}
