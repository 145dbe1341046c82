import Foundation
import Networking
import Testing
@testable import Feeds

/// What the client asks Product Hunt for, checked without any network.
@Suite struct ProductHuntRequestTests {
    static let token = "phTOKEN-7f3a9c1e5b"
    /// 2026-11-24T15:30:00Z, so "today" starts at 2026-11-24T00:00:00Z.
    static let afternoon = Date(timeIntervalSince1970: 1_795_534_200)

    let client = ProductHuntClient(
        endpoint: URL(string: "http://127.0.0.1:9/v2/api/graphql")!, token: token,
        transport: NeverTransport(), now: { afternoon })

    struct SentBody: Decodable {
        struct Variables: Decodable, Equatable {
            var first: Int?
            var replies: Int?
            var after: String?
            var postedAfter: String?
            var id: String?
        }
        var operationName: String
        var query: String
        var variables: Variables
    }

    func body(of request: HTTPRequest) throws -> SentBody {
        try JSONDecoder().decode(SentBody.self, from: try #require(request.body))
    }

    @Test func theFeedIsANamedPostWithHeadersAndVariables() throws {
        let request = client.feedRequest(after: nil)
        #expect(request.method == "POST")
        #expect(request.url.absoluteString == "http://127.0.0.1:9/v2/api/graphql", "nothing in the URL")
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["Accept"] == "application/json")
        let sent = try body(of: request)
        #expect(sent.operationName == "TidingsFeaturedPosts")
        #expect(sent.query.hasPrefix("query TidingsFeaturedPosts($first: Int!, $after: String, $postedAfter: DateTime)"))
        #expect(sent.query.contains("posts(featured: true, order: VOTES, first: $first, after: $after, postedAfter: $postedAfter)"))
        #expect(sent.query.contains("pageInfo { endCursor hasNextPage }"))
        #expect(!sent.query.contains("comments("), "comments would multiply the feed's cost")
        for field in ["id", "name", "tagline", "votesCount", "commentsCount", "url", "website", "createdAt",
                      "featuredAt", "description", "thumbnail { url }", "makers { name username }"] {
            #expect(sent.query.contains(field), "\(field)")
        }
        #expect(sent.variables == .init(first: 20, postedAfter: "2026-11-24T00:00:00Z"))
    }

    @Test func theNextPageSendsTheCursorAsAVariableOnly() throws {
        let cursor = #"MTk="}, evil: "x"#
        let sent = try body(of: client.feedRequest(after: .token(cursor)))
        #expect(sent.variables.after == cursor)
        #expect(!sent.query.contains(cursor), "values are never spliced into the query")
        #expect(sent.query == (try body(of: client.feedRequest(after: nil))).query)
        #expect(try body(of: client.feedRequest(after: .page(3))).variables.after == nil)
    }

    @Test func todayStartsAtMidnightUTCWhateverTheClock() throws {
        let lateEvening = ProductHuntClient(token: "t", transport: NeverTransport(), now: {
            Date(timeIntervalSince1970: 1_795_564_799)  // 2026-11-24T23:59:59Z
        })
        #expect(try body(of: lateEvening.feedRequest(after: nil)).variables.postedAfter == "2026-11-24T00:00:00Z")
        #expect(lateEvening.feedRequest(after: nil).url == ProductHuntClient.defaultEndpoint)
        #expect(ProductHuntClient.defaultEndpoint.absoluteString == "https://api.producthunt.com/v2/api/graphql")
    }

    @Test func theDiscussionAsksForOnePostsCommentsAndReplies() throws {
        let request = client.discussionRequest(id: "550011", after: .token("Mg=="))
        #expect(request.method == "POST")
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
        let sent = try body(of: request)
        #expect(sent.operationName == "TidingsPostComments")
        #expect(sent.query.hasPrefix("query TidingsPostComments($id: ID!"))
        #expect(sent.query.contains("post(id: $id)"))
        #expect(sent.query.contains("comments(first: $first, order: VOTES_COUNT, after: $after)"))
        #expect(sent.query.contains("replies(first: $replies)"))
        #expect(sent.query.contains("user { name username }"))
        #expect(sent.variables == .init(first: 10, replies: 10, after: "Mg==", id: "550011"))
        #expect(!sent.query.contains("550011"))
    }

    @Test func theClientNamesItselfAndHidesTheToken() {
        #expect(client.name == "Product Hunt")
        #expect(client.listName == "Featured")
        var dumped = ""
        dump(client, to: &dumped)
        for text in [String(describing: client), String(reflecting: client), "\(client)", dumped] {
            #expect(!text.contains(Self.token), "\(text)")
        }
    }

    @Test func theDemoRoutesEveryOperationToItsFile() {
        let demo = ProductHuntClient(endpoint: ProductHuntDemo.endpoint, token: "demo", transport: NeverTransport())
        func route(_ request: HTTPRequest) -> String? { ProductHuntDemo.resourceName(for: request) }
        #expect(route(demo.feedRequest(after: nil)) == "ph/feed-0.json")
        #expect(route(demo.feedRequest(after: .token("feed-1"))) == "ph/feed-1.json")
        #expect(route(demo.discussionRequest(id: "880101")) == "ph/post-880101.json")
        #expect(route(demo.discussionRequest(id: "880101", after: .token("page-1"))) == "ph/post-880101-page-1.json")
        // Cursors and ids become file names, so nothing but the demo's own shapes gets through.
        #expect(route(demo.feedRequest(after: .token("../hn/search-front-0"))) == nil)
        #expect(route(demo.discussionRequest(id: "../x")) == nil)
        #expect(route(demo.discussionRequest(id: "880101", after: .token("page-1/../../x"))) == nil)
        var get = demo.feedRequest(after: nil)
        get.method = "GET"
        #expect(route(get) == nil)
    }
}
