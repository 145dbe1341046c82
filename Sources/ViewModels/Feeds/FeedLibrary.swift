import Feeds
import FoundationEssentials
import Networking
import Store
import TidingsText

/// Everything the Feeds tab and the command line do with subscriptions, all of it off the run
/// loop: read the feeds file, paint from what is kept, reload every feed (reporting each as it
/// finishes), and read an item's own content. Fetching and parsing come from `Feeds`, keeping
/// from `Store`'s `FeedStore`; this is where the two meet.
public struct FeedLibrary: Sendable {
    /// Where the subscriptions come from: the feeds file, or a list given in code (the demo).
    public enum Subscriptions: Sendable {
        case file(SubscriptionsFile)
        case fixed(SubscriptionList)
    }

    /// The source under which read state and saved items are remembered: the tab's name, as
    /// every source's is (the Saved list says where an item came from by it).
    public static let sourceName = "Feeds"

    public let subscriptions: Subscriptions
    public let store: FeedStore
    public let fetcher: FeedFetcher
    public var limits: FetchLimits

    public init(subscriptions: Subscriptions, store: FeedStore, transport: any HTTPTransport, limits: FetchLimits = FetchLimits()) {
        self.subscriptions = subscriptions
        self.store = store
        fetcher = FeedFetcher(transport: transport)
        self.limits = limits
    }

    /// The subscriptions as the file has them now.
    public func list() throws(SubscriptionsFile.Problem) -> SubscriptionList {
        switch subscriptions {
        case .file(let file): try file.read()
        case .fixed(let list): list
        }
    }

    /// Adds subscriptions (addresses already there are left alone) and writes the file; returns
    /// how many were added.
    public func add(_ new: [Subscription]) throws(SubscriptionsFile.Problem) -> Int {
        guard case .file(let file) = subscriptions else { return 0 }
        var list = try file.read()
        let added = list.add(new)
        if added > 0 { try file.write(list) }
        return added
    }

    /// What subscribing found.
    public enum SubscribeOutcome: Sendable, Equatable {
        /// Added to the feeds file (the address a web page named, when `address` was a page),
        /// its document kept. `through` is the address that was read: the one asked for, or
        /// its plain http form when https could not reach the host.
        case subscribed(Subscription, title: String?, through: URL)
        /// Already in the file.
        case alreadySubscribed(Subscription)
    }

    /// Subscribes to `address`: fetches it first, so only a feed is ever added; a web page is
    /// searched for the feeds it names (autodiscovery) and the first of them that reads as a
    /// feed is subscribed to instead. What arrived is kept, so the tab shows it at once.
    /// `plainWhenUnreachable`: the address was typed without a scheme and https was guessed; a
    /// host that cannot be reached over https is tried over plain http, as a browser does.
    public func subscribe(_ address: URL, tags: [String] = [], name: String? = nil,
                          plainWhenUnreachable: Bool = false) async throws(FeedSubscribeFailure) -> SubscribeOutcome {
        func existing(_ url: URL) throws(FeedSubscribeFailure) -> Subscription? {
            do {
                return try list().subscriptions.first { SubscriptionList.key($0.address) == SubscriptionList.key(url.absoluteString) }
            } catch {
                throw .file(error)
            }
        }
        if let known = try existing(address) { return .alreadySubscribed(known) }
        var target = address
        var document: FeedDocument
        var validators: FeedValidators
        var through = address
        do {
            (document, validators) = try await fetchDocument(address, plainWhenUnreachable: plainWhenUnreachable, answered: &through)
            target = through
        } catch {
            guard case .webPage(_, let alternates) = error, !alternates.isEmpty else { throw .feed(error) }
            var found: (URL, FeedDocument, FeedValidators)?
            for alternate in alternates.prefix(3) {
                if let read = try? await fetchDocument(alternate.url) {
                    found = (alternate.url, read.0, read.1)
                    break
                }
            }
            guard let found else { throw .feed(error) }
            (target, document, validators) = found
        }
        if let known = try existing(target) { return .alreadySubscribed(known) }
        let subscription = Subscription(address: target.absoluteString, tags: tags, name: name)
        do {
            _ = try add([subscription])
        } catch {
            throw .file(error)
        }
        await store.keep(feed: subscription.address, title: document.title, link: document.link?.absoluteString,
                         etag: validators.etag, lastModified: validators.lastModified,
                         items: document.entries.map(ItemRecord.init(entry:)))
        return .subscribed(subscription, title: document.title, through: through)
    }

    /// The same address over http, for a guessed https one.
    public static func plain(_ url: URL) -> URL? {
        guard url.scheme?.lowercased() == "https", var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        parts.scheme = "http"
        return parts.url
    }

