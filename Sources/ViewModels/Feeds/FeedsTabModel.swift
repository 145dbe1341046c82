import Feeds
import FoundationEssentials
import Networking
import Store

/// The Feeds tab's state, shared by its screens and living on the run loop: the subscriptions,
/// every kept item as a row (newest first), each feed's state, and the reload under way. The
/// tab paints from what is kept as soon as the store answers, then every feed is fetched in the
/// background and its rows and state change as it finishes — all through the scheduler, so
/// results land in the browser's update like every other fetch. Read state and saved items are
/// the reading memory's, under `FeedLibrary.sourceName`.
public final class FeedsTabModel {
    public let library: FeedLibrary
    public let memory: ReadingMemory?
    public let scheduler: FetchScheduler
    /// Rows carry their items' pictures (`images.thumbnails`).
    public let wantsImages: Bool

    public enum Phase: Equatable, Sendable {
        /// Nothing asked yet: the tab has not been shown.
        case idle
        /// Reading the feeds file and what is kept.
        case opening
        case open
    }

    public private(set) var phase = Phase.idle
    public private(set) var subscriptions: [Subscription] = []
    /// Why the feeds file could not be read, when it could not.
    public private(set) var fileProblem: SubscriptionsFile.Problem?
    /// Every kept item of every subscription, newest first. Feeds that reported since the last
    /// look are merged in when it is asked for (once a frame, not once a feed).
    public var rows: [FeedRow] {
        mergeArrivedRows()
        return keptRows
    }
    private var keptRows: [FeedRow] = []
    /// Fresh rows by feed, not merged yet.
    private var arrivedRows: [String: [FeedRow]] = [:]
    /// Each subscription's state, in the file's order.
    public private(set) var states: [FeedState] = []
    /// The feeds' tags, in the order the file first names them.
    public private(set) var tags: [String] = []
    /// The reload under way, if any.
    public private(set) var reloading: ReloadProgress?
    /// How the last reload ended.
    public private(set) var lastReload: ReloadSummary?
    /// Subscriptions being looked up (`a`).
    public private(set) var subscribing = 0
    /// Changes whenever rows, states or subscriptions change, so screens know to look again.
    public private(set) var revision = 0

    private var reloadToken: FetchToken?
    private var rowIndex: (revision: Int, ids: [String: Int])?

    public init(library: FeedLibrary, scheduler: FetchScheduler, memory: ReadingMemory?, wantsImages: Bool = false) {
        self.library = library
        self.scheduler = scheduler
        self.memory = memory
        self.wantsImages = wantsImages
    }

    /// Whether subscribing from the tab writes the feeds file (the demo's list is fixed).
    public var canSubscribe: Bool {
        if case .file = library.subscriptions { return true }
        return false
    }

    /// The tab was shown: the first time, it paints from what is kept and reloads.
    public func start() {
        guard phase == .idle else { return }
        reloadAll()
    }

    public var isBusy: Bool { phase == .opening || reloading != nil || subscribing > 0 }

    // MARK: Reloading

    /// How far the reload under way has got.
    public struct ReloadProgress: Sendable, Equatable {
        public var done = 0
        public var total = 0
        public var failed = 0
    }

    /// How a reload ended: how many feeds failed, and one of the failures to name.
    public struct ReloadSummary: Sendable, Equatable {
        public var at: Date
        public var total: Int
        public var failed: Int
        public var firstFailure: FeedFailure?
    }

    /// What reaches the run loop while a reload goes on.
    enum ReloadStep: Sendable {
        /// The file and what is kept, read first: painted before any feed is fetched.
        case opened(Snapshot)
        /// One feed finished; its rows as kept now, and its site, when its document changed.
        case feed(FeedReport, rows: [FeedRow]?, link: URL?)
    }

    struct Snapshot: Sendable {
        var subscriptions: [Subscription]
        var problem: SubscriptionsFile.Problem?
        var rows: [FeedRow]
        var states: [FeedState]
    }

