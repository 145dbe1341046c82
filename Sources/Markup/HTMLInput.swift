#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UTF-8 page bytes made safe for libxml2 2.9's HTML parser, which has two traps no page
/// should be able to spring:
///
/// - it compares each attribute of an element with every attribute before it, so one element
///   with 100,000 attributes costs it billions of comparisons (over 10 s), with no event in
///   between at which to stop it. Attributes past the hundredth of one element are dropped.
/// - it ends the document at the first NUL byte, losing whatever follows. NUL becomes U+FFFD,
///   as browsers read it.
///
/// Finding the elements follows the parser's own reading of the bytes (libxml2 2.9.14's
/// HTMLparser.c): tags and their quoted values, comments, `<?…>`, `<!DOCTYPE …>`, and the raw
/// text of scripts and styles. Where that reading could be in doubt the scan takes the choice
/// that looks at more bytes as tags, so a tag the parser reads is never one the scan skipped.
/// A page with neither trap (every ordinary page) comes back as it was, without a copy.
enum HTMLInput {
    static let maximumAttributes = 100

    static func prepared(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = withoutNUL(bytes)
        let cuts = bytes.withUnsafeBufferPointer { buffer in
            var scanner = TagScanner(bytes: buffer)
            scanner.run()
            return scanner.cuts
        }
        guard !cuts.isEmpty else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var from = 0
        for cut in cuts {
            output.append(contentsOf: bytes[from..<cut.lowerBound])
            output.append(0x20)  // what stood between the attributes kept and the rest
            from = cut.upperBound
        }
        output.append(contentsOf: bytes[from...])
        bytes = output
        return bytes
    }

    private static func withoutNUL(_ bytes: [UInt8]) -> [UInt8] {
        let hasNUL = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false
        }
        guard hasNUL else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        for byte in bytes {
            if byte == 0 { output.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { output.append(byte) }
        }
        return output
    }
}

