import Store

/// The stores sources open for themselves (a source's own database file): each posts its
/// notices by waking the run loop, which takes them here and says them with the shared stores'.
/// Lives on the run loop.
final class SourceStores {
    /// Wakes the run loop; a store calls it, from any thread, when a notice waits.
    let wake: @Sendable () -> Void
    private var takers: [() -> [StoreNotice]] = []

    init(wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
    }

    /// A store's `takeNotices`, asked whenever the loop looks.
    func add(_ take: @escaping () -> [StoreNotice]) {
        takers.append(take)
    }

    /// Every source store's notices since the last look.
    func takeNotices() -> [StoreNotice] {
        takers.flatMap { $0() }
    }
}
