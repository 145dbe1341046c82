import Foundation
import Networking
import TidingsText

/// Hacker News through the Algolia API: lists from `search`/`search_by_date`, whole threads from
/// `items/:id` in one request.
public struct HackerNewsClient: FeedSource {
    public static let defaultBaseURL = URL(string: "https://hn.algolia.com/api/v1")!
    public static let pageSize = 30

    public let baseURL: URL
    public let list: HackerNewsList
    /// Set for search results (Algolia's relevance search over stories).
    public let query: String?
    let transport: any HTTPTransport

    public init(baseURL: URL = defaultBaseURL, list: HackerNewsList = .front, query: String? = nil, transport: any HTTPTransport) {
        self.baseURL = baseURL
        self.list = list
        self.query = query
        self.transport = transport
    }

    public var name: String { "Hacker News" }
    public var listName: String { query.map { "Search: \($0)" } ?? list.title }

    public func searching(for query: String) -> (any FeedSource)? {
        HackerNewsClient(baseURL: baseURL, list: list, query: query, transport: transport)
    }

    /// front → new → ask → show → front.
    public func nextList() -> (any FeedSource)? {
        guard query == nil else { return nil }
        let all = HackerNewsList.allCases
        let next = all[(all.firstIndex(of: list)! + 1) % all.count]
        return HackerNewsClient(baseURL: baseURL, list: next, transport: transport)
    }
    var host: String { baseURL.host ?? baseURL.absoluteString }

    public func pageRequest(_ cursor: PageCursor?) -> HTTPRequest {
        let page: Int
        if case .page(let number)? = cursor { page = number } else { page = 0 }
        let endpoint = query == nil ? list.endpoint : "search"
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint), resolvingAgainstBaseURL: false)!
        components.queryItems = (query.map { [URLQueryItem(name: "query", value: $0)] } ?? []) + [
            URLQueryItem(name: "tags", value: query == nil ? list.tags : "story"),
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "hitsPerPage", value: String(Self.pageSize)),
        ]
        return HTTPRequest(url: components.url!, headers: ["Accept": "application/json"], maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    public func discussionRequest(id: String) -> HTTPRequest {
        HTTPRequest(url: baseURL.appendingPathComponent("items").appendingPathComponent(id),
                    headers: ["Accept": "application/json"])
    }

    public func fetchPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage {
        let response = try await transport.send(pageRequest(cursor)).requireSuccess(host: host)
        let payload = try response.decodeJSON(AlgoliaSearchResponse.self, host: host)
        return Self.page(from: payload)
    }

    public func fetchDiscussion(for item: FeedItem) async throws(FetchError) -> Discussion {
        let response = try await transport.send(discussionRequest(id: item.id))
        if response.status == 404 {
            throw .rejected(message: "Hacker News has no item \(item.id); it may have been removed.")
        }
        return try Self.decodeDiscussion(response.requireSuccess(host: host), for: item, host: host)
    }

    /// An `items/:id` answer as a discussion (public for the benchmark).
    public static func decodeDiscussion(_ response: HTTPResponse, for item: FeedItem, host: String) throws(FetchError) -> Discussion {
        discussion(from: try response.decodeJSON(AlgoliaItem.self, host: host), fallback: item)
    }

    // MARK: Mapping payloads to the shared model

    static func page(from payload: AlgoliaSearchResponse) -> FeedPage {
        let items = (payload.hits ?? []).compactMap(item(from:))
        // Both numbers are the server's: a negative or Int.max page must not wrap or trap.
        let page = payload.page ?? 0
        let next = page.saturatingAdd(1)
        let hasMore = page >= 0 && next < (payload.nbPages ?? 0) && !items.isEmpty
        return FeedPage(items: items, next: hasMore ? .page(next) : nil)
    }

    static func item(from hit: AlgoliaHit) -> FeedItem? {
        guard let id = hit.objectID.map(Sanitizer.line), !id.isEmpty else { return nil }
        return makeItem(
            id: id, title: hit.title, url: hit.url, author: hit.author, points: hit.points,
            comments: hit.num_comments, date: Timestamp.date(seconds: hit.created_at_i, iso: hit.created_at),
            text: hit.story_text)
    }

    static func discussion(from node: AlgoliaItem, fallback: FeedItem) -> Discussion {
        var item = fallback
        if let refreshed = makeItem(
            id: fallback.id, title: node.title ?? fallback.title, url: node.url, author: node.author,
            points: node.points, comments: nil,
            date: Timestamp.date(seconds: node.created_at_i, iso: node.created_at), text: node.text)
        {
            item = refreshed
            item.score = refreshed.score ?? fallback.score
        }
        let comments = (node.children ?? []).map(comment(from:))
        item.commentCount = comments.reduce(0) { $0 + 1 + $1.descendantCount }
        return Discussion(item: item, comments: comments)
    }

    /// Comment trees can be thousands deep in pathological threads; build them without recursion
    /// so no stack depth limit applies.
    static func comment(from root: AlgoliaItem) -> Comment {
        struct Frame { var node: AlgoliaItem; var built: [Comment]; var next: Int }
        func shell(_ node: AlgoliaItem) -> Comment {
            let deleted = node.author == nil && node.text == nil
            return Comment(
                id: node.id.map(String.init) ?? "",
                author: node.author.map(Sanitizer.line),
                date: Timestamp.date(seconds: node.created_at_i, iso: node.created_at),
                body: node.text.map { CommentBody.html(parsingIfLarge: $0) },
                score: node.points,
                isDeleted: deleted)
        }
        var stack = [Frame(node: root, built: [], next: 0)]
        while true {
            let top = stack.count - 1
            let children = stack[top].node.children ?? []
            if stack[top].next < children.count {
                let child = children[stack[top].next]
                stack[top].next += 1
                stack.append(Frame(node: child, built: [], next: 0))
                continue
            }
            let finished = stack.removeLast()
            var comment = shell(finished.node)
            comment.replies = finished.built
            if stack.isEmpty { return comment }
            stack[stack.count - 1].built.append(comment)
        }
    }

    static func makeItem(
        id: String, title: String?, url: String?, author: String?, points: Int?, comments: Int?,
        date: Date?, text: String?
    ) -> FeedItem? {
        let discussion = URL(string: "https://news.ycombinator.com/item?id=\(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
        let article = WebLink.url(url)
        let cleanTitle = Sanitizer.line(title ?? "")
        return FeedItem(
            id: id,
            title: cleanTitle.isEmpty ? "(untitled)" : cleanTitle,
            domain: WebLink.domain(of: article),
            score: points,
            author: author.map(Sanitizer.line),
            date: date,
            commentCount: comments,
            // Text posts (Ask HN) have no article: `o` opens the discussion instead.
            articleURL: article ?? discussion,
            discussionURL: discussion,
            body: text.flatMap { $0.isEmpty ? nil : CommentBody.html(parsingIfLarge: $0) })
    }
}
