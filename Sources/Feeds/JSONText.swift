import FoundationEssentials
import Networking

/// A JSON string left where it arrived: a range of the answer's bytes (between the quotes,
/// escapes and all). The `String` is made when asked for — when the comment is laid out for the
/// screen, which keeps the laid-out lines — so a 10,000-comment thread costs no strings until
/// read, and holds the text once (in the answer) rather than twice.
public final class JSONText: Sendable, Hashable {
    private let source: AnswerBytes
    private let range: Range<Int>
    private let hasEscapes: Bool

    /// `range` must hold a string the scanner has checked: valid escapes, no raw controls.
    init(source: AnswerBytes, range: Range<Int>, hasEscapes: Bool) {
        self.source = source
        self.range = range
        self.hasEscapes = hasEscapes
    }

    /// Bytes in the answer, escapes included.
    public var byteCount: Int { range.count }

    /// The text, escapes decoded and invalid UTF-8 repaired.
    public var string: String {
        let bytes = UnsafeBufferPointer(start: source.base + range.lowerBound, count: range.count)
        return hasEscapes ? JSONEscapes.decode(bytes) : String(decoding: bytes, as: UTF8.self)
    }

    public static func == (left: JSONText, right: JSONText) -> Bool { left.string == right.string }
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}
