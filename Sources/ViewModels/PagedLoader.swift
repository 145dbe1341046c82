import Feeds
import Networking

/// The load / refresh / load-more cycle of anything that arrives in pages (a feed, a comment
/// thread), shared by the view models so there is one copy of it. It owns the state, the
/// cursor of the next page and the one request in flight; the owner says how to fetch a page
/// and what to do with it.
public final class PagedLoader<Page: Sendable> {
    public typealias Fetch = @Sendable (PageCursor?) async throws(FetchError) -> Page
    /// A fetch that may show the page while it arrives, through its second argument.
    public typealias PreviewingFetch = @Sendable (PageCursor?, _ preview: @escaping @Sendable (Page) -> Void) async throws(FetchError) -> Page

    public private(set) var state: LoadState = .idle
    /// Where the next page starts; nil at the end.
    public private(set) var next: PageCursor?

    private let scheduler: FetchScheduler
    private var token: FetchToken?
    private var fetch: PreviewingFetch
    /// Applies a page (first: true for a reload) and returns where the page after it starts.
    private var apply: (Page, _ first: Bool) -> PageCursor?
    /// Whether the owner has content on screen (decides loading vs refreshing).
    private var hasContent: () -> Bool
    /// Shows a page still arriving (a partial page, superseded by `apply`).
    private var preview: (Page) -> Void = { _ in }

    public convenience init(scheduler: FetchScheduler, fetch: @escaping Fetch) {
        self.init(scheduler: scheduler, previewingFetch: { cursor, _ async throws(FetchError) in try await fetch(cursor) })
    }

    public init(scheduler: FetchScheduler, previewingFetch: @escaping PreviewingFetch) {
        self.scheduler = scheduler
        self.fetch = previewingFetch
        apply = { _, _ in nil }
        hasContent = { false }
    }

    /// Connects the owner; called once from its initializer.
    public func attach(
        apply: @escaping (Page, _ first: Bool) -> PageCursor?, hasContent: @escaping () -> Bool, preview: ((Page) -> Void)? = nil
    ) {
        self.apply = apply
        self.hasContent = hasContent
        if let preview { self.preview = preview }
    }

    public var hasMore: Bool { next != nil }

    public func loadIfNeeded() {
        if state == .idle { reload() }
    }

    /// Fetches the first page again, replacing whatever is in flight.
    public func reload() {
        start(cursor: nil, state: hasContent() ? .refreshing : .loading)
    }

    /// Fetches the next page if there is one and nothing is in flight.
    public func loadMore() {
        guard let next, !state.isBusy else { return }
        start(cursor: next, state: .loadingMore)
    }

    /// `r`: fetch a failed page again, or refresh.
    public func retry() {
        if state.isMoreFailure { loadMore() } else { reload() }
    }

    /// Leaving the screen: the request stops and any late answer is dropped.
    public func cancel() {
        scheduler.cancel(token)
        token = nil
        if state.isBusy { state = settledState }
    }

    private var settledState: LoadState { hasContent() ? .loaded : .idle }

    private func start(cursor: PageCursor?, state newState: LoadState) {
        scheduler.cancel(token)
        state = newState
        let fetch = self.fetch
        token = scheduler.start(reporting: { (update: @escaping @Sendable (Page) -> Void) async throws(FetchError) -> Page in
            try await fetch(cursor, update)
        }, update: { [weak self] page in
            self?.preview(page)
        }, completion: { [weak self] result in
            self?.finish(result, first: cursor == nil)
        })
    }

    private func finish(_ result: Result<Page, FetchError>, first: Bool) {
        token = nil
        switch result {
        case .success(let page):
            next = apply(page, first)
            state = .loaded
        case .failure(.cancelled):
            state = settledState
        case .failure(let error):
            state = first ? .failed(error) : .moreFailed(error)
        }
    }
}
