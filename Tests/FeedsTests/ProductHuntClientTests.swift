import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// The client against a real HTTP server on 127.0.0.1: what goes over the wire and what the reader
/// sees for each kind of answer.
@Suite struct ProductHuntClientTests {
    static let token = "phLOOPBACK-0b7e4f2a91"

    static let pageJSON = """
    {"data":{"posts":{"edges":[{"cursor":"MA==","node":{"id":"550011","name":"Quillpad","tagline":"Notes that write back",
     "votesCount":431,"commentsCount":37,"url":"https://www.producthunt.com/posts/quillpad",
     "website":"https://www.producthunt.com/r/Q1W2E3","createdAt":"2026-11-24T07:01:00Z","thumbnail":null}}],
     "pageInfo":{"endCursor":"MTk=","hasNextPage":true}}}}
    """

    func client(_ server: LoopbackServer) -> ProductHuntClient {
        ProductHuntClient(
            endpoint: server.baseURL.appendingPathComponent("v2/api/graphql"), token: Self.token,
            transport: CurlTransport(timeout: 5),
            now: { Date(timeIntervalSince1970: 1_795_534_200) })
    }

    func failure(_ reply: LoopbackServer.Reply) async throws -> FetchError? {
        let server = try LoopbackServer { _ in reply }
        defer { server.stop() }
        do {
            _ = try await client(server).fetchPage(nil)
            return nil
        } catch {
            return error
        }
    }

    @Test func sendsAnAuthorizedGraphQLPostAndReadsThePage() async throws {
        let server = try LoopbackServer { _ in .json(Self.pageJSON) }
        let page = try await client(server).fetchPage(nil)
        #expect(page.items.map(\.title) == ["Quillpad"])
        #expect(page.items.first?.subtitle == "Notes that write back")
        #expect(page.next == .token("MTk="))

        _ = try await client(server).fetchPage(page.next)
        let requests = server.requests
        try #require(requests.count == 2)
        let first = requests[0]
        #expect(first.method == "POST")
        #expect(first.path == "/v2/api/graphql", "no query string, so no token in any URL")
        #expect(first.headers["authorization"] == "Bearer \(Self.token)")
        #expect(first.headers["content-type"] == "application/json")
        #expect(first.headers["accept"] == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: first.body) as? [String: Any])
        #expect((body["query"] as? String)?.hasPrefix("query TidingsFeaturedPosts(") == true)
        let variables = try #require(body["variables"] as? [String: Any])
        #expect(variables["first"] as? Int == 20)
        #expect(variables["postedAfter"] as? String == "2026-11-24T00:00:00Z")
        #expect(variables["after"] == nil)
        #expect(!first.bodyText.contains(Self.token))
        let second = try #require(try JSONSerialization.jsonObject(with: requests[1].body) as? [String: Any])
        #expect((second["variables"] as? [String: Any])?["after"] as? String == "MTk=")
    }

