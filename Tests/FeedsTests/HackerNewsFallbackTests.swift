import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing
@testable import Feeds

/// When Algolia fails, the official API alone serves lists and threads, and says so.
@Suite struct HackerNewsFallbackTests {
    static let official: [String: String] = [
        "topstories.json": "[3,1,2]",
        "item/1.json": TwoAPIServer.story(1),
        "item/2.json": TwoAPIServer.story(2),
        "item/3.json": TwoAPIServer.story(3, kids: [11, 12, 13, 14, 15]),
        "item/11.json": TwoAPIServer.comment(11, parent: 3, kids: [21, 22]),
        "item/12.json": #"{"id":12,"deleted":true,"parent":3,"time":1795000000,"type":"comment","kids":[23]}"#,
        // 13 is unknown (null); 14 and 15 were killed, and only 15 has a reply.
        "item/14.json": #"{"id":14,"dead":true,"by":"troll","parent":3,"time":1795000000,"type":"comment","text":"spam"}"#,
        "item/15.json": #"{"id":15,"dead":true,"by":"troll","parent":3,"time":1795000000,"type":"comment","text":"flamebait","kids":[24]}"#,
    ]

    @Test func algolia503ServesTheListFromTheOfficialAPIWithANotice() async throws {
        let apis = try TwoAPIServer(firebase: Self.official) { _ in .text("<h1>503</h1>", status: 503, contentType: "text/html") }
        let page = try await apis.client().fetchPage(nil)
        #expect(page.items.map(\.id) == ["3", "1", "2"])
        #expect(page.items[0].title == "Official story 3")
        #expect(page.items[0].commentCount == 5)
        #expect(page.notice == .algoliaUnavailable)
    }

    @Test func algolia503BuildsTheThreadsTopLevelFromTheOfficialAPI() async throws {
        let apis = try TwoAPIServer(firebase: Self.official) { _ in .json("{}", status: 503) }
        let discussion = try await apis.client().fetchDiscussion(for: FeedItem(id: "3", title: "From the list"))
        #expect(discussion.notice == .algoliaUnavailable)
        #expect(discussion.item.title == "Official story 3")
        #expect(discussion.comments.map(\.id) == ["11", "12", "15"], "unknown, and dead without replies: left out")
        #expect(discussion.comments[0].replies.isEmpty && discussion.comments[0].replyIDs == ["21", "22"], "replies come later")
        #expect(discussion.comments[1].isDeleted && discussion.comments[1].replyIDs == ["23"], "deleted, replies kept")
        #expect(discussion.comments[2].isDeleted && discussion.comments[2].body == nil, "dead text is not shown")
        #expect(discussion.comments[2].replyIDs == ["24"], "but its replies are")
        #expect(discussion.ordersReplies)
    }

    @Test func anUnreachableAlgoliaFallsBackToo() async throws {
        let apis = try TwoAPIServer(firebase: Self.official) { _ in nil }
        let port = try LoopbackServer.refusedPort()
        let client = apis.client(algoliaURL: URL(string: "http://127.0.0.1:\(port)/algolia")!)
        let page = try await client.fetchPage(nil)
        #expect(page.items.map(\.id) == ["3", "1", "2"])
        #expect(page.notice == .algoliaUnavailable)
    }

    @Test func otherAlgoliaFailuresAreNotHidden() async throws {
        let apis = try TwoAPIServer(firebase: Self.official) { _ in .json(#"{"message":"bad"}"#, status: 400) }
        await #expect(throws: FetchError.httpStatus(host: "127.0.0.1", status: 400, retryAfterSeconds: nil)) {
            try await apis.client().fetchPage(nil)
        }
    }

    @Test func afterAnOutageThreadsSkipAlgoliaUntilTheListIsRefreshed() async throws {
        let healthy = Mutex(false)
        let thread3 = #"{"id":3,"type":"story","author":"op","title":"Algolia's thread","children":[]}"#
        let apis = try TwoAPIServer(firebase: Self.official) { request in
            guard healthy.withLock({ $0 }) else { return .json("{}", status: 502) }
            return request.pathWithoutQuery == "/algolia/items/3" ? .json(thread3) : .json(TwoAPIServer.hits(TwoAPIServer.requestedIDs(request)))
        }
        let client = apis.client()
        #expect(try await client.fetchPage(nil).notice == .algoliaUnavailable)
        // One server error is a bad moment; the second in a row is an outage.
        #expect(try await client.fetchPage(nil).notice == .algoliaUnavailable)
        healthy.withLock { $0 = true }
        let asked = apis.algoliaRequests.count
        let during = try await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(during.notice == .algoliaUnavailable)
        #expect(apis.algoliaRequests.count == asked, "no thread waits for Algolia while it is down")

        let refreshed = try await client.fetchPage(nil)
        #expect(refreshed.notice == nil, "a refresh tries Algolia again")
        #expect(refreshed.items.map(\.title).first == "Algolia story 3")
        let after = try await client.fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(after.notice == nil && after.item.title == "Algolia's thread")
    }

    @Test func aStoryTooNewForAlgoliaIsBuiltFromTheOfficialAPIQuietly() async throws {
        let apis = try TwoAPIServer(firebase: Self.official) { _ in nil }  // Algolia: 404
        let discussion = try await apis.client().fetchDiscussion(for: FeedItem(id: "3", title: "x"))
        #expect(discussion.comments.map(\.id) == ["11", "12", "15"])
        #expect(discussion.notice == nil)
        await #expect(throws: FetchError.itemMissing(service: "Hacker News", id: "99")) {
            try await apis.client().fetchDiscussion(for: FeedItem(id: "99", title: "gone"))
        }
    }
}
