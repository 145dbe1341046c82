import Foundation
import TidingsText

/// An Algolia thread read piece by piece as the answer arrives: each piece is scanned as far as
/// it goes, and the scan resumes where it stopped when the next piece comes, so the thread is
/// ready moments after its last byte and its first comments long before.
///
/// Bytes live in `AnswerBytes` blocks that never move; comment texts are ranges of them. When a
/// block is full, the next one starts with the unfinished token (a few bytes, usually) so every
/// token is contiguous. A token cut by a piece boundary is read again from its start once more
/// bytes are in: at least twice as many as the last try had, so even one enormous string costs
/// a linear number of bytes read in all.
struct AlgoliaThreadScan {
    typealias Node = AlgoliaThreadScanner.Node
    typealias Malformed = AlgoliaThreadScanner.Malformed

    /// Why a step stopped short.
    enum Stop: Error {
        case malformed
        /// The bytes so far end inside a token; the step is tried again when more arrive.
        case needMore
    }

    private enum Phase {
        case beforeRoot
        case inRoot
        case afterRoot(Node)
        case failed
    }

    static let firstBlock = 64 << 10
    private static let largestBlock = 1 << 20

    private var block: AnswerBytes
    private var bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var isFinal = false
    private var phase = Phase.beforeRoot
    private var stack: [Node] = []
    /// Bytes that must wait after `position` before the next try (see the type's comment).
    private var retryAt = 0
    private var nextBlock: Int
    /// Comments finished so far.
    private(set) var finishedComments = 0
    /// Authors' names as read, sanitized (see `authorLine`).
    private var authors: [String: String] = [:]
    private static let rememberedAuthors = 4_096

    /// `expectedLength`, when known, sizes the first block to hold the whole answer.
    /// (`firstBlock` is for the tests, which make blocks tiny to move between them often.)
    init(expectedLength: Int?, firstBlock: Int = Self.firstBlock) {
        nextBlock = firstBlock
        block = AnswerBytes(capacity: expectedLength ?? firstBlock)
        bytes = block.written
    }

    /// Takes the next piece and scans as far as it allows. Throws as soon as the answer cannot
    /// be a thread, and for anything after that.
    mutating func append(_ piece: UnsafeRawBufferPointer) throws(Malformed) {
        if case .failed = phase { throw Malformed() }
        guard !piece.isEmpty else { return }
        if piece.count > block.free { moveToNewBlock(making: piece.count) }
        block.append(piece)
        bytes = block.written
        guard bytes.count - position >= retryAt else { return }
        try scan()
    }

    /// The answer is complete: the thread, or why it is not one.
    mutating func finish() throws(Malformed) -> Node {
        isFinal = true
        if case .failed = phase { throw Malformed() }
        try scan()
        guard case .afterRoot(let root) = phase else { throw Malformed() }
        return root
    }

