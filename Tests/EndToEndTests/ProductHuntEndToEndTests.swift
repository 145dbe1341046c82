import Foundation
import LoopbackServer
import Testing
import TestThreads

/// `tidings ph` against a GraphQL endpoint on 127.0.0.1, and switching tabs.
@Suite(.serialized, .ownThread) struct ProductHuntEndToEndTests {
    static func post(_ id: Int, _ name: String, votes: Int) -> String {
        """
        {"cursor":"c\(id)","node":{"id":"\(id)","name":"\(name)","tagline":"Tagline of \(name)","votesCount":\(votes),
         "commentsCount":2,"url":"https://www.producthunt.com/posts/p\(id)","website":"https://example.org/\(id)",
         "createdAt":"2026-11-29T08:00:00Z","featuredAt":"2026-11-29T08:01:00Z","description":null,"makers":[{"name":"Mo","username":"mo"}]}}
        """
    }
    static let feed = """
    {"data":{"posts":{"edges":[\(post(71, "Alphacorn", votes: 300)),\(post(72, "Betamax Notes", votes: 200)),\(post(73, "Gammaray", votes: 100))],
     "pageInfo":{"endCursor":"c73","hasNextPage":false}}}}
    """
    static let comments = """
    {"data":{"post":{"id":"72","name":"Betamax Notes","tagline":"Tagline of Betamax Notes","votesCount":200,"commentsCount":2,
     "url":"https://www.producthunt.com/posts/p72","website":"https://example.org/72","createdAt":"2026-11-29T08:00:00Z",
     "comments":{"edges":[{"node":{"id":"c1","body":"Parent comment from the maker","createdAt":"2026-11-29T09:00:00Z","votesCount":5,
        "user":{"name":"Mo","username":"mo"},
        "replies":{"edges":[{"node":{"id":"c2","body":"A reply underneath","createdAt":"2026-11-29T09:30:00Z","votesCount":1,
          "user":{"name":"Lu","username":"lu"}}}]}}}],
      "pageInfo":{"endCursor":null,"hasNextPage":false}}}}}
    """
    static let hackerNews = #"{"hits":[{"objectID":"9","title":"A Hacker News story","url":"https://example.com/hn","points":1,"num_comments":0,"created_at_i":1795000000}],"page":0,"nbPages":1}"#

    @Test func postsCommentsAndTabsThatKeepTheirPlace() throws {
        let server = try LoopbackServer { request in
            if request.path == "/v0/topstories.json" { return .json("[9]") }
            if request.path.hasPrefix("/api/v1/") { return .json(Self.hackerNews) }
            if request.bodyText.contains("TidingsPostComments") { return .json(Self.comments) }
            return .json(Self.feed)
        }
        defer { server.stop() }
        let session = try TmuxSession(arguments: ["ph"], environment: [
            "PRODUCTHUNT_TOKEN": "e2e-secret-token",
            "TIDINGS_PH_URL": server.baseURL.appendingPathComponent("graphql").absoluteString,
            "TIDINGS_HN_URL": server.baseURL.appendingPathComponent("api/v1").absoluteString,
            "TIDINGS_HN_FIREBASE_URL": server.baseURL.appendingPathComponent("v0").absoluteString,
            "TERM": "xterm-256color",
        ])
        let feedScreen = try session.waitFor(text: "Betamax Notes")
        #expect(feedScreen.contains("1. Alphacorn"))
        #expect(feedScreen.contains("300 votes"))
        #expect(feedScreen.contains("Product Hunt"))

        try session.send("Down", "Enter")
        let thread = try session.waitFor(text: "A reply underneath")
        #expect(thread.contains("│ mo · "))
        #expect(thread.contains("  │ lu · "), "the reply is indented under its parent:\n\(thread)")
        try session.send("Escape")
        try session.waitFor("the feed") { $0.contains("2/3") }

        // Shift-Tab goes back to Hacker News (the tab before), Tab returns to Product Hunt.
        try session.send("BTab")
        try session.waitFor(text: "A Hacker News story")
        try session.send("Tab")
        // Waits for the status bar too: a capture can fall between the rows and the bar.
        let back = try session.waitFor("Product Hunt again, its status bar drawn") { $0.contains("Alphacorn") && $0.contains("/3") }
        #expect(back.contains("2/3"), "the selection is kept:\n\(back)")

        try session.send("3")
        try session.waitFor(text: "NewsAPI needs an API key.")
        try session.send("2")
        try session.waitFor("Product Hunt by number") { $0.contains("Alphacorn") && $0.contains("2/3") }
        try session.send("q")
        let after = try session.waitFor(text: "EXIT=0")
        #expect(!after.contains("e2e-secret-token"))

        let sent = try #require(server.requests.first { $0.path == "/graphql" })
        #expect(sent.method == "POST")
        #expect(sent.headers["authorization"] == "Bearer e2e-secret-token")
    }

    @Test func withoutATokenTheSetupPaneExplainsWhatToDo() throws {
        let session = try TmuxSession(arguments: ["ph"], environment: ["TERM": "xterm-256color"])
        let screen = try session.waitFor(text: "Product Hunt needs a developer token.")
        #expect(screen.contains("PRODUCTHUNT_TOKEN"))
        #expect(screen.contains("create a developer token"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aBadConfigLineStopsWithItsLineNumber() throws {
        let session = try TmuxSession()
        let folder = session.directory.appendingPathComponent("config/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# settings\nsource = ph\ncolour = red\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        try session.start(arguments: [], environment: ["TERM": "xterm-256color"])
        let screen = try session.waitFor(text: "EXIT=2")
        #expect(screen.contains("tidings/config:3: unknown key 'colour'"))
    }
}
