import Feeds
import FoundationEssentials
import Networking

/// Fetches the discussions of a feed's stories in the background, so Enter opens them from the
/// kept copy without waiting: at most two at a time, at the lowest priority, only while the
/// user is not waiting for a request of their own, and never the same story twice in ten
/// minutes. The answers are not used here: fetching is what keeps the copy (the caching
/// transport does that), and a source fetches them without reading them where it can.
public final class ThreadPrefetcher {
    public static let concurrency = 2
    public static let interval: TimeInterval = 600

    private let scheduler: FetchScheduler
    private var queue: [(item: FeedItem, source: any FeedSource)] = []
    private var lastFetched: [String: Date] = [:]
    private var running = 0
    private let now: () -> Date

    public init(scheduler: FetchScheduler, now: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler
        self.now = now
    }

    /// Fetches nobody waits for: queued, and running ones.
    public var pending: Int { queue.count + running }

    /// Queues the discussions of `items` (a feed page just shown).
    public func prefetch(_ items: [FeedItem], from source: any FeedSource) {
        let current = now()
        let queued = Set(queue.map { $0.source.name + "/" + $0.item.id })
        for item in items where (item.commentCount ?? 1) > 0 {
            let key = source.name + "/" + item.id
            if let last = lastFetched[key], current.timeIntervalSince(last) < Self.interval { continue }
            if queued.contains(key) { continue }
            queue.append((item, source))
        }
        pump()
    }

    /// Starts what may start. Called when anything finishes, so a paused queue resumes once the
    /// user's own request is done.
    public func pump() {
        while running < Self.concurrency, !queue.isEmpty, !scheduler.hasForegroundWork {
            let (item, source) = queue.removeFirst()
            lastFetched[source.name + "/" + item.id] = now()
            running += 1
            scheduler.start(inBackground: true, { () async throws(FetchError) -> Bool in
                try await source.prefetchDiscussion(for: item, options: FetchOptions(isBackground: true))
                return true
            }) { [weak self] _ in
                guard let self else { return }
                self.running -= 1
                self.pump()
            }
        }
    }
}