    /// A new block holding the unread tail of this one, with room for `incoming` bytes and more.
    private mutating func moveToNewBlock(making incoming: Int) {
        // Dates still held as places in this block are read now (the next holds only the tail).
        for index in stack.indices {
            if let span = stack[index].createdAtSpan {
                stack[index].createdAt = text(span)
                stack[index].createdAtSpan = nil
            }
        }
        let tail = bytes.count - position
        let capacity = max(nextBlock, 2 * (tail + incoming))
        nextBlock = min(nextBlock * 2, max(Self.largestBlock, nextBlock))
        let next = AnswerBytes(capacity: capacity)
        next.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[position...]))
        block = next
        bytes = next.written
        position = 0
    }

    private mutating func scan() throws(Malformed) {
        do throws(Stop) {
            try advance()
            retryAt = 0
        } catch .needMore {
            // `position` is back at the start of the cut token.
            retryAt = 2 * max(bytes.count - position, 1)
        } catch {
            phase = .failed
            stack = []
            throw Malformed()
        }
    }

    private func shortage() -> Stop { isFinal ? .malformed : .needMore }

    // MARK: The thread

    /// Reads whole steps (one member, one opening or one closing) until the bytes run out.
    private mutating func advance() throws(Stop) {
        if case .beforeRoot = phase {
            skipSpace()
            try expect(UInt8(ascii: "{"))
            phase = .inRoot
            stack = [Node()]
        }
        if case .afterRoot = phase {
            skipSpace()
            guard position == bytes.count else { throw .malformed }
            return
        }
        while true {
            skipSpace()
            guard position < bytes.count else { throw shortage() }
            let top = stack.count - 1
            let stepStart = position
            let (seen, afterItem) = (stack[top].seen, stack[top].afterItem)
            do throws(Stop) {
                if try step(top) { return }
            } catch .needMore {
                position = stepStart
                stack[top].seen = seen
                stack[top].afterItem = afterItem
                throw .needMore
            }
        }
    }

    /// One step; true once the root has closed.
    private mutating func step(_ top: Int) throws(Stop) -> Bool {
        let byte = bytes[position]
        if stack[top].inChildren {
            if byte == UInt8(ascii: "]") {
                position += 1
                stack[top].inChildren = false
                stack[top].afterItem = true
                return false
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
            return false
        }
        if byte == UInt8(ascii: "}") {
            position += 1
            var finished = stack.removeLast()
            if finished.createdAtSeconds == nil, finished.createdAt == nil, let span = finished.createdAtSpan {
                finished.createdAt = text(span)
            }
            if stack.isEmpty {
                phase = .afterRoot(finished)
                skipSpace()
                guard position == bytes.count else { throw .malformed }
                return true
            }
            finishedComments += 1
            let comment = AlgoliaThreadScanner.comment(from: finished)
            if let slot = finished.slot {
                stack[AlgoliaThreadScanner.maximumDepth].replies[slot] = comment
                stack[AlgoliaThreadScanner.maximumDepth].descendants += 1 + finished.descendants
            } else {
                stack[stack.count - 1].replies.append(comment)
                stack[stack.count - 1].descendants += 1 + finished.descendants
            }
            return false
        }
        if stack[top].afterItem { try expect(UInt8(ascii: ",")); skipSpace() }
        let key = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"))
        skipSpace()
        stack[top].afterItem = true
        guard let field = field(named: key) else {
            try skipValue()
            return false
        }
        guard stack[top].seen & field.rawValue == 0 else { throw .malformed }
        stack[top].seen |= field.rawValue
        switch field {
        case .id: stack[top].id = try optionalInteger()
        case .points: stack[top].points = try optionalInteger()
        case .createdAtSeconds: stack[top].createdAtSeconds = try optionalInteger()
        case .author:
            if try literal("null") { break }
            let span = try string()
            stack[top].author = authorLine(span)
        case .title: stack[top].title = try optionalText()
        case .url: stack[top].url = try optionalText()
        case .text: stack[top].text = try optionalText()
        case .createdAt:
            // Read only when the Unix time is missing (as the general decoder does), so any
            // other value here is passed over rather than refused.
            guard position < bytes.count else { throw shortage() }
            if bytes[position] == UInt8(ascii: "\"") {
                stack[top].createdAtSpan = try string()
                stack[top].createdAt = nil
            } else {
                try skipValue()
            }
        case .children:
            if try literal("null") { return false }
            try expect(UInt8(ascii: "["))
            stack[top].inChildren = true
            stack[top].afterItem = false
        }
        return false
    }

    // MARK: What has arrived

    /// Comments that can be shown now: every finished one, plus those still receiving replies
    /// whose own fields have been read (with the replies so far). Costs the depth of the thread
    /// plus the top level, not its size.
    func comments() -> [Comment] {
        if case .afterRoot(let root) = phase { return root.replies }
        guard let root = stack.first else { return [] }
        let own = AlgoliaThreadScanner.Field.id.rawValue | AlgoliaThreadScanner.Field.author.rawValue
            | AlgoliaThreadScanner.Field.text.rawValue
        // Below the depth cap, places are held by placeholders until their comments finish.
        let limit = min(stack.count, AlgoliaThreadScanner.maximumDepth)
        var usable = 1
        while usable < limit, stack[usable].seen & own == own { usable += 1 }
        var open: Comment?
        for depth in stride(from: usable - 1, through: 1, by: -1) {
            var comment = AlgoliaThreadScanner.comment(from: stack[depth])
            if let open { comment.replies.append(open) }
            open = comment
        }
        var top = root.replies
        if let open { top.append(open) }
        return top
    }

    /// The whole thread has been read (the answer's last bytes may still be whitespace).
    var isComplete: Bool {
        if case .afterRoot = phase { return true }
        return false
    }

    /// How many comments `comments()` would hold at least.
    var availableComments: Int { finishedComments + max(0, stack.count - 1) }

    // MARK: Keys

    private static let fieldNames: [(name: [UInt8], field: AlgoliaThreadScanner.Field)] = {
        let pairs: [(String, AlgoliaThreadScanner.Field)] = [
            ("id", .id), ("author", .author), ("title", .title), ("url", .url), ("text", .text), ("points", .points),
            ("created_at", .createdAt), ("created_at_i", .createdAtSeconds), ("children", .children),
        ]
        return pairs.map { (Array($0.0.utf8), $0.1) }
    }()

    /// Up to eight bytes of a name as one number (first byte lowest), for comparing keys in one go.
    @inline(__always)
    private static func packed(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var offset = 0
        while offset < min(name.count, 8) {
            value |= UInt64(name[offset]) << (8 * offset)
            offset += 1
        }
        return value
    }

    // The keys packed that way, written out (static lets would be checked for initialization on
    // every key read); `packedKeysAreRight` in the tests recomputes them.
    static let packedID: UInt64 = 0x6469, packedURL: UInt64 = 0x6C_7275, packedText: UInt64 = 0x7478_6574
    static let packedTitle: UInt64 = 0x65_6C74_6974, packedAuthor: UInt64 = 0x726F_6874_7561, packedPoints: UInt64 = 0x7374_6E69_6F70
    static let packedChildren: UInt64 = 0x6E65_7264_6C69_6863, packedCreated: UInt64 = 0x5F64_6574_6165_7263
    static let packedAt: UInt64 = 0x7461, packedAtI: UInt64 = 0x695F_7461

    /// The field a key names (an escaped key is decoded first).
    private func field(named key: (range: Range<Int>, escaped: Bool)) -> AlgoliaThreadScanner.Field? {
        if key.escaped {
            let text = Array(JSONEscapes.decode(UnsafeBufferPointer(rebasing: bytes[key.range])).utf8)
            return Self.fieldNames.first { $0.name == text }?.field
        }
        let start = key.range.lowerBound
        let head: UInt64
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            // Eight bytes at once (past a short key they are its quote and what follows, masked off).
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            head = key.range.count >= 8 ? word : word & ((1 << (8 * UInt64(key.range.count))) - 1)
        } else {
            head = Self.packed(UnsafeBufferPointer(rebasing: bytes[start..<min(key.range.upperBound, start + 8)]))
        }
        switch key.range.count {
        case 2: return head == Self.packedID ? .id : nil
        case 3: return head == Self.packedURL ? .url : nil
        case 4: return head == Self.packedText ? .text : nil
        case 5: return head == Self.packedTitle ? .title : nil
        case 6: return head == Self.packedAuthor ? .author : head == Self.packedPoints ? .points : nil
        case 8: return head == Self.packedChildren ? .children : nil
        case 10, 12:
            guard head == Self.packedCreated else { return nil }
            let tail = Self.packed(UnsafeBufferPointer(rebasing: bytes[(start + 8)..<key.range.upperBound]))
            if key.range.count == 10 { return tail == Self.packedAt ? .createdAt : nil }
            return tail == Self.packedAtI ? .createdAtSeconds : nil
        default: return nil
        }
    }

    // MARK: Values

    /// The bytes of a string (its opening quote next), checked: valid escapes, no raw control
    /// characters, no lone surrogates. Eight bytes at a time up to the first that can end it.
    private mutating func string() throws(Stop) -> (range: Range<Int>, escaped: Bool) {
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
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    private mutating func escape() throws(Stop) {
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

    private func hex4(at index: Int) throws(Stop) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count else { throw shortage() }
            guard let digit = JSONEscapes.hexDigit(bytes[index + offset]) else { throw .malformed }
            value = value << 4 | digit
        }
        return value
    }

    /// A string's text, escapes decoded and invalid UTF-8 repaired.
    private func text(_ span: (range: Range<Int>, escaped: Bool)) -> String {
        let piece = UnsafeBufferPointer(rebasing: bytes[span.range])
        return span.escaped ? JSONEscapes.decode(piece) : String(decoding: piece, as: UTF8.self)
    }

    /// An author's name for one line. Threads repeat names (a conversation between a few
    /// people), so each is sanitized once per thread.
    private mutating func authorLine(_ span: (range: Range<Int>, escaped: Bool)) -> String {
        let raw = text(span)
        if let known = authors[raw] { return known }
        let line = Sanitizer.line(raw)
        if authors.count < Self.rememberedAuthors { authors[raw] = line }
        return line
    }

    private mutating func optionalText() throws(Stop) -> JSONText? {
        if try literal("null") { return nil }
        let (range, escaped) = try string()
        return JSONText(source: block, range: range, hasEscapes: escaped)
    }

    private mutating func optionalInteger() throws(Stop) -> Int? {
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
    private mutating func number() throws(Stop) {
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
    private func digit() throws(Stop) {
        guard position < bytes.count else { throw shortage() }
        guard isDigit(bytes[position]) else { throw .malformed }
    }

    private mutating func digits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Skips any value, checking its grammar, without recursion.
    private mutating func skipValue() throws(Stop) {
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
    private mutating func literal(_ word: StaticString) throws(Stop) -> Bool {
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
    private mutating func expect(_ byte: UInt8) throws(Stop) {
        guard position < bytes.count else { throw shortage() }
        guard bytes[position] == byte else { throw .malformed }
        position += 1
    }

    @inline(__always)
    private func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    @inline(__always)
    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
