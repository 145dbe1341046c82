import FoundationEssentials
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
///
/// Unchecked Sendable: a scan moves between threads (the transport's, then the receiver's
/// queue) but is never used by two at once; `AlgoliaThreadReceiver` takes it out of its lock
/// while one thread scans.
struct AlgoliaThreadScan: @unchecked Sendable {
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

    // Read by the token readers in the sibling files (+Keys, +Values) as well.
    var block: AnswerBytes
    var bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var isFinal = false
    private var phase = Phase.beforeRoot
    private var stack: [Node] = []
    /// Bytes that must wait after `position` before the next try (see the type's comment).
    private var retryAt = 0
    private var nextBlock: Int
    /// Comments finished so far.
    private(set) var finishedComments = 0
    /// Authors' names as read, sanitized (see `authorLine`).
    var authors: [String: String] = [:]
    static let rememberedAuthors = 4_096

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

    func shortage() -> Stop { isFinal ? .malformed : .needMore }

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
            // Each comment costs a few hundred bytes once read, whatever its size in the answer:
            // an answer of a million empty comments would take gigabytes, not its megabytes.
            guard finishedComments <= AlgoliaThreadScanner.maximumComments else { throw .malformed }
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
}
