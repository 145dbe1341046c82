import FoundationEssentials
import Networking

/// Product Hunt through its GraphQL v2 API: today's featured posts by votes, and each post's
/// comments (top-level comments paged by cursor, their replies nested).
public struct ProductHuntClient: FeedSource, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public static let defaultEndpoint = URL(string: "https://api.producthunt.com/v2/api/graphql")!

    public let endpoint: URL
    let token: ProductHuntToken
    let transport: any HTTPTransport
    /// The clock behind "today"; injectable so request tests are deterministic.
    let now: @Sendable () -> Date

    public init(
        endpoint: URL = defaultEndpoint, token: String, transport: any HTTPTransport,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.endpoint = endpoint
        self.token = ProductHuntToken(token)
        self.transport = transport
        self.now = now
    }

    public var name: String { "Product Hunt" }
    public var listName: String { "Featured" }
    var host: String { endpoint.host ?? endpoint.absoluteString }

    // The token lives in a stored property; keep it out of every printed form of the client.
    public var description: String { "ProductHuntClient(endpoint: \(endpoint.absoluteString))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["endpoint": endpoint]) }

    // MARK: Requests

    public func feedRequest(after cursor: PageCursor?) -> HTTPRequest {
        let variables = ProductHuntFeedVariables(
            first: ProductHuntQuery.postsPerPage, after: Self.token(of: cursor),
            postedAfter: Self.startOfDayUTC(now()).formatted(.iso8601))
        return request(operation: ProductHuntQuery.feedOperation, query: ProductHuntQuery.feed, variables: variables)
    }

    public func discussionRequest(id: String, after cursor: PageCursor? = nil) -> HTTPRequest {
        let variables = ProductHuntDiscussionVariables(
            id: id, first: ProductHuntQuery.commentsPerPage, replies: ProductHuntQuery.repliesPerComment,
            after: Self.token(of: cursor))
        return request(operation: ProductHuntQuery.discussionOperation, query: ProductHuntQuery.discussion, variables: variables)
    }

    private func request<Variables: Codable & Sendable>(operation: String, query: String, variables: Variables) -> HTTPRequest {
        let encoder = JSONEncoder()
        // Sorted keys: the same request always has the same bytes (stable tests, stable logs).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = GraphQLRequestBody(operationName: operation, query: query, variables: variables)
        // Encoding strings and integers cannot fail; an empty body would be refused visibly.
        let data = (try? encoder.encode(body)) ?? Data()
        return HTTPRequest(
            method: "POST", url: endpoint,
            headers: [
                "Authorization": token.bearerHeader,
                "Content-Type": "application/json",
                "Accept": "application/json",
            ],
            // Every operation Tidings sends is a query: its answer may be kept for offline use.
            body: data, isRead: true)
    }

    static func token(of cursor: PageCursor?) -> String? {
        switch cursor {
        case .token(let token)?: token
        // A page number means nothing to a cursor-paged API; start from the beginning.
        case .page?, nil: nil
        }
    }

    /// Product Hunt's DateTime filter wants an instant; "today" is the UTC day, as in the brief.
    static func startOfDayUTC(_ date: Date) -> Date {
        let seconds = date.timeIntervalSince1970
        return Date(timeIntervalSince1970: (seconds / 86_400).rounded(.down) * 86_400)
    }

    // MARK: Fetching

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        let response = try await send(feedRequest(after: cursor), options: options)
        let payload = try response.decodeJSON(PHResponse<PHPostsData>.self, host: host)
        guard let posts = payload.data?.posts else { throw .unexpectedAnswer(host: host) }
        return Self.page(from: posts)
    }

    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        try await discussion(for: item, after: nil, options: options)
    }

    /// The next page of top-level comments only (with their replies); the item is refreshed too.
    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor, options: FetchOptions) async throws(FetchError) -> Discussion {
        try await discussion(for: item, after: cursor, options: options)
    }

    private func discussion(for item: FeedItem, after cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> Discussion {
        let response = try await send(discussionRequest(id: item.id, after: cursor), options: options)
        let payload = try response.decodeJSON(PHResponse<PHPostData>.self, host: host)
        guard let post = payload.data?.post else {
            throw .itemMissing(service: "Product Hunt", id: item.id)
        }
        return Self.discussion(from: post, fallback: item)
    }

    /// Sends and screens the answer for errors, which Product Hunt reports in the body.
    private func send(_ request: HTTPRequest, options: FetchOptions) async throws(FetchError) -> HTTPResponse {
        let response = try await transport.send(request, options: options)
        if let error = ProductHuntFailure.error(in: response, host: host, token: token) { throw error }
        return response
    }
}
