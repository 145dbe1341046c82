import FoundationEssentials
import Networking
import TidingsText

/// News headlines and searches through NewsAPI v2. The key travels only in the `X-Api-Key`
/// header, so it can never end up in a URL, a log line or an error message.
public struct NewsAPIClient: FeedSource {
    public static let defaultBaseURL = URL(string: "https://newsapi.org/v2")!
    public static let pageSize = 20
    /// Free keys are refused (426) beyond the first 100 results, so paging stops there.
    public static let resultCeiling = 100

    public let baseURL: URL
    public let country: String
    public let category: NewsCategory?
    /// Set for a search (`everything`); nil for top headlines.
    public let query: String?
    let apiKey: String
    let transport: any HTTPTransport

    public init(
        baseURL: URL = defaultBaseURL, apiKey: String, country: String = "us", category: NewsCategory? = nil,
        query: String? = nil, transport: any HTTPTransport
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.country = country
        self.category = category
        self.query = query
        self.transport = transport
    }

    public var name: String { "NewsAPI" }

    public var listName: String {
        if let query { return "Search: \(Sanitizer.line(query))" }
        return category?.title ?? "Top headlines"
    }

    var host: String { baseURL.host ?? baseURL.absoluteString }

    // MARK: Lists

    public func searching(for query: String) -> (any FeedSource)? {
        let trimmed = query.trimmingWhitespace()
        // An empty search means "stop searching": back to the headlines.
        return with(category: nil, query: trimmed.isEmpty ? nil : trimmed)
    }

    /// Headlines → business → … → technology → headlines. A search goes back to the headlines.
    public func nextList() -> (any FeedSource)? {
        if query != nil { return with(category: nil, query: nil) }
        guard let category else { return with(category: NewsCategory.allCases.first, query: nil) }
        return with(category: category.next, query: nil)
    }

    func with(category: NewsCategory?, query: String?) -> NewsAPIClient {
        NewsAPIClient(baseURL: baseURL, apiKey: apiKey, country: country, category: category, query: query, transport: transport)
    }

    // MARK: Requests

    /// The request for a page (numbered from 1, as NewsAPI does).
    public func pageRequest(page: Int) -> HTTPRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(query == nil ? "top-headlines" : "everything"), resolvingAgainstBaseURL: false)!
        var items: [URLQueryItem] = []
        if let query {
            items.append(URLQueryItem(name: "q", value: query))
            items.append(URLQueryItem(name: "sortBy", value: "publishedAt"))
        } else {
            items.append(URLQueryItem(name: "country", value: country))
            if let category { items.append(URLQueryItem(name: "category", value: category.rawValue)) }
        }
        items.append(URLQueryItem(name: "pageSize", value: String(Self.pageSize)))
        items.append(URLQueryItem(name: "page", value: String(max(1, page))))
        components.queryItems = items
        // `+` is legal in a query but servers read it as a space; searches for "C++" need it encoded.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return HTTPRequest(
            url: components.url!, headers: ["X-Api-Key": apiKey, "Accept": "application/json"],
            maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    public func pageRequest(_ cursor: PageCursor?) -> HTTPRequest {
        pageRequest(page: Self.pageNumber(cursor))
    }

    static func pageNumber(_ cursor: PageCursor?) -> Int {
        if case .page(let number)? = cursor { return max(1, number) }
        return 1
    }

    // MARK: Fetching

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        let page = Self.pageNumber(cursor)
        let response = try await transport.send(pageRequest(page: page), options: options)
        // NewsAPI explains itself in the body; read that before judging the status.
        if let payload = try? response.decodeJSON(NewsAPIResponse.self, host: host),
           let outcome = NewsAPIFailure.outcome(for: payload, response: response, page: page, host: host, secret: apiKey)
        {
            switch outcome {
            case .endOfResults: return FeedPage(items: [], next: nil)
            case .error(let error): throw error
            }
        }
        if !(200...299).contains(response.status) {
            if case .error(let error)? = NewsAPIFailure.outcome(forStatus: response, host: host) { throw error }
            _ = try response.requireSuccess(host: host)
        }
        return Self.page(from: try response.decodeJSON(NewsAPIResponse.self, host: host), page: page)
    }

    /// Articles have no comments; the article pane needs nothing more than the row already has.
    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [])
    }
}
