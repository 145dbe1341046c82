import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing
@testable import Feeds

/// Only the user's own requests decide that one of Hacker News' APIs is down, and only from
/// failures that mean down; a background fetch never changes what the user gets.
@Suite struct HackerNewsHealthTests {
    static let official: [String: String] = [
        "topstories.json": "[3,1,2]",
        "item/1.json": TwoAPIServer.story(1),
        "item/2.json": TwoAPIServer.story(2),
        "item/3.json": TwoAPIServer.story(3, kids: [11]),
        "item/11.json": TwoAPIServer.comment(11, parent: 3),
    ]

    static func thread(_ id: Int) -> String {
        #"{"id":\#(id),"type":"story","author":"op","title":"Algolia's thread \#(id)","children":[{"id":11,"author":"ann","text":"hi","children":[]}]}"#
    }

    /// Algolia answers lists and threads; the thread of story 3 hangs (a prefetch that times out).
    static func algolia(hanging: Int?) -> @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply? {
        { request in
            let path = request.pathWithoutQuery
            if path.hasPrefix("/algolia/items/") {
                let id = Int(path.dropFirst("/algolia/items/".count)) ?? 0
                return id == hanging ? .hang : .json(thread(id))
            }
            return .json(TwoAPIServer.hits(TwoAPIServer.requestedIDs(request)))
        }
    }

