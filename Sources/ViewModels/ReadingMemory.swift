import Dispatch
import Feeds
import FoundationEssentials
import Networking
import Store

/// What Tidings remembers of the reader, as the screens see it: which items were opened, how
/// many comments each discussion had at the last visit, what was saved. It lives on the run
/// loop, so drawing reads it without waiting; it is filled from the store in the background at
/// start, and every change goes to the store off the run loop, in order.
public final class ReadingMemory {
    let store: ReadingStore
    private let scheduler: FetchScheduler
    private var read: [String: Set<String>] = [:]
    private var seenCounts: [String: [String: Int]] = [:]
    private var saved: [SavedItem] = [] {
        // Rows ask "is this saved?" every frame; the answer is a set lookup, not a scan.
        didSet { savedKeys = Set(saved.map { Self.key($0.source, $0.id) }) }
    }
    private var savedKeys: Set<String> = []
    /// The last write handed to the store; each waits for the one before, so they land in order.
    private var lastWrite: Task<Void, Never>?
    var pendingWrite: Task<Void, Never>? { lastWrite }
    /// Changes whenever something remembered changes, so screens can tell.
    public private(set) var revision = 0
    /// Comments seen, by thread, recorded but not yet written.
    private let unwrittenSeen = UnwrittenRecords()

    /// What happened to the store's file since the last call (moved aside, a write that
    /// failed), each once; the run loop calls it when the store's `onNotice` has woken it.
    /// A file moved aside gets back, from memory, everything read and saved this run: the
    /// fresh file holds what could be read from the damaged one, and this makes up the rest.
    public func takeNotices() -> [StoreNotice] {
        let notices = store.takeNotices()
        if notices.contains(where: { if case .movedAside = $0.event { true } else { false } }) {
            let read = self.read
            let saved = self.saved
            write { store in await store.restore(read: read, saved: saved) }
        }
        return notices
    }

    /// Told of each item the user saves (on the run loop), after it is saved: the app reads
    /// its article in the background to keep it.
    public var onSave: ((FeedItem) -> Void)?

    public init(store: ReadingStore, scheduler: FetchScheduler) {
        self.store = store
        self.scheduler = scheduler
    }

    /// Reads what the store holds, in the background.
    public func load() {
        let store = self.store
        scheduler.start({ () async throws(FetchError) -> Snapshot in
            Snapshot(read: await store.allReadIDs(), seen: await store.seenCounts(), saved: await store.savedItems())
        }) { [weak self] result in
            guard let self, case .success(let snapshot) = result else { return }
            // Anything done before the snapshot arrived is kept on top of it.
            for (source, ids) in snapshot.read { self.read[source, default: []].formUnion(ids) }
            for (source, counts) in snapshot.seen { self.seenCounts[source, default: [:]].merge(counts) { mine, _ in mine } }
            let known = Set(self.saved.map { Self.key($0.source, $0.id) })
            self.saved += snapshot.saved.filter { !known.contains(Self.key($0.source, $0.id)) }
            self.saved.sort { $0.savedAt > $1.savedAt }
            self.revision += 1
        }
    }

    private struct Snapshot: Sendable {
        var read: [String: Set<String>]
        var seen: [String: [String: Int]]
        var saved: [SavedItem]
    }

    private static func key(_ source: String, _ id: String) -> String { source + "\u{0}" + id }

    // MARK: Read markers

    public func isRead(_ item: FeedItem, in source: String) -> Bool {
        read[source]?.contains(item.id) == true
    }

    /// The same by id alone, for counting a list's unread items without making its rows.
    public func isRead(id: String, in source: String) -> Bool {
        read[source]?.contains(id) == true
    }

    /// Marks many items read or unread at once (catching up on a list); one write for them
    /// all. Returns how many changed.
    @discardableResult
    public func setRead(_ nowRead: Bool, ids: [String], in source: String) -> Int {
        var changed: [String] = []
        for id in ids where (read[source]?.contains(id) == true) != nowRead {
            if nowRead { read[source, default: []].insert(id) } else { read[source]?.remove(id) }
            changed.append(id)
        }
        guard !changed.isEmpty else { return 0 }
        revision += 1
        let written = changed
        write { store in await store.setRead(nowRead, source: source, ids: written) }
        return changed.count
    }

