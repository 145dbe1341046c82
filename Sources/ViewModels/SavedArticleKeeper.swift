import FoundationEssentials
import Networking
import Reader

/// Reads the article of each item saved, in the background, and keeps it (`KeptArticles`), so
/// what is saved to read later reads offline without having been opened: one at a time, at the
/// lowest priority, only while the user is not waiting for a request of their own, each address
/// once a session, and not at all when its article is kept already. Nothing on screen changes:
/// the reader still asks the page first and opens the copy only when that fails.
public final class SavedArticleKeeper {
    private let scheduler: FetchScheduler
    private let fetcher: ArticleFetcher
    private let kept: KeptArticles
    private var queue: [URL] = []
    private var asked: Set<URL> = []
    private var running = false

    public init(scheduler: FetchScheduler, fetcher: ArticleFetcher, kept: KeptArticles) {
        self.scheduler = scheduler
        self.fetcher = fetcher
        self.kept = kept
    }

    /// Reads to keep, queued or running.
    public var pending: Int { queue.count + (running ? 1 : 0) }

    /// An item was saved: its article (a web address) is read and kept, later.
    public func keep(_ url: URL) {
        guard url.isWebAddress, asked.insert(url).inserted else { return }
        queue.append(url)
        pump()
    }

    /// Starts the next read if it may start; called when anything finishes, so a paused queue
    /// resumes once the user's own request is done.
    public func pump() {
        guard !running, !queue.isEmpty, !scheduler.hasForegroundWork else { return }
        let url = queue.removeFirst()
        running = true
        let fetcher = self.fetcher
        let kept = self.kept
        scheduler.start(inBackground: true, { () async throws(FetchError) -> Bool in
            if await kept.isKept(url) { return false }
            guard case .article(let article) = try await fetcher.read(url) else { return false }
            kept.keep(article, for: url)
            return true
        }) { [weak self] _ in
            guard let self else { return }
            self.running = false
            self.pump()
        }
    }
}