    @Test func aPrefetchThatTimesOutNeverMakesAlgoliaDown() async throws {
        let apis = try TwoAPIServer(firebase: Self.official, algolia: Self.algolia(hanging: 3))
        defer { apis.server.stop() }
        let client = apis.client(timeout: 1)
        let item = FeedItem(id: "3", title: "held by the server")
        await #expect(throws: FetchError.timedOut(host: "127.0.0.1", seconds: 1)) {
            try await client.fetchDiscussion(for: item, options: FetchOptions(isBackground: true), progress: nil)
        }
        #expect(!client.algolia.isDown)
        #expect(apis.firebasePaths.filter { $0 == "item/11.json" }.isEmpty, "a prefetch never falls back to the official API")
        let page = try await client.fetchPage(nil)
        #expect(page.notice == nil)
        #expect(page.items.first?.title == "Algolia story 3")
        let other = try await client.fetchDiscussion(for: FeedItem(id: "1", title: "x"))
        #expect(other.notice == nil && other.item.title == "Algolia's thread 1")
    }

    @Test func oneSlowThreadFallsBackAloneAndTheNextThreadUsesAlgolia() async throws {
        let apis = try TwoAPIServer(firebase: Self.official, algolia: Self.algolia(hanging: 3))
        defer { apis.server.stop() }
        let client = apis.client(timeout: 1)
        let slow = try await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(slow.notice == .algoliaUnavailable, "this thread came from the official API")
        #expect(slow.comments.map(\.id) == ["11"])
        #expect(!client.algolia.isDown, "one slow large thread is not an outage")
        let next = try await client.fetchDiscussion(for: FeedItem(id: "1", title: "x"))
        #expect(next.notice == nil && next.item.title == "Algolia's thread 1")
    }

    @Test func aRefusedConnectionIsAnOutageRetriedAfterTheBackOff() async throws {
        let apis = try TwoAPIServer(firebase: Self.official, algolia: Self.algolia(hanging: nil))
        defer { apis.server.stop() }
        let clock = Mutex(Date(timeIntervalSince1970: 1_000))
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/algolia")!
        // The same tab's health, seen through two clients: one whose Algolia refuses, one whose answers.
        let broken = apis.client(algoliaURL: refused, now: { clock.withLock { $0 } })
        _ = try await broken.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(broken.algolia.isDown && broken.algolia.shouldSkip)
        clock.withLock { $0 += ServiceHealth.backOff - 1 }
        #expect(broken.algolia.shouldSkip, "within the back-off, requests skip Algolia")
        clock.withLock { $0 += 2 }
        #expect(!broken.algolia.shouldSkip, "after it, the next user request tries Algolia again")
    }

    @Test func afterTheBackOffTheNextThreadTriesAlgoliaAndFindsItBack() async throws {
        let healthy = Mutex(false)
        let apis = try TwoAPIServer(firebase: Self.official) { request in
            guard healthy.withLock({ $0 }) else { return .json("{}", status: 503) }
            return Self.algolia(hanging: nil)(request)
        }
        defer { apis.server.stop() }
        let clock = Mutex(Date(timeIntervalSince1970: 1_000))
        let client = apis.client(now: { clock.withLock { $0 } })
        _ = try await client.fetchPage(nil)
        #expect(!client.algolia.isDown, "one server error is a bad moment")
        _ = try await client.fetchDiscussion(for: FeedItem(id: "1", title: "x"))
        #expect(client.algolia.isDown, "the second in a row is an outage")
        healthy.withLock { $0 = true }
        let asked = apis.algoliaRequests.count
        let during = try await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(during.notice == .algoliaUnavailable && apis.algoliaRequests.count == asked)
        clock.withLock { $0 += ServiceHealth.backOff + 1 }
        let after = try await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(after.notice == nil && after.item.title == "Algolia's thread 3", "tried again without a refresh of the list")
        #expect(!client.algolia.isDown)
    }

    @Test func aSearchResultTheOfficialAPIDoesNotKnowStillOpensWhileAlgoliaIsDown() async throws {
        let healthy = Mutex(false)
        let apis = try TwoAPIServer(firebase: Self.official) { request in
            guard healthy.withLock({ $0 }) else { return .json("{}", status: 502) }
            return Self.algolia(hanging: nil)(request)
        }
        defer { apis.server.stop() }
        let client = apis.client()
        _ = try await client.fetchPage(nil)
        _ = try await client.fetchPage(nil)
        #expect(client.algolia.shouldSkip)
        healthy.withLock { $0 = true }
        // Story 77 came from a search; the official API answers null for it.
        let result = try await client.fetchDiscussion(for: FeedItem(id: "77", title: "found by search"))
        #expect(result.item.title == "Algolia's thread 77")
        #expect(!client.algolia.isDown, "and Algolia counts as back")
    }

    @Test func aBackgroundFetchFailingNeverMovesTheHealthEvenWhenRefused() async throws {
        let apis = try TwoAPIServer(firebase: Self.official, algolia: Self.algolia(hanging: nil))
        defer { apis.server.stop() }
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/algolia")!
        let client = apis.client(algoliaURL: refused)
        for _ in 0..<3 {
            _ = try? await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"), options: FetchOptions(isBackground: true), progress: nil)
        }
        #expect(!client.algolia.isDown)
    }

    @Test func anUnreachableOfficialAPIServesEachListFromAlgoliaWithANote() async throws {
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/firebase")!
        let apis = try TwoAPIServer(firebase: [:]) { request in
            let page = Int(request.query["page"] ?? "0") ?? 0
            let base = (request.pathWithoutQuery.hasSuffix("search_by_date") ? 500 : 100) + page * 30
            return .json(#"{"hits":[\#((base..<base + 2).map { #"{"objectID":"\#($0)","title":"Hit \#($0)","created_at_i":1795000000}"# }.joined(separator: ","))],"page":\#(page),"nbPages":3}"#)
        }
        defer { apis.server.stop() }
        for list in HackerNewsList.allCases {
            let client = apis.client(list: list, firebaseURL: refused)
            let page = try await client.fetchPage(nil)
            #expect(page.notice == .officialUnavailable, "\(list)")
            #expect(!page.items.isEmpty, "\(list)")
            let request = try #require(apis.algoliaRequests.last)
            switch list {
            case .front: #expect(request.pathWithoutQuery == "/algolia/search" && request.query["tags"] == "front_page")
            case .new: #expect(request.pathWithoutQuery == "/algolia/search_by_date" && request.query["tags"] == "story")
            case .ask: #expect(request.pathWithoutQuery == "/algolia/search_by_date" && request.query["tags"] == "ask_hn")
            case .show: #expect(request.pathWithoutQuery == "/algolia/search_by_date" && request.query["tags"] == "show_hn")
            case .jobs: #expect(request.pathWithoutQuery == "/algolia/search_by_date" && request.query["tags"] == "job")
            case .best: #expect(request.query["numericFilters"]?.hasPrefix("created_at_i>") == true)
            }
            let next = try #require(page.next)
            let second = try await client.fetchPage(next)
            #expect(second.notice == .officialUnavailable && second.items.first.map { $0.id != page.items.first?.id } == true,
                    "later pages come from Algolia too")
        }
    }

    @Test func aThreadWhoseOfficialStoryFailsComesInAlgoliasOrderWithANote() async throws {
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/firebase")!
        let apis = try TwoAPIServer(firebase: [:], algolia: Self.algolia(hanging: nil))
        defer { apis.server.stop() }
        let discussion = try await apis.client(firebaseURL: refused).fetchDiscussion(for: FeedItem(id: "5", title: "x"))
        #expect(discussion.item.title == "Algolia's thread 5")
        #expect(discussion.notice == .officialUnavailable)
        #expect(!discussion.ordersReplies, "the official API is not asked about each comment's replies")
    }

    @Test func theOfficialTopLevelComesAPageAtATime() async throws {
        let kids = Array(1_000..<21_000)
        var official = ["item/9.json": TwoAPIServer.story(9, kids: kids)]
        for kid in kids.prefix(70) { official["item/\(kid).json"] = TwoAPIServer.comment(kid, parent: 9) }
        let apis = try TwoAPIServer(firebase: official) { _ in .json("{}", status: 503) }
        defer { apis.server.stop() }
        let client = apis.client()
        let item = FeedItem(id: "9", title: "x")
        let first = try await client.fetchDiscussion(for: item)
        #expect(first.comments.map(\.id) == kids.prefix(HackerNewsClient.topLevelPage).map(String.init))
        #expect(apis.firebasePaths.count <= HackerNewsClient.topLevelPage + 1, "a screenful of requests, not 20,000")
        let cursor = try #require(first.moreComments)
        let second = try await client.fetchMoreComments(for: item, after: cursor)
        #expect(second.comments.map(\.id) == kids.dropFirst(30).prefix(30).map(String.init), "the next page, in the site's order")
    }

    @Test func aPrefetchFetchesNoneOfTheRepliesAlgoliaLacks() async throws {
        let kids = Array(1_000..<21_000)
        let apis = try TwoAPIServer(firebase: ["item/9.json": TwoAPIServer.story(9, kids: kids)], algolia: Self.algolia(hanging: nil))
        defer { apis.server.stop() }
        let client = apis.client()
        _ = try await client.fetchDiscussion(for: FeedItem(id: "9", title: "x"), options: FetchOptions(isBackground: true), progress: nil)
        #expect(apis.firebasePaths == ["item/9.json"], "the story only: \(apis.firebasePaths.prefix(5))")
        _ = try await client.fetchDiscussion(for: FeedItem(id: "9", title: "x"))
        #expect(apis.firebasePaths.count <= 2 + HackerNewsClient.topLevelPage, "the reader's visit: a screenful at most")
    }

    @Test func aPrefetchIsHeldToASmallerSize() async throws {
        let big = #"{"id":9,"children":[{"id":10,"author":"a","text":""# + String(repeating: "x", count: 17 << 20) + #"","children":[]}]}"#
        let apis = try TwoAPIServer(firebase: ["item/9.json": TwoAPIServer.story(9)]) { _ in .json(big) }
        defer { apis.server.stop() }
        let client = apis.client()
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await client.fetchDiscussion(for: FeedItem(id: "9", title: "x"), options: FetchOptions(isBackground: true), progress: nil)
        }
        let opened = try await client.fetchDiscussion(for: FeedItem(id: "9", title: "x"))
        #expect(opened.comments.count == 1, "the reader's own open reads it")
    }
}

