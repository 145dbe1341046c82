import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// Where Hacker News' two APIs meet background work, kept copies and search, through the real
/// binary: a background fetch never changes what the user gets; either API serves alone when
/// the other cannot; a failed refresh says so.
@Suite(.ownThread) struct HackerNewsHealthEndToEndTests {
    static let official: [String: String] = [
        "/v0/topstories.json": "[702,701]",
        "/v0/item/701.json": #"{"id":701,"type":"story","by":"ann","time":1795000000,"title":"Official story A","url":"https://example.org/a","score":3,"descendants":1,"kids":[811]}"#,
        "/v0/item/702.json": #"{"id":702,"type":"story","by":"bob","time":1795000000,"title":"Official story B","url":"https://example.net/b","score":9,"descendants":2,"kids":[801,802]}"#,
        "/v0/item/801.json": #"{"id":801,"type":"comment","by":"cy","parent":702,"time":1795000100,"text":"First official comment","kids":[901]}"#,
        "/v0/item/802.json": #"{"id":802,"type":"comment","by":"fay","parent":702,"time":1795000150,"text":"Second official comment"}"#,
        "/v0/item/811.json": #"{"id":811,"type":"comment","by":"gil","parent":701,"time":1795000100,"text":"A comment on A"}"#,
        "/v0/item/901.json": #"{"id":901,"type":"comment","by":"dee","parent":801,"time":1795000300,"text":"A reply fetched as it came into view"}"#,
    ]

    static let hits = """
    {"hits":[
     {"objectID":"701","title":"Algolia story A","url":"https://example.org/a","author":"ann","points":3,"num_comments":1,"created_at_i":1795000000},
     {"objectID":"702","title":"Algolia story B","url":"https://example.net/b","author":"bob","points":9,"num_comments":2,"created_at_i":1795000000}
    ],"page":0,"nbPages":1}
    """

    static let searchHits = """
    {"hits":[{"objectID":"703","title":"A story only search finds","url":"https://example.com/c","author":"hal","points":5,"num_comments":1,"created_at_i":1795000000}],"page":0,"nbPages":1}
    """

    static func thread(_ id: Int, _ text: String) -> String {
        #"{"id":\#(id),"type":"story","author":"bob","title":"Algolia story \#(id)","points":9,"created_at_i":1795000000,"children":[{"id":\#(id * 10),"type":"comment","author":"ivy","text":"\#(text)","created_at_i":1795000100,"children":[]}]}"#
    }


    @Test func aPrefetchThatTimesOutNeverSwitchesTheTabToTheOfficialAPI() throws {
        let algolia = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/api/v1/search":
                return .json(request.query["query"] != nil ? Self.searchHits : Self.hits)
            // The prefetch of story A's thread is held until it times out.
            case "/api/v1/items/701": return .hang
            case "/api/v1/items/702": return .json(Self.thread(702, "Algolia comment on B"))
            case "/api/v1/items/703": return .json(Self.thread(703, "Found only through search"))
            default: return .json(#"{"error":"Not Found"}"#, status: 404)
            }
        }
        let firebase = try LoopbackServer { request in .json(Self.official[request.path] ?? "null") }
        defer {
            algolia.stop()
            firebase.stop()
        }
        let session = try TmuxSession()
        try session.writeConfig("network.timeout = 2\n")
        try session.start(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try session.waitFor("the feed") { $0.contains("1. Algolia story B") }
        try session.send("Enter")
        try session.waitFor(text: "Algolia comment on B")
        try session.send("Escape")
        try session.waitFor("the feed again") { $0.contains("1. Algolia story B") && !$0.contains("Algolia comment on B") }
        // Past the prefetch's timeout.
        Thread.sleep(forTimeInterval: 3)
        try session.send("/")
        try session.waitFor(text: "Search Hacker News:")
        try session.send("s", "t", "o", "r", "y", "Enter")
        try session.waitFor(text: "A story only search finds")
        try session.send("Enter")
        let thread = try session.waitFor(text: "Found only through search")
        #expect(!thread.contains("Algolia is unavailable"), "\(thread)")
        try session.send("Escape", "Escape")
        let feed = try session.waitFor("the front page") { $0.contains("1. Algolia story B") && $0.contains("2. Algolia story A") }
        #expect(!feed.contains("Algolia is unavailable"), "a prefetch never decides for the tab:\n\(feed)")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func threadsFetchedAheadOpenInTheNextRunWithTheNetworkGone() throws {
        let fetchedAhead = Mutex<Set<String>>([])
        let algolia = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/api/v1/search": return .json(Self.hits)
            case "/api/v1/items/701":
                fetchedAhead.withLock { _ = $0.insert("701") }
                return .json(Self.thread(701, "Kept while you looked at the list"))
            case "/api/v1/items/702":
                fetchedAhead.withLock { _ = $0.insert("702") }
                return .json(Self.thread(702, "Algolia comment on B"))
            default: return .json(#"{"error":"Not Found"}"#, status: 404)
            }
        }
        let firebase = try LoopbackServer { request in .json(Self.official[request.path] ?? "null") }
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try session.waitFor("the feed") { $0.contains("1. Algolia story B") }
        // Nobody opens anything: both threads are fetched ahead, and kept.
        let deadline = Date().addingTimeInterval(20)
        while fetchedAhead.withLock({ $0.count }) < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(fetchedAhead.withLock { $0 } == ["701", "702"])
        Thread.sleep(forTimeInterval: 1)  // the copies reach the disk off the fetch's path
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        algolia.stop()
        firebase.stop()