    /// `answered` becomes the address that answered (a feed or not): `url`, or its plain http
    /// form when that was tried.
    private func fetchDocument(_ url: URL, plainWhenUnreachable: Bool,
                               answered: inout URL) async throws(FeedFailure) -> (FeedDocument, FeedValidators) {
        answered = url
        do {
            return try await fetchDocument(url)
        } catch {
            guard plainWhenUnreachable, let plain = Self.plain(url) else { throw error }
            switch error {
            case .fetch(.unreachable), .fetch(.timedOut): break
            default: throw error
            }
            answered = plain
            return try await fetchDocument(plain)
        }
    }

    private func fetchDocument(_ url: URL) async throws(FeedFailure) -> (FeedDocument, FeedValidators) {
        switch try await fetcher.fetch(url) {
        case .fetched(let document, let validators): (document, validators)
        case .notModified: throw .notAFeed(host: url.host ?? "the server")
        }
    }

    // MARK: What is kept

    /// The kept items of every subscription, newest first, as rows: what the tab paints at
    /// launch before the network answers. `limit` bounds them (the first screens first);
    /// `images` adds each item's picture (for thumbnails), which costs a second read.
    public func keptRows(of subscriptions: [Subscription], limit: Int? = nil, images: Bool = false) async -> [FeedRow] {
        let addresses = subscriptions.map(\.address)
        let names = await displayNames(subscriptions)
        let items = await store.items(feeds: addresses, limit: limit)
        let pictures = images ? await store.images(feeds: addresses) : [:]
        return items.map { FeedRow(kept: $0, feedName: names[$0.feed] ?? $0.feed, image: pictures[$0.id]) }
    }

    /// The kept items of one feed, newest first.
    public func keptRows(of subscription: Subscription, images: Bool = false) async -> [FeedRow] {
        await keptRows(of: [subscription], images: images)
    }

    /// The ids of the rows whose title, feed, author or summary holds `query` (letter case
    /// and accents aside), in the rows' order: the tab's search, over what is kept.
    public func search(_ query: String, in rows: [FeedRow]) async -> [String] {
        let needle = SearchFolding.fold(query.trimmingSpaces())
        guard !needle.isEmpty else { return [] }
        func holds(_ text: String?) -> Bool {
            guard let text, !text.isEmpty else { return false }
            return SearchFolding.text(text, holdsFolded: needle)
        }
        let feeds = Array(Set(rows.map(\.feedAddress)))
        let summaries = await store.summaries(feeds: feeds)
        return rows.compactMap { row in
            if holds(row.item.title) || holds(row.feedName) || holds(row.item.author) { return row.item.id }
            guard let summary = summaries[row.item.id] else { return nil }
            // Matched against the text a reader sees, not the markup around it.
            return holds(FeedText(summary.text, kind: summary.isHTML ? .html : .text).line) ? row.item.id : nil
        }
    }

