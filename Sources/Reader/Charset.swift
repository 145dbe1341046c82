import FoundationEssentials
import TidingsText
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a page's character set and turns its bytes into UTF-8, so the parser only ever reads
/// UTF-8 and no library converts (or complains about) anything. A byte-order mark wins, then
/// the `Content-Type` header, then `<meta charset>` (or the `http-equiv` form, or an XML
/// declaration) near the top, then UTF-8, then what the bytes look like (`CharsetGuess`).
///
/// Labels lie: servers send `charset=iso-8859-1` by default, pages copy a `<meta>` from an old
/// template. Bytes that are valid UTF-8 and hold any non-ASCII character are read as UTF-8
/// whatever the label says, since text in any other charset almost never forms valid UTF-8
/// (the chance falls with every non-ASCII character); so is plain ASCII under any label, since
/// it reads the same in every ASCII-compatible charset and is not text in the others.
///
/// ISO-8859-1 (and ASCII) is read as Windows-1252, as browsers do: such pages routinely hold
/// Windows quotes and dashes in 0x80–0x9F. Other charsets go through the C library's iconv,
/// with each sequence that is invalid in them read as U+FFFD and the rest kept.
enum Charset {
    static func decode(_ bytes: [UInt8], contentType: String?) -> [UInt8] {
        if let (label, length) = byteOrderMark(bytes) {
            return convert(Array(bytes[length...]), from: label)
        }
        var declared = contentType.flatMap(charsetParameter).map(canonical) ?? inDocument(bytes)
        if declared == nil {
            // (Checked once here: the page's bytes are walked whole.)
            if isValidUTF8(bytes) { return bytes }
            // A page whose head declares its charset past the first 4 KB (after a run of other
            // `<meta>`s) is read in it, as a browser changes to it when its parser gets there.
            declared = inDocument(bytes, upTo: Self.headEnd(bytes))
            // Declared nowhere: guessed from the bytes, as browsers guess.
            if declared == nil { return convert(bytes, from: CharsetGuess.undeclared(bytes)) }
        }
        guard let declared, declared != "UTF-8" else { return utf8(bytes) }
        if readsAsUTF8(bytes, declared: declared) { return utf8(bytes) }
        return convert(bytes, from: declared)
    }

    /// The charset the page declares about itself, as browsers look for it: a `<meta>` in the
    /// first 4 KB, or an XML declaration at the very start.
    private static func inDocument(_ bytes: [UInt8], upTo length: Int = 4096) -> String? {
        guard let label = metaCharset(bytes, upTo: length) ?? xmlDeclaration(bytes) else { return nil }
        let name = canonical(label)
        // Whoever could read the declaration read ASCII: it is not UTF-16 or UTF-32.
        return name.hasPrefix("UTF-16") || name.hasPrefix("UTF-32") ? "UTF-8" : name
    }

