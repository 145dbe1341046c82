import FoundationEssentials
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
    public private(set) var tree = CommentTree()
    /// Changes whenever the item or the tree is replaced or rearranged (not when a page is
    /// appended), so anything cached per comment index knows to start over.
    public private(set) var revision = 0
    public private(set) var selection = 0
    public var anchor = ScrollAnchor(entry: 0, line: 0)
    /// What the screen should mention about where the thread came from.
    public private(set) var notice: SourceNotice?
    /// Whether the source orders replies as they come into view (`commentsOnScreen`).
    public private(set) var ordersReplies = false

    private let loader: RequestRunner<Discussion>
    let replyOrderer: ReplyOrderer
    /// What the reader has seen before, when Tidings remembers.
    public let memory: ReadingMemory?
    /// Comments posted since the last visit (empty on a first visit).
    public private(set) var newComments: Set<String> = []
    /// The comments seen at the last visit, once known (nil: first visit, or not yet read).
    private var seenBefore: Set<String>?
    private var askedStore = false

    /// Shows the thread as kept (a prefetched or earlier visit) at once, while the network is
    /// asked.
    public let peeksAtKeptCopy: Bool
    private let scheduler: FetchScheduler

    public init(item: FeedItem, source: any FeedSource, scheduler: FetchScheduler, memory: ReadingMemory? = nil, peeksAtKeptCopy: Bool = false) {
        self.peeksAtKeptCopy = peeksAtKeptCopy
        self.scheduler = scheduler
        self.item = item
        self.source = source
        self.memory = memory
        replyOrderer = ReplyOrderer(source: source, scheduler: scheduler)
        loader = RequestRunner(scheduler: scheduler, showsKeptCopyFirst: peeksAtKeptCopy) { cursor, options, preview async throws(FetchError) in
            if let cursor { return try await source.fetchMoreComments(for: item, after: cursor, options: options) }
            return try await source.fetchDiscussion(for: item, options: options, progress: { partial in
                preview(partial)
                return true
            })
        }
        loader.attach(apply: { [weak self] page, origin in
            self?.apply(page, origin: origin)
        }, hasContent: { [weak self] in
            self?.tree.count ?? 0 > 0
        }, wantsKeptCopy: { [weak self] in
            // A kept thread beats part of one still arriving.
            guard let self else { return false }
            return self.tree.count == 0 || self.isPartial
        }, preview: { [weak self] partial in
            self?.preview(partial)
        })
    }

    public var state: LoadState { loader.state }
    /// The comments shown are those received so far of a thread still arriving (or whose
    /// transfer broke: then `state` says why).
    public private(set) var isPartial = false
    public var entryCount: Int { 1 + tree.visible.count }
    public var isBusy: Bool { loader.state.isBusy }
    public var hasMoreComments: Bool { loader.hasMore }

    /// The node index behind an entry, or nil for the header.
    public func node(forEntry entry: Int) -> Int? {
        entry >= 1 && entry <= tree.visible.count ? tree.visible[entry - 1] : nil
    }

    public func loadIfNeeded() { loader.loadIfNeeded() }
    public func reload() { loader.reload() }
    /// `r`: retry a failed page of comments, or reload the whole discussion.
    public func refresh() { loader.retry() }
    public func loadMoreComments() { loader.loadMore() }
    /// Leaving the screen: the requests stop and any late answer is dropped.
    public func cancel() {
        loader.cancel()
        replyOrderer.cancel()
    }

    /// The discussion was opened: the item counts as read.
    public func markOpened() {
        memory?.markOpened(item, in: item.sourceName ?? source.name)
    }

    public func isNew(node index: Int) -> Bool {
        !newComments.isEmpty && newComments.contains(tree.nodes[index].id)
    }

    /// The entry of the next (or previous) new comment from `entry`, if any.
    public func newEntry(after entry: Int, forward: Bool) -> Int? {
        guard !newComments.isEmpty else { return nil }
        var candidate = entry + (forward ? 1 : -1)
        while candidate >= 1 && candidate < entryCount {
            if let node = node(forEntry: candidate), isNew(node: node) { return candidate }
            candidate += forward ? 1 : -1
        }
        return nil
    }

    /// Compares the comments now shown with those seen last time, then remembers these.
    func noteComments(firstPage: Bool) {
        guard let memory else { return }
        let source = item.sourceName ?? self.source.name
        let ids = tree.nodes.map(\.id)
        // The store is asked once per visit; later pages and refreshes compare with that answer.
        guard firstPage, !askedStore else {
            if let seenBefore { newComments = Set(ids).subtracting(seenBefore) }
            memory.recordSeenComments(ids, of: item, in: source)
            return
        }
        askedStore = true
        memory.exchangeSeenComments(ids, of: item, in: source) { [weak self] seen in
            guard let self else { return }
            self.seenBefore = seen
            if let seen { self.newComments = Set(self.tree.nodes.map(\.id)).subtracting(seen) }
        }
    }

    public func select(_ entry: Int) {
        selection = min(max(0, entry), entryCount - 1)
        if selection >= entryCount - 3, !loader.state.isMoreFailure { loadMoreComments() }
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

    /// Reorders one comment's replies (see `commentsOnScreen`).
    func rearrange(_ index: Int, _ order: ReplyOrder) -> Bool {
        guard tree.arrangeReplies(of: index, order: order.ids, adding: order.added) else { return false }
        revision += 1
        return true
    }

    /// Moves the selection without the side effects of `select` (loading more).
    func setSelection(_ entry: Int) {
        selection = min(max(0, entry), entryCount - 1)
    }

    /// Part of the thread while the rest arrives: shown only where nothing else is (a complete
    /// thread, kept or loaded, is never replaced by part of one). The selection and the view
    /// stay where the reader put them.
    private func preview(_ discussion: Discussion) {
        guard loader.state.isBusy, tree.count == 0 || isPartial else { return }
        isPartial = true
        tree = CommentTree(comments: discussion.comments)
        revision += 1
        selection = min(selection, entryCount - 1)
        anchor = ScrollAnchor(entry: min(anchor.entry, selection), line: anchor.entry > selection ? 0 : anchor.line)
    }

    private func apply(_ discussion: Discussion, origin: AnswerOrigin) -> PageCursor? {
        guard origin.first else {
            tree.append(discussion.comments)
            noteComments(firstPage: false)
            return discussion.comments.isEmpty ? nil : discussion.moreComments
        }
        item = discussion.item
        notice = discussion.notice
        if let copy = origin.keptCopy, notice == nil {
            notice = origin.isPeek ? .cached(at: copy.madeAt) : .offlineCopy(from: copy.madeAt, because: copy.failure)
        }
        ordersReplies = discussion.ordersReplies
        replyOrderer.reset()
        let wasLoaded = tree.count > 0
        isPartial = false
        tree = CommentTree(comments: discussion.comments)
        revision += 1
        if !wasLoaded || selection >= entryCount {
            selection = min(selection, entryCount - 1)
            anchor = ScrollAnchor(entry: min(anchor.entry, selection), line: 0)
        }
        // What is on screen is seen, even if the reader leaves before the network answers.
        noteComments(firstPage: true)
        return discussion.moreComments
    }
}
