import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// The order comes from the official API, the content from Algolia, against two loopback APIs
/// that disagree.
@Suite struct HackerNewsOrderTests {
    @Test func theOfficialRankBeatsAlgoliasOrder() async throws {
        let apis = try TwoAPIServer(firebase: ["topstories.json": "[3,1,2]"]) { _ in .json(TwoAPIServer.hits([1, 2, 3])) }
        let page = try await apis.client().fetchPage(nil)
        #expect(page.items.map(\.id) == ["3", "1", "2"])
        #expect(page.items.first?.title == "Algolia story 3", "the content is Algolia's")
        #expect(page.notice == nil)
        #expect(page.next == nil)
        let search = try #require(apis.algoliaRequests.first)
        #expect(search.pathWithoutQuery == "/algolia/search")
        #expect(search.query["tags"] == "story,(story_3,story_1,story_2)")
        #expect(search.query["hitsPerPage"] == "30")
        #expect(apis.firebasePaths == ["topstories.json"], "no item requests when Algolia has them all")
    }

    @Test func eachListReadsItsOfficialList() async throws {
        let names: [HackerNewsList: String] = [.front: "topstories", .new: "newstories", .best: "beststories",
                                               .ask: "askstories", .show: "showstories", .jobs: "jobstories"]
        for (list, name) in names {
            let apis = try TwoAPIServer(firebase: ["\(name).json": "[5]", "item/5.json": TwoAPIServer.story(5)]) { _ in .json(TwoAPIServer.hits([5])) }
            let page = try await apis.client(list: list).fetchPage(nil)
            #expect(page.items.map(\.id) == ["5"], "\(list)")
            #expect(apis.firebasePaths.first == "\(name).json")
        }
    }

    @Test func jobPostsComeFromTheOfficialAPIWithoutPoints() async throws {
        let apis = try TwoAPIServer(firebase: [
            "jobstories.json": "[9]",
            "item/9.json": #"{"id":9,"type":"job","by":"acme","time":1795000000,"title":"Acme is hiring","score":1,"url":"https://acme.example/jobs"}"#,
        ]) { _ in .json(TwoAPIServer.hits([])) }
        let page = try await apis.client(list: .jobs).fetchPage(nil)
        #expect(page.items.map(\.title) == ["Acme is hiring"])
        #expect(page.items[0].score == nil)
        #expect(apis.algoliaRequests.isEmpty, "Algolia tags jobs 'job', so it is not asked")
    }

