import FoundationEssentials
import Networking
import TidingsText

extension HackerNewsClient {
    /// Algolia's relevance search over stories, numbered pages.
    public func searchRequest(_ cursor: PageCursor?) -> HTTPRequest {
        let page: Int
        if case .page(let number)? = cursor { page = number } else { page = 0 }
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "query", value: query ?? ""),
            URLQueryItem(name: "tags", value: "story"),
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "hitsPerPage", value: String(Self.pageSize)),
        ]
        return HTTPRequest(url: components.url!, headers: ["Accept": "application/json"], maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    func fetchSearchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        try await algoliaPage(searchRequest(cursor), options: options)
    }

    /// One page of an Algolia search (a query, or one of its lists), judged for Algolia's health.
    func algoliaPage(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> FeedPage {
        let payload: AlgoliaSearchResponse
        do {
            let response = try await transport.send(request, options: options).requireSuccess(host: host)
            payload = try response.decodeJSON(AlgoliaSearchResponse.self, host: host)
        } catch {
            algolia.noteFailure(error, weight: .small, options)
            throw error
        }
        algolia.noteAnswered(options)
        return Self.page(from: payload)
    }

    static func page(from payload: AlgoliaSearchResponse) -> FeedPage {
        let items = (payload.hits ?? []).compactMap(item(from:))
        let page = payload.page ?? 0
        // Compared without arithmetic that a hostile page number could overflow.
        let hasMore = page >= 0 && page < Int.max && page + 1 < (payload.nbPages ?? 0) && !items.isEmpty
        return FeedPage(items: items, next: hasMore ? .page(page + 1) : nil)
    }

    static func item(from hit: AlgoliaHit) -> FeedItem? {
        guard let id = hit.objectID.map(Sanitizer.line), !id.isEmpty else { return nil }
        return makeItem(
            id: id, title: hit.title, url: hit.url, author: hit.author, points: hit.points,
            comments: hit.num_comments, date: Timestamp.date(seconds: hit.created_at_i, iso: hit.created_at),
            text: hit.story_text)
    }
}
