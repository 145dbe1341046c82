import Synchronization

/// Bytes a hostile reply has sent so far, read by the test while or after the client reads.
public final class SentBytes: Sendable {
    private let count = Atomic<Int>(0)

    public init() {}

    func add(_ bytes: Int) { count.add(bytes, ordering: .relaxed) }

    public var value: Int { count.load(ordering: .relaxed) }
}