    @Test func anAnswerThatIsNotAListIsUnexpected() async throws {
        let apis = try TwoAPIServer(firebase: ["topstories.json": #"{"error":"Permission denied"}"#]) { _ in nil }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) {
            try await apis.client().fetchPage(nil)
        }
    }

    @Test func pagingWalksTheIDList30AtATime() async throws {
        let ids = Array((1...35).reversed())
        let apis = try TwoAPIServer(firebase: ["topstories.json": "\(ids)"]) { request in
            .json(TwoAPIServer.hits(TwoAPIServer.requestedIDs(request).sorted()))
        }
        let client = apis.client()
        let first = try await client.fetchPage(nil)
        #expect(first.items.map(\.id) == ids.prefix(30).map(String.init))
        let next: PageCursor = try #require(first.next)
        let second = try await client.fetchPage(next)
        #expect(second.items.map(\.id) == ["5", "4", "3", "2", "1"])
        #expect(second.next == nil)
        #expect(apis.firebasePaths == ["topstories.json"], "later pages walk the ids already fetched")
    }

    @Test func storiesAlgoliaLacksComeFromTheOfficialAPI() async throws {
        let apis = try TwoAPIServer(firebase: [
            "topstories.json": "[1,2,3,4,5,6]",
            "item/2.json": TwoAPIServer.story(2, title: "Brand new"),
            // 4 is unknown: the official API answers null.
            "item/5.json": #"{"id":5,"deleted":true,"time":1795000000,"type":"story"}"#,
            "item/6.json": #"{"id":6,"dead":true,"by":"spam","time":1795000000,"type":"story","title":"Killed"}"#,
        ]) { _ in .json(TwoAPIServer.hits([3, 1])) }
        let page = try await apis.client().fetchPage(nil)
        #expect(page.items.map(\.id) == ["1", "2", "3"])
        #expect(page.items[1].title == "Brand new")
        #expect(page.items[1].author == "official")
        #expect(Set(apis.firebasePaths) == ["topstories.json", "item/2.json", "item/4.json", "item/5.json", "item/6.json"])
        #expect(page.notice == nil)
    }

    @Test func theThreadsTopLevelFollowsTheStorysKids() async throws {
        let tree = """
        {"id":100,"type":"story","author":"op","title":"Thread","points":3,"created_at_i":1795000000,"children":[
          {"id":11,"author":"a","text":"Eleven","created_at_i":1795000100,"children":[
            {"id":21,"author":"b","text":"Reply","created_at_i":1795000200,"children":[]}]},
          {"id":12,"author":"c","text":"Twelve","created_at_i":1795000300,"children":[]},
          {"id":14,"author":"d","text":"Not in kids","created_at_i":1795000400,"children":[]}]}
        """
        let apis = try TwoAPIServer(firebase: [
            "item/100.json": TwoAPIServer.story(100, kids: [12, 13, 11]),
            "item/13.json": TwoAPIServer.comment(13, parent: 100, kids: [31], text: "Just posted"),
        ]) { request in request.pathWithoutQuery == "/algolia/items/100" ? .json(tree) : nil }
        let discussion = try await apis.client().fetchDiscussion(for: FeedItem(id: "100", title: "Thread"))
        #expect(discussion.comments.map(\.id) == ["12", "13", "11", "14"])
        #expect(discussion.comments[1].body == .html("Just posted"))
        #expect(discussion.comments[1].replyIDs == ["31"], "its replies are fetched when it comes into view")
        #expect(discussion.comments[2].replies.map(\.id) == ["21"], "Algolia's subtree stays under its comment")
        #expect(discussion.ordersReplies)
        #expect(discussion.notice == nil)
        #expect(apis.algoliaRequests.count == 1)
    }

    @Test func repliesComeInTheOfficialOrderWithTheMissingOnesFetched() async throws {
        let apis = try TwoAPIServer(firebase: [
            "item/11.json": TwoAPIServer.comment(11, parent: 100, kids: [32, 33, 31, 34]),
            "item/33.json": TwoAPIServer.comment(33, parent: 11, text: "New reply"),
            "item/34.json": #"{"id":34,"deleted":true,"parent":11,"time":1795000000,"type":"comment","kids":[41]}"#,
        ]) { _ in nil }
        let client = apis.client()
        let order = try #require(try await client.fetchReplies(of: "11", known: nil, present: ["31", "32"]))
        #expect(order.ids == ["32", "33", "31", "34"])
        #expect(order.added.map(\.id) == ["33", "34"])
        #expect(order.added[1].isDeleted, "a deleted reply still shows, as deleted")
        #expect(order.added[1].replyIDs == ["41"], "and keeps its replies")

        // Known order (a thread built from the official API): no request for the comment itself.
        let known = try #require(try await client.fetchReplies(of: "11", known: ["33"], present: []))
        #expect(known.added.map(\.id) == ["33"])
        #expect(apis.firebasePaths.filter { $0 == "item/11.json" }.count == 1)

        // Cached for the session: asking again costs nothing.
        let before = apis.server.requests.count
        _ = try await client.fetchReplies(of: "11", known: nil, present: ["31", "32", "33", "34"])
        #expect(apis.server.requests.count == before)
    }

    @Test func numbersFromTheNetworkNeverTrap() async throws {
        let apis = try TwoAPIServer(firebase: [
            "topstories.json": #"[1, 2.0, 1e30, -3.5, "x", null, 9223372036854775807, 3]"#,
            "item/1.json": #"{"id":1,"type":"story","title":"Huge","score":1e300,"time":9223372036854775807,"descendants":-2.5,"kids":[1e40, 7, "x", 8.0]}"#,
            "item/2.json": #"{"id":2.0,"type":"story","title":"Tiny","score":-9223372036854775808,"time":-5}"#,
            "item/3.json": #"{"id":3,"type":"story","title":"Before time","time":-1e20,"score":"many"}"#,
        ]) { _ in .json(#"{"status":503}"#, status: 503) }
        let page = try await apis.client().fetchPage(nil)
        #expect(page.items.map(\.id) == ["1", "2", "3"])
        #expect(page.items[0].score == nil && page.items[0].commentCount == nil)
        #expect(page.items[2].date == nil && page.items[2].score == nil)
        let date = try #require(page.items[0].date)
        #expect(date.timeIntervalSince1970 <= 253_402_300_799)
        #expect(page.items[1].date?.timeIntervalSince1970 == 0)
        #expect(Set(apis.firebasePaths).isSuperset(of: ["item/9223372036854775807.json"]))
    }
}
