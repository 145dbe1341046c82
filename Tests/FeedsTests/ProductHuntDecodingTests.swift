import Foundation
import Testing
@testable import Feeds

/// Product Hunt payloads of the real shapes (values invented) mapped onto the shared model.
@Suite struct ProductHuntDecodingTests {
    func decodePage(_ json: String) throws -> FeedPage {
        let payload = try JSONDecoder().decode(PHResponse<PHPostsData>.self, from: Data(json.utf8))
        return ProductHuntClient.page(from: try #require(payload.data?.posts))
    }

    func decodeDiscussion(_ json: String, fallback: FeedItem = FeedItem(id: "550011", title: "fallback")) throws -> Discussion {
        let payload = try JSONDecoder().decode(PHResponse<PHPostData>.self, from: Data(json.utf8))
        return ProductHuntClient.discussion(from: try #require(payload.data?.post), fallback: fallback)
    }

    @Test func aFeaturedPostBecomesAFeedRow() throws {
        let page = try decodePage("""
        {"data":{"posts":{"edges":[{"cursor":"MA==","node":{"id":"550011","name":"Quillpad",
         "tagline":"Notes that write back","votesCount":431,"commentsCount":37,
         "url":"https://www.producthunt.com/posts/quillpad","website":"https://www.producthunt.com/r/Q1W2E3",
         "createdAt":"2026-05-01T07:01:00Z","featuredAt":"2026-05-01T07:05:00Z",
         "description":"Line one\\nLine two","makers":[{"name":"Ann","username":"ann"},{"name":"Bob","username":"bob"}],
         "thumbnail":{"url":"https://ph-files.example/q.png"}}}],
         "pageInfo":{"endCursor":"MTk=","hasNextPage":true}}}}
        """)
        let item = try #require(page.items.first)
        #expect(item.id == "550011")
        #expect(item.title == "Quillpad")
        #expect(item.subtitle == "Notes that write back")
        #expect(item.score == 431)
        #expect(item.scoreUnit == "votes")
        #expect(item.commentCount == 37)
        #expect(item.author == "Ann, Bob")
        #expect(item.date == Timestamp.parseISO8601("2026-05-01T07:05:00Z"), "featuredAt wins over createdAt")
        #expect(item.articleURL?.absoluteString == "https://www.producthunt.com/r/Q1W2E3")
        #expect(item.discussionURL?.absoluteString == "https://www.producthunt.com/posts/quillpad")
        #expect(item.domain == nil, "the producthunt.com redirect says nothing about the product")
        #expect(item.body == .plain("Line one\nLine two"), "descriptions stay raw until drawn")
        #expect(item.imageURL?.absoluteString == "https://ph-files.example/q.png", "the thumbnail")
        #expect(page.next == .token("MTk="))
    }

    @Test func nullsAndMissingKeysAreTolerated() throws {
        let page = try decodePage("""
        {"data":{"posts":{"edges":[
          {"cursor":"MA==","node":{"id":"1","name":null,"tagline":null,"votesCount":null,"commentsCount":null,
           "url":null,"website":null,"createdAt":"2026-11-24T08:00:00Z","featuredAt":null,"description":null,
           "thumbnail":null}},
          {"node":{"name":"no id, skipped"}},
          {"node":null},
          {"node":{"id":"2","makers":[]}}],
         "pageInfo":{"endCursor":null,"hasNextPage":false}}}}
        """)
        #expect(page.items.map(\.id) == ["1", "2"])
        let first = page.items[0]
        #expect(first.title == "(untitled)")
        #expect(first.subtitle == nil)
        #expect(first.author == nil, "makers missing")
        #expect(first.body == nil, "description null")
        #expect(first.imageURL == nil, "thumbnail null")
        #expect(first.score == nil)
        #expect(first.articleURL == nil)
        #expect(first.date == Timestamp.parseISO8601("2026-11-24T08:00:00Z"), "createdAt when featuredAt is null")
        #expect(page.items[1].author == nil, "makers empty")
        #expect(page.items[1].date == nil)
        #expect(page.next == nil)
    }

    @Test func aPageWithoutEndCursorDoesNotClaimMore() throws {
        let page = try decodePage(#"{"data":{"posts":{"edges":[],"pageInfo":{"hasNextPage":true}}}}"#)
        #expect(page.items.isEmpty)
        #expect(page.next == nil)
    }

    @Test func aRealWebsiteShowsItsDomainAndHostileTextIsCleaned() throws {
        let page = try decodePage(#"""
        {"data":{"posts":{"edges":[{"node":{"id":"7","name":"Bad\u001b[31mName\nhere &amp; there",
         "tagline":"Tag\u202Eline","website":"https://www.quillpad.example/?ref=ph","url":"javascript:alert(1)",
         "makers":[{"name":"[REDACTED]","username":"[REDACTED]"},{"name":null,"username":"zed"},{"name":"Eve\u0007"}]}}]}}}
        """#)
        let item = try #require(page.items.first)
        #expect(item.domain == "quillpad.example")
        #expect(!item.title.contains("\u{1B}"))
        #expect(!item.title.contains("\n"))
        #expect(item.title.contains("& there"))
        #expect(item.subtitle?.unicodeScalars.contains("\u{202E}") == false)
        #expect(item.discussionURL == nil, "a javascript: URL is never a link")
        #expect(item.author?.hasPrefix("zed, Eve") == true, "redacted makers are dropped; username stands in for a missing name")
        #expect(item.author?.unicodeScalars.contains("\u{7}") == false)
    }

    @Test func aThreadKeepsRepliesAndPagesComments() throws {
        let discussion = try decodeDiscussion("""
        {"data":{"post":{"id":"550011","name":"Quillpad","tagline":"Notes that write back","votesCount":440,
         "commentsCount":4,"url":"https://www.producthunt.com/posts/quillpad","website":"https://quillpad.example",
         "createdAt":"2026-05-01T07:01:00Z","featuredAt":null,"description":null,"makers":[{"name":"Ann","username":"ann"}],
         "comments":{"edges":[
           {"cursor":"MA==","node":{"id":"9001","body":"Congrats!\\nLooks great.","createdAt":"2026-05-01T08:00:00Z",
            "votesCount":12,"user":{"name":"Maya Torres","username":"mayat"},
            "replies":{"edges":[{"node":{"id":"9002","body":"Thanks 🙏","createdAt":"2026-05-01T08:30:00Z",
              "votesCount":3,"user":{"name":"Ann","username":null}}}]}}},
           {"node":{"id":"9003","body":null,"createdAt":"2026-05-01T09:00:00Z","votesCount":0,"user":null,
            "replies":{"edges":[{"node":{"id":"9004","body":"Still here","user":{"username":"zed"}}}]}}},
           {"node":{"id":"9005","body":"No replies key","user":{"name":"Lone"}}}],
          "pageInfo":{"endCursor":"Mg==","hasNextPage":true}}}}}
        """)
        #expect(discussion.item.score == 440)
        #expect(discussion.item.domain == "quillpad.example")
        #expect(discussion.item.commentCount == 4)
        #expect(discussion.comments.map(\.id) == ["9001", "9003", "9005"])
        let first = discussion.comments[0]
        #expect(first.author == "mayat", "comments show the username")
        #expect(first.body == .plain("Congrats!\nLooks great."))
        #expect(first.score == 12)
        #expect(first.date == Timestamp.parseISO8601("2026-05-01T08:00:00Z"))
        #expect(first.replies.map(\.author) == ["Ann"], "the name stands in for a missing username")
        #expect(discussion.comments[1].isDeleted)
        #expect(discussion.comments[1].replies.first?.body == .plain("Still here"))
        #expect(discussion.comments[2].replies.isEmpty)
        #expect(discussion.moreComments == .token("Mg=="))
    }

    @Test func theFeedRowsIdAndCountsSurviveASparsePost() throws {
        let fallback = FeedItem(id: "550011", title: "Quillpad", score: 431, scoreUnit: "votes", commentCount: 37)
        let discussion = try decodeDiscussion(#"{"data":{"post":{"id":"550011","comments":{"edges":[]}}}}"#, fallback: fallback)
        #expect(discussion.item.id == "550011")
        #expect(discussion.item.score == 431)
        #expect(discussion.item.commentCount == 37)
        #expect(discussion.comments.isEmpty)
        #expect(discussion.moreComments == nil)
    }
}
