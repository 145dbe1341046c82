import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// The real binary, in tmux, with Algolia failing: the official API alone serves the tab, the
/// status bar says so, and a refresh once Algolia is back uses it again.
@Suite(.serialized, .ownThread) struct HackerNewsFallbackEndToEndTests {
    static let official: [String: String] = [
        "/v0/topstories.json": "[702,701]",
        "/v0/item/701.json": #"{"id":701,"type":"story","by":"ann","time":1795000000,"title":"Official story A","url":"https://example.org/a","score":3,"descendants":0}"#,
        "/v0/item/702.json": #"{"id":702,"type":"story","by":"bob","time":1795000000,"title":"Official story B","url":"https://example.net/b","score":9,"descendants":4,"kids":[801,802]}"#,
        "/v0/item/801.json": #"{"id":801,"type":"comment","by":"cy","parent":702,"time":1795000100,"text":"First official comment","kids":[901]}"#,
        "/v0/item/802.json": #"{"id":802,"deleted":true,"parent":702,"time":1795000200,"type":"comment","kids":[902]}"#,
        "/v0/item/901.json": #"{"id":901,"type":"comment","by":"dee","parent":801,"time":1795000300,"text":"A reply fetched as it came into view"}"#,
        "/v0/item/902.json": #"{"id":902,"type":"comment","by":"eve","parent":802,"time":1795000400,"text":"A reply under a deleted comment"}"#,
    ]

    static let algoliaHits = """
    {"hits":[
     {"objectID":"701","title":"Algolia story A","url":"https://example.org/a","author":"ann","points":3,"num_comments":0,"created_at_i":1795000000},
     {"objectID":"702","title":"Algolia story B","url":"https://example.net/b","author":"bob","points":9,"num_comments":4,"created_at_i":1795000000}
    ],"page":0,"nbPages":1}
    """

    @Test func algoliaDownMeansTheOfficialAPIWithANoteUntilARefreshFindsItBack() throws {
        let algoliaUp = Mutex(false)
        let algolia = try LoopbackServer { request in
            guard algoliaUp.withLock({ $0 }) else { return .text("<h1>503 Service Unavailable</h1>", status: 503, contentType: "text/html") }
            return request.path.hasPrefix("/api/v1/search") ? .json(Self.algoliaHits) : .json(#"{"error":"Not Found"}"#, status: 404)
        }
        let firebase = try LoopbackServer { request in .json(Self.official[request.path] ?? "null") }
        defer {
            algolia.stop()
            firebase.stop()
        }
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        let feed = try session.waitFor("the list from the official API") {
            $0.contains("Official story B") && $0.contains("Algolia is unavailable; using the official API")
        }
        #expect(feed.contains("1. Official story B (example.net)"), "the official rank:\n\(feed)")
        #expect(feed.contains("2. Official story A (example.org)"))

        try session.send("Enter")
        let thread = try session.waitFor("the thread with its replies") {
            $0.contains("A reply fetched as it came into view") && $0.contains("A reply under a deleted comment")
        }
        #expect(thread.contains("│ cy"))
        #expect(thread.contains("  │ dee"), "the reply is indented under its comment:\n\(thread)")
        #expect(thread.contains("[deleted]"))
        #expect(thread.contains("Algolia is unavailable; using the official API"))

        algoliaUp.withLock { $0 = true }
        try session.send("Escape")
        try session.waitFor("the feed again") { $0.contains("1. Official story B") && !$0.contains("│ cy") }
        try session.send("r")
        let refreshed = try session.waitFor("the list with Algolia back") {
            $0.contains("1. Algolia story B") && !$0.contains("Algolia is unavailable")
        }
        #expect(refreshed.contains("2. Algolia story A"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
