import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// What Tidings keeps, through the real binary: read a story, quit, stop the servers, start
/// again: the feed and that thread come from the kept copies, the row is dimmed, and the status
/// bar says it is an offline copy.
@Suite(.ownThread) struct OfflineEndToEndTests {
    @Test func theFeedAndAReadThreadOpenWithoutTheNetwork() throws {
        let official = HackerNewsFallbackEndToEndTests.official
        let algolia = try LoopbackServer { request in
            if request.path.hasPrefix("/api/v1/search") { return .json(HackerNewsFallbackEndToEndTests.algoliaHits) }
            if request.path == "/api/v1/items/702" {
                return .json(#"{"id":702,"type":"story","author":"bob","title":"Algolia story B","url":"https://example.net/b","points":9,"created_at_i":1795000000,"children":[{"id":801,"type":"comment","author":"cy","text":"First official comment","created_at_i":1795000100,"parent_id":702,"children":[]}]}"#)
            }
            return .json(#"{"error":"Not Found"}"#, status: 404)
        }
        let firebase = try LoopbackServer { request in .json(official[request.path] ?? "null") }
        let environment = TmuxSession.hackerNews(algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0"))
        let first = try TmuxSession(arguments: ["hn"], environment: environment)
        try first.waitFor("the feed") { $0.contains("1. Algolia story B") || $0.contains("1. Official story B") }
        try first.send("Enter")
        try first.waitFor(text: "First official comment")
        try first.send("Escape", "q")
        try first.waitFor(text: "EXIT=0")
        algolia.stop()
        firebase.stop()

        var offline = environment
        for name in ["data", "cache", "state"] {
            offline["XDG_\(name.uppercased())_HOME"] = first.directory.appendingPathComponent(name).path
        }
        let second = try TmuxSession(arguments: ["hn"], environment: offline)
        let feed = try second.waitFor("the kept feed") { $0.contains("story B") && $0.contains("; copy from") }
        #expect(feed.contains("Refresh failed (127.0.0.1: connection refused); copy from"),
                "the status bar says the refresh failed, why, and how old the copy is: \(feed)")
        #expect(feed.contains("1. "))
        try second.send("Down")
        try second.waitFor(text: " 2/2")
        let styled = try second.styledScreen()
        let firstRow = try #require(styled.split(separator: "\n").first { $0.contains("1.") && $0.contains("story B") })
        #expect(firstRow.contains("\u{1B}[2m") || firstRow.contains(";2m"), "the story read last time is dim: \(firstRow.debugDescription)")
        try second.send("Up", "Enter")
        let thread = try second.waitFor(text: "First official comment")
        #expect(thread.contains("; copy from") || thread.contains("cached"), "\(thread)")
        try second.send("Escape", "q")
        try second.waitFor(text: "EXIT=0")
    }
}

/// New comments since the last visit, through the real binary: a story read with one comment
/// shows "1 new" in the feed once a second comment is posted, and the comment says it is new.
@Suite(.ownThread) struct NewCommentsEndToEndTests {
    @Test func commentsPostedSinceTheLastVisitAreMarked() throws {
        let posted = Mutex(1)
        @Sendable func thread() -> String {
            let comments = (1...posted.withLock { $0 }).map { number in
                #"{"id":\#(800 + number),"type":"comment","author":"cy\#(number)","text":"Comment number \#(number)","created_at_i":1795000100,"parent_id":702,"children":[]}"#
            }
            return #"{"id":702,"type":"story","author":"bob","title":"Algolia story B","url":"https://example.net/b","points":9,"created_at_i":1795000000,"children":[\#(comments.joined(separator: ","))]}"#
        }
        let algolia = try LoopbackServer { request in
            if request.path.hasPrefix("/api/v1/search") {
                let count = posted.withLock { $0 }
                return .json(#"{"hits":[{"objectID":"702","title":"Algolia story B","url":"https://example.net/b","author":"bob","points":9,"num_comments":\#(count),"created_at_i":1795000000}],"page":0,"nbPages":1}"#)
            }
            if request.path == "/api/v1/items/702" { return .json(thread()) }
            return .json(#"{"error":"Not Found"}"#, status: 404)
        }
        let firebase = try LoopbackServer { request in
            switch request.path {
            case "/v0/topstories.json": return .json("[702]")
            case "/v0/item/702.json":
                let kids = (1...posted.withLock { $0 }).map { String(800 + $0) }.joined(separator: ",")
                return .json(#"{"id":702,"type":"story","by":"bob","time":1795000000,"title":"Official story B","url":"https://example.net/b","score":9,"descendants":\#(posted.withLock { $0 }),"kids":[\#(kids)]}"#)
            default: return .json("null")
            }
        }
        defer {
            algolia.stop()
            firebase.stop()
        }
        var environment = TmuxSession.hackerNews(algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0"))
        let first = try TmuxSession(arguments: ["hn"], environment: environment)
        try first.waitFor("the feed") { $0.contains("1. ") && $0.contains("story B") }
        try first.send("Enter")
        let visit = try first.waitFor(text: "Comment number 1")
        #expect(!visit.contains("● new"), "a first visit marks nothing")
        try first.send("Escape", "q")
        try first.waitFor(text: "EXIT=0")

        posted.withLock { $0 = 2 }
        for name in ["data", "cache", "state"] {
            environment["XDG_\(name.uppercased())_HOME"] = first.directory.appendingPathComponent(name).path
        }
        let second = try TmuxSession(arguments: ["hn"], environment: environment)
        try second.waitFor("the feed with one new comment") { $0.contains("2 comments") && $0.contains("· 1 new") }
        try second.send("Enter")
        let thread = try second.waitFor("the new comment marked") { $0.contains("Comment number 2") && $0.contains("● new") }
        let newLines = thread.split(separator: "\n").filter { $0.contains("● new") }
        #expect(newLines.count == 1, "\(thread)")
        #expect(newLines.first?.contains("cy2") == true)
        try second.send("N")
        try second.waitFor(text: " 2/2")
        try second.send("Escape", "q")
        try second.waitFor(text: "EXIT=0")
    }
}