/// A prefetch only fetches what Enter will ask for, so the transport keeps it: the thread is not
/// read (however large), nothing more is asked, and it never decides that an API is down.
@Suite struct HackerNewsPrefetchTests {
    @Test func aPrefetchAsksForTheThreadAndTheStoryAndNothingElse() async throws {
        let kids = Array(1_000..<1_100)
        let apis = try TwoAPIServer(firebase: ["item/9.json": TwoAPIServer.story(9, kids: kids)],
                                    algolia: HackerNewsHealthTests.algolia(hanging: nil))
        defer { apis.server.stop() }
        try await apis.client().prefetchDiscussion(for: FeedItem(id: "9", title: "x"), options: FetchOptions(isBackground: true))
        #expect(apis.firebasePaths == ["item/9.json"])
        #expect(apis.algoliaRequests.map(\.pathWithoutQuery) == ["/algolia/items/9"])
    }

    @Test func aPrefetchedThreadIsNotRead() async throws {
        // Not a thread at all: reading it would fail; fetching it to keep does not.
        let apis = try TwoAPIServer(firebase: ["item/9.json": TwoAPIServer.story(9)]) { _ in .json(#"{"id":9,"children":[{"#) }
        defer { apis.server.stop() }
        let client = apis.client()
        try await client.prefetchDiscussion(for: FeedItem(id: "9", title: "x"), options: FetchOptions(isBackground: true))
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await client.fetchDiscussion(for: FeedItem(id: "9", title: "x"))
        }
    }

    @Test func aPrefetchThatTimesOutNeverMakesAlgoliaDown() async throws {
        let apis = try TwoAPIServer(firebase: HackerNewsHealthTests.official, algolia: HackerNewsHealthTests.algolia(hanging: 3))
        defer { apis.server.stop() }
        let client = apis.client(timeout: 1)
        await #expect(throws: FetchError.timedOut(host: "127.0.0.1", seconds: 1)) {
            try await client.prefetchDiscussion(for: FeedItem(id: "3", title: "x"), options: FetchOptions(isBackground: true))
        }
        #expect(!client.algolia.isDown)
        #expect(apis.firebasePaths.filter { $0 == "item/11.json" }.isEmpty, "a prefetch never falls back to the official API")
    }

