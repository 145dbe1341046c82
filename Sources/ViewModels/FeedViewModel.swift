import FoundationEssentials
import Feeds
import Networking

/// The state behind a feed pane: the items loaded so far, the selection, what part of the list
/// is on screen, and the fetch of the first or next page. Lives on the run-loop thread.
public final class FeedViewModel {
    public let source: any FeedSource
    public private(set) var items: [FeedItem] = []
    public private(set) var selection = 0
    /// First visible row.
    public private(set) var scrollTop = 0
    /// How many rows the pane shows, as the screen last laid it out.
    public private(set) var visibleRows = 10
    /// How close to the end the selection gets before the next page is fetched.
    public var prefetchDistance = 5
    /// What the screen should mention about where the list came from (the last page's word).
    public private(set) var notice: SourceNotice?

    private let loader: RequestRunner<FeedPage>
    private let scheduler: FetchScheduler
    /// What the reader has read and saved, when Tidings remembers (nil in some tests).
    public let memory: ReadingMemory?

    /// Shows the copy kept at the last visit at once, while the network is asked (the app keeps
    /// copies; tests with scripted sources do not).
    public let peeksAtKeptCopy: Bool
    /// Fetches the discussions of each first page in the background (for sources whose budget allows it).
    public var prefetcher: ThreadPrefetcher?

    public init(source: any FeedSource, scheduler: FetchScheduler, memory: ReadingMemory? = nil, peeksAtKeptCopy: Bool = false) {
        self.peeksAtKeptCopy = peeksAtKeptCopy
        self.source = source
        self.scheduler = scheduler
        self.memory = memory
        loader = RequestRunner(scheduler: scheduler, showsKeptCopyFirst: peeksAtKeptCopy) { cursor, options, _ async throws(FetchError) in
            try await source.fetchPage(cursor, options: options)
        }
        loader.attach(apply: { [weak self] page, origin in
            self?.apply(page, origin: origin)
        }, hasContent: { [weak self] in
            self?.items.isEmpty == false
        })
    }

    /// A model for another view of the same service (a search, another list) sharing the
    /// scheduler.
    public func sibling(showing source: any FeedSource) -> FeedViewModel {
        let sibling = FeedViewModel(source: source, scheduler: scheduler, memory: memory, peeksAtKeptCopy: peeksAtKeptCopy)
        sibling.prefetcher = prefetcher
        return sibling
    }

    /// Which source an item belongs to, for what is remembered of it.
    public func sourceName(of item: FeedItem) -> String { item.sourceName ?? source.name }

    public var state: LoadState { loader.state }
    public var selectedItem: FeedItem? { items.indices.contains(selection) ? items[selection] : nil }
    public var hasMore: Bool { loader.hasMore }
    public var isBusy: Bool { loader.state.isBusy }

    public func loadIfNeeded() { loader.loadIfNeeded() }
    /// Fetches the first page again. Items stay on screen until the new ones arrive.
    public func reload() { loader.reload() }
    /// Fetches the next page if there is one and nothing is in flight.
    public func loadMore() { loader.loadMore() }
    /// `r`: retry what failed, or refresh.
    public func refresh() { loader.retry() }
    public func cancel() { loader.cancel() }

    /// The screen's size reaches the model here, before drawing.
    public func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        keepSelectionVisible()
    }

    public func select(_ index: Int) {
        guard !items.isEmpty else { selection = 0; return }
        selection = min(max(0, index), items.count - 1)
        keepSelectionVisible()
        if selection >= items.count - 1 - prefetchDistance, !loader.state.isMoreFailure { loadMore() }
    }

    public func move(by delta: Int) {
        if delta > 0, selection == items.count - 1, loader.state.isMoreFailure {
            loadMore()  // pressing Down at the end after a failure retries
            return
        }
        select(selection + delta)
    }

    /// Scrolls the list without moving the selection further than needed to keep it visible
    /// (the mouse wheel).
    public func scroll(by rows: Int) {
        let maximumTop = max(0, items.count - visibleRows)
        scrollTop = min(max(0, scrollTop + rows), maximumTop)
        if selection < scrollTop { select(scrollTop) }
        if selection >= scrollTop + visibleRows { select(scrollTop + visibleRows - 1) }
        if scrollTop == maximumTop, !loader.state.isMoreFailure { loadMore() }
    }

    // MARK: Local edits (a saved or deleted record shows at once, without a reload)

    /// Puts a saved item in place of the one with its id, or at the end when it is new, and
    /// selects it.
    public func upsert(_ item: FeedItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
            select(index)
        } else {
            items.append(item)
            select(items.count - 1)
        }
    }

    /// Takes an item out (a delete in flight); returns it and where it was, to put it back.
    @discardableResult
    public func remove(id: String) -> (item: FeedItem, index: Int)? {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
        let item = items.remove(at: index)
        if selection >= items.count { selection = max(0, items.count - 1) }
        keepSelectionVisible()
        return (item, index)
    }

    /// Puts a removed item back where it was (a delete the server refused) and selects it.
    public func restore(_ item: FeedItem, at index: Int) {
        guard !items.contains(where: { $0.id == item.id }) else { return }
        items.insert(item, at: min(max(0, index), items.count))
        select(min(max(0, index), items.count - 1))
    }

    private func keepSelectionVisible() {
        scrollTop = ListViewport.top(current: scrollTop, selection: selection, count: items.count, visibleRows: visibleRows)
    }

    private func apply(_ page: FeedPage, origin: AnswerOrigin) -> PageCursor? {
        let first = origin.first
        var pageNotice = page.notice
        if let copy = origin.keptCopy, pageNotice == nil {
            pageNotice = origin.isPeek ? .cached(at: copy.madeAt) : .offlineCopy(from: copy.madeAt, because: copy.failure)
        }
        if first || pageNotice != nil { notice = pageNotice }
        // Threads are fetched ahead for what the network has just said, not for a kept copy.
        if first, pageNotice == nil { prefetcher?.prefetch(page.items, from: source) }
        if first {
            let selectedID = selectedItem?.id
            items = Self.unique(page.items)
            selection = selectedID.flatMap { id in items.firstIndex { $0.id == id } } ?? 0
            keepSelectionVisible()
            return page.next
        }
        // Lists shift while paging (new stories push old ones down); skip repeats.
        let known = Set(items.map(\.id))
        items.append(contentsOf: Self.unique(page.items).filter { !known.contains($0.id) })
        return page.items.isEmpty ? nil : page.next
    }

    private static func unique(_ items: [FeedItem]) -> [FeedItem] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.id).inserted }
    }
}