/// Walks the bytes as libxml2's HTML parser reads them and notes which stretches of a start tag
/// hold attributes beyond the limit.
private struct TagScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var cuts: [Range<Int>] = []
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
    private static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), dash = UInt8(ascii: "-")
    /// What the parser takes for a name's length; a longer name goes on as the next attribute.
    private static let nameLimit = 100

    private var count: Int { bytes.count }

    private func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

    mutating func run() {
        while let start = find(Self.lessThan, from: position) {
            position = start
            let next = byte(start + 1)
            if next == Self.slash {
                endTag()
            } else if Self.isLetter(next) {
                startTag()
            } else if next == Self.bang, matches("<!--", at: start) {
                comment()
            } else if next == Self.bang, matchesIgnoringCase("<!doctype", at: start) {
                // The parser reads quoted literals inside; ending at the first ">" looks at more
                // bytes as tags than it does, never fewer.
                position = find(Self.greaterThan, from: start + 9).map { $0 + 1 } ?? count
            } else if next == Self.question {
                processingInstruction()
            } else {
                position = start + 1  // a "<" that starts nothing is text
            }
        }
    }

    // MARK: Tags

    /// `</name …>`: the name, then everything to the next ">" (quotes mean nothing here).
    private mutating func endTag() {
        position += 2
        guard Self.isNameStart(byte(position)) else { return }
        readName()
        position = find(Self.greaterThan, from: position).map { $0 + 1 } ?? count
    }

    private mutating func startTag() {
        position += 1
        let nameStart = position
        readName()
        let name = nameStart..<position
        skipBlanks()
        var attributes = 0
        while position < count, !atTagEnd {
            let attributeStart = position
            if Self.isNameStart(bytes[position]) {
                readName()
                skipBlanks()
                if byte(position) == Self.equals {
                    position += 1
                    skipBlanks()
                    readValue()
                }
                attributes += 1
                if attributes > HTMLInput.maximumAttributes { cut(attributeStart..<position) }
            } else {
                // Not a name: the parser drops it up to the next blank or the tag's end.
                while position < count, !Self.isBlank(bytes[position]), !atTagEnd { position += 1 }
            }
            skipBlanks()
        }
        var selfClosing = false
        if position < count {
            selfClosing = bytes[position] == Self.slash
            position += selfClosing ? 2 : 1
        }
        if !selfClosing, isNamed(name, "script") || isNamed(name, "style") { rawText(endingWith: name) }
    }

    /// The parser reads a script's or a style's text as it is, up to `</script` (any case).
    /// Content that starts with "<" may instead close the element at once; it is read as tags.
    private mutating func rawText(endingWith name: Range<Int>) {
        guard byte(position) != Self.lessThan else { return }
        var search = position
        while let candidate = find(Self.lessThan, from: search) {
            if byte(candidate + 1) == Self.slash, closes(name, at: candidate + 2) {
                position = candidate
                return
            }
            search = candidate + 1
        }
        position = count
    }

    private func closes(_ name: Range<Int>, at index: Int) -> Bool {
        guard index + name.count <= count else { return false }
        for offset in 0..<name.count where Self.lowered(bytes[index + offset]) != Self.lowered(bytes[name.lowerBound + offset]) {
            return false
        }
        return true
    }

    private var atTagEnd: Bool {
        let current = bytes[position]
        return current == Self.greaterThan || (current == Self.slash && byte(position + 1) == Self.greaterThan)
    }

    /// A quoted value runs to its closing quote (or the end of the page); a bare one to a blank or ">".
    private mutating func readValue() {
        let quote = byte(position)
        if quote == Self.doubleQuote || quote == Self.singleQuote {
            position = find(quote, from: position + 1).map { $0 + 1 } ?? count
        } else {
            while position < count, !Self.isBlank(bytes[position]), bytes[position] != Self.greaterThan { position += 1 }
        }
    }

    private mutating func readName() {
        let end = min(count, position + Self.nameLimit)
        while position < end, Self.isNameByte(bytes[position]) { position += 1 }
    }

    private mutating func skipBlanks() {
        while position < count, Self.isBlank(bytes[position]) { position += 1 }
    }

    private mutating func cut(_ range: Range<Int>) {
        if let last = cuts.last, last.upperBound == range.lowerBound {
            cuts[cuts.count - 1] = last.lowerBound..<range.upperBound
        } else {
            cuts.append(range)
        }
    }

    // MARK: Comments and declarations

    /// `<!--` to the first `-->` or `--!>` that starts after it; without one, the rest of the page.
    private mutating func comment() {
        var index = position + 4
        while let dash = find(Self.dash, from: index) {
            if byte(dash + 1) == Self.dash {
                if byte(dash + 2) == Self.greaterThan {
                    position = dash + 3
                    return
                }
                if byte(dash + 2) == Self.bang, byte(dash + 3) == Self.greaterThan {
                    position = dash + 4
                    return
                }
            }
            index = dash + 1
        }
        position = count
    }

    /// `<?target …>` runs to the next ">"; without a target (as far as can be sure) it is text.
    private mutating func processingInstruction() {
        let target = byte(position + 2)
        guard Self.isLetter(target) || target == UInt8(ascii: "_") || target == UInt8(ascii: ":") else {
            position += 2
            return
        }
        position = find(Self.greaterThan, from: position + 2).map { $0 + 1 } ?? count
    }

    // MARK: Bytes

    private func find(_ target: UInt8, from index: Int) -> Int? {
        guard index < count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + index, Int32(target), count - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return (0..<length).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    private func matchesIgnoringCase(_ text: StaticString, at index: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return (0..<length).allSatisfy { Self.lowered(bytes[index + $0]) == text.utf8Start[$0] }
    }

    private func isNamed(_ range: Range<Int>, _ name: StaticString) -> Bool {
        range.count == name.utf8CodeUnitCount && matchesIgnoringCase(name, at: range.lowerBound)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    /// Where the parser lets a tag's or an attribute's name begin.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
