import FoundationEssentials
import Networking
import Reader

/// One article in the reader: fetched and extracted in the background through the shared
/// loading state machine (a single "page"), remembered in the session's cache.
public final class ReaderViewModel {
    public let url: URL
    /// The feed's title for the item, shown until the page's own arrives.
    public let itemTitle: String
    public private(set) var outcome: ReaderOutcome?
    /// Bumped whenever `outcome` changes, so screens know to lay out again.
    public private(set) var revision = 0

    private let loader: RequestRunner<ReaderOutcome>
    private let cache: ReaderCache

    public init(url: URL, title: String, fetcher: ArticleFetcher, scheduler: FetchScheduler, cache: ReaderCache) {
        self.url = url
        itemTitle = title
        self.cache = cache
        loader = RequestRunner(scheduler: scheduler) { () async throws(FetchError) -> ReaderOutcome in
            try await fetcher.read(url)
        }
        loader.attach(apply: { [weak self] outcome, _ in
            self?.show(outcome)
            return nil
        }, hasContent: { [weak self] in self?.outcome != nil })
    }

    public var state: LoadState { loader.state }
    public var isBusy: Bool { loader.state.isBusy }

    public var article: Article? {
        if case .article(let article) = outcome { return article }
        return nil
    }

    /// Shows the cached article, else starts fetching (once).
    public func loadIfNeeded() {
        if outcome == nil, let cached = cache[url] {
            outcome = cached
            revision += 1
            return
        }
        if outcome == nil { loader.loadIfNeeded() }
    }

    /// `r`: fetch and extract again, bypassing the cache.
    public func refresh() { loader.reload() }

    /// Esc while loading: the fetch stops and its answer, if any, is dropped.
    public func cancel() { loader.cancel() }

    private func show(_ outcome: ReaderOutcome) {
        self.outcome = outcome
        revision += 1
        cache.store(outcome, for: url)
    }
}
