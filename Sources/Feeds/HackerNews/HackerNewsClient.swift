import Foundation
import Networking
import TidingsText

/// Hacker News as the site shows it: the order from the official API (ranked id lists, each
/// item's `kids`), the content from Algolia in bulk (one search for a page of stories, one
/// `items/:id` for a whole thread). When Algolia is down the official API serves alone.
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
    let algoliaStatus: AlgoliaStatus

    public init(
        baseURL: URL = defaultBaseURL, firebaseURL: URL = defaultFirebaseURL, list: HackerNewsList = .front,
        query: String? = nil, transport: any HTTPTransport
    ) {
        self.init(baseURL: baseURL, list: list, query: query, transport: transport,
                  firebase: FirebaseClient(baseURL: firebaseURL, transport: transport, cache: FirebaseItemCache()),
                  algoliaStatus: AlgoliaStatus())
    }

    /// Another view of the same tab: the item cache and Algolia's status are shared.
    private init(
        baseURL: URL, list: HackerNewsList, query: String?, transport: any HTTPTransport,
        firebase: FirebaseClient, algoliaStatus: AlgoliaStatus
    ) {
        self.baseURL = baseURL
        self.list = list
        self.query = query
        self.transport = transport
        self.firebase = firebase
        self.algoliaStatus = algoliaStatus
    }

    public var firebaseURL: URL { firebase.baseURL }
    public var name: String { "Hacker News" }
    public var listName: String { query.map { "Search: \($0)" } ?? list.title }

    public func searching(for query: String) -> (any FeedSource)? {
        HackerNewsClient(baseURL: baseURL, list: list, query: query, transport: transport, firebase: firebase, algoliaStatus: algoliaStatus)
    }

    /// front → new → best → ask → show → jobs → front.
    public func nextList() -> (any FeedSource)? {
        guard query == nil else { return nil }
        let all = HackerNewsList.allCases
        let next = all[(all.firstIndex(of: list)! + 1) % all.count]
        return HackerNewsClient(baseURL: baseURL, list: next, query: nil, transport: transport, firebase: firebase, algoliaStatus: algoliaStatus)
    }

    var host: String { baseURL.host ?? baseURL.absoluteString }

    public func fetchPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage {
        if query != nil { return try await fetchSearchPage(cursor) }
        return try await fetchListPage(cursor)
    }

    public func discussionRequest(id: String) -> HTTPRequest {
        HTTPRequest(url: baseURL.appendingPathComponent("items").appendingPathComponent(id),
                    headers: ["Accept": "application/json"])
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
