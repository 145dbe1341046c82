import Feeds
import Networking

/// The state behind a feed pane: the items loaded so far, the selection, and the fetch of the
/// first or next page. Lives on the run-loop thread.
public final class FeedViewModel {
    public let source: any FeedSource
    public private(set) var items: [FeedItem] = []
    /// The first page (or a refresh).
    public private(set) var phase: LoadPhase = .idle
    /// Pages after the first, fetched when the selection nears the end.
    public private(set) var morePhase: LoadPhase = .idle
    public private(set) var selection = 0
    /// First visible row; the screen keeps it in range as the viewport changes.
    public var scrollTop = 0
    /// How close to the end the selection gets before the next page is fetched.
    public var prefetchDistance = 5

    private var nextCursor: PageCursor?
    private var token: FetchToken?
    private let scheduler: FetchScheduler

    public init(source: any FeedSource, scheduler: FetchScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    /// A model for another view of the same service (a search, another list) sharing the
    /// scheduler.
    public func sibling(showing source: any FeedSource) -> FeedViewModel {
        FeedViewModel(source: source, scheduler: scheduler)
    }

    public var selectedItem: FeedItem? { items.indices.contains(selection) ? items[selection] : nil }
    public var hasMore: Bool { nextCursor != nil }
    public var isBusy: Bool { phase.isLoading || morePhase.isLoading }

    public func loadIfNeeded() {
        if phase == .idle { reload() }
    }

    /// Fetches the first page again. Items stay on screen until the new ones arrive.
    public func reload() {
        scheduler.cancel(token)
        phase = .loading
        morePhase = .idle
        let source = self.source
        token = scheduler.start({ () async throws(FetchError) -> FeedPage in
            try await source.fetchPage(nil)
        }) { [weak self] result in
            self?.finishReload(result)
        }
    }

    /// Fetches the next page if there is one and nothing is in flight. After a failed page,
    /// moving again retries it.
    public func loadMore() {
        guard let cursor = nextCursor, !isBusy else { return }
        morePhase = .loading
        let source = self.source
        token = scheduler.start({ () async throws(FetchError) -> FeedPage in
            try await source.fetchPage(cursor)
        }) { [weak self] result in
            self?.finishMore(result)
        }
    }

    /// `r`: retry what failed, or refresh.
    public func refresh() {
        if morePhase.error != nil { loadMore() } else { reload() }
    }

    public func cancel() {
        scheduler.cancel(token)
        token = nil
        if phase.isLoading { phase = items.isEmpty ? .idle : .loaded }
        if morePhase.isLoading { morePhase = .idle }
    }

    public func select(_ index: Int) {
        guard !items.isEmpty else { selection = 0; return }
        selection = min(max(0, index), items.count - 1)
        if selection >= items.count - 1 - prefetchDistance, morePhase.error == nil { loadMore() }
    }

    public func move(by delta: Int) {
        if delta > 0, selection == items.count - 1, morePhase.error != nil {
            loadMore()  // pressing Down at the end after a failure retries
            return
        }
        select(selection + delta)
    }

    private func finishReload(_ result: Result<FeedPage, FetchError>) {
        token = nil
        switch result {
        case .success(let page):
            let selectedID = selectedItem?.id
            items = Self.unique(page.items)
            nextCursor = page.next
            phase = .loaded
            selection = selectedID.flatMap { id in items.firstIndex { $0.id == id } } ?? 0
            scrollTop = min(scrollTop, selection)
        case .failure(.cancelled):
            break
        case .failure(let error):
            phase = .failed(error)
        }
    }

    private func finishMore(_ result: Result<FeedPage, FetchError>) {
        token = nil
        switch result {
        case .success(let page):
            // Lists shift while paging (new stories push old ones down); skip repeats.
            let known = Set(items.map(\.id))
            items.append(contentsOf: Self.unique(page.items).filter { !known.contains($0.id) })
            nextCursor = page.items.isEmpty ? nil : page.next
            morePhase = .loaded
        case .failure(.cancelled):
            morePhase = .idle
        case .failure(let error):
            morePhase = .failed(error)
        }
    }

    private static func unique(_ items: [FeedItem]) -> [FeedItem] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.id).inserted }
    }
}
