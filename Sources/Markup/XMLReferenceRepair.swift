import TidingsText

/// Rewrites a document's UTF-8, as it arrives, so that libxml2 reads every character its author
/// meant, however sloppy the markup, and never sees a reference it could expand or lose.
///
/// Why: after its first well-formedness mistake libxml2 (2.9) silently drops every later entity
/// reference in text — one stray "AT&T" and every `&lt;p&gt;` of every later description loses
/// its brackets — and it drops references to names nobody declared (`&nbsp;`, which feeds copy
/// from HTML) and bare `&`s in attribute values (`href="?a=1&b=2"`). Character references are
/// never dropped, so outside comments, CDATA sections, processing instructions and the DOCTYPE:
///
/// - the five XML entities become character references (`&lt;` → `&#60;`);
/// - HTML's named entities become the character references of what they name (`&nbsp;` →
///   `&#160;`), which is how sloppy feeds mean them; no other name is ever resolved, so nothing
///   a document declares is expanded;
/// - an `&` that starts no reference, or one naming what HTML does not know, becomes `&#38;`
///   (the text reads as written, as in browsers), and a numeric reference without its `;` gets
///   one; references to 0x80–0x9F mean Windows-1252's characters, as in HTML;
/// - a `<` in text that cannot start markup ("a < b") becomes `&#60;`, as does one inside an
///   attribute value;
/// - characters XML forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF) are dropped
///   everywhere, CDATA included, where libxml2 would otherwise abandon the section;
/// - whitespace before the first `<` is dropped, so a declaration after a stray line break
///   still counts.
struct XMLReferenceRepair {
    private enum State {
        case text, tag, quoted(UInt8), comment, cdata, instruction, declaration
    }

    private var state = State.text
    private var atStart = true
    /// Bytes of a construct whose meaning the next piece decides (`<!` of what, `&` of which
    /// reference); at most a few dozen.
    private var pending: [UInt8] = []
    /// Inside the DOCTYPE: `[` nesting and an open quote.
    private var brackets = 0
    private var declarationQuote: UInt8 = 0
    /// What each HTML name this document used stands for, as character references.
    private var named: [String: [UInt8]] = [:]

    /// Appends the repaired form of `input` to `out`. `final`: nothing follows, so whatever
    /// waits for more is settled now.
    mutating func repair(_ input: UnsafeBufferPointer<UInt8>, final: Bool, into out: inout [UInt8]) {
        if pending.isEmpty {
            run(input, final: final, into: &out)
        } else {
            var joined = pending
            pending.removeAll()
            joined.append(contentsOf: input)
            joined.withUnsafeBufferPointer { run($0, final: final, into: &out) }
        }
    }

    // Byte classes: which bytes stop the plain copy in each state.
    private static let textStop: UInt16 = 1
    private static let tagStop: UInt16 = 2
    private static let doubleQuotedStop: UInt16 = 4
    private static let singleQuotedStop: UInt16 = 8
    private static let commentStop: UInt16 = 16
    private static let cdataStop: UInt16 = 32
    private static let instructionStop: UInt16 = 64
    private static let declarationStop: UInt16 = 128