    @Test func aPrefetchIsHeldToTheSmallerSize() async throws {
        let big = String(repeating: " ", count: ResponseLimits.backgroundThreadBytes + 1)
        let apis = try TwoAPIServer(firebase: ["item/9.json": TwoAPIServer.story(9)]) { _ in .json(big) }
        defer { apis.server.stop() }
        await #expect(throws: FetchError.self) {
            try await apis.client().prefetchDiscussion(for: FeedItem(id: "9", title: "x"), options: FetchOptions(isBackground: true))
        }
    }

    @Test func nothingIsFetchedAheadWhileAlgoliaIsDown() async throws {
        let apis = try TwoAPIServer(firebase: HackerNewsHealthTests.official, algolia: HackerNewsHealthTests.algolia(hanging: nil))
        defer { apis.server.stop() }
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/algolia")!
        let broken = apis.client(algoliaURL: refused)
        _ = try await broken.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(broken.algolia.isDown)
        let asked = apis.firebasePaths.count
        await #expect(throws: FetchError.cancelled) {
            try await broken.prefetchDiscussion(for: FeedItem(id: "1", title: "x"), options: FetchOptions(isBackground: true))
        }
        #expect(apis.firebasePaths.count == asked, "nothing asked of the official API either")
    }
}

@Suite struct FirebaseItemCacheTests {
    @Test func theOldestItemsGoPastTheCapacity() throws {
        let cache = FirebaseItemCache(capacity: 100)
        let item = try JSONDecoder().decode(FirebaseItem.self, from: Data(TwoAPIServer.comment(1, parent: 0).utf8))
        for id in 0..<1_000 { cache.store(item, for: id) }
        #expect(cache.count == 100)
        #expect(cache[999] != nil && cache[900] != nil && cache[899] == nil)
    }
}

@Suite struct ServiceHealthTests {
    let refused = FetchError.unreachable(host: "hn.algolia.com", reason: "connection refused")
    let timeout = FetchError.timedOut(host: "hn.algolia.com", seconds: 15)
    let serverError = FetchError.httpStatus(host: "hn.algolia.com", status: 502, retryAfterSeconds: nil)

    @Test func onlyTheUsersRequestsJudge() {
        let health = ServiceHealth()
        #expect(health.noteFailure(refused, weight: .small, FetchOptions(isBackground: true)), "a prefetch may still fall back itself")
        #expect(!health.isDown, "but never decides for the user")
        #expect(!health.noteFailure(refused, weight: .small, FetchOptions(cachePolicy: .cacheOnly)), "a look at kept copies never falls back")
        #expect(!health.isDown)
        health.noteFailure(refused, weight: .small, .standard)
        #expect(health.isDown)
    }

    @Test func onlyFailuresThatMeanDown() {
        let health = ServiceHealth()
        health.noteFailure(timeout, weight: .large, .standard)
        #expect(!health.isDown, "a slow large thread")
        health.noteFailure(.httpStatus(host: "x", status: 404, retryAfterSeconds: nil), weight: .small, .standard)
        health.noteFailure(.unexpectedAnswer(host: "x"), weight: .small, .standard)
        #expect(!health.isDown, "refusing one request is not being down")
        health.noteFailure(serverError, weight: .small, .standard)
        #expect(!health.isDown, "one server error")
        health.noteAnswered(.standard)
        health.noteFailure(serverError, weight: .small, .standard)
        #expect(!health.isDown, "not twice in a row")
        health.noteFailure(serverError, weight: .large, .standard)
        #expect(health.isDown, "twice in a row")
        let timing = ServiceHealth()
        timing.noteFailure(timeout, weight: .small, .standard)
        #expect(timing.isDown, "a small request timing out")
    }

    @Test func aRefreshGivesAnotherChance() {
        let health = ServiceHealth()
        health.noteFailure(refused, weight: .small, .standard)
        health.giveAnotherChance()
        #expect(!health.isDown && !health.shouldSkip)
    }
}
