/// Turns a document's bytes, in whatever encoding they came, into UTF-8 as they arrive, so
/// libxml2 only ever reads UTF-8 (and never switches encoding halfway, as it does when a byte
/// is not what the declaration promised).
///
/// The encoding comes from the byte-order mark, else the XML declaration, else the charset the
/// server named, else UTF-8. The UTF-8 family — UTF-8, US-ASCII, ISO-8859-1 and Windows-1252,
/// the labels real feeds mix up most — is read as UTF-8 in which any byte that is not part of a
/// valid sequence is a Windows-1252 character: right for UTF-8, right for Latin-1 (browsers read
/// it as Windows-1252 too), and right for the feeds that are UTF-8 with a few Latin-1 bytes
/// pasted in. UTF-16 and UTF-32 are decoded here; any other encoding through libxml2's
/// converters, each malformed sequence becoming U+FFFD.
struct XMLInputDecoder {
    private enum Mode {
        case sniffing
        case utf8
        case utf16(bigEndian: Bool)
        case utf32(bigEndian: Bool)
        case converted(LibXMLConverter)
    }

    private var mode = Mode.sniffing
    /// Bytes not decoded yet: the start of the document while its encoding is unknown, or the
    /// first bytes of a sequence the next piece completes.
    private var held: [UInt8] = []
    private let hint: String?

    /// The document is read as `hint` (a charset the server named) unless its byte-order mark or
    /// XML declaration says otherwise.
    init(charset hint: String?) {
        self.hint = hint
    }

    /// What the document is being read as, once known ("UTF-8" for the UTF-8 family).
    var encoding: String? {
        switch mode {
        case .sniffing: nil
        case .utf8: "UTF-8"
        case .utf16(let bigEndian): bigEndian ? "UTF-16BE" : "UTF-16LE"
        case .utf32(let bigEndian): bigEndian ? "UTF-32BE" : "UTF-32LE"
        case .converted(let converter): converter.name
        }
    }

    /// Decodes the next piece, appending UTF-8 to `out`.
    mutating func decode(_ bytes: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        if case .sniffing = mode {
            held.append(contentsOf: bytes)
            guard let chosen = Self.sniff(held, hint: hint, final: false) else { return }
            start(chosen, into: &out)
            return
        }
        if held.isEmpty {
            run(bytes.bindMemory(to: UInt8.self), into: &out)
        } else {
            held.append(contentsOf: bytes)
            let pending = held
            held.removeAll(keepingCapacity: true)
            pending.withUnsafeBufferPointer { run($0, into: &out) }
        }
    }

    /// The document is complete: whatever is still held is decoded, a truncated sequence
    /// becoming U+FFFD.
    mutating func finish(into out: inout [UInt8]) {
        if case .sniffing = mode {
            guard !held.isEmpty else { return }
            start(Self.sniff(held, hint: hint, final: true) ?? (.utf8, 0), into: &out)
        }
        if case .converted(let converter) = mode {
            converter.finish(into: &out)
        } else if !held.isEmpty {
            held.removeAll()
            out.append(contentsOf: LenientUTF8.replacement)
        }
    }