    @Test func fetchesAThreadAndItsNextPage() async throws {
        let server = try LoopbackServer { request in
            let after = (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])
                .flatMap { $0["variables"] as? [String: Any] }?["after"] as? String
            let id = after == nil ? "1" : "2"
            let more = after == nil
            return .json("""
            {"data":{"post":{"id":"550011","name":"Quillpad","commentsCount":3,"comments":{"edges":[
             {"node":{"id":"\(id)","body":"page \(id)","user":{"username":"u\(id)"},"replies":{"edges":[]}}}],
             "pageInfo":{"endCursor":\(more ? "\"Mg==\"" : "null"),"hasNextPage":\(more)}}}}}
            """)
        }
        let item = FeedItem(id: "550011", title: "Quillpad", scoreUnit: "votes")
        let discussion = try await client(server).fetchDiscussion(for: item)
        #expect(discussion.comments.map(\.body) == [.plain("page 1")])
        let cursor = try #require(discussion.moreComments)
        let more = try await client(server).fetchMoreComments(for: item, after: cursor)
        #expect(more.comments.map(\.body) == [.plain("page 2")], "only the new comments")
        #expect(more.moreComments == nil)
        let variables = server.requests.compactMap {
            (try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any])?["variables"] as? [String: Any]
        }
        #expect(variables.map { $0["id"] as? String } == ["550011", "550011"])
        #expect(variables.map { $0["after"] as? String } == [nil, "Mg=="])
    }

    @Test func aRefusedTokenIsASentenceAboutTheToken() async throws {
        let error = try await failure(.json(
            #"{"data":null,"errors":[{"error":"invalid_oauth_token","error_description":"Please supply a valid access token."}]}"#,
            status: 401))
        #expect(error == .credentialRefused(service: "Product Hunt", problem: .invalid))
        #expect(error?.isRetryable == false)
    }

    @Test func theRateLimitSaysWhenToComeBack() async throws {
        let error = try await failure(.json(
            #"{"errors":[{"error":"rate_limit_reached","error_description":"Sorry.","details":{"limit":6250,"remaining":-50,"reset_in":102}}]}"#,
            status: 429, headers: ["X-Rate-Limit-Limit": "6250", "X-Rate-Limit-Remaining": "0", "X-Rate-Limit-Reset": "102"]))
        #expect(error == .rateLimited(service: "Product Hunt", retryAfterSeconds: 102))
    }

    @Test func aGraphQLErrorIsQuoted() async throws {
        let error = try await failure(.json(
            #"{"errors":[{"message":"Query has complexity of 3405, which exceeds max complexity of 1000","locations":[],"path":null}]}"#))
        #expect(error == .serviceMessage(service: "Product Hunt", message: "Query has complexity of 3405, which exceeds max complexity of 1000"))
    }

    @Test func aCDNPageIsAnUnexpectedAnswer() async throws {
        let error = try await failure(.text("<html><body>Access denied</body></html>", status: 403, contentType: "text/html"))
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test func truncatedJSONIsAnUnexpectedAnswer() async throws {
        let error = try await failure(.json(String(Self.pageJSON.prefix(80))))
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
    }

    @Test func noMessageOrRequestLineCarriesTheToken() async throws {
        let replies: [LoopbackServer.Reply] = [
            .json(#"{"errors":[{"message":"bad token \#(Self.token)"}]}"#),
            .json(#"{"errors":[{"error":"invalid_oauth_token"}]}"#, status: 401),
            .json(#"{"errors":[{"error":"rate_limit_reached"}]}"#, status: 429),
            .text("<html>\(Self.token)</html>", status: 403, contentType: "text/html"),
            .text("oops \(Self.token)", status: 500),
        ]
        for reply in replies {
            let error = try #require(try await failure(reply))
            #expect(!String(reflecting: error).contains(Self.token), "\(error)")
        }
    }

    @Test func theDemoDecodesEveryPostThroughTheSameClient() async throws {
        let demo = ProductHuntClient(endpoint: ProductHuntDemo.endpoint, token: "demo", transport: DemoTransport(latency: .zero, sources: [ProductHuntDemo()]))
        let first = try await demo.fetchPage(nil)
        #expect(first.items.count == 20)
        let next = try #require(first.next)
        let second = try await demo.fetchPage(next)
        #expect(second.next == nil)
        let items = first.items + second.items
        #expect(items.count >= 30)
        #expect(Set(items.map(\.id)).count == items.count)
        #expect(items.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } || $0.subtitle?.unicodeScalars.contains { $0.properties.isEmojiPresentation } == true })
        #expect(items.contains { $0.title.contains("はなび") })
        var pagedThreads = 0
        for item in items {
            var discussion = try await demo.fetchDiscussion(for: item)
            var comments = discussion.comments
            while let cursor = discussion.moreComments {
                pagedThreads += 1
                discussion = try await demo.fetchMoreComments(for: item, after: cursor)
                comments += discussion.comments
            }
            let total = comments.reduce(0) { $0 + 1 + $1.replies.count }
            #expect(total == item.commentCount, "\(item.id): every comment the row counts is in the thread")
            #expect(Set(comments.map(\.id)).count == comments.count, "\(item.id): pages do not repeat")
            #expect(comments.allSatisfy { $0.author != nil && $0.body != nil }, "\(item.id)")
        }
        #expect(pagedThreads >= 3, "some threads need more than one page")
    }
}
