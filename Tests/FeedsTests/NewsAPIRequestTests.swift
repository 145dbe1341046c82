import Foundation
import Networking
import Testing
@testable import Feeds

/// What NewsAPIClient asks for, and how its lists chain together.
@Suite struct NewsAPIRequestTests {
    static let key = "sekrit-KEY-7f3a9c"

    func client(category: NewsCategory? = nil, query: String? = nil) -> NewsAPIClient {
        NewsAPIClient(apiKey: Self.key, category: category, query: query, transport: NeverTransport())
    }

    func query(_ request: HTTPRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    @Test func headlinesAskForTheCountryAndStartAtPageOne() {
        let request = client().pageRequest(nil)
        #expect(request.method == "GET")
        #expect(request.url.absoluteString.hasPrefix("https://newsapi.org/v2/top-headlines?"))
        #expect(query(request) == ["country": "us", "pageSize": "20", "page": "1"])
    }

    @Test func aCategoryIsSentAndLaterPagesAreNumbered() {
        let request = client(category: .technology).pageRequest(.page(3))
        #expect(request.url.path == "/v2/top-headlines")
        #expect(query(request) == ["country": "us", "category": "technology", "pageSize": "20", "page": "3"])
    }

    @Test func searchesUseEverythingNewestFirst() {
        let request = client(query: "C++ & tides").pageRequest(.page(2))
        #expect(request.url.path == "/v2/everything")
        #expect(query(request) == ["q": "C++ & tides", "sortBy": "publishedAt", "pageSize": "20", "page": "2"])
        #expect(!request.url.absoluteString.contains("+"), "a literal + would be read as a space")
    }

    @Test func theKeyTravelsOnlyInTheHeader() {
        for request in [client().pageRequest(nil), client(query: "x").pageRequest(.page(5))] {
            #expect(request.headers["X-Api-Key"] == Self.key)
            #expect(!request.url.absoluteString.contains(Self.key))
            #expect(!request.url.absoluteString.lowercased().contains("apikey"))
        }
    }

    @Test func theKeyIsNotInTheClientsDescription() {
        let client = client(category: .science)
        var dumped = ""
        dump(client, to: &dumped)
        for text in ["\(client)", String(reflecting: client), dumped] {
            #expect(!text.contains(Self.key), "\(text)")
        }
        #expect("\(client)".contains("Science"))
    }

    @Test func listNamesSayWhatIsShown() {
        #expect(client().name == "NewsAPI")
        #expect(client().listName == "Top headlines")
        #expect(client(category: .technology).listName == "Technology")
        #expect(client(query: "tides").listName == "Search: tides")
    }

    @Test func nextListCyclesThroughTheCategoriesAndBack() throws {
        var source: any FeedSource = client()
        var names: [String] = []
        for _ in 0..<9 {
            names.append(source.listName)
            source = try #require(source.nextList())
        }
        #expect(names == ["Top headlines", "Business", "Entertainment", "General", "Health", "Science", "Sports", "Technology", "Top headlines"])
    }

    @Test func searchingGivesAClientForTheQuery() throws {
        let search = try #require(client(category: .sports).searching(for: "  tidal power ") as? NewsAPIClient)
        #expect(search.query == "tidal power")
        #expect(search.category == nil)
        #expect(search.pageRequest(nil).headers["X-Api-Key"] == Self.key)
        let back = try #require(search.nextList() as? NewsAPIClient)
        #expect(back.query == nil && back.category == nil)
        #expect((client().searching(for: "   ") as? NewsAPIClient)?.query == nil)
    }

    @Test func aCustomBaseURLIsKept() {
        let client = NewsAPIClient(baseURL: URL(string: "http://127.0.0.1:9/news/v2")!, apiKey: "k", transport: NeverTransport())
        #expect(client.pageRequest(nil).url.absoluteString.hasPrefix("http://127.0.0.1:9/news/v2/top-headlines?"))
    }
}
