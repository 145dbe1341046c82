import Foundation
import TidingsText

/// Reads an Algolia `items/:id` answer — a whole thread as one nested tree — in one pass over
/// its bytes, without recursion (threads can be tens of thousands deep), into the comment tree.
/// Comment texts stay ranges of the answer (`JSONText`) until shown. Strict: anything that is not
/// well-formed JSON of the expected shape (a truncated body, a string where a number belongs, a
/// number out of range, a key given twice) fails as a whole, as the general decoder would.
enum AlgoliaThreadScanner {
    struct Malformed: Error {}

    /// Replies nested deeper than this are kept, in order, as replies of their ancestor at this
    /// depth. A nested tree thousands deep would be released recursively by Swift and could
    /// exhaust a thread's stack; the screen stops indenting long before this anyway.
    static let maximumDepth = 1_000

    /// The node's own fields; its replies are added as they finish.
    struct Node {
        var id: Int?
        var author: JSONText?
        var title: JSONText?
        var url: JSONText?
        var text: JSONText?
        var points: Int?
        var createdAt: JSONText?
        var createdAtSeconds: Int?
        var replies: [Comment] = []
        /// Known keys already read (each may appear once).
        var seen: UInt16 = 0
        /// Inside the node's `children` array.
        var inChildren = false
        /// A member (or a child) was read, so the next needs a comma first.
        var afterItem = false
        /// For a node past the maximum depth: its place among its capped ancestor's replies.
        var slot: Int?
    }

    private enum Field: UInt16 {
        case id = 1, author = 2, title = 4, url = 8, text = 16, points = 32, createdAt = 64, createdAtSeconds = 128, children = 256
    }

