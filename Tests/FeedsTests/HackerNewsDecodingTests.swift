import Foundation
import Testing
@testable import Feeds

@Suite struct HackerNewsDecodingTests {
    func decodePage(_ json: String) throws -> FeedPage {
        HackerNewsClient.page(from: try JSONDecoder().decode(AlgoliaSearchResponse.self, from: Data(json.utf8)))
    }

    @Test func aStoryHitBecomesAFeedRow() throws {
        let page = try decodePage("""
        {"hits":[{"objectID":"4100001","title":"A tiny database in 300 lines","url":"https://www.example.org/tinydb",
         "author":"mara","points":214,"num_comments":57,"created_at":"2026-05-01T09:12:44Z",
         "created_at_i":1777626764,"story_id":4100001,"children":[4100010],
         "_tags":["story","author_mara","story_4100001","front_page"]}],
         "page":0,"nbPages":2,"nbHits":34,"hitsPerPage":30}
        """)
        let item = try #require(page.items.first)
        #expect(item.id == "4100001")
        #expect(item.title == "A tiny database in 300 lines")
        #expect(item.domain == "example.org")
        #expect(item.score == 214)
        #expect(item.author == "mara")
        #expect(item.commentCount == 57)
        #expect(item.date == Date(timeIntervalSince1970: 1_777_626_764))
        #expect(item.articleURL?.absoluteString == "https://www.example.org/tinydb")
        #expect(item.discussionURL?.absoluteString == "https://news.ycombinator.com/item?id=4100001")
        #expect(page.next == .page(1))
    }

    @Test func askHNWithoutURLOpensTheDiscussionAndKeepsItsText() throws {
        let page = try decodePage("""
        {"hits":[{"objectID":"7","title":"Ask HN: How do you read the news?","author":"q","points":3,
         "num_comments":0,"created_at":"2026-05-01T09:12:44.000Z","story_text":"<p>I&#x27;m curious."}],"page":1,"nbPages":2}
        """)
        let item = try #require(page.items.first)
        #expect(item.articleURL == item.discussionURL)
        #expect(item.domain == nil)
        #expect(item.body == .html("<p>I&#x27;m curious."))
        #expect(item.date == Timestamp.parseISO8601("2026-05-01T09:12:44Z"))
        #expect(page.next == nil, "page 1 of 2 is the last")
    }

    @Test func nullsAndMissingKeysAreTolerated() throws {
        let page = try decodePage("""
        {"hits":[{"objectID":"1","title":null,"url":null,"author":null,"points":null,"num_comments":null,"created_at":null},
                 {"title":"no id, skipped"},
                 {"objectID":"2"}]}
        """)
        #expect(page.items.map(\.id) == ["1", "2"])
        #expect(page.items[0].title == "(untitled)")
        #expect(page.items[0].score == nil)
        #expect(page.items[0].date == nil)
        #expect(page.next == nil)
    }

    @Test func hostileTitlesAndURLsAreSanitized() throws {
        let page = try decodePage(#"""
        {"hits":[{"objectID":"1","title":"Hi \u001b]0;pwned\u0007there\n&amp; more","url":"javascript:alert(1)","author":"x\u202Ey"}]}
        """#)
        let item = try #require(page.items.first)
        #expect(!item.title.contains("\u{1B}"))
        #expect(!item.title.contains("\n"))
        #expect(item.title.contains("& more"))
        #expect(item.articleURL == item.discussionURL, "a javascript: URL is never an article link")
        #expect(item.author?.unicodeScalars.contains("\u{202E}") == false)
    }

    @Test func aThreadKeepsDeletedCommentsAndTheirReplies() throws {
        let json = """
        {"id":4100001,"type":"story","author":"mara","title":"A tiny database","url":"https://example.org/tinydb",
         "text":null,"points":214,"parent_id":null,"story_id":4100001,"created_at":"2026-05-01T09:12:44.000Z",
         "created_at_i":1777626764,"options":[],"children":[
          {"id":4100010,"type":"comment","author":"ivo","title":null,"url":null,"points":null,
           "text":"<p>It&#x27;s neat &amp; small.</p>","parent_id":4100001,"story_id":4100001,
           "created_at":"2026-05-01T09:30:00.000Z","created_at_i":1777627800,"options":[],"children":[]},
          {"id":4100022,"type":"comment","author":null,"text":null,"title":null,"url":null,"points":null,
           "parent_id":4100001,"story_id":4100001,"created_at":"2026-05-01T09:40:00.000Z",
           "created_at_i":1777628400,"options":[],"children":[
             {"id":4100023,"type":"comment","author":"zed","text":"Still here","created_at_i":1777628500}]}]}
        """
        let node = try JSONDecoder().decode(AlgoliaItem.self, from: Data(json.utf8))
        let discussion = HackerNewsClient.discussion(from: node, fallback: Samples.item("4100001"))
        #expect(discussion.comments.count == 2)
        #expect(discussion.comments[0].author == "ivo")
        #expect(discussion.comments[0].body == .html("<p>It&#x27;s neat &amp; small.</p>"))
        #expect(discussion.comments[1].isDeleted)
        #expect(discussion.comments[1].replies.first?.author == "zed")
        #expect(discussion.item.commentCount == 3)
        #expect(discussion.item.score == 214)
        #expect(discussion.item.domain == "example.org")
    }

    @Test func requestsAskAlgoliaForStoriesByIDAndSearches() {
        let base = URL(string: "http://127.0.0.1:9/api/v1")!
        let front = HackerNewsClient(baseURL: base, list: .front, transport: NeverTransport())
        #expect(front.storiesRequest(ids: [7, 3]).url.absoluteString == "http://127.0.0.1:9/api/v1/search?tags=story,(story_7,story_3)&hitsPerPage=30")
        let search = HackerNewsClient(baseURL: base, query: "b-tree", transport: NeverTransport())
        #expect(search.searchRequest(.page(2)).url.absoluteString == "http://127.0.0.1:9/api/v1/search?query=b-tree&tags=story&page=2&hitsPerPage=30")
        #expect(front.discussionRequest(id: "42").url.absoluteString == "http://127.0.0.1:9/api/v1/items/42")
    }

    @Test func listsCycleThroughBestAndJobs() throws {
        var list = HackerNewsClient(transport: NeverTransport())
        var seen: [String] = []
        for _ in 0..<6 {
            seen.append(list.listName)
            list = try #require(list.nextList() as? HackerNewsClient)
        }
        #expect(seen == ["Front page", "New", "Best", "Ask HN", "Show HN", "Jobs"])
        #expect(list.list == .front)
    }
}

enum Samples {
    static func item(_ id: String) -> FeedItem { FeedItem(id: id, title: "fallback") }
}
