import FoundationEssentials
import Networking
import TidingsText

/// Hacker News as the site shows it: the order from the official API (ranked id lists, each
/// item's `kids`), the content from Algolia in bulk (one search for a page of stories, one
/// `items/:id` for a whole thread). When Algolia is down the official API serves alone, and when
/// the official API cannot be reached Algolia's own lists do (`ServiceHealth`).
public struct HackerNewsClient: FeedSource {
    public static let defaultBaseURL = URL(string: "https://hn.algolia.com/api/v1")!
    public static let defaultFirebaseURL = FirebaseClient.defaultBaseURL
    public static let pageSize = 30

    /// Algolia's API base.
    public let baseURL: URL
    public let list: HackerNewsList
    /// Set for search results (Algolia's relevance search over stories; the official API has
    /// no search).
    public let query: String?
    let transport: any HTTPTransport
    let firebase: FirebaseClient
    /// Whether each API is down, judged from the user's own requests; shared by every view of the tab.
    let algolia: ServiceHealth
    let official: ServiceHealth

    public init(
        baseURL: URL = defaultBaseURL, firebaseURL: URL = defaultFirebaseURL, list: HackerNewsList = .front,
        query: String? = nil, transport: any HTTPTransport, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(baseURL: baseURL, list: list, query: query, transport: transport,
                  firebase: FirebaseClient(baseURL: firebaseURL, transport: transport, cache: FirebaseItemCache()),
                  algolia: ServiceHealth(now: now), official: ServiceHealth(now: now))
    }

    /// Another view of the same tab: the item cache and the services' health are shared.
    private init(
        baseURL: URL, list: HackerNewsList, query: String?, transport: any HTTPTransport,
        firebase: FirebaseClient, algolia: ServiceHealth, official: ServiceHealth
    ) {
        self.baseURL = baseURL
        self.list = list
        self.query = query
        self.transport = transport
        self.firebase = firebase
        self.algolia = algolia
        self.official = official
    }

    /// The same tab's client for another list or query.
    private func showing(_ list: HackerNewsList, query: String?) -> HackerNewsClient {
        HackerNewsClient(baseURL: baseURL, list: list, query: query, transport: transport, firebase: firebase,
                         algolia: algolia, official: official)
    }

    public var firebaseURL: URL { firebase.baseURL }
    public var name: String { "Hacker News" }
    public var listName: String { query.map { "Search: \($0)" } ?? list.title }

    public func searching(for query: String) -> (any FeedSource)? {
        showing(list, query: query)
    }

    /// front → new → best → ask → show → jobs → front.
    public func nextList() -> (any FeedSource)? {
        guard query == nil else { return nil }
        let all = HackerNewsList.allCases
        let next = all[(all.firstIndex(of: list)! + 1) % all.count]
        return showing(next, query: nil)
    }

    var host: String { baseURL.host ?? baseURL.absoluteString }

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        if query != nil { return try await fetchSearchPage(cursor, options: options) }
        return try await fetchListPage(cursor, options: options)
    }

    /// A whole thread; one fetched ahead (nobody waiting) is held to a smaller size, so background
    /// work never takes the memory a thread the reader opens may need.
    public func discussionRequest(id: String, background: Bool = false) -> HTTPRequest {
        HTTPRequest(url: baseURL.appendingPathComponent("items").appendingPathComponent(id),
                    headers: ["Accept": "application/json"],
                    maximumBodyBytes: background ? ResponseLimits.backgroundThreadBytes : HTTPRequest.defaultMaximumBodyBytes)
    }

    /// An `items/:id` answer as a discussion (public for the benchmark).
    public static func decodeDiscussion(_ response: HTTPResponse, for item: FeedItem, host: String) throws(FetchError) -> Discussion {
        do {
            return discussion(from: try AlgoliaThreadScanner.scan(response.body), fallback: item)
        } catch {
            throw .unexpectedAnswer(host: host)
        }
    }
}