    /// `r`, and the first showing: reads the feeds file again (so edits to it count), paints
    /// what is kept, then fetches every feed (8 at once, 2 per host). One reload at a time;
    /// asking again meanwhile does nothing.
    public func reloadAll() {
        guard reloadToken == nil else { return }
        if phase == .idle { phase = .opening }
        reloading = ReloadProgress()
        revision += 1
        let library = self.library
        let images = wantsImages
        reloadToken = scheduler.start(reporting: { (update: @escaping @Sendable (ReloadStep) -> Void) async throws(FetchError) -> Bool in
            let snapshot = await Self.snapshot(library, images: images)
            update(.opened(snapshot))
            guard snapshot.problem == nil, !snapshot.subscriptions.isEmpty else { return false }
            _ = await library.reload(snapshot.subscriptions) { report in
                let changed = report.failure == nil && !report.notModified
                let rows = changed ? await library.keptRows(of: report.subscription, images: images) : nil
                let link = changed ? await library.store.feed(report.subscription.address)?.link.flatMap(URL.init(string:)) : nil
                update(.feed(report, rows: rows, link: link.flatMap { WebLink.isOpenable($0) ? $0 : nil }))
            }
            // Feeds gone from the file are forgotten, as `tidings reload` forgets them — but not
            // one subscribed to while this reload ran: the file as it is now counts too.
            let current = (try? library.list().subscriptions.map(\.address)) ?? []
            await library.store.forget(feedsNotIn: snapshot.subscriptions.map(\.address) + current)
            return true
        }, update: { [weak self] (step: ReloadStep) in
            self?.apply(step)
        }, completion: { [weak self] result in
            self?.finished(ran: (try? result.get()) ?? false)
        })
    }

    private static func snapshot(_ library: FeedLibrary, images: Bool) async -> Snapshot {
        let subscriptions: [Subscription]
        do {
            subscriptions = try library.list().subscriptions
        } catch {
            return Snapshot(subscriptions: [], problem: error, rows: [], states: [])
        }
        let rows = await library.keptRows(of: subscriptions, images: images)
        return Snapshot(subscriptions: subscriptions, problem: nil, rows: rows, states: await library.states(of: subscriptions, rows: rows))
    }

    func apply(_ step: ReloadStep) {
        switch step {
        case .opened(let snapshot):
            take(snapshot)
            reloading?.total = snapshot.subscriptions.count
        case .feed(let report, let fresh, let link):
            reloading?.done += 1
            if report.failure != nil { reloading?.failed += 1 }
            let address = report.subscription.address
            if let index = states.firstIndex(where: { $0.subscription.address == address }) {
                states[index].failure = report.failure
                if report.failure == nil {
                    states[index].lastUpdate = Date()
                    states[index].name = report.title
                }
                if let fresh { states[index].itemIDs = fresh.map(\.item.id) }
                if let link { states[index].link = link }
            }
            if let fresh { arrivedRows[address] = fresh }
            if report.failure != nil, lastFailureDuringReload == nil { lastFailureDuringReload = report.failure }
        }
        revision += 1
    }

    private var lastFailureDuringReload: FeedFailure?
    /// A reload that ended with failures, until a screen of the tab has said so.
    private var unsaidReload: ReloadSummary?

    /// The reload that ended with failures since the last call, once: a screen in front says
    /// it in the status bar (its feeds keep their errors in the list of feeds).
    public func takeUnsaidReload() -> ReloadSummary? {
        defer { unsaidReload = nil }
        return unsaidReload
    }

    private func finished(ran: Bool) {
        reloadToken = nil
        if ran, let progress = reloading {
            let summary = ReloadSummary(at: Date(), total: progress.total, failed: progress.failed, firstFailure: lastFailureDuringReload)
            lastReload = summary
            if summary.failed > 0 { unsaidReload = summary }
        }
        lastFailureDuringReload = nil
        reloading = nil
        revision += 1
    }