    private static let classes: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 256)
        let every: UInt16 = 0xFF
        for byte in 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D { table[byte] = every }
        table[0xEF] = every  // U+FFFE and U+FFFF start with it
        table[Int(UInt8(ascii: "<"))] |= textStop | doubleQuotedStop | singleQuotedStop
        table[Int(UInt8(ascii: "&"))] |= textStop | tagStop | doubleQuotedStop | singleQuotedStop
        table[Int(UInt8(ascii: ">"))] |= tagStop | declarationStop
        table[Int(UInt8(ascii: "\""))] |= tagStop | doubleQuotedStop | declarationStop
        table[Int(UInt8(ascii: "'"))] |= tagStop | singleQuotedStop | declarationStop
        table[Int(UInt8(ascii: "-"))] |= commentStop
        table[Int(UInt8(ascii: "]"))] |= cdataStop | declarationStop
        table[Int(UInt8(ascii: "["))] |= declarationStop
        table[Int(UInt8(ascii: "?"))] |= instructionStop
        return table
    }()

    private var stopMask: UInt16 {
        switch state {
        case .text: Self.textStop
        case .tag: Self.tagStop
        case .quoted(let quote): quote == UInt8(ascii: "\"") ? Self.doubleQuotedStop : Self.singleQuotedStop
        case .comment: Self.commentStop
        case .cdata: Self.cdataStop
        case .instruction: Self.instructionStop
        case .declaration: Self.declarationStop
        }
    }

    private mutating func run(_ input: UnsafeBufferPointer<UInt8>, final: Bool, into out: inout [UInt8]) {
        guard let bytes = input.baseAddress else { return }
        let count = input.count
        out.reserveCapacity(out.count + count + count / 8)
        var index = 0
        if atStart {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
            if index < count { atStart = false }
        }
        var copyFrom = index
        Self.classes.withUnsafeBufferPointer { classes in
            func flush(_ end: Int) {
                if end > copyFrom { out.append(contentsOf: UnsafeBufferPointer(start: bytes + copyFrom, count: end - copyFrom)) }
            }
            /// Keeps `bytes[from...]` for the next piece; false when nothing more will come.
            func hold(_ from: Int) -> Bool {
                guard !final else { return false }
                flush(from)
                pending = Array(UnsafeBufferPointer(start: bytes + from, count: count - from))
                copyFrom = count
                index = count
                return true
            }
            func has(_ text: StaticString, at position: Int) -> Bool? {
                let length = text.utf8CodeUnitCount
                let available = count - position
                let probe = text.utf8Start
                for offset in 0..<min(length, available) where bytes[position + offset] != probe[offset] {
                    return false
                }
                return available >= length ? true : nil
            }
            while index < count {
                let mask = stopMask
                while index < count, classes[Int(bytes[index])] & mask == 0 { index += 1 }
                guard index < count else { break }
                let byte = bytes[index]
                if byte < 0x20 {
                    flush(index)
                    index += 1
                    copyFrom = index
                    continue
                }
                if byte == 0xEF {
                    guard index + 2 < count else {
                        if hold(index) { return }
                        index += 1
                        continue
                    }
                    if bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                        flush(index)
                        index += 3
                        copyFrom = index
                    } else {
                        index += 1
                    }
                    continue
                }
                switch state {
                case .text:
                    if byte == UInt8(ascii: "&") {
                        if !reference(bytes, count, &index, &copyFrom, final: final, out: &out) { if hold(index) { return } }
                        continue
                    }
                    // '<': what follows decides.
                    guard index + 1 < count else {
                        if hold(index) { return }
                        flush(index)
                        out.append(contentsOf: Self.lessThan)
                        index += 1
                        copyFrom = index
                        continue
                    }
                    let next = bytes[index + 1]
                    if next == UInt8(ascii: "!") {
                        if let comment = has("<!--", at: index), comment {
                            state = .comment
                            index += 4
                        } else if let cdata = has("<![CDATA[", at: index), cdata {
                            state = .cdata
                            index += 9
                        } else if has("<!--", at: index) == nil || has("<![CDATA[", at: index) == nil, !final {
                            if hold(index) { return }
                        } else {
                            state = .declaration
                            brackets = 0
                            declarationQuote = 0
                            index += 2
                        }
                    } else if next == UInt8(ascii: "?") {
                        state = .instruction
                        index += 2
                    } else if next == UInt8(ascii: "/") || Self.startsName(next) {
                        state = .tag
                        index += 1
                    } else {
                        flush(index)
                        out.append(contentsOf: Self.lessThan)
                        index += 1
                        copyFrom = index
                    }
                case .tag:
                    if byte == UInt8(ascii: ">") {
                        state = .text
                        index += 1
                    } else if byte == UInt8(ascii: "&") {
                        if !reference(bytes, count, &index, &copyFrom, final: final, out: &out) { if hold(index) { return } }
                    } else {
                        state = .quoted(byte)
                        index += 1
                    }
                case .quoted(let quote):
                    if byte == quote {
                        state = .tag
                        index += 1
                    } else if byte == UInt8(ascii: "&") {
                        if !reference(bytes, count, &index, &copyFrom, final: final, out: &out) { if hold(index) { return } }
                    } else {
                        flush(index)
                        out.append(contentsOf: Self.lessThan)
                        index += 1
                        copyFrom = index
                    }
                case .comment:
                    guard let end = has("-->", at: index) else {
                        if hold(index) { return }
                        index += 1
                        continue
                    }
                    if end { state = .text; index += 3 } else { index += 1 }
                case .cdata:
                    guard let end = has("]]>", at: index) else {
                        if hold(index) { return }
                        index += 1
                        continue
                    }
                    if end { state = .text; index += 3 } else { index += 1 }
                case .instruction:
                    guard index + 1 < count else {
                        if hold(index) { return }
                        index += 1
                        continue
                    }
                    if bytes[index + 1] == UInt8(ascii: ">") { state = .text; index += 2 } else { index += 1 }
                case .declaration:
                    if declarationQuote != 0 {
                        if byte == declarationQuote { declarationQuote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        declarationQuote = byte
                    } else if byte == UInt8(ascii: "[") {
                        brackets += 1
                    } else if byte == UInt8(ascii: "]") {
                        brackets = max(0, brackets - 1)
                    } else if byte == UInt8(ascii: ">"), brackets == 0 {
                        state = .text
                    }
                    index += 1
                }
            }
            flush(index)
            copyFrom = index
        }
    }

    private static let lessThan: [UInt8] = Array("&#60;".utf8)
    private static let ampersand: [UInt8] = Array("&#38;".utf8)

    /// A letter, '_', ':' or any non-ASCII byte: what may start an element's name.
    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// Rewrites the reference at `index` (an `&`) into `out`, moving past it. False when the
    /// bytes end before it does and more may come (the caller holds them).
    private mutating func reference(
        _ bytes: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int, _ copyFrom: inout Int, final: Bool, out: inout [UInt8]
    ) -> Bool {
        let start = index
        func emit(_ replacement: [UInt8], resumeAt next: Int) {
            if start > copyFrom { out.append(contentsOf: UnsafeBufferPointer(start: bytes + copyFrom, count: start - copyFrom)) }
            out.append(contentsOf: replacement)
            index = next
            copyFrom = next
        }
        var cursor = start + 1
        guard cursor < count else {
            if !final { return false }
            emit(Self.ampersand, resumeAt: cursor)
            return true
        }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            var radix: UInt32 = 10
            if cursor < count, bytes[cursor] | 0x20 == UInt8(ascii: "x") {
                radix = 16
                cursor += 1
            }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < count, cursor - digitsStart < (radix == 16 ? 7 : 9), let digit = Self.digit(bytes[cursor], radix: radix) {
                value = value * radix + digit
                cursor += 1
            }
            if cursor == count && !final { return false }
            guard cursor > digitsStart else {
                emit(Self.ampersand, resumeAt: start + 1)
                return true
            }
            // Digits past what any character needs: still one reference, to nothing.
            while cursor < count, Self.digit(bytes[cursor], radix: radix) != nil {
                value = 0x11_0000
                cursor += 1
            }
            if cursor == count && !final { return false }
            if cursor < count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
            emit(Self.characterReference(Self.character(forNumber: value)), resumeAt: cursor)
            return true
        }
        guard (bytes[cursor] | 0x20 >= UInt8(ascii: "a") && bytes[cursor] | 0x20 <= UInt8(ascii: "z")) else {
            emit(Self.ampersand, resumeAt: start + 1)
            return true
        }
        let nameStart = cursor
        while cursor < count, cursor - nameStart <= 32, Self.isNameCharacter(bytes[cursor]) { cursor += 1 }
        if cursor == count && !final { return false }
        guard cursor < count, bytes[cursor] == UInt8(ascii: ";") else {
            emit(Self.ampersand, resumeAt: start + 1)
            return true
        }
        let name = String(decoding: UnsafeBufferPointer(start: bytes + nameStart, count: cursor - nameStart), as: UTF8.self)
        let replacement = namedReference(name)
        emit(replacement ?? Self.ampersand, resumeAt: replacement == nil ? start + 1 : cursor + 1)
        return true
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `&lt;` and its four siblings, and HTML's names; nil for a name neither knows.
    private mutating func namedReference(_ name: String) -> [UInt8]? {
        switch name {
        case "lt": return Self.lessThan
        case "amp": return Self.ampersand
        case "gt": return Array("&#62;".utf8)
        case "quot": return Array("&#34;".utf8)
        case "apos": return Array("&#39;".utf8)
        default: break
        }
        if let known = named[name] { return known.isEmpty ? nil : known }
        let reference = "&" + name + ";"
        let decoded = HTMLEntities.decode(reference)
        let replacement = decoded == reference ? [] : decoded.unicodeScalars.flatMap { Self.characterReference($0.value) }
        // A document naming thousands of different unknown entities costs no more memory.
        if named.count < 512 { named[name] = replacement }
        return replacement.isEmpty ? nil : replacement
    }

    /// What a numeric reference means: 0x80–0x9F as Windows-1252 (as in HTML); nothing for the
    /// controls XML forbids; U+FFFD for what names no character.
    private static func character(forNumber value: UInt32) -> UInt32? {
        switch value {
        case 0x09, 0x0A, 0x0D: return value
        case 0x01..<0x20, 0xFFFE, 0xFFFF: return nil
        case 0x80...0x9F:
            var scratch: [UInt8] = []
            LenientUTF8.appendWindows1252(UInt8(value), to: &scratch)
            return String(decoding: scratch, as: UTF8.self).unicodeScalars.first?.value
        case 0, 0xD800...0xDFFF, 0x11_0000...: return 0xFFFD
        default: return value
        }
    }

    private static func characterReference(_ value: UInt32?) -> [UInt8] {
        guard let value else { return [] }
        return Array("&#\(value);".utf8)
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
