import Feeds
import FeedFixtures
import Foundation
import Networking
import Store
import Testing
@testable import ViewModels

/// A private folder for one test's store; each test removes its own.
func memoryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

@Suite struct ReadingMemoryTests {
    let scheduler = FetchScheduler(wake: {})

    /// A memory over a store file in a fresh folder; the same path opens it again.
    func memory(at path: String?) -> ReadingMemory {
        ReadingMemory(store: ReadingStore(path: path), scheduler: scheduler)
    }

    /// Asks the store for what it holds and waits for that answer itself (not a fixed time: a
    /// loaded machine can take long to give the load a thread).
    func loaded(_ memory: ReadingMemory) async throws {
        let before = memory.revision
        memory.load()
        while memory.revision == before, scheduler.isBusy { await scheduler.deliverNext(timeout: .seconds(120)) }
        try #require(memory.revision > before, "the store's answer arrived")
    }

    @Test func readAndSavedLastAcrossRuns() async throws {
        let folder = try memoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tidings.sqlite3"
        let story = Samples.item(7)
        do {
            let first = memory(at: path)
            try await loaded(first)
            first.markOpened(story, in: "Hacker News")
            #expect(first.isRead(story, in: "Hacker News"))
            #expect(!first.isRead(story, in: "Product Hunt"), "read per source")
            #expect(first.toggleSaved(story, in: "Hacker News"))
            await first.writesDone()
        }
        let second = memory(at: path)
        #expect(!second.isRead(story, in: "Hacker News"), "nothing until the store has answered")
        try await loaded(second)
        #expect(second.isRead(story, in: "Hacker News"))
        #expect(second.savedItems.map(\.title) == ["Story number 7"])
        #expect(second.isSaved(story, in: "Hacker News"))
        #expect(!second.toggleRead(story, in: "Hacker News"), "m makes it unread")
        #expect(!second.toggleSaved(story, in: "Hacker News"), "s again unsaves")
        await second.writesDone()
        let third = memory(at: path)
        try await loaded(third)
        #expect(!third.isRead(story, in: "Hacker News"))
        #expect(third.savedItems.isEmpty)
    }

    @Test func repliesFetchedAsTheyComeIntoViewCountAsSeen() async throws {
        // The official API alone: the top level first, each comment's replies as it comes into
        // view. After the whole thread has been shown, nothing in it is new.
        let folder = try memoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tidings.sqlite3"
        var story = Samples.item(7)
        story.commentCount = 5
        let lazy = Discussion(item: story, comments: [
            Comment(id: "x", author: "ann", date: nil, body: .plain("Top"), replyIDs: ["x1", "x2"]),
            Comment(id: "z", author: "cy", date: nil, body: .plain("No replies"), replyIDs: ["z1"]),
        ], ordersReplies: true, notice: .algoliaUnavailable)
        let source = ReplyOrderSource(lazy, orders: [
            "x": ReplyOrder(ids: ["x1", "x2"], added: [Comment(id: "x1", author: "d", date: nil, body: .plain("1")),
                                                     Comment(id: "x2", author: "e", date: nil, body: .plain("2"))]),
            "z": ReplyOrder(ids: ["z1"], added: [Comment(id: "z1", author: "f", date: nil, body: .plain("3"))]),
        ])
        do {
            let memory = memory(at: path)
            let visit = DiscussionViewModel(item: story, source: source, scheduler: scheduler, memory: memory)
            visit.loadIfNeeded()
            await scheduler.deliverNext()
            visit.commentsOnScreen(0..<3)
            while visit.replyRequestsRunning > 0 || scheduler.isBusy { await scheduler.deliverNext() }
            #expect(memory.newCommentCount(story, in: source.name) == 0, "every comment shown was seen")
            await memory.writesDone()
        }
        let later = memory(at: path)
        try await loaded(later)
        #expect(later.newCommentCount(story, in: source.name) == 0, "and that is what the store kept")
    }

    @Test func newCommentsAreThoseSinceTheLastVisit() async throws {
        let folder = try memoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tidings.sqlite3"
        let source = ScriptedSource(name: "Hacker News")
        var story = Samples.item(7)
        source.setDiscussion("7", .success(Discussion(item: story, comments: [Samples.comment("a", "one"), Samples.comment("b", "two")])))
        do {
            let memory = memory(at: path)
            let visit = DiscussionViewModel(item: story, source: source, scheduler: scheduler, memory: memory)
            visit.loadIfNeeded()
            while scheduler.isBusy { await scheduler.deliverNext() }
            #expect(visit.newComments.isEmpty, "a first visit marks nothing as new")
            await memory.writesDone()
        }
        // Later: one reply and one new top-level comment.
        source.setDiscussion("7", .success(Discussion(item: story, comments: [
            Samples.comment("a", "one", replies: [Samples.comment("c", "reply")]), Samples.comment("b", "two"), Samples.comment("d", "three"),
        ])))
        let memory = memory(at: path)
        try await loaded(memory)
        story.commentCount = 4
        #expect(memory.newCommentCount(story, in: "Hacker News") == 2, "the feed row can say 2 new")
        let visit = DiscussionViewModel(item: story, source: source, scheduler: scheduler, memory: memory)
        visit.loadIfNeeded()
        while scheduler.isBusy { await scheduler.deliverNext() }
        #expect(visit.newComments == ["c", "d"])
        #expect(visit.newEntry(after: 0, forward: true) == 2, "N goes to the new reply first")
        #expect(visit.newEntry(after: 2, forward: true) == 4)
        #expect(visit.newEntry(after: 4, forward: true) == nil)
        #expect(visit.newEntry(after: 4, forward: false) == 2)
        #expect(memory.newCommentCount(story, in: "Hacker News") == 0, "seen now")
    }
}

/// A thread kept from an earlier fetch, while the network never answers (until cancelled).
struct KeptThreadSource: FeedSource {
    var name: String { "Hacker News" }
    var listName: String { "Front page" }
    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [], next: nil) }
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        if options.cachePolicy == .cacheOnly {
            options.provenance?.noteCopy(madeAt: Date(timeIntervalSince1970: 1_000))
            return Discussion(item: item, comments: [Samples.comment("a", "one"), Samples.comment("b", "two")])
        }
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
        throw .cancelled
    }
}

@Suite struct KeptThreadMemoryTests {
    @Test func commentsShownFromTheKeptCopyCountAsSeenWhenTheReaderLeavesAtOnce() async throws {
        let scheduler = FetchScheduler(wake: {})
        let folder = try memoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tidings.sqlite3"
        let store = ReadingStore(path: path)
        let memory = ReadingMemory(store: store, scheduler: scheduler)
        let story = Samples.item(7)
        let visit = DiscussionViewModel(item: story, source: KeptThreadSource(), scheduler: scheduler, memory: memory, peeksAtKeptCopy: true)
        visit.loadIfNeeded()
        for _ in 0..<2_000 where visit.tree.count == 0 { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        #expect(visit.tree.count == 2, "the kept copy is on screen")
        visit.cancel()  // Escape before the network answers
        for _ in 0..<20 { await scheduler.deliverNext(timeout: .milliseconds(5)) }
        await memory.writesDone()
        #expect(await store.seenComments(source: "Hacker News", id: "7") == ["a", "b"])
    }
}