    /// The file and what is kept, as read: failures the last reload found stay on their feeds.
    private func take(_ snapshot: Snapshot) {
        let failures = Dictionary(states.map { ($0.subscription.address, $0.failure) }, uniquingKeysWith: { first, _ in first })
        subscriptions = snapshot.subscriptions
        fileProblem = snapshot.problem
        keptRows = snapshot.rows
        arrivedRows = [:]
        states = snapshot.states.map { state in
            var state = state
            state.failure = failures[state.subscription.address] ?? nil
            return state
        }
        var seen = Set<String>()
        tags = subscriptions.flatMap(\.tags).filter { seen.insert($0).inserted }
        phase = .open
    }

    /// The feeds that reported get their fresh rows in place of their old ones, the whole
    /// newest first: each list is in order already, so this is merging, never sorting — the
    /// fresh lists (small) into one, then that with the rest.
    private func mergeArrivedRows() {
        guard !arrivedRows.isEmpty else { return }
        let arrived = arrivedRows
        arrivedRows = [:]
        let fresh = arrived.keys.sorted().reduce(into: [FeedRow]()) { merged, address in merged = Self.merge(merged, arrived[address]!) }
        keptRows = Self.merge(keptRows.filter { arrived[$0.feedAddress] == nil }, fresh)
    }