    /// The root node (the story) with its replies.
    static func scan(_ data: Data) throws(Malformed) -> Node {
        var result: Node?
        let failed: Bool = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = Reader(bytes: bytes, source: data)
            do {
                result = try reader.document()
                return false
            } catch {
                return true
            }
        }
        guard !failed, let result else { throw Malformed() }
        return result
    }

    /// A node as a comment (the story's replies are nodes too).
    static func comment(from node: Node) -> Comment {
        let text = node.text
        return Comment(
            id: node.id.map(String.init) ?? "",
            author: node.author.map { Sanitizer.line($0.string) },
            date: Timestamp.date(seconds: node.createdAtSeconds, iso: node.createdAtSeconds == nil ? node.createdAt?.string : nil),
            body: text.map(body),
            score: node.points,
            isDeleted: node.author == nil && text == nil,
            replies: node.replies)
    }

    /// Large bodies are parsed now, in the fetch task, so drawing never parses one.
    static func body(_ text: JSONText) -> CommentBody {
        text.byteCount > CommentBody.eagerParseThreshold ? .rich(HTMLText.parse(text.string)) : .htmlSource(text)
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let source: Data
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>, source: Data) {
            self.bytes = bytes
            self.source = source
        }

        mutating func document() throws(Malformed) -> Node {
            skipSpace()
            try expect(UInt8(ascii: "{"))
            var stack = [Node()]
            while true {
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
                let top = stack.count - 1
                let byte = bytes[position]
                if stack[top].inChildren {
                    if byte == UInt8(ascii: "]") {
                        position += 1
                        stack[top].inChildren = false
                        stack[top].afterItem = true
                        continue
                    }
                    if stack[top].afterItem { try expect(UInt8(ascii: ",")); skipSpace() }
                    try expect(UInt8(ascii: "{"))
                    stack[top].afterItem = true
                    var child = Node()
                    if stack.count > AlgoliaThreadScanner.maximumDepth {
                        // Its place is taken now, so the replies stay in reading order.
                        let anchor = AlgoliaThreadScanner.maximumDepth
                        stack[anchor].replies.append(Comment(id: "", author: nil, date: nil, body: nil))
                        child.slot = stack[anchor].replies.count - 1
                    }
                    stack.append(child)
                    continue
                }
                if byte == UInt8(ascii: "}") {
                    position += 1
                    let finished = stack.removeLast()
                    if stack.isEmpty {
                        skipSpace()
                        guard position == bytes.count else { throw Malformed() }
                        return finished
                    }
                    let comment = AlgoliaThreadScanner.comment(from: finished)
                    if let slot = finished.slot {
                        stack[AlgoliaThreadScanner.maximumDepth].replies[slot] = comment
                    } else {
                        stack[stack.count - 1].replies.append(comment)
                    }
                    continue
                }
                if stack[top].afterItem { try expect(UInt8(ascii: ",")); skipSpace() }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                stack[top].afterItem = true
                guard let field = field(named: key) else {
                    try skipValue()
                    continue
                }
                guard stack[top].seen & field.rawValue == 0 else { throw Malformed() }
                stack[top].seen |= field.rawValue
                switch field {
                case .id: stack[top].id = try optionalInteger()
                case .points: stack[top].points = try optionalInteger()
                case .createdAtSeconds: stack[top].createdAtSeconds = try optionalInteger()
                case .author: stack[top].author = try optionalText()
                case .title: stack[top].title = try optionalText()
                case .url: stack[top].url = try optionalText()
                case .text: stack[top].text = try optionalText()
                case .createdAt:
                    // Read only when the Unix time is missing (as the general decoder does), so
                    // any other value here is passed over rather than refused.
                    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                        stack[top].createdAt = try optionalText()
                    } else {
                        try skipValue()
                    }
                case .children:
                    if try literal("null") { continue }
                    try expect(UInt8(ascii: "["))
                    stack[top].inChildren = true
                    stack[top].afterItem = false
                }
            }
        }

        private static let fieldNames: [(name: [UInt8], field: Field)] = {
            let pairs: [(String, Field)] = [
                ("id", .id), ("author", .author), ("title", .title), ("url", .url), ("text", .text), ("points", .points),
                ("created_at", .createdAt), ("created_at_i", .createdAtSeconds), ("children", .children),
            ]
            return pairs.map { (Array($0.0.utf8), $0.1) }
        }()

        /// The field a key names, compared byte by byte (an escaped key is decoded first).
        private func field(named key: (range: Range<Int>, escaped: Bool)) -> Field? {
            if key.escaped {
                let text = JSONEscapes.decode(UnsafeBufferPointer(rebasing: bytes[key.range]))
                return Self.fieldNames.first { $0.name == Array(text.utf8) }?.field
            }
            for (name, field) in Self.fieldNames where name.count == key.range.count {
                var same = true
                for offset in 0..<name.count where bytes[key.range.lowerBound + offset] != name[offset] {
                    same = false
                    break
                }
                if same { return field }
            }
            return nil
        }

        // MARK: Values

        /// The bytes of a string (after its opening quote is next), checked: valid escapes, no
        /// raw control characters, no lone surrogates.
        mutating func string() throws(Malformed) -> (range: Range<Int>, escaped: Bool) {
            try expect(UInt8(ascii: "\""))
            let start = position
            var escaped = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return (start..<position - 1, escaped)
                }
                if byte < 0x20 { throw Malformed() }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    try escape()
                    continue
                }
                position += 1
            }
            throw Malformed()
        }

        private mutating func escape() throws(Malformed) {
            guard position + 1 < bytes.count else { throw Malformed() }
            let kind = bytes[position + 1]
            position += 2
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return
            case UInt8(ascii: "u"):
                guard let value = JSONEscapes.hex4(bytes, at: position) else { throw Malformed() }
                position += 4
                if (0xDC00...0xDFFF).contains(value) { throw Malformed() }
                if (0xD800...0xDBFF).contains(value) {
                    // A high surrogate must be followed at once by a low one.
                    guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                          let low = JSONEscapes.hex4(bytes, at: position + 2), (0xDC00...0xDFFF).contains(low)
                    else { throw Malformed() }
                    position += 6
                }
            default:
                throw Malformed()
            }
        }

        mutating func optionalText() throws(Malformed) -> JSONText? {
            if try literal("null") { return nil }
            let (range, escaped) = try string()
            return JSONText(source: source, range: range, hasEscapes: escaped)
        }

        mutating func optionalInteger() throws(Malformed) -> Int? {
            if try literal("null") { return nil }
            let start = position
            try number()
            // Only whole numbers fit an integer field, and only those an Int holds. Plain digits
            // are read exactly; "7.0" or "7e2" (which the general decoder takes too) go through
            // Double and must come out whole.
            var value = 0
            var index = start
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            while index < position {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    guard let double = Double(literal), let whole = Int(exactly: double) else { throw Malformed() }
                    return whole
                }
                let digit = Int(byte - UInt8(ascii: "0"))
                let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowB) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                if overflowA || overflowB { throw Malformed() }
                value = next
                index += 1
            }
            return value
        }

        /// JSON's number grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() throws(Malformed) {
            if peek(UInt8(ascii: "-")) { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw Malformed() }
            if bytes[position] == UInt8(ascii: "0") { position += 1 } else { digits() }
            if peek(UInt8(ascii: ".")) {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else { throw Malformed() }
                digits()
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                position += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
                guard position < bytes.count, isDigit(bytes[position]) else { throw Malformed() }
                digits()
            }
        }

        private mutating func digits() {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// Skips any value, checking its grammar, without recursion.
        mutating func skipValue() throws(Malformed) {
            // Open containers: true for an object (keys before values), false for an array.
            var open: [Bool] = []
            var afterItem = false
            while true {
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
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
                guard position < bytes.count else { throw Malformed() }
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    position += 1
                    open.append(byte == UInt8(ascii: "{"))
                    afterItem = false
                    continue
                case UInt8(ascii: "\""): _ = try string()
                case UInt8(ascii: "t"): guard try literal("true") else { throw Malformed() }
                case UInt8(ascii: "f"): guard try literal("false") else { throw Malformed() }
                case UInt8(ascii: "n"): guard try literal("null") else { throw Malformed() }
                default: try number()
                }
                afterItem = true
                if open.isEmpty { return }
            }
        }

        /// Reads `word` if it is next; false (and nothing read) otherwise.
        mutating func literal(_ word: StaticString) throws(Malformed) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position < bytes.count, bytes[position] == word.utf8Start[0] else { return false }
            guard position + count <= bytes.count else { throw Malformed() }
            for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { throw Malformed() }
            position += count
            return true
        }

        mutating func expect(_ byte: UInt8) throws(Malformed) {
            guard position < bytes.count, bytes[position] == byte else { throw Malformed() }
            position += 1
        }

        private func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }
    }
}
