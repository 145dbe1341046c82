import Synchronization

/// The latest value for each key not yet written, shared between the run loop (which records)
/// and the store's queue (which writes): many records of one key before its write turn become
/// one write of the last.
final class UnwrittenRecords: Sendable {
    private let records = Mutex<[String: [String]]>([:])

    /// Records `value` for `key`; true when no write for it is waiting yet (the caller queues one).
    func replace(_ key: String, with value: [String]) -> Bool {
        records.withLock { $0.updateValue(value, forKey: key) == nil }
    }

    /// The value to write now, which no later write will write again.
    func take(_ key: String) -> [String]? {
        records.withLock { $0.removeValue(forKey: key) }
    }
}