    /// Two lists newest first as one; on equal dates the first list's rows come first.
    private static func merge(_ first: [FeedRow], _ second: [FeedRow]) -> [FeedRow] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
        var merged: [FeedRow] = []
        merged.reserveCapacity(first.count + second.count)
        var left = 0
        var right = 0
        while left < first.count || right < second.count {
            if right == second.count || (left < first.count && date(first[left]) >= date(second[right])) {
                merged.append(first[left])
                left += 1
            } else {
                merged.append(second[right])
                right += 1
            }
        }
        return merged
    }

    private static func date(_ row: FeedRow) -> Date { row.item.date ?? .distantPast }

    // MARK: Subscribing

    /// `a`: subscribes to an address (a feed, or a page naming one), in the background; the
    /// outcome reaches the screens as `FeedSubscribed` news, and the new feed's items show at
    /// once (what was fetched to check it is kept).
    /// `guessedScheme`: https was added to what was typed, and plain http is tried when the
    /// host cannot be reached over it.
    public func subscribe(_ address: URL, guessedScheme: Bool = false) {
        subscribing += 1
        revision += 1
        let library = self.library
        let images = wantsImages
        scheduler.startAnnouncing({ () async throws(FetchError) -> Subscribed in
            let outcome: Result<FeedLibrary.SubscribeOutcome, FeedSubscribeFailure>
            do throws(FeedSubscribeFailure) {
                outcome = .success(try await library.subscribe(address, plainWhenUnreachable: guessedScheme))
            } catch {
                outcome = .failure(error)
            }
            guard case .success(.subscribed(let subscription, _, _)) = outcome else { return Subscribed(outcome: outcome) }
            // Only the new feed is read: the others' rows on screen are as current as the store.
            let rows = await library.keptRows(of: subscription, images: images)
            return Subscribed(outcome: outcome, list: try? library.list().subscriptions, rows: rows,
                              state: await library.states(of: [subscription], rows: rows).first)
        }) { [weak self] result in
            guard let self else { return nil }
            subscribing -= 1
            revision += 1
            guard case .success(let done) = result else { return nil }
            if case .success(.subscribed(let subscription, _, _)) = done.outcome { add(subscription, done) }
            return FeedSubscribed(address: address, outcome: done.outcome)
        }
    }

    /// What subscribing found, and what the tab needs of the new feed.
    struct Subscribed: Sendable {
        var outcome: Result<FeedLibrary.SubscribeOutcome, FeedSubscribeFailure>
        var list: [Subscription]?
        var rows: [FeedRow] = []
        var state: FeedState?
    }

    /// A new subscription in its place: the file's order, its state, its rows merged in.
    private func add(_ subscription: Subscription, _ done: Subscribed) {
        subscriptions = done.list ?? subscriptions + [subscription]
        let known = Dictionary(states.map { ($0.subscription.address, $0) }, uniquingKeysWith: { first, _ in first })
        states = subscriptions.map { listed in
            if let state = known[listed.address] { return state }
            if listed.address == subscription.address, let state = done.state { return state }
            return FeedState(subscription: listed, name: listed.name ?? listed.address)
        }
        var seen = Set<String>()
        tags = subscriptions.flatMap(\.tags).filter { seen.insert($0).inserted }
        arrivedRows[subscription.address] = done.rows
        fileProblem = nil
        phase = .open
    }

    // MARK: Lists

    /// The rows of a list of items, newest first (empty for the lists of feeds and of saved
    /// items, which are not item rows).
    public func rows(in list: FeedList) -> [FeedRow] {
        switch list {
        case .all: return rows
        case .unread:
            guard let memory else { return rows }
            return rows.filter { !memory.isRead(id: $0.item.id, in: FeedLibrary.sourceName) }
        case .tag(let tag):
            let tagged = Set(subscriptions.filter { $0.tags.contains(tag) }.map(\.address))
            return rows.filter { tagged.contains($0.feedAddress) }
        case .feed(let address):
            return rows.filter { $0.feedAddress == address }
        case .feeds, .saved:
            return []
        }
    }

    /// A kept row by its item's id (a saved item opened from another tab).
    public func row(id: String) -> FeedRow? {
        let rows = self.rows
        if rowIndex?.revision != revision {
            var ids: [String: Int] = [:]
            ids.reserveCapacity(rows.count)
            for (index, row) in rows.enumerated() where ids[row.item.id] == nil { ids[row.item.id] = index }
            rowIndex = (revision, ids)
        }
        return rowIndex?.ids[id].map { rows[$0] }
    }

    public func state(of address: String) -> FeedState? {
        states.first { $0.subscription.address == address }
    }

    public func isRead(_ id: String) -> Bool {
        memory?.isRead(id: id, in: FeedLibrary.sourceName) == true
    }

    /// A feed's items not read yet.
    public func unreadCount(of state: FeedState) -> Int {
        guard let memory else { return state.itemIDs.count }
        return state.itemIDs.reduce(0) { $0 + (memory.isRead(id: $1, in: FeedLibrary.sourceName) ? 0 : 1) }
    }

    /// Catching up: every one of `ids` read. Returns how many were unread.
    @discardableResult
    public func markRead(_ ids: [String]) -> Int {
        memory?.setRead(true, ids: ids, in: FeedLibrary.sourceName) ?? 0
    }

    // MARK: Searching and content

    /// The ids of `rows` that match `query`, found off the run loop (summaries are read from
    /// the store); `completion` runs on the run loop.
    @discardableResult
    public func search(_ query: String, in rows: [FeedRow], completion: @escaping ([String]) -> Void) -> FetchToken {
        let library = self.library
        return scheduler.start({ () async throws(FetchError) -> [String] in
            await library.search(query, in: rows)
        }) { result in
            completion((try? result.get()) ?? [])
        }
    }

    /// An item's own content, read from the store off the run loop; nil when nothing is kept.
    @discardableResult
    public func content(of id: String, completion: @escaping (FeedItemContent?) -> Void) -> FetchToken {
        let library = self.library
        return scheduler.start({ () async throws(FetchError) -> FeedItemContent? in
            await library.content(of: id)
        }) { result in
            completion((try? result.get()) ?? nil)
        }
    }

    public func cancel(_ token: FetchToken?) { scheduler.cancel(token) }
}

/// A subscription asked for from the tab was looked up: what happened, for the status bar.
public struct FeedSubscribed: News {
    /// The address as typed.
    public var address: URL
    public var outcome: Result<FeedLibrary.SubscribeOutcome, FeedSubscribeFailure>
}
