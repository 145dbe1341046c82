import FoundationEssentials
import Reader

/// Articles read this session, by address, so Esc and `v` again shows the article at once.
/// Lives on the run-loop thread with the view models; holds the most recent `capacity` pages.
public final class ReaderCache {
    private var entries: [URL: ReaderOutcome] = [:]
    private var order: [URL] = []
    private let capacity: Int

    public init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    public subscript(url: URL) -> ReaderOutcome? {
        entries[url]
    }

    public func store(_ outcome: ReaderOutcome, for url: URL) {
        if entries.updateValue(outcome, forKey: url) == nil { order.append(url) }
        while order.count > capacity { entries[order.removeFirst()] = nil }
    }
}
