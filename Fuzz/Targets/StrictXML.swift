/// XML 1.0 with namespaces, strictly, written apart from libxml2 and Markup's repairs so the two
/// can be compared: UTF-8 without a byte-order mark, no DOCTYPE, only the five predefined
/// entities and character references, every rule a well-formed document obeys. Anything else
/// is refused (nil). What it accepts comes out as events in the form the fuzz target's event
/// log writes them. Iterative: deep nesting costs no stack.
enum StrictXML {
    enum Event: Equatable {
        case start(namespace: String?, local: String, attributes: [String])
        case end
        case text(String)
    }

    static func events(_ bytes: [UInt8]) -> [Event]? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let s = Array(text.unicodeScalars)
        var i = 0
        var events: [Event] = []
        var pendingText = ""
        var open: [String] = []  // qualified names
        var scopes: [[String: String]] = [["xml": "http://www.w3.org/XML/1998/namespace"]]
        var sawRoot = false
        var rootClosed = false

        func isChar(_ c: Unicode.Scalar) -> Bool {
            let v = c.value
            return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
        func isNameStart(_ c: Unicode.Scalar) -> Bool {
            let v = c.value
            return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == ":" || (0xC0...0xD6).contains(v)
                || (0xD8...0xF6).contains(v) || (0xF8...0x2FF).contains(v) || (0x370...0x37D).contains(v) || (0x37F...0x1FFF).contains(v)
                || (0x200C...0x200D).contains(v) || (0x2070...0x218F).contains(v) || (0x2C00...0x2FEF).contains(v)
                || (0x3001...0xD7FF).contains(v) || (0xF900...0xFDCF).contains(v) || (0xFDF0...0xFFFD).contains(v) || (0x10000...0xEFFFF).contains(v)
        }
        func isName(_ c: Unicode.Scalar) -> Bool {
            let v = c.value
            return isNameStart(c) || c == "-" || c == "." || (c >= "0" && c <= "9") || v == 0xB7 || (0x300...0x36F).contains(v) || (0x203F...0x2040).contains(v)
        }
        func has(_ literal: String) -> Bool {
            let l = Array(literal.unicodeScalars)
            return i + l.count <= s.count && Array(s[i..<i + l.count]) == l
        }
        func name() -> String? {
            guard i < s.count, isNameStart(s[i]) else { return nil }
            var out = String.UnicodeScalarView()
            while i < s.count, isName(s[i]) { out.append(s[i]); i += 1 }
            return String(out)
        }
        func skipSpace() { while i < s.count, isSpace(s[i]) { i += 1 } }
        /// A reference after '&': the character it stands for.
        func reference() -> Unicode.Scalar? {
            if i < s.count, s[i] == "#" {
                i += 1
                var radix: UInt32 = 10
                if i < s.count, s[i] == "x" { radix = 16; i += 1 }
                var value: UInt32 = 0
                var digits = 0
                while i < s.count, let d = Self.digit(s[i], radix: radix) {
                    value = min(value * radix + d, 0x110000)
                    digits += 1
                    i += 1
                }
                guard digits > 0, i < s.count, s[i] == ";" else { return nil }
                i += 1
                guard let scalar = Unicode.Scalar(value), isChar(scalar) else { return nil }
                return scalar
            }
            guard let entity = name(), i < s.count, s[i] == ";" else { return nil }
            i += 1
            switch entity {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default: return nil
            }
        }
        func flush() {
            if !pendingText.isEmpty { events.append(.text(pendingText)) }
            pendingText = ""
        }
        func resolve(_ qualified: String, scope: [String: String], isAttribute: Bool) -> (String?, String)? {
            let parts = qualified.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 1 { return (isAttribute ? nil : scope[""].flatMap { $0.isEmpty ? nil : $0 }, qualified) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, let uri = scope[String(parts[0])], !uri.isEmpty else { return nil }
            return (uri, String(parts[1]))
        }

        // The optional declaration: version, then encoding (UTF-8 only) and standalone, in
        // that order, nothing else.
        if has("<?xml"), i + 5 < s.count, isSpace(s[i + 5]) {
            i += 5
            func pseudoAttribute(_ wanted: String) -> String? {
                let save = i
                skipSpace()
                guard i > save, let key = name(), key == wanted else { i = save; return nil }
                skipSpace()
                guard i < s.count, s[i] == "=" else { i = save; return nil }
                i += 1
                skipSpace()
                guard i < s.count, s[i] == "\"" || s[i] == "'" else { i = save; return nil }
                let quote = s[i]
                i += 1
                var value = String.UnicodeScalarView()
                while i < s.count, s[i] != quote { value.append(s[i]); i += 1 }
                guard i < s.count else { i = save; return nil }
                i += 1
                return String(value)
            }
            guard pseudoAttribute("version") == "1.0" else { return nil }
            if let encoding = pseudoAttribute("encoding"), encoding.lowercased() != "utf-8" { return nil }
            if let standalone = pseudoAttribute("standalone"), standalone != "yes" && standalone != "no" { return nil }
            skipSpace()
            guard has("?>") else { return nil }
            i += 2
        }
        while i < s.count {
            let c = s[i]
            guard isChar(c) else { return nil }
            if c == "<" {
                if has("<!--") {
                    guard let end = (i + 4..<max(i + 4, s.count - 2)).first(where: { s[$0] == "-" && s[$0 + 1] == "-" }),
                          s[end + 2] == ">" else { return nil }
                    guard s[(i + 4)..<end].allSatisfy(isChar) else { return nil }
                    i = end + 3
                    continue
                }
                if has("<![CDATA[") {
                    guard !open.isEmpty else { return nil }
                    i += 9
                    guard let end = (i..<max(i, s.count - 2)).first(where: { s[$0] == "]" && s[$0 + 1] == "]" && s[$0 + 2] == ">" }) else { return nil }
                    guard s[i..<end].allSatisfy(isChar) else { return nil }
                    pendingText.unicodeScalars.append(contentsOf: s[i..<end].map { $0 == "\r" ? "\n" : $0 })
                    i = end + 3
                    continue
                }
                if has("<?") {
                    i += 2
                    guard let target = name(), target.lowercased() != "xml" else { return nil }
                    guard let end = (i..<max(i, s.count - 1)).first(where: { s[$0] == "?" && s[$0 + 1] == ">" }) else { return nil }
                    i = end + 2
                    continue
                }
                if has("<!") { return nil }  // DOCTYPE and the rest: not in this strict subset
                if has("</") {
                    i += 2
                    guard let closing = name(), open.last == closing else { return nil }
                    skipSpace()
                    guard i < s.count, s[i] == ">" else { return nil }
                    i += 1
                    flush()
                    open.removeLast()
                    scopes.removeLast()
                    events.append(.end)
                    if open.isEmpty { rootClosed = true }
                    continue
                }
                i += 1
                guard !rootClosed, let element = name() else { return nil }
                var raw: [(String, String)] = []
                var empty = false
                while true {
                    let hadSpace = i < s.count && isSpace(s[i])
                    skipSpace()
                    guard i < s.count else { return nil }
                    if s[i] == ">" { i += 1; break }
                    if s[i] == "/" {
                        guard i + 1 < s.count, s[i + 1] == ">" else { return nil }
                        i += 2
                        empty = true
                        break
                    }
                    guard hadSpace, let attribute = name() else { return nil }
                    skipSpace()
                    guard i < s.count, s[i] == "=" else { return nil }
                    i += 1
                    skipSpace()
                    guard i < s.count, s[i] == "\"" || s[i] == "'" else { return nil }
                    let quote = s[i]
                    i += 1
                    var value = String.UnicodeScalarView()
                    while i < s.count, s[i] != quote {
                        let v = s[i]
                        guard isChar(v), v != "<" else { return nil }
                        if v == "&" {
                            i += 1
                            guard let scalar = reference() else { return nil }
                            value.append(scalar)
                            continue
                        }
                        // Attribute-value normalization: line breaks and tabs are spaces.
                        if v == "\r" {
                            if i + 1 < s.count, s[i + 1] == "\n" { i += 1 }
                            value.append(" ")
                        } else {
                            value.append(isSpace(v) ? " " : v)
                        }
                        i += 1
                    }
                    guard i < s.count else { return nil }
                    i += 1
                    guard !raw.contains(where: { $0.0 == attribute }) else { return nil }
                    raw.append((attribute, String(value)))
                }
                var scope = scopes.last!
                for (attribute, value) in raw {
                    if attribute == "xmlns" { scope[""] = value }
                    if attribute.hasPrefix("xmlns:") {
                        let prefix = String(attribute.dropFirst(6))
                        guard !value.isEmpty, prefix != "xmlns", prefix != "xml" else { return nil }
                        scope[prefix] = value
                    }
                }
                guard let (space, local) = resolve(element, scope: scope, isAttribute: false) else { return nil }
                var attributes: [String] = []
                var expanded = Set<String>()
                for (attribute, value) in raw where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
                    guard let (attributeSpace, attributeLocal) = resolve(attribute, scope: scope, isAttribute: true) else { return nil }
                    let key = (attributeSpace.map { "{" + $0 + "}" } ?? "") + attributeLocal
                    guard expanded.insert(key).inserted else { return nil }
                    attributes.append(key + "=" + value)
                }
                guard !(sawRoot && open.isEmpty) else { return nil }
                sawRoot = true
                flush()
                events.append(.start(namespace: space, local: local, attributes: attributes))
                if empty {
                    events.append(.end)
                    if open.isEmpty { rootClosed = true }
                } else {
                    open.append(element)
                    scopes.append(scope)
                }
                continue
            }
            if open.isEmpty {
                guard isSpace(c) else { return nil }
                i += 1
                continue
            }
            if c == "&" {
                i += 1
                guard let scalar = reference() else { return nil }
                pendingText.unicodeScalars.append(scalar)
                continue
            }
            if c == ">", i >= 2, s[i - 1] == "]", s[i - 2] == "]" { return nil }
            if c == "\r" {
                if i + 1 < s.count, s[i + 1] == "\n" { i += 1 }
                pendingText.unicodeScalars.append("\n")
            } else {
                pendingText.unicodeScalars.append(c)
            }
            i += 1
        }
        guard sawRoot, open.isEmpty else { return nil }
        return events
    }

    private static func digit(_ c: Unicode.Scalar, radix: UInt32) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 0x30
        case "a"..."f" where radix == 16: return c.value - 0x61 + 10
        case "A"..."F" where radix == 16: return c.value - 0x41 + 10
        default: return nil
        }
    }
}