        let next = try session.nextRun()
        try next.start(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try next.waitFor("the kept front page") { $0.contains("2. Algolia story A") }
        try next.send("Down", "Enter")
        try next.waitFor(text: "Kept while you looked at the list")
        // The kept copy shows at once; the refresh that fails says so when it has failed.
        try next.waitFor("the copy saying it is one") {
            $0.contains("Kept while you looked at the list") && ($0.contains("Refresh failed") || $0.contains("copy from"))
        }
        try next.send("q", "q")
        try next.waitFor(text: "EXIT=0")
    }

    @Test func withTheOfficialAPIUnreachableTheListsComeFromAlgolia() throws {
        let algolia = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/api/v1/search" where request.query["tags"] == "front_page": return .json(Self.hits)
            case "/api/v1/search_by_date": return .json(Self.searchHits)
            case "/api/v1/items/702": return .json(Self.thread(702, "Algolia comment on B"))
            default: return .json(#"{"error":"Not Found"}"#, status: 404)
            }
        }
        defer { algolia.stop() }
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/v0")!
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: refused))
        let feed = try session.waitFor("Algolia's front page") { $0.contains("Algolia story A") }
        #expect(feed.contains("The official HN API is unreachable; in Algolia's order"), "\(feed)")
        #expect(!feed.contains("Could not reach"))
        try session.send("Down", "Enter")
        try session.waitFor(text: "Algolia comment on B")
        try session.send("Escape", "l")
        let new = try session.waitFor("the newest stories") { $0.contains("A story only search finds") }
        #expect(new.contains("› New"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aRefreshThatFailsOverTheKeptCopySaysWhyAndHowOld() throws {
        let failing = Mutex(false)
        let algolia = try LoopbackServer { request in
            request.pathWithoutQuery == "/api/v1/search" ? .json(Self.hits) : .json(#"{"error":"Not Found"}"#, status: 404)
        }
        let firebase = try LoopbackServer { request in
            if failing.withLock({ $0 }), request.path == "/v0/topstories.json" { return .json(#"{"error":"boom"}"#, status: 500) }
            return .json(Self.official[request.path] ?? "null")
        }
        defer {
            algolia.stop()
            firebase.stop()
        }
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try session.waitFor("the feed") { $0.contains("1. Algolia story B") }
        failing.withLock { $0 = true }
        // The copy is kept off the fetch's path; on a busy machine it may land a moment after the
        // list shows. Until it has, a failed refresh can only say so without one.
        var refreshed = ""
        for _ in 0..<20 {
            try session.send("r")
            refreshed = try session.waitFor("the failure") { $0.contains("Refresh failed") || $0.contains("server error") }
            if refreshed.contains("Refresh failed") { break }
            Thread.sleep(forTimeInterval: 0.25)
        }
        #expect(refreshed.contains("Refresh failed (127.0.0.1: HTTP 500); copy from just now"), "\(refreshed)")
        #expect(refreshed.contains("1. Algolia story B"), "the copy stays on screen")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aThreadReadWholeFromTheOfficialAPIHasNothingNewAfterwards() throws {
        let algolia = try LoopbackServer { _ in .text("<h1>503</h1>", status: 503, contentType: "text/html") }
        let firebase = try LoopbackServer { request in .json(Self.official[request.path] ?? "null") }
        defer {
            algolia.stop()
            firebase.stop()
        }
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(
            algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try session.waitFor("the official list") { $0.contains("1. Official story B") }
        try session.send("Enter")
        try session.waitFor("every comment and reply") { $0.contains("A reply fetched as it came into view") && $0.contains("Second official comment") }
        try session.send("Escape")
        let feed = try session.waitFor("the feed again") { $0.contains("1. Official story B") && !$0.contains("│ cy") }
        #expect(!feed.contains(" new"), "every comment shown was recorded as seen:\n\(feed)")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
