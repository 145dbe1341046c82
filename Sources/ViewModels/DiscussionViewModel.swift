import Feeds
import Networking

/// Where the comments pane is scrolled to: an entry and a line inside it. Anchoring to an entry
/// rather than a global line number means scrolling never needs the height of every comment
/// above, so a 10,000-comment thread scrolls in constant time.
public struct ScrollAnchor: Equatable, Sendable {
    public var entry: Int
    public var line: Int

    public init(entry: Int, line: Int) {
        self.entry = entry
        self.line = line
    }
}

/// The state behind a comments pane. Entry 0 is the item's header; entry n (n ≥ 1) is the
/// n-th visible comment.
public final class DiscussionViewModel {
    public let source: any FeedSource
    public private(set) var item: FeedItem
    public private(set) var phase: LoadPhase = .idle
    public private(set) var morePhase: LoadPhase = .idle
    public private(set) var tree = CommentTree()
    /// Changes whenever the item or the tree is replaced (not when a page is appended), so
    /// anything cached per comment index knows to start over.
    public private(set) var revision = 0
    public var selection = 0
    public var anchor = ScrollAnchor(entry: 0, line: 0)

    private var moreCursor: PageCursor?
    private var token: FetchToken?
    private let scheduler: FetchScheduler

    public init(item: FeedItem, source: any FeedSource, scheduler: FetchScheduler) {
        self.item = item
        self.source = source
        self.scheduler = scheduler
    }

    public var entryCount: Int { 1 + tree.visible.count }
    public var isBusy: Bool { phase.isLoading || morePhase.isLoading }
    public var hasMoreComments: Bool { moreCursor != nil }

    /// The node index behind an entry, or nil for the header.
    public func node(forEntry entry: Int) -> Int? {
        entry >= 1 && entry <= tree.visible.count ? tree.visible[entry - 1] : nil
    }

    public func loadIfNeeded() {
        if phase == .idle { reload() }
    }

    public func reload() {
        scheduler.cancel(token)
        phase = .loading
        let source = self.source
        let item = self.item
        token = scheduler.start({ () async throws(FetchError) -> Discussion in
            try await source.fetchDiscussion(for: item)
        }) { [weak self] result in
            self?.finishReload(result)
        }
    }

    /// `r`: retry a failed page of comments, or reload the whole discussion.
    public func refresh() {
        if morePhase.error != nil { loadMoreComments() } else { reload() }
    }

    public func loadMoreComments() {
        guard let cursor = moreCursor, !isBusy else { return }
        morePhase = .loading
        let source = self.source
        let item = self.item
        token = scheduler.start({ () async throws(FetchError) -> Discussion in
            try await source.fetchMoreComments(for: item, after: cursor)
        }) { [weak self] result in
            self?.finishMore(result)
        }
    }

    /// Leaving the screen: the request stops and any late answer is dropped.
    public func cancel() {
        scheduler.cancel(token)
        token = nil
        if phase.isLoading { phase = .idle }
        if morePhase.isLoading { morePhase = .idle }
    }

    public func select(_ entry: Int) {
        selection = min(max(0, entry), entryCount - 1)
        if selection >= entryCount - 3, morePhase.error == nil { loadMoreComments() }
    }

    /// Enter on a comment: collapse or expand its replies. The selection stays on it.
    @discardableResult
    public func toggleSelected() -> Bool {
        guard let node = node(forEntry: selection) else { return false }
        let toggled = tree.toggle(node)
        if toggled, anchor.entry > selection { anchor = ScrollAnchor(entry: selection, line: 0) }
        return toggled
    }

    /// The entry of the next (or previous) top-level comment from the selection, if any.
    public func topLevelEntry(after entry: Int, forward: Bool) -> Int? {
        let visible = tree.visible
        var candidate = entry + (forward ? 1 : -1)
        while candidate >= 1 && candidate <= visible.count {
            if tree.nodes[visible[candidate - 1]].depth == 0 { return candidate }
            candidate += forward ? 1 : -1
        }
        return nil
    }

    private func finishReload(_ result: Result<Discussion, FetchError>) {
        token = nil
        switch result {
        case .success(let discussion):
            item = discussion.item
            let wasLoaded = !tree.nodes.isEmpty
            tree = CommentTree(comments: discussion.comments)
            revision += 1
            moreCursor = discussion.moreComments
            phase = .loaded
            morePhase = .idle
            if !wasLoaded || selection >= entryCount {
                selection = min(selection, entryCount - 1)
                anchor = ScrollAnchor(entry: min(anchor.entry, selection), line: 0)
            }
        case .failure(.cancelled):
            break
        case .failure(let error):
            phase = .failed(error)
        }
    }

    private func finishMore(_ result: Result<Discussion, FetchError>) {
        token = nil
        switch result {
        case .success(let page):
            tree.append(page.comments)
            moreCursor = page.comments.isEmpty ? nil : page.moreComments
            morePhase = .loaded
        case .failure(.cancelled):
            morePhase = .idle
        case .failure(let error):
            morePhase = .failed(error)
        }
    }
}
