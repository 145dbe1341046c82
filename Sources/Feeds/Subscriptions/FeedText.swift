import TidingsText

/// A summary or a content as a feed carries it: HTML (RSS descriptions, `content:encoded`, Atom
/// `type="html"` and `"xhtml"`, JSON Feed `content_html`) or plain text (Atom `type="text"`,
/// JSON Feed `content_text` and `summary`). The value is untrusted, exactly as received (UTF-8
/// repaired): `plain` and `line` are what may be shown, `html` what the rich-text layout reads.
public struct FeedText: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case text
        case html
    }

    public var value: String
    public var kind: Kind

    public init(_ value: String, kind: Kind) {
        self.value = value
        self.kind = kind
    }

    /// Plain text, sanitized: paragraphs separated by a blank line, line breaks kept.
    public var plain: String {
        switch kind {
        case .text: PlainText.trimmed(Sanitizer.neutralize(value, keepNewlines: true))
        case .html: PlainText.fromHTML(value)
        }
    }

    /// One line of plain text, sanitized.
    public var line: String {
        switch kind {
        case .text: PlainText.line(value)
        case .html: PlainText.lineFromHTML(value)
        }
    }

    /// As HTML, for the sanitizer and the rich-text layout: plain text with its `<`, `>` and
    /// `&` escaped and its paragraphs marked.
    public var html: String {
        switch kind {
        case .html: return value
        case .text:
            var escaped = ""
            escaped.reserveCapacity(value.utf8.count + 16)
            for character in value.unicodeScalars {
                switch character {
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "&": escaped += "&amp;"
                case "\n": escaped += "<br>"
                default: escaped.unicodeScalars.append(character)
                }
            }
            return escaped
        }
    }

    public var isEmpty: Bool { value.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
}

/// HTML and plain text reduced to what a terminal shows.
enum PlainText {
    /// Plain text on one line: nothing decoded (it is text, so "&lt;" stays as written).
    static func line(_ text: String) -> String {
        trimmed(Sanitizer.neutralize(text, keepNewlines: false))
    }

    /// A field that may be HTML though nothing says so (RSS titles, JSON Feed titles): read as
    /// HTML when it looks like HTML, as plain text otherwise.
    static func unlabelledLine(_ text: String) -> String {
        LooksLikeHTML.check(text) ? lineFromHTML(text) : line(text)
    }

    static func lineFromHTML(_ html: String) -> String {
        let rich = HTMLText.parse(html)
        var parts: [String] = []
        for block in rich.blocks {
            switch block {
            case .paragraph(let spans), .quote(let spans): parts.append(spans.map(\.text).joined())
            case .code(let lines): parts.append(lines.joined(separator: " "))
            }
        }
        return trimmed(Sanitizer.neutralize(parts.joined(separator: " "), keepNewlines: false))
    }

    static func fromHTML(_ html: String) -> String {
        let rich = HTMLText.parse(html)
        var parts: [String] = []
        for block in rich.blocks {
            switch block {
            case .paragraph(let spans), .quote(let spans):
                let text = trimmed(spans.map(\.text).joined())
                if !text.isEmpty { parts.append(text) }
            case .code(let lines): parts.append(lines.joined(separator: "\n"))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    /// Without leading and trailing whitespace (spaces, tabs, line breaks).
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(text[first...last])
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

/// Whether text that no one labelled looks like HTML: a closing tag or an entity reference, and
/// no tag that is not an HTML element. "Using <div> tags" is text; "It&#8217;s" and
/// "<b>Bold</b> news" are HTML. (Universal Feed Parser's rule, for RSS titles.)
enum LooksLikeHTML {
    static func check(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "<")) || bytes.contains(UInt8(ascii: "&")) else { return false }
        var sawClosingTagOrEntity = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                var end = index + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
                let nameStart = end
                while end < bytes.count, end - nameStart < 32, isWordByte(bytes[end]) { end += 1 }
                if end > nameStart, end < bytes.count, bytes[end] == UInt8(ascii: ";") {
                    let named = bytes[index + 1] != UInt8(ascii: "#")
                    let reference = String(decoding: bytes[index...end], as: UTF8.self)
                    if named && HTMLEntities.decode(reference) == reference { return false }
                    sawClosingTagOrEntity = true
                }
                index = end
                continue
            }
            if byte == UInt8(ascii: "<") {
                var cursor = index + 1
                let closing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
                if closing { cursor += 1 }
                let nameStart = cursor
                while cursor < bytes.count, cursor - nameStart < 16, isWordByte(bytes[cursor]) { cursor += 1 }
                if cursor > nameStart {
                    let name = String(decoding: bytes[nameStart..<cursor].map { $0 | 0x20 }, as: UTF8.self)
                    if !htmlElements.contains(name) { return false }
                    if closing { sawClosingTagOrEntity = true }
                }
                index = cursor
                continue
            }
            index += 1
        }
        return sawClosingTagOrEntity
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        ASCIIBytes.isLetter(byte) || ASCIIBytes.isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static let htmlElements: Set<String> = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big", "blink",
        "blockquote", "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data",
        "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "fieldset",
        "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i",
        "img", "input", "ins", "kbd", "label", "legend", "li", "main", "map", "mark", "menu", "meter", "nav",
        "noscript", "ol", "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby",
        "s", "samp", "section", "select", "small", "source", "span", "strike", "strong", "sub", "summary", "sup",
        "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul", "var", "video",
        "wbr",
    ]
}
