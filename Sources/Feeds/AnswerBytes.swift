import FoundationEssentials

/// A block of an answer's bytes that never moves: written once, front to back, by whoever
/// receives the answer, and read (through `JSONText` ranges) by the screens. A block is filled
/// in place rather than grown, so a range handed out stays valid while later bytes arrive, and
/// the bytes it covers are never written again.
///
/// Unchecked Sendable: only the receiver writes, and only past `count`; a range is handed to
/// anyone else only after the bytes under it were written, and through a lock or a message, so
/// no byte is read while it is written.
final class AnswerBytes: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var free: Int { capacity - count }

    /// Copies `bytes` in after what is there; the caller checked they fit.
    func append(_ bytes: UnsafeRawBufferPointer) {
        precondition(bytes.count <= free, "an answer block overflowed")
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + count).update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
