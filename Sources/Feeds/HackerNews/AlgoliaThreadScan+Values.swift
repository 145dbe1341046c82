import FoundationEssentials
import Networking
import TidingsText

/// JSON values, read from `position` and checked as they are read: strings (eight bytes at a
/// time), numbers, literals, and any value skipped whole. Each throws `needMore` when the bytes
/// so far end inside it (or `malformed` once the answer is final).
extension AlgoliaThreadScan {
    /// The bytes of a string (its opening quote next), checked: valid escapes, no raw control
    /// characters, no lone surrogates. Eight bytes at a time up to the first that can end it.
    mutating func string() throws(Stop) -> (range: Range<Int>, escaped: Bool) {
        try expect(UInt8(ascii: "\""))
        let start = position
        var index = position
        var escaped = false
        let count = bytes.count
        guard let base = bytes.baseAddress else { throw shortage() }
        let raw = UnsafeRawPointer(base)
        while true {
            while index + 8 <= count {
                let special = Self.specialBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                if special != 0 {
                    index += special.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < count else { throw shortage() }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return (start..<index, escaped)
            }
            if byte < 0x20 { throw .malformed }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position = index
                try escape()
                index = position
                continue
            }
            index += 1
        }
    }

    /// The high bit of each byte of `word` (first byte lowest) that is a quote, a backslash or a
    /// control character. The classic has-zero-byte tests: the lowest bit set is always exact
    /// (bits above it may be false alarms, which only the first matters for).
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    mutating func escape() throws(Stop) {
        guard position + 1 < bytes.count else { throw shortage() }
        let kind = bytes[position + 1]
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let value = try hex4(at: position + 2)
            position += 6
            if (0xDC00...0xDFFF).contains(value) { throw .malformed }
            if (0xD800...0xDBFF).contains(value) {
                // A high surrogate must be followed at once by a low one.
                guard position + 2 <= bytes.count else { throw shortage() }
                guard bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { throw .malformed }
                let low = try hex4(at: position + 2)
                guard (0xDC00...0xDFFF).contains(low) else { throw .malformed }
                position += 6
            }
        default:
            throw .malformed
        }
    }

    func hex4(at index: Int) throws(Stop) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count else { throw shortage() }
            guard let digit = JSONEscapes.hexDigit(bytes[index + offset]) else { throw .malformed }
            value = value << 4 | digit
        }
        return value
    }

    /// A string's text, escapes decoded and invalid UTF-8 repaired.
    func text(_ span: (range: Range<Int>, escaped: Bool)) -> String {
        let piece = UnsafeBufferPointer(rebasing: bytes[span.range])
        return span.escaped ? JSONEscapes.decode(piece) : String(decoding: piece, as: UTF8.self)
    }

    /// An author's name for one line. Threads repeat names (a conversation between a few
    /// people), so each is sanitized once per thread.
    mutating func authorLine(_ span: (range: Range<Int>, escaped: Bool)) -> String {
        let raw = text(span)
        if let known = authors[raw] { return known }
        let line = Sanitizer.line(raw)
        if authors.count < Self.rememberedAuthors { authors[raw] = line }
        return line
    }

    mutating func optionalText() throws(Stop) -> JSONText? {
        if try literal("null") { return nil }
        let (range, escaped) = try string()
        return JSONText(source: block, range: range, hasEscapes: escaped)
    }

    mutating func optionalInteger() throws(Stop) -> Int? {
        if try literal("null") { return nil }
        let start = position
        // Plain digits, the usual case, are read exactly in one pass; "7.0" or "7e2" (which the
        // general decoder takes too) go through Double and must come out whole. Only whole
        // numbers an Int holds fit an integer field.
        let negative = peek(UInt8(ascii: "-"))
        if negative { position += 1 }
        try digit()
        var value = 0
        var overflow = false
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                let digit = Int(bytes[position] &- UInt8(ascii: "0"))
                let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowB) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                overflow = overflow || overflowA || overflowB
                value = next
                position += 1
            }
        }
        if peek(UInt8(ascii: ".")) || peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position = start
            try number()
            let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let double = Double(literal), let whole = Int(exactly: double) else { throw .malformed }
            return whole
        }
        if position == bytes.count, !isFinal { throw .needMore }
        if overflow { throw .malformed }
        return value
    }

    /// JSON's number grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?. A number running
    /// to the end of the bytes so far may go on in the next piece.
    mutating func number() throws(Stop) {
        if peek(UInt8(ascii: "-")) { position += 1 }
        try digit()
        if bytes[position] == UInt8(ascii: "0") { position += 1 } else { digits() }
        if peek(UInt8(ascii: ".")) {
            position += 1
            try digit()
            digits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            try digit()
            digits()
        }
        if position == bytes.count, !isFinal { throw .needMore }
    }

    /// Requires a digit next (without reading it).
    @inline(__always)
    func digit() throws(Stop) {
        guard position < bytes.count else { throw shortage() }
        guard isDigit(bytes[position]) else { throw .malformed }
    }

    mutating func digits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Skips any value, checking its grammar, without recursion.
    mutating func skipValue() throws(Stop) {
        // Open containers: true for an object (keys before values), false for an array.
        var open: [Bool] = []
        var afterItem = false
        while true {
            skipSpace()
            guard position < bytes.count else { throw shortage() }
            if let isObject = open.last {
                let byte = bytes[position]
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    open.removeLast()
                    afterItem = true
                    if open.isEmpty { return }
                    continue
                }
                if afterItem { try expect(UInt8(ascii: ",")); skipSpace() }
                if isObject {
                    _ = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                }
            }
            // A value.
            guard position < bytes.count else { throw shortage() }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                position += 1
                open.append(byte == UInt8(ascii: "{"))
                afterItem = false
                continue
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): guard try literal("true") else { throw .malformed }
            case UInt8(ascii: "f"): guard try literal("false") else { throw .malformed }
            case UInt8(ascii: "n"): guard try literal("null") else { throw .malformed }
            default: try number()
            }
            afterItem = true
            if open.isEmpty { return }
        }
    }

    /// Reads `word` if it is next; false (and nothing read) if another value is.
    @inline(__always)
    mutating func literal(_ word: StaticString) throws(Stop) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position < bytes.count else { throw shortage() }
        guard bytes[position] == word.utf8Start[0] else { return false }
        for offset in 1..<count {
            guard position + offset < bytes.count else { throw shortage() }
            guard bytes[position + offset] == word.utf8Start[offset] else { throw .malformed }
        }
        position += count
        return true
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(Stop) {
        guard position < bytes.count else { throw shortage() }
        guard bytes[position] == byte else { throw .malformed }
        position += 1
    }

    @inline(__always)
    func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    @inline(__always)
    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
