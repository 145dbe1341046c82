/// Something about the stored files worth one line to the user. The store never stops
/// Tidings: at worst it forgets, and says so.
public enum StoreNotice: Sendable, Equatable {
    /// The file was damaged; it was moved aside and a fresh one started.
    case movedAside(file: String, to: String)
    /// The file cannot be kept (a read-only folder, a full disk): nothing is remembered this run.
    case notKept(file: String, reason: StoreError.Kind)
}
