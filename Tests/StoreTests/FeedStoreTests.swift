import Foundation
import Testing
@testable import Store

func record(_ identity: String, title: String? = nil, link: String? = nil, published: TimeInterval? = nil,
            content: String? = nil) -> ItemRecord {
    ItemRecord(identity: identity, guid: identity, title: title ?? identity, link: link,
               published: published.map(Date.init(timeIntervalSince1970:)), summary: "s-" + identity, content: content)
}

@Suite struct FeedStoreTests {
    let feed = "https://example.org/feed.xml"

    @Test func keepsADocumentAndReadsItBackNewestFirst() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings/feeds.sqlite3").path
        let now = Date(timeIntervalSince1970: 2_000)
        do {
            let store = FeedStore(path: path)
            let outcome = await store.keep(feed: feed, title: "Feed", link: "https://example.org/", etag: "\"e\"", lastModified: "lm",
                                           items: [record("a", published: 1_000, content: "<p>A</p>"), record("b", published: 1_500), record("c")],
                                           at: now)
            #expect(outcome.itemCount == 3 && outcome.newCount == 3 && outcome.ids.count == 3)
            #expect(Set(outcome.ids).count == 3 && outcome.ids.allSatisfy { $0.utf8.count == 15 })
        }
        let store = FeedStore(path: path)
        #expect(store.takeNotices().isEmpty)
        let kept = await store.feed(feed)
        #expect(kept?.title == "Feed" && kept?.etag == "\"e\"" && kept?.lastModified == "lm" && kept?.itemCount == 3)
        #expect(kept?.checkedAt == now && kept?.updatedAt == now)
        // An item without a date sorts by when it was first seen.
        let items = await store.items()
        #expect(items.map(\.title) == ["c", "b", "a"])
        #expect(items.map(\.hasContent) == [false, false, true])
        let content = try #require(await store.content(of: items[2].id))
        #expect(content.content == "<p>A</p>" && content.summary == "s-a" && content.guid == "a")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func readStateKeysSurviveAFeedThatRewritesItsItems() async {
        let store = FeedStore(path: nil)
        let first = await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil, items: [
            record("guid-1", title: "One", link: "https://example.org/1"),
            record("guid-2", title: "Two", link: "https://example.org/2"),
            record("Untitled note", title: "Untitled note"),
        ])
        // The next document: new guids for the same links, an edited title, no link still.
        let second = await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil, items: [
            record("https://example.org/2", title: "Two (updated)", link: "https://example.org/2"),
            record("tag:new,1", title: "One", link: "https://example.org/1"),
            record("Untitled note", title: "Untitled note"),
            record("guid-3", title: "Three", link: "https://example.org/3"),
        ])
        #expect(second.newCount == 1)
        #expect(second.ids[0] == first.ids[1] && second.ids[1] == first.ids[0] && second.ids[2] == first.ids[2])
        #expect(!first.ids.contains(second.ids[3]))
        let titles = await store.items().map(\.title)
        #expect(titles.contains("Two (updated)") && !titles.contains("Two"))
        // Ids depend on the feed and the identity only: the same item gets the same id in a new
        // file (a damaged store replaced), so read state still finds it.
        let fresh = FeedStore(path: nil)
        let again = await fresh.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil,
                                     items: [record("guid-1", title: "One", link: "https://example.org/1")])
        #expect(again.ids == [first.ids[0]])
        let otherFeed = await fresh.keep(feed: "https://other.example/feed", title: nil, link: nil, etag: nil, lastModified: nil,
                                         items: [record("guid-1", title: "One", link: "https://example.org/1")])
        #expect(otherFeed.ids != again.ids, "the same guid in another feed is another item")
    }

    @Test func itemsAFeedDropsAreKeptUpToALimit() async {
        let store = FeedStore(path: nil)
        let all = (0..<(FeedStore.keptPerFeed + 20)).map { record("i\($0)", published: TimeInterval(10_000 - $0)) }
        await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil, items: Array(all.prefix(10)))
        for start in stride(from: 10, to: all.count, by: 10) {
            await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil, items: Array(all[start..<min(all.count, start + 10)]))
        }
        let items = await store.items(feeds: [feed])
        #expect(items.count == FeedStore.keptPerFeed + 10, "the current document, and \(FeedStore.keptPerFeed) it dropped")
        #expect(items.filter(\.inDocument).count == 10)
        #expect(Set(items.filter(\.inDocument).map(\.title)) == Set((all.count - 10..<all.count).map { "i\($0)" }))
        // Dates fall as the index grows: of the items dropped, the oldest went.
        let last = FeedStore.keptPerFeed + 9
        #expect(items.contains { $0.title == "i0" } && !items.contains { $0.title == "i\(last)" })
    }

    @Test func unchangedItemsAreNotWrittenAgainAndFutureDatesWait() async {
        let store = FeedStore(path: nil)
        let now = Date(timeIntervalSince1970: 5_000)
        await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil,
                         items: [record("x", published: 4_000), record("future", published: 99_999_999)], at: now)
        let later = await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil,
                                     items: [record("x", published: 4_000), record("future", published: 99_999_999)], at: Date(timeIntervalSince1970: 9_000))
        #expect(later.newCount == 0)
        let items = await store.items()
        // Claiming a date after it was first seen does not keep an item on top forever.
        #expect(items.first { $0.title == "future" }?.date == now)
        #expect(items.allSatisfy { $0.firstSeen == now })
    }

    @Test func notModifiedAndForgottenFeeds() async {
        let store = FeedStore(path: nil)
        await store.keep(feed: feed, title: "One", link: nil, etag: nil, lastModified: nil, items: [record("a")])
        await store.keep(feed: "https://gone.example/feed", title: "Gone", link: nil, etag: nil, lastModified: nil, items: [record("b")])
        let checked = Date(timeIntervalSince1970: 7_000)
        await store.markChecked([feed, "https://new.example/feed"], at: checked)
        #expect(await store.feed(feed)?.checkedAt == checked)
        #expect(await store.feed(feed)?.title == "One", "a 304 keeps the rest")
        await store.forget(feedsNotIn: [feed])
        #expect(await store.feeds().map(\.url) == [feed])
        #expect(await store.items().map(\.title) == ["a"])
        #expect(await store.items(feeds: []).isEmpty)
        #expect(await store.items(feeds: [feed, "https://none.example/"]).count == 1)
    }

    @Test func anUnwritableFileIsSaidOnceAndTheRunGoesOn() async throws {
        let folder = try scratchFolder()
        defer {
            chmod(folder.path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0o500)
        guard getuid() != 0 else { return }
        let store = FeedStore(path: folder.appendingPathComponent("sub/feeds.sqlite3").path)
        #expect(!store.takeNotices().isEmpty)
        await store.keep(feed: feed, title: nil, link: nil, etag: nil, lastModified: nil, items: [record("a")])
        #expect(await store.items().count == 1, "kept in memory for the run")
    }

    @Test func severalFeedsKeptInOneTransaction() async {
        let store = FeedStore(path: nil)
        let outcomes = await store.keep([
            KeptDocument(feed: "https://a.example/", title: "A", link: nil, etag: "a", lastModified: nil, items: [record("1"), record("2")]),
            KeptDocument(feed: "https://b.example/", title: "B", link: nil, etag: nil, lastModified: "b", items: [record("1")]),
        ])
        #expect(outcomes.map(\.newCount) == [2, 1] && outcomes.map(\.itemCount) == [2, 1])
        #expect(outcomes[0].ids[0] != outcomes[1].ids[0], "the same guid in two feeds is two items")
        #expect(await store.feeds().map(\.url).sorted() == ["https://a.example/", "https://b.example/"])
        #expect(await store.feed("https://a.example/")?.etag == "a")
        #expect(await store.feed("https://b.example/")?.lastModified == "b")
        let again = await store.keep([KeptDocument(feed: "https://a.example/", title: "A", link: nil, etag: nil, lastModified: nil,
                                                    items: [record("2"), record("3")])])
        #expect(again.first?.newCount == 1 && again.first?.ids.first == outcomes[0].ids[1])
    }

    @Test func mergingMatchesByIdentityThenLinkThenTitle() {
        let known = [
            FeedMerge.Known(id: "1", identity: "g1", link: "L1", title: "T1", digest: 0, firstSeen: 1, inDocument: true),
            FeedMerge.Known(id: "2", identity: "g2", link: "shared", title: "T2", digest: 0, firstSeen: 1, inDocument: true),
            FeedMerge.Known(id: "3", identity: "g3", link: "shared", title: "T3", digest: 0, firstSeen: 1, inDocument: true),
            FeedMerge.Known(id: "4", identity: "T4", link: nil, title: "T4", digest: 0, firstSeen: 1, inDocument: true),
        ]
        let plan = FeedMerge.plan(feed: "f", incoming: [
            ItemRecord(identity: "new-guid", title: "T1", link: "L1"),
            // A link two kept items share says nothing about which this is.
            ItemRecord(identity: "other", title: "T2", link: "shared"),
            ItemRecord(identity: "T4 renamed", title: "T4", link: nil),
        ], existing: known, now: 10)
        #expect(plan.ids[0] == "1" && plan.ids[2] == "4")
        #expect(!["2", "3"].contains(plan.ids[1]))
        #expect(plan.newCount == 1)
        #expect(Set(plan.dropped) == ["2", "3"])
    }
}
