import Feeds
import FoundationEssentials
import Networking

/// How an answer a runner applies came to be.
public struct AnswerOrigin: Sendable {
    /// The first page (a load or a refresh), rather than a later one.
    public var first: Bool
    /// A copy kept from an earlier visit answered, not the network: when it was made, and why
    /// the network was not used (nil: only kept copies were asked for).
    public var keptCopy: (madeAt: Date, failure: FetchError?)?
    /// The look at the kept copy that shows while the network is asked.
    public var isPeek: Bool
}

/// The one request runner: the load / refresh / load-more cycle of anything that arrives in
/// pages (a feed, a comment thread), one-page things (an article, a detail, a picker's choices)
/// and one-off requests (a form's save, a change), with one state machine (`LoadState`) and one
/// request in flight, so no spinner can be left turning. The owner says how to fetch and what to
/// do with an answer. With `showsKeptCopyFirst`, a first load shows the copy kept at the last
/// visit at once (asked of the kept copies only), then the network's answer in its place.
public final class RequestRunner<Value: Sendable> {
    /// Fetches a page (nil cursor: the first) with the options given; may show the page while
    /// it arrives, through its last argument.
    public typealias Fetch = @Sendable (PageCursor?, FetchOptions, _ preview: @escaping @Sendable (Value) -> Void) async throws(FetchError) -> Value

    public private(set) var state: LoadState = .idle
    /// Where the next page starts; nil at the end.
    public private(set) var next: PageCursor?
    public let showsKeptCopyFirst: Bool

    private let scheduler: FetchScheduler
    private var token: FetchToken?
    private var peekToken: FetchToken?
    private let fetch: Fetch
    /// Applies an answer and returns where the page after it starts.
    private var apply: (Value, AnswerOrigin) -> PageCursor? = { _, _ in nil }
    /// Whether the owner has content on screen (decides loading vs refreshing).
    private var hasContent: () -> Bool = { false }
    /// Whether a kept copy may still take the screen (nothing, or only part of a page, is there).
    private var wantsKeptCopy: () -> Bool = { false }
    /// Shows a page still arriving (a partial page, superseded by `apply`).
    private var preview: (Value) -> Void = { _ in }

    public init(scheduler: FetchScheduler, showsKeptCopyFirst: Bool = false, fetch: @escaping Fetch) {
        self.scheduler = scheduler
        self.showsKeptCopyFirst = showsKeptCopyFirst
        self.fetch = fetch
    }

    /// A runner for a one-page thing fetched the same way every time.
    public convenience init(scheduler: FetchScheduler, load: @escaping @Sendable () async throws(FetchError) -> Value) {
        self.init(scheduler: scheduler) { _, _, _ async throws(FetchError) in try await load() }
    }

    /// Connects the owner; called once from its initializer.
    public func attach(
        apply: @escaping (Value, AnswerOrigin) -> PageCursor?, hasContent: @escaping () -> Bool,
        wantsKeptCopy: (() -> Bool)? = nil, preview: ((Value) -> Void)? = nil
    ) {
        self.apply = apply
        self.hasContent = hasContent
        self.wantsKeptCopy = wantsKeptCopy ?? { !hasContent() }
        if let preview { self.preview = preview }
    }

    public var hasMore: Bool { next != nil }

    public func loadIfNeeded() {
        guard state == .idle else { return }
        if showsKeptCopyFirst, !hasContent() { peek() }
        reload()
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

    /// Leaving the screen: the requests stop and any late answer is dropped.
    public func cancel() {
        scheduler.cancel(token)
        scheduler.cancel(peekToken)
        token = nil
        peekToken = nil
        if state.isBusy { state = settledState }
    }

    /// A one-off request through the same phases (a form's save, a change): `finished` hears
    /// how it ended, after `state` says so, and its news goes to the screens.
    public func run(
        _ operation: @escaping @Sendable () async throws(FetchError) -> Value,
        finished: @escaping (Result<Value, FetchError>) -> (any News)?
    ) {
        scheduler.cancel(token)
        state = .loading
        token = scheduler.startAnnouncing(operation) { [weak self] result in
            guard let self else { return nil }
            self.token = nil
            switch result {
            case .success: self.state = .loaded
            case .failure(.cancelled): self.state = self.settledState
            case .failure(let error): self.state = .failed(error)
            }
            return finished(result)
        }
    }

    private var settledState: LoadState { hasContent() ? .loaded : .idle }

    /// The copy kept at the last visit, shown until the network answers (which then replaces
    /// it in place). Only a copy counts: a source that keeps none answers nothing here.
    private func peek() {
        let fetch = self.fetch
        peekToken = scheduler.start({ () async throws(FetchError) -> (Value, Date?) in
            let (value, copy) = try await FetchOptions(cachePolicy: .cacheOnly).tracked { (options: FetchOptions) async throws(FetchError) in
                try await fetch(nil, options, { _ in })
            }
            return (value, copy?.madeAt)
        }) { [weak self] result in
            guard let self else { return }
            self.peekToken = nil
            guard case .success(let (value, madeAt)) = result, let madeAt, self.state.isBusy, self.wantsKeptCopy() else { return }
            _ = self.apply(value, AnswerOrigin(first: true, keptCopy: (madeAt, nil), isPeek: true))
        }
    }

    private func start(cursor: PageCursor?, state newState: LoadState) {
        scheduler.cancel(token)
        state = newState
        let fetch = self.fetch
        token = scheduler.start(reporting: { (update: @escaping @Sendable (Value) -> Void) async throws(FetchError) -> (Value, (madeAt: Date, failure: FetchError?)?) in
            let (value, copy) = try await FetchOptions.standard.tracked { (options: FetchOptions) async throws(FetchError) in
                try await fetch(cursor, options, update)
            }
            return (value, copy)
        }, update: { [weak self] (value: Value) in
            self?.preview(value)
        }, completion: { [weak self] result in
            self?.finish(result, first: cursor == nil)
        })
    }

    private func finish(_ result: Result<(Value, (madeAt: Date, failure: FetchError?)?), FetchError>, first: Bool) {
        token = nil
        switch result {
        case .success(let (value, copy)):
            // The network has answered: a kept copy still on its way is no longer wanted.
            scheduler.cancel(peekToken)
            peekToken = nil
            next = apply(value, AnswerOrigin(first: first, keptCopy: copy, isPeek: false))
            state = .loaded
        case .failure(.cancelled):
            state = settledState
        case .failure(let error):
            state = first ? .failed(error) : .moreFailed(error)
        }
    }
}