    /// Whether bytes labelled `declared` are really UTF-8 (see the type's comment). Plain
    /// ASCII reads the same in every ASCII-compatible charset, and is not text in the others
    /// (UTF-16 and UTF-32 would hold NULs, EBCDIC bytes above 0x7F), except the 7-bit
    /// ISO-2022 charsets, which switch with escape sequences.
    static func readsAsUTF8(_ bytes: [UInt8], declared: String) -> Bool {
        var nonASCII = false
        var control = false
        for byte in bytes {
            if byte >= 0x80 {
                nonASCII = true
                break
            }
            if byte == 0 || byte == 0x1B { control = true }
        }
        if nonASCII { return isValidUTF8(bytes) }
        return !control || !(declared.hasPrefix("ISO-2022") || declared.hasPrefix("UTF-"))
    }

    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(Array(bytes.dropFirst(3))) }
        if isValidUTF8(bytes) { return bytes }
        return Array(Sanitizer.repairUTF8(bytes).utf8)
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(UTF8Bytes.isWellFormed)
    }

    /// `bytes` in the charset named `name` (canonical), as UTF-8.
    private static func convert(_ bytes: [UInt8], from name: String) -> [UInt8] {
        switch name {
        case "UTF-8": return utf8(bytes)
        case "WINDOWS-1252": return windows1252ToUTF8(bytes)
        default:
            // A charset the C library does not know is most likely one more Latin one.
            guard let converted = iconvToUTF8(bytes, from: name) else { return windows1252ToUTF8(bytes) }
            return converted
        }
    }

    // MARK: Labels

    /// A label as pages write it ("Shift_JIS", "latin1", "gb2312") to the name the decoder
    /// knows it by, after the labels of the WHATWG Encoding Standard: where it names a
    /// superset that browsers use in its place (GBK for gb2312, Windows-31J for Shift_JIS),
    /// the superset. Others pass as they are, upper-cased, to iconv ("IBM037", "KOI8-U").
    static func canonical(_ label: String) -> String {
        let name = label.trimming { $0.isSpaceOrTab || $0 == "\"" || $0 == "'" }.lowercased()
        switch name {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8":
            return "UTF-8"
        case "iso-8859-1", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "latin1", "latin-1", "l1", "cp819", "ibm819",
             "iso-ir-100", "csisolatin1", "windows-1252", "cp1252", "x-cp1252", "ascii", "us-ascii", "ansi_x3.4-1968":
            return "WINDOWS-1252"
        case "utf-16", "utf-16le", "unicode", "ucs-2", "csunicode", "iso-10646-ucs-2", "unicodefeff": return "UTF-16LE"
        case "utf-16be", "unicodefffe": return "UTF-16BE"
        case "utf-32", "utf-32le": return "UTF-32LE"
        case "utf-32be": return "UTF-32BE"
        case "gb2312", "gbk", "x-gbk", "chinese", "csgb2312", "iso-ir-58", "gb_2312", "gb_2312-80", "gb18030": return "GB18030"
        case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "csshiftjis", "windows-31j", "ms932", "cp932": return "CP932"
        case "euc-kr", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "korean", "windows-949", "cp949": return "CP949"
        case "big5", "big5-hkscs", "cn-big5", "x-x-big5", "csbig5": return "BIG5-HKSCS"
        case "euc-jp", "x-euc-jp", "cseucpkdfmtjapanese": return "EUC-JP"
        case "koi8", "koi", "koi8-r", "koi8_r", "cskoi8r": return "KOI8-R"
        case "macintosh", "mac", "x-mac-roman", "csmacintosh": return "MACINTOSH"
        case "tis-620", "iso-8859-11", "windows-874", "dos-874": return "CP874"
        default:
            if name.hasPrefix("windows-125"), name.count == 12 { return "CP" + name.dropFirst(8) }
            if name.hasPrefix("x-cp125"), name.count == 8 { return "CP" + name.dropFirst(4) }
            return name.uppercased()
        }
    }

    /// `charset=…` from a Content-Type value.
    static func charsetParameter(_ contentType: String) -> String? {
        for part in contentType.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "charset" else { continue }
            let value = pair[1].trimming { $0.isSpaceOrTab || $0 == "\"" || $0 == "'" }
            if !value.isEmpty { return value }
        }
        return nil
    }

    /// The charset a byte-order mark names, and the mark's length.
    private static func byteOrderMark(_ bytes: [UInt8]) -> (String, Int)? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return ("UTF-8", 3) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return ("UTF-32LE", 4) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return ("UTF-32BE", 4) }
        if bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16LE", 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return ("UTF-16BE", 2) }
        return nil
    }

    /// Looks for `charset=` inside a `<meta …>` tag in the first 4 KB, as browsers prescan.
    static func metaCharset(_ bytes: [UInt8], upTo length: Int = 4096) -> String? {
        let head = bytes.prefix(length).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var index = 0
        while let start = find(Array("<meta".utf8), in: head, from: index) {
            let close = head[start...].firstIndex(of: UInt8(ascii: ">")) ?? head.count
            if let charset = find(Array("charset".utf8), in: Array(head[start..<close]), from: 0),
               let label = label(in: head, from: start + charset + 7, to: close) {
                return label
            }
            index = close
        }
        return nil
    }

    /// Where the page's head ends, `</head>` or `<body>`, whichever comes first, looked for in
    /// the first 64 KB (all of them when neither is there).
    static func headEnd(_ bytes: [UInt8]) -> Int {
        let window = Array(bytes.prefix(65_536))
        return ["<body", "<BODY", "</head", "</HEAD"].compactMap { find(Array($0.utf8), in: window, from: 0) }.min() ?? window.count
    }

    /// `<?xml version="1.0" encoding="…"?>` at the start of the page.
    private static func xmlDeclaration(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(200))
        guard head.starts(with: Array("<?xml".utf8)) else { return nil }
        let close = find(Array("?>".utf8), in: head, from: 0) ?? head.count
        guard let encoding = find(Array("encoding".utf8), in: Array(head[..<close]), from: 0) else { return nil }
        return label(in: head, from: encoding + 8, to: close)
    }

    /// The label after `charset` or `encoding`: past "=", spaces and a quote.
    private static func label(in head: [UInt8], from start: Int, to close: Int) -> String? {
        var position = start
        while position < close, [UInt8(ascii: " "), UInt8(ascii: "=")].contains(head[position]) { position += 1 }
        while position < close, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(head[position]) { position += 1 }
        var end = position
        while end < close, isLabelByte(head[end]) { end += 1 }
        return end > position ? String(decoding: head[position..<end], as: UTF8.self) : nil
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        let lowered = byte | 0x20
        return (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
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

    // MARK: Decoders

    static func windows1252ToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        Windows1252.utf8(bytes)
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Converts with iconv; a sequence invalid in the charset becomes U+FFFD and reading goes on
    /// at the next code unit. Nil when the C library does not know the charset.
    static func iconvToUTF8(_ bytes: [UInt8], from name: String) -> [UInt8]? {
        let converter = iconv_open("UTF-8", name)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        // What to step over past an invalid sequence: a code unit, so UTF-16 and UTF-32 stay in step.
        let unit = name.hasPrefix("UTF-16") ? 2 : name.hasPrefix("UTF-32") ? 4 : 1
        var output = [UInt8](repeating: 0, count: max(64, bytes.count * 2))
        var written = 0
        var input = bytes
        input.withUnsafeMutableBufferPointer { source in
            guard let base = source.baseAddress else { return }
            var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(base).assumingMemoryBound(to: CChar.self)
            var inLeft = source.count
            while inLeft > 0 {
                if output.count - written < 16 { output.append(contentsOf: repeatElement(0, count: output.count)) }
                let room = output.count - written
                var outLeft = room
                let result = output.withUnsafeMutableBufferPointer { target -> Int in
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(target.baseAddress! + written)
                        .assumingMemoryBound(to: CChar.self)
                    return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                }
                written += room - outLeft
                guard result == -1 else { continue }
                switch errno {
                case E2BIG:
                    output.append(contentsOf: repeatElement(0, count: output.count))
                case EILSEQ, EINVAL:
                    // Invalid here, or cut off at the end: one replacement, then on.
                    if output.count - written < 3 { output.append(contentsOf: repeatElement(0, count: output.count)) }
                    output.replaceSubrange(written..<(written + 3), with: replacement)
                    written += 3
                    let skip = min(unit, inLeft)
                    inPointer = inPointer.map { $0 + skip }
                    inLeft -= skip
                default:
                    inLeft = 0
                }
            }
        }
        output.removeSubrange(written...)
        // A byte-order mark the converter kept reads as nothing.
        if output.starts(with: [0xEF, 0xBB, 0xBF]) { output.removeFirst(3) }
        return output
    }
}
