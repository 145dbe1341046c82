import Feeds
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
    /// Set while the article shown is the copy kept from an earlier read, the network having
    /// failed (how, and when the copy was read).
    public private(set) var notice: SourceNotice?

    private let loader: RequestRunner<ReaderOutcome>
    private let cache: ReaderCache

    /// `kept`: where articles read are kept between runs; with it, a failed fetch shows the
    /// copy kept from an earlier read (and says so) rather than only the failure.
    public init(url: URL, title: String, fetcher: ArticleFetcher, scheduler: FetchScheduler, cache: ReaderCache,
                kept: KeptArticles? = nil) {
        self.url = url
        itemTitle = title
        self.cache = cache
        loader = RequestRunner(scheduler: scheduler) { _, options, _ async throws(FetchError) -> ReaderOutcome in
            let outcome: ReaderOutcome
            do throws(FetchError) {
                outcome = try await fetcher.read(url)
            } catch .cancelled {
                throw .cancelled
            } catch {
                // Any failure, a page since taken down as much as a network that is down: the
                // copy read before is better than the error alone, and the notice says why.
                guard let copy = await kept?.article(for: url) else { throw error }
                options.provenance?.noteCopy(madeAt: copy.readAt, because: error)
                return .article(copy.article)
            }
            if case .article(let article) = outcome { kept?.keep(article, for: url) }
            return outcome
        }
        loader.attach(apply: { [weak self] outcome, origin in
            self?.show(outcome, keptCopy: origin.keptCopy)
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

    private func show(_ outcome: ReaderOutcome, keptCopy: (madeAt: Date, failure: FetchError?)?) {
        self.outcome = outcome
        notice = keptCopy.map { .offlineCopy(from: $0.madeAt, because: $0.failure) }
        revision += 1
        // A copy kept from before is not this session's read: `v` again asks the network.
        if keptCopy == nil { cache.store(outcome, for: url) }
    }
}