    /// The item's discussion or article was opened.
    public func markOpened(_ item: FeedItem, in source: String, at date: Date = Date()) {
        guard read[source, default: []].insert(item.id).inserted else { return }
        revision += 1
        let id = item.id
        write { store in await store.markOpened(source: source, id: id, at: date) }
    }

    /// `m`: read ↔ unread.
    @discardableResult
    public func toggleRead(_ item: FeedItem, in source: String) -> Bool {
        let nowRead = !isRead(item, in: source)
        if nowRead { read[source, default: []].insert(item.id) } else { read[source]?.remove(item.id) }
        revision += 1
        let id = item.id
        write { store in await store.setRead(nowRead, source: source, id: id) }
        return nowRead
    }

    // MARK: New comments

    /// Comments added since the last visit, for a feed row; nil when never visited or unknown.
    public func newCommentCount(_ item: FeedItem, in source: String) -> Int? {
        guard let total = item.commentCount, let seen = seenCounts[source]?[item.id] else { return nil }
        return max(0, total - seen)
    }

    /// Remembers the comments shown now and hands back, on the run loop, those seen at the last
    /// visit (nil: never visited). The exchange is one write in the queue: quitting at once
    /// still keeps it, and no other write comes between reading and replacing.
    public func exchangeSeenComments(_ ids: [String], of item: FeedItem, in source: String, _ completion: @escaping (Set<String>?) -> Void) {
        seenCounts[source, default: [:]][item.id] = ids.count
        revision += 1
        let store = self.store
        let id = item.id
        let previous = lastWrite
        let exchange = Task(priority: .utility) { () -> Set<String>? in
            await previous?.value
            return await store.replaceSeenComments(source: source, id: id, ids: ids)
        }
        lastWrite = Task { _ = await exchange.value }
        scheduler.start({ () async throws(FetchError) -> Set<String>? in await exchange.value }) { result in
            if case .success(let seen) = result { completion(seen) }
        }
    }

    /// Remembers the comments shown now, so the next visit can tell what is new. A thread whose
    /// replies arrive as they come into view records often: records of one thread not yet
    /// written are folded into one write of the latest.
    public func recordSeenComments(_ ids: [String], of item: FeedItem, in source: String) {
        seenCounts[source, default: [:]][item.id] = ids.count
        revision += 1
        let id = item.id
        guard unwrittenSeen.replace(Self.key(source, id), with: ids) else { return }
        let unwritten = unwrittenSeen
        write { store in
            guard let latest = unwritten.take(Self.key(source, id)) else { return }
            await store.recordSeenComments(source: source, id: id, ids: latest)
        }
    }

    // MARK: Saved items

    public var savedItems: [SavedItem] { saved }

    public func isSaved(_ item: FeedItem, in source: String) -> Bool {
        savedKeys.contains(Self.key(source, item.id))
    }

    /// `s`: saves or unsaves; returns whether it is saved now.
    @discardableResult
    public func toggleSaved(_ item: FeedItem, in source: String, at date: Date = Date()) -> Bool {
        revision += 1
        let id = item.id
        if let index = saved.firstIndex(where: { $0.source == source && $0.id == id }) {
            saved.remove(at: index)
            write { store in await store.unsave(source: source, id: id) }
            return false
        }
        let entry = SavedItem(source: source, id: id, title: item.title, url: item.articleURL?.absoluteString,
                              discussionURL: item.discussionURL?.absoluteString, savedAt: date)
        saved.insert(entry, at: 0)
        write { store in await store.save(entry) }
        onSave?(item)
        return true
    }

    // MARK: Writing

    private func write(_ operation: @escaping @Sendable (ReadingStore) async -> Void) {
        let store = self.store
        let previous = lastWrite
        lastWrite = Task(priority: .utility) {
            await previous?.value
            await operation(store)
        }
    }

    /// Waits for the writes still on their way, from async code.
    public func writesDone() async {
        await lastWrite?.value
    }

    /// Waits (at most `timeout`) for the writes still on their way: called once, when Tidings
    /// stops, so nothing the reader did is lost.
    public func flush(timeout: DispatchTimeInterval = .seconds(2)) {
        guard let last = lastWrite else { return }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await last.value
            done.signal()
        }
        _ = done.wait(timeout: .now() + timeout)
    }
}