    private mutating func start(_ chosen: (Mode, bomLength: Int), into out: inout [UInt8]) {
        mode = chosen.0
        let document = Array(held.dropFirst(chosen.bomLength))
        held.removeAll()
        document.withUnsafeBufferPointer { run($0, into: &out) }
    }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let used: Int
        switch mode {
        case .sniffing: return
        case .utf8: used = LenientUTF8.repair(bytes, into: &out)
        case .utf16(let bigEndian): used = WideDecoding.utf16(bytes, bigEndian: bigEndian, into: &out)
        case .utf32(let bigEndian): used = WideDecoding.utf32(bytes, bigEndian: bigEndian, into: &out)
        case .converted(let converter):
            converter.convert(bytes, into: &out)
            used = bytes.count
        }
        if used < bytes.count { held.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[used...])) }
    }

    // MARK: Choosing the encoding

    /// The encoding and the length of its byte-order mark, or nil while more bytes are needed
    /// to tell (an XML declaration not closed yet). `final`: no more bytes will come.
    private static func sniff(_ bytes: [UInt8], hint: String?, final: Bool) -> (Mode, bomLength: Int)? {
        if bytes.count < 4 && !final { return nil }
        func starts(_ prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && Array(bytes.prefix(prefix.count)) == prefix }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (.utf32(bigEndian: true), 4) }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (.utf32(bigEndian: false), 4) }
        if starts([0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if starts([0xFE, 0xFF]) { return (.utf16(bigEndian: true), 2) }
        if starts([0xFF, 0xFE]) { return (.utf16(bigEndian: false), 2) }
        // "<?" in UTF-16 without a byte-order mark.
        if starts([0x00, 0x3C, 0x00, 0x3F]) { return (.utf16(bigEndian: true), 0) }
        if starts([0x3C, 0x00, 0x3F, 0x00]) { return (.utf16(bigEndian: false), 0) }
        // An ASCII-compatible encoding: the declaration (after any stray leading whitespace)
        // names it, else the server's charset does.
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A || bytes[start] == 0x0D {
            start += 1
        }
        let declarationStart: [UInt8] = Array("<?xml".utf8)
        let remaining = bytes.count - start
        if remaining < declarationStart.count && !final && bytes[start...].elementsEqual(declarationStart.prefix(remaining)) {
            return nil
        }
        if remaining >= declarationStart.count, Array(bytes[start..<start + declarationStart.count]) == declarationStart {
            let limit = min(bytes.count, start + 1024)
            guard let end = (start..<limit).first(where: { bytes[$0] == UInt8(ascii: "?") && $0 + 1 < limit && bytes[$0 + 1] == UInt8(ascii: ">") })
            else {
                if !final && bytes.count < start + 1024 { return nil }
                return (mode(forLabel: hint), 0)
            }
            if let label = declaredEncoding(in: bytes[start..<end]) { return (mode(forLabel: label), 0) }
        }
        return (mode(forLabel: hint), 0)
    }

    /// The value of `encoding="…"` in an XML declaration.
    static func declaredEncoding(in declaration: ArraySlice<UInt8>) -> String? {
        let bytes = Array(declaration)
        let name = Array("encoding".utf8)
        guard bytes.count > name.count,
              let found = (0...(bytes.count - name.count)).first(where: { bytes[$0..<$0 + name.count].elementsEqual(name) })
        else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var index = found + name.count
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let valueEnd = bytes[valueStart...].firstIndex(of: quote), valueEnd > valueStart, valueEnd - valueStart <= 40 else { return nil }
        return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
    }

    /// The labels read as the UTF-8 family (see the type's comment).
    private static let utf8Family: Set<String> = [
        "utf-8", "utf8", "unicode-1-1-utf-8", "us-ascii", "ascii", "ansi_x3.4-1968", "iso-ir-6", "us",
        "iso-8859-1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "iso-ir-100", "latin1", "latin-1", "l1",
        "cp819", "ibm819", "csisolatin1", "windows-1252", "cp1252", "x-cp1252", "cswindows1252",
    ]

    /// How to read an ASCII-compatible document labelled `label`. A label naming UTF-16 or UTF-32
    /// is wrong about such a document (its declaration was just read as ASCII): it is UTF-8.
    private static func mode(forLabel label: String?) -> Mode {
        guard let label = label?.trimmingASCIIWhitespace().lowercased(), !label.isEmpty else { return .utf8 }
        if utf8Family.contains(label) { return .utf8 }
        if label.hasPrefix("utf-16") || label.hasPrefix("utf-32") || label.hasPrefix("ucs-") || label == "unicode" {
            return .utf8
        }
        guard let converter = LibXMLConverter(name: label) else { return .utf8 }
        return .converted(converter)
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
