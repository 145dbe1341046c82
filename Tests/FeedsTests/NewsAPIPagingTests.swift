import Foundation
import Networking
import Testing
@testable import Feeds

/// When NewsAPIClient asks for another page, and the demo data behind `--demo`.
@Suite struct NewsAPIPagingTests {
    func page(_ number: Int, articles: Int, total: Int, status: Int = 200) async throws -> FeedPage {
        let article = #"{"source":{"name":"S"},"title":"T - S","url":"https://s.example/a"}"#
        let body = #"{"status":"ok","totalResults":\#(total),"articles":[\#(Array(repeating: article, count: articles).joined(separator: ","))]}"#
        return try await NewsAPIClient(apiKey: "k", transport: NewsAPIStubTransport(status: status, body: body)).fetchPage(.page(number))
    }

    @Test func pagingContinuesWhileResultsRemain() async throws {
        #expect(try await page(1, articles: 20, total: 38).next == .page(2))
        #expect(try await page(2, articles: 18, total: 38).next == nil)
        #expect(try await page(1, articles: 20, total: 20).next == nil)
        #expect(try await page(1, articles: 3, total: 3).next == nil)
    }

    @Test func pagingStopsAtTheFreePlanCeiling() async throws {
        #expect(try await page(4, articles: 20, total: 5000).next == .page(5))
        #expect(try await page(5, articles: 20, total: 5000).next == nil)
    }

    @Test func anEmptyPageEndsTheListWhateverTheTotalSays() async throws {
        #expect(try await page(2, articles: 0, total: 90).next == nil)
    }

    @Test func pageOneIsAskedForWithoutACursor() async throws {
        let transport = NewsAPIStubTransport(body: #"{"status":"ok","totalResults":0,"articles":[]}"#)
        let page = try await NewsAPIClient(apiKey: "k", transport: transport).fetchPage(nil)
        #expect(page.items.isEmpty && page.next == nil)
        let sent = try #require(transport.requests.first)
        #expect(sent.url.query?.contains("page=1") == true)
    }

    // MARK: Demo

    func demo(category: NewsCategory? = nil, query: String? = nil) -> NewsAPIClient {
        NewsAPIClient(baseURL: NewsAPIDemo.baseURL, apiKey: "demo", category: category, query: query, transport: DemoTransport(latency: .zero, sources: [NewsAPIDemo()]))
    }

    @Test func theDemoHeadlinesDecodeThroughTheSameClient() async throws {
        let first = try await demo().fetchPage(nil)
        #expect(first.items.count == 19, "one of 20 is a [Removed] placeholder")
        #expect(first.next == .page(2))
        let second = try await demo().fetchPage(first.next)
        #expect(second.items.count == 7)
        #expect(second.next == nil)
        let all = first.items + second.items
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(all.allSatisfy { !$0.title.hasSuffix(" - " + ($0.article?.sourceName ?? "?")) })
        #expect(all.contains { $0.author == nil })
        #expect(all.contains { $0.article?.imageURL == nil })
        #expect(all.contains { $0.article?.remainingCharacters != nil })
    }

    @Test func everyDemoCategoryAndSearchHasArticles() async throws {
        for category in NewsCategory.allCases {
            let page = try await demo(category: category).fetchPage(nil)
            #expect(!page.items.isEmpty, "\(category)")
        }
        // The demo searches every bundled article's title and description.
        let search = try await demo(query: "tidal").fetchPage(nil)
        #expect(search.items.count >= 2)
        #expect(search.items.allSatisfy { ($0.title + ($0.article?.summary ?? "")).lowercased().contains("tidal") })
        let energy = try await demo(query: "energy").fetchPage(nil)
        #expect(energy.items.count >= 2)
        #expect(energy.items.contains { $0.article?.summary == nil })
        let nothing = try await demo(query: "zzzz-no-such-words").fetchPage(nil)
        #expect(nothing.items.isEmpty)
    }

    @Test func theDemoMapsRequestsToFiles() {
        func name(_ client: NewsAPIClient, _ cursor: PageCursor?) -> String? {
            NewsAPIDemo.resourceName(for: client.pageRequest(cursor))
        }
        #expect(name(demo(), nil) == "news/top-headlines-1.json")
        #expect(name(demo(), .page(2)) == "news/top-headlines-2.json")
        #expect(name(demo(category: .technology), nil) == "news/top-headlines-technology-1.json")
        #expect(name(demo(query: "x"), nil) == nil, "searches are computed, not files")
        let odd = HTTPRequest(url: URL(string: "https://demo.tidings.invalid/news/top-headlines?category=..%2Fhn")!)
        #expect(NewsAPIDemo.resourceName(for: odd) == nil)
    }
}
