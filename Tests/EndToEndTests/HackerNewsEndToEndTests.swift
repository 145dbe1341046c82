import Foundation
import LoopbackServer
import Testing
import TestThreads

/// The real binary, in tmux, against a Hacker News API served from 127.0.0.1.
@Suite(.serialized, .ownThread) struct HackerNewsEndToEndTests {
    static let front = """
    {"hits":[
     {"objectID":"501","title":"Loopback story one","url":"https://example.org/one?a=1&b=two","author":"ann","points":12,"num_comments":2,"created_at_i":1795000000},
     {"objectID":"502","title":"Loopback story two","url":"https://example.net/two","author":"bob","points":34,"num_comments":3,"created_at_i":1795000000},
     {"objectID":"503","title":"Ask HN: Loopback question?","author":"cy","points":5,"num_comments":0,"created_at_i":1795000000,"story_text":"Why?"}
    ],"page":0,"nbPages":1}
    """
    static let thread502 = """
    {"id":502,"type":"story","author":"bob","title":"Loopback story two","url":"https://example.net/two","text":null,"points":34,
     "created_at_i":1795000000,"children":[
      {"id":601,"type":"comment","author":"dee","text":"Top comment with <i>style</i> &amp; an entity","created_at_i":1795000100,"children":[
        {"id":602,"type":"comment","author":"eve","text":"An indented reply","created_at_i":1795000200,"children":[]}]},
      {"id":603,"type":"comment","author":null,"text":null,"created_at_i":1795000300,"children":[]}]}
    """

    /// Algolia under /api/v1, the official API (the order) under /v0.
    static func server() throws -> LoopbackServer {
        try LoopbackServer(handler: answer)
    }

    /// What the server answers, for servers that answer the same way (until taken down).
    @Sendable static func answer(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        if request.path.hasPrefix("/api/v1/search") { return .json(front) }
        if request.path == "/api/v1/items/502" { return .json(thread502) }
        if request.path == "/v0/topstories.json" { return .json("[501,502,503]") }
        if request.path == "/v0/item/502.json" { return .json(#"{"id":502,"type":"story","kids":[601,603]}"#) }
        if request.path.hasPrefix("/v0/") { return .json("null") }
        return .json(#"{"error":"Not Found"}"#, status: 404)
    }

    @Test func browseOpenAndQuit() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = try TmuxSession()
        let browser = try session.recordingBrowser()
        try session.start(arguments: ["hn"], environment: TmuxSession.hackerNews(on: server, ["BROWSER": browser.command]))
        let feed = try session.waitFor(text: "Loopback story one")
        #expect(feed.contains("1. Loopback story one (example.org)"))
        #expect(feed.contains("Hacker News") && feed.contains("› Front page"))
        #expect(try session.isOnAlternateScreen())

        try session.send("Down", "Enter")
        let comments = try session.waitFor(text: "An indented reply")
        #expect(comments.contains("│ dee"))
        #expect(comments.contains("Top comment with style & an entity"))
        #expect(comments.contains("  │ eve"), "the reply is indented under its parent:\n\(comments)")
        #expect(comments.contains("[deleted]"))

        try session.send("o")
        try session.waitFor(text: "Opened the article")
        #expect(try session.waitForFile(browser.record) == "https://example.net/two\n")

        try session.send("Escape")
        try session.waitFor("the feed again") { $0.contains("Loopback story one") && !$0.contains("An indented reply") }

        try session.send("q")
        let after = try session.waitFor(text: "EXIT=0")
        #expect(!after.contains("Loopback story one"), "the alternate screen is gone")
        #expect(try !session.isOnAlternateScreen())
    }

    @Test func anUnreachableServerIsASentenceAndCtrlCRestoresTheTerminal() throws {
        let port = try LoopbackServer.refusedPort()
        let session = try TmuxSession(arguments: [], environment: [
            "TIDINGS_HN_URL": "http://127.0.0.1:\(port)/api/v1",
            "TIDINGS_HN_FIREBASE_URL": "http://127.0.0.1:\(port)/v0",
            "TERM": "xterm-256color",
        ])
        try session.waitFor(text: "connection refused. Press r to retry.")
        try session.send("r")
        try session.waitFor(text: "connection refused")
        try session.send("C-c")
        try session.waitFor(text: "EXIT=130")
        #expect(try !session.isOnAlternateScreen())
    }

    @Test func demoModeBrowsesOffline() throws {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color", "TIDINGS_HN_URL": "http://127.0.0.1:1/never"])
        try session.waitFor("thirty demo stories") { $0.contains(" 1. ") && $0.contains(" 2. ") }
        try session.send("Enter")
        try session.waitFor("a discussion") { $0.contains("│") && $0.contains(" ago") }
        try session.send("Escape", "/")
        try session.waitFor(text: "Search Hacker News:")
        for key in ["e", "m", "o", "j", "i", "Enter"] { try session.send(key) }
        let results = try session.waitFor("the search results") { $0.contains("Search: emoji") && $0.contains("1. Why terminal emulators") }
        #expect(!results.contains("Postgres on a single server"), "only matching stories")
        // The reader stays offline in the demo, and says so.
        try session.send("v")
        try session.waitFor(text: "the demo reads no web pages")
        try session.send("Escape")
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func withoutAnyLocaleTheScreenIsStillUTF8() throws {
        // LC_ALL=C is what a bare environment (cron, env -i, a container) amounts to.
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color", "LC_ALL": "C", "LANG": ""])
        let feed = try session.waitFor("the demo feed") { $0.contains(" 1. ") }
        #expect(feed.contains("› Front page"), "not '?':\n\(feed)")
        try session.send("Enter")
        try session.waitFor("the gutter bars") { $0.contains("│ ") }
        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func usageErrorsExitWithStatus2() throws {
        let session = try TmuxSession(arguments: ["--bogus"], environment: [:])
        let screen = try session.waitFor(text: "EXIT=2")
        #expect(screen.contains("unknown option '--bogus'"))
        #expect(screen.contains("usage: tidings"))
    }
}