    /// Each subscription's state from what is kept: its name, its items' ids (for the unread
    /// count against the reading memory) and when it was last updated. Failures of the last
    /// reload come with its reports.
    /// `rows`: the subscriptions' kept rows when the caller has just read them (the tab at
    /// launch), so the items are not read twice.
    public func states(of subscriptions: [Subscription], rows: [FeedRow]? = nil) async -> [FeedState] {
        let kept = Dictionary(await store.feeds().map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        var ids: [String: [String]] = [:]
        if let rows {
            for row in rows { ids[row.feedAddress, default: []].append(row.item.id) }
        } else {
            for item in await store.items(feeds: subscriptions.map(\.address)) { ids[item.feed, default: []].append(item.id) }
        }
        return subscriptions.map { subscription in
            let feed = kept[subscription.address]
            return FeedState(subscription: subscription, name: Self.name(subscription, title: feed?.title),
                             itemIDs: ids[subscription.address] ?? [], lastUpdate: feed?.checkedAt, failure: nil,
                             link: feed?.link.flatMap(URL.init(string:)).flatMap { WebLink.isOpenable($0) ? $0 : nil })
        }
    }

    /// An item's own text, links and files, for its pane.
    public func content(of id: String) async -> FeedItemContent? {
        guard let kept = await store.content(of: id) else { return nil }
        return FeedItemContent(kept: kept)
    }

    // MARK: Reloading

    /// Fetches every subscription once — at most `limits.total` at once and `limits.perHost` per
    /// host — keeps what arrived, and calls `progress` as each feed finishes (from whichever
    /// task; a screen hands it to the run loop). Returns every report, in the list's order.
    /// Feeds no longer in `subscriptions` are forgotten when `forgetOthers`.
    public func reload(
        _ subscriptions: [Subscription], forgetOthers: Bool = false,
        progress: @escaping @Sendable (FeedReport) async -> Void = { _ in }
    ) async -> [FeedReport] {
        let kept = Dictionary(await store.feeds().map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        var reports = subscriptions.map { FeedReport(subscription: $0, title: Self.name($0, title: kept[$0.address]?.title)) }
        // Addresses that are not fetched at all are reported at once.
        var fetchable: [(index: Int, url: URL)] = []
        for (index, subscription) in subscriptions.enumerated() {
            if let url = subscription.url {
                fetchable.append((index, url))
            } else {
                reports[index].failure = .unsupportedAddress(subscription.address)
                await progress(reports[index])
            }
        }
        let fetched = fetchable
        let fetcher = self.fetcher
        // Documents are kept in batches: one transaction for several feeds writes shared pages
        // once (see FeedStore.keep). A batch is written when it holds enough items, and when
        // the last fetch is done; its feeds are reported then.
        var batch: [(index: Int, document: FeedDocument, validators: FeedValidators)] = []
        var batchItems = 0
        func flush() async {
            guard !batch.isEmpty else { return }
            let written = batch
            batch = []
            batchItems = 0
            let outcomes = await store.keep(written.map { entry in
                KeptDocument(feed: subscriptions[entry.index].address, title: entry.document.title,
                             link: entry.document.link?.absoluteString, etag: entry.validators.etag,
                             lastModified: entry.validators.lastModified, items: entry.document.entries.map(ItemRecord.init(entry:)))
            })
            for (entry, outcome) in zip(written, outcomes) {
                let subscription = subscriptions[entry.index]
                reports[entry.index].title = Self.name(subscription, title: entry.document.title ?? kept[subscription.address]?.title)
                reports[entry.index].itemCount = outcome.itemCount
                reports[entry.index].newCount = outcome.newCount
                reports[entry.index].itemIDs = outcome.ids
                await progress(reports[entry.index])
            }
        }
        await HostLimitedQueue.run(fetched.map(\.url), limits: limits, work: { (position: Int, url: URL) async -> Result<FeedFetch, FeedFailure> in
            let subscription = subscriptions[fetched[position].index]
            let validators = kept[subscription.address].map { FeedValidators(etag: $0.etag, lastModified: $0.lastModified) }
            do throws(FeedFailure) {
                return .success(try await fetcher.fetch(url, validators: validators?.isEmpty == false ? validators : nil))
            } catch {
                return .failure(error)
            }
        }, finished: { (position: Int, result: Result<FeedFetch, FeedFailure>) async in
            let index = fetched[position].index
            switch result {
            case .success(.notModified):
                reports[index].itemCount = kept[subscriptions[index].address]?.itemCount ?? 0
                reports[index].notModified = true
                await progress(reports[index])
            case .success(.fetched(let document, let validators)):
                batch.append((index, document, validators))
                batchItems += document.entries.count
                if batchItems >= Self.itemsPerBatch { await flush() }
            case .failure(let failure):
                reports[index].failure = failure
                await progress(reports[index])
            }
        })
        await flush()
        // 304s are written together: one transaction rather than one per feed.
        await store.markChecked(reports.filter(\.notModified).map(\.subscription.address))
        if forgetOthers { await store.forget(feedsNotIn: subscriptions.map(\.address)) }
        return reports
    }

    /// Items gathered before a batch is written: a few feeds' worth. A cold 300-feed reload
    /// spends 11% less CPU than with one transaction per feed, at no cost in peak memory; 400
    /// items saved a little more time but held 1 MB more.
    static let itemsPerBatch = 150

    /// What a feed is called: its `"~Name"`, else its own title, else its address.
    static func name(_ subscription: Subscription, title: String?) -> String {
        subscription.name ?? (title?.isEmpty == false ? title! : subscription.address)
    }

    private func displayNames(_ subscriptions: [Subscription]) async -> [String: String] {
        let titles = Dictionary(await store.feeds().map { ($0.url, $0.title) }, uniquingKeysWith: { first, _ in first })
        var names: [String: String] = [:]
        for subscription in subscriptions { names[subscription.address] = Self.name(subscription, title: titles[subscription.address] ?? nil) }
        return names
    }
}

/// Why subscribing did not happen: the address gave no feed, or the feeds file could not be
/// read or written.
public enum FeedSubscribeFailure: Error, Sendable, Equatable {
    case feed(FeedFailure)
    case file(SubscriptionsFile.Problem)
}

/// How one feed's reload went.
public struct FeedReport: Sendable, Equatable {
    public var subscription: Subscription
    /// The name it is shown by (`"~Name"`, else its title, else its address).
    public var title: String
    /// Items in the feed's current document (for a 304, the kept document's).
    public var itemCount = 0
    /// Items never seen before.
    public var newCount = 0
    /// The server said nothing changed.
    public var notModified = false
    public var failure: FeedFailure?
    /// The current document's items' ids, in its order (empty for a 304 or a failure).
    public var itemIDs: [String] = []

    public init(subscription: Subscription, title: String) {
        self.subscription = subscription
        self.title = title
    }
}

/// One row of the Feeds tab: an item, and the feed it came from.
public struct FeedRow: Sendable, Equatable {
    /// As every other feed row: title, author, date, link, picture. Its `sourceName` is nil:
    /// every row of the tab belongs to the one source, whatever feed it came from.
    public var item: FeedItem
    public var feedAddress: String
    /// The name its feed is shown by (`"~Name"`, else its title, else its address).
    public var feedName: String
    /// It carries its own content (Enter shows it; otherwise Enter reads the link).
    public var hasContent: Bool

    init(kept: KeptItem, feedName: String, image: String? = nil) {
        let link = kept.link.flatMap(URL.init(string:)).flatMap { WebLink.isOpenable($0) ? $0 : nil }
        item = FeedItem(id: kept.id, title: kept.title ?? link?.absoluteString ?? "Untitled", domain: WebLink.domain(of: link),
                        author: kept.author, date: kept.date, articleURL: link,
                        imageURL: image.flatMap(URL.init(string:)).flatMap { WebLink.isOpenable($0) ? $0 : nil })
        feedAddress = kept.feed
        self.feedName = feedName
        hasContent = kept.hasContent
    }

    public init(item: FeedItem, feedAddress: String, feedName: String, hasContent: Bool) {
        self.item = item
        self.feedAddress = feedAddress
        self.feedName = feedName
        self.hasContent = hasContent
    }
}

/// A subscription's state, for the tab's list of feeds.
public struct FeedState: Sendable, Equatable {
    public var subscription: Subscription
    public var name: String
    /// Its kept items' ids.
    public var itemIDs: [String]
    /// When it was last fetched successfully.
    public var lastUpdate: Date?
    /// How its last reload failed, once one has.
    public var failure: FeedFailure?
    /// Its site (http or https), from its last document.
    public var link: URL?

    public init(subscription: Subscription, name: String, itemIDs: [String] = [], lastUpdate: Date? = nil,
                failure: FeedFailure? = nil, link: URL? = nil) {
        self.subscription = subscription
        self.name = name
        self.itemIDs = itemIDs
        self.lastUpdate = lastUpdate
        self.failure = failure
        self.link = link
    }

    /// Items not in `read`.
    public func unreadCount(read: Set<String>) -> Int {
        itemIDs.reduce(0) { $0 + (read.contains($1) ? 0 : 1) }
    }
}

/// An item's own pane: its text (through the sanitizer and the rich-text layout, never shown
/// raw), what relative links in it resolve against, its files.
public struct FeedItemContent: Sendable, Equatable {
    public var summary: FeedText?
    public var content: FeedText?
    public var base: URL?
    public var enclosures: [Enclosure]
    public var categories: [String]
    public var image: URL?

    /// The full content, else the summary: what Enter shows.
    public var body: FeedText? { content ?? summary }

    init(kept: KeptContent) {
        summary = kept.summary.map { FeedText($0, kind: kept.summaryIsHTML ? .html : .text) }
        content = kept.content.map { FeedText($0, kind: kept.contentIsHTML ? .html : .text) }
        base = kept.contentBase.flatMap(URL.init(string:))
        enclosures = kept.enclosures.compactMap { enclosure in
            URL(string: enclosure.url).map { Enclosure(url: $0, type: enclosure.type, length: enclosure.length) }
        }
        categories = kept.categories
        image = kept.image.flatMap(URL.init(string:))
    }
}

extension ItemRecord {
    /// What the store keeps of a parsed item; an item without a title is kept under the start
    /// of its text, which is what its row shows.
    public init(entry: FeedEntry) {
        self.init(
            identity: entry.identity, guid: entry.guid, title: entry.titleOrText, link: entry.link?.absoluteString, author: entry.author,
            published: entry.published?.date, updated: entry.updated?.date, summary: entry.summary?.value,
            summaryIsHTML: entry.summary?.kind != .text, content: entry.content?.value, contentIsHTML: entry.content?.kind != .text,
            contentBase: entry.contentBase?.absoluteString,
            enclosures: entry.enclosures.map { KeptEnclosure(url: $0.url.absoluteString, type: $0.type, length: $0.length) },
            categories: entry.categories, image: entry.image?.absoluteString)
    }
}
