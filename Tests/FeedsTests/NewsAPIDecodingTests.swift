import Foundation
import Networking
import Testing
@testable import Feeds

/// How NewsAPI articles become feed rows: nullable fields, placeholders, title suffixes.
@Suite struct NewsAPIDecodingTests {
    func items(_ articles: String, total: Int = 1) async throws -> [FeedItem] {
        let body = #"{"status":"ok","totalResults":\#(total),"articles":[\#(articles)]}"#
        let client = NewsAPIClient(apiKey: "k", transport: NewsAPIStubTransport(body: body))
        return try await client.fetchPage(nil).items
    }

    static let full = """
    {"source":{"id":"harbor-times","name":"Harbor Times"},"author":"J. Okafor",
     "title":"Port reopens after storm - Harbor Times","description":"Crews cleared &amp; swept.",
     "url":"https://www.harbortimes.example/port","urlToImage":"https://harbortimes.example/p.jpg",
     "publishedAt":"2026-05-01T21:00:00Z","content":"Crews worked overnight\\r\\nto clear it… [+2113 chars]"}
    """

    @Test func aFullArticleMapsEveryField() async throws {
        let item = try #require(try await items(Self.full).first)
        #expect(item.id == "https://www.harbortimes.example/port")
        #expect(item.title == "Port reopens after storm")
        #expect(item.author == "J. Okafor")
        #expect(item.domain == "harbortimes.example")
        #expect(item.articleURL == URL(string: "https://www.harbortimes.example/port"))
        #expect(item.discussionURL == nil)
        #expect(item.date == Date(timeIntervalSince1970: 1_777_669_200))
        let article = try #require(item.article)
        #expect(article.sourceName == "Harbor Times")
        #expect(article.author == "J. Okafor")
        #expect(article.summary == "Crews cleared & swept.")
        #expect(article.content == "Crews worked overnight\nto clear it… [+2113 chars]")
        #expect(article.contentExcerpt == "Crews worked overnight\nto clear it…")
        #expect(article.remainingCharacters == 2113)
        #expect(article.imageURL == URL(string: "https://harbortimes.example/p.jpg"))
        #expect(item.imageURL == article.imageURL, "the row's picture, for its thumbnail")
    }

    @Test func everyNullableFieldMayBeNull() async throws {
        let json = """
        {"source":{"id":null,"name":"Harbor Times"},"author":null,"title":"Quiet night - Harbor Times",
         "description":null,"url":"https://harbortimes.example/q","urlToImage":null,"publishedAt":null,"content":null}
        """
        let item = try #require(try await items(json).first)
        #expect(item.title == "Quiet night")
        #expect(item.author == nil)
        #expect(item.date == nil)
        #expect(item.article == ArticleDetails(sourceName: "Harbor Times"))
    }

    @Test func everyNullableFieldMayBeMissing() async throws {
        let item = try #require(try await items(#"{"title":"Bare headline"}"#).first)
        #expect(item.title == "Bare headline")
        #expect(item.articleURL == nil)
        #expect(item.domain == nil)
        #expect(item.id.hasPrefix("newsapi-"))
        #expect(item.article == ArticleDetails())
    }

    @Test func anEmptyAuthorIsNoAuthor() async throws {
        let item = try #require(try await items(#"{"source":{"name":"X"},"author":"","title":"T - X","url":"https://x.example/t"}"#).first)
        #expect(item.author == nil)
        #expect(item.article?.author == nil)
    }

    @Test func removedPlaceholdersAreSkipped() async throws {
        let removed = #"{"source":{"id":null,"name":"[Removed]"},"author":null,"title":"[Removed]","description":"[Removed]","url":"https://removed.com","urlToImage":null,"publishedAt":"1970-01-01T00:00:00Z","content":"[Removed]"}"#
        let list = try await items(removed + "," + Self.full, total: 2)
        #expect(list.map(\.title) == ["Port reopens after storm"])
    }

    @Test func theSuffixIsStrippedOnlyWhenItIsTheSourceName() async throws {
        let json = """
        {"source":{"name":"Harbor Times"},"title":"Tide tables - a guide - Harbor Times","url":"https://a.example/1"},
        {"source":{"name":"Harbor Times"},"title":"Left - right - Other Paper","url":"https://a.example/2"},
        {"source":{"name":"Harbor Times"},"title":" - Harbor Times","url":"https://a.example/3"},
        {"source":{"name":"Harbor Times"},"title":"Harbor Times","url":"https://a.example/4"}
        """
        let list = try await items(json, total: 4)
        #expect(list.map(\.title) == ["Tide tables - a guide", "Left - right - Other Paper", "- Harbor Times", "Harbor Times"])
    }

    @Test func untrustedTextIsSanitized() async throws {
        let json = #"{"source":{"name":"Evil\u001b[31m News"},"author":"A\nB","title":"Bad\u001b]0;owned\u0007 title - Evil News","description":"x\u202Ey","url":"javascript:alert(1)"}"#
        let item = try #require(try await items(json).first)
        for text in [item.title, item.author ?? "", item.article?.sourceName ?? "", item.article?.summary ?? ""] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\n" || $0.value == 0x202E }, "\(text)")
        }
        #expect(item.articleURL == nil, "only web links are kept")
    }

    @Test func idsWithoutAURLAreStable() async throws {
        let json = #"{"source":{"name":"A"},"title":"Same","publishedAt":"2026-05-01T21:00:00Z"}"#
        let first = try await items(json)
        let second = try await items(json)
        #expect(first.map(\.id) == second.map(\.id))
        let other = try await items(#"{"source":{"name":"A"},"title":"Different","publishedAt":"2026-05-01T21:00:00Z"}"#)
        #expect(other.map(\.id) != first.map(\.id))
    }

    @Test func contentTailsAreOnlyRecognisedWhenWellFormed() {
        #expect(ArticleDetails(content: "Text [+12 chars]").remainingCharacters == 12)
        #expect(ArticleDetails(content: "Text [+12 chars]  ").contentExcerpt == "Text")
        #expect(ArticleDetails(content: "Text [+x chars]").remainingCharacters == nil)
        #expect(ArticleDetails(content: "Text [+ chars]").contentExcerpt == "Text [+ chars]")
        #expect(ArticleDetails(content: "[+40 chars]").contentExcerpt == nil)
        #expect(ArticleDetails(content: "No tail").contentExcerpt == "No tail")
    }

    @Test func aFeedItemStillBuildsWithoutArticleDetails() {
        let item = FeedItem(id: "1", title: "t")
        #expect(item.article == nil)
    }
}
