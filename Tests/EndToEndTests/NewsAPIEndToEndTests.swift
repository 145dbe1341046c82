import Foundation
import LoopbackServer
import Testing
import TestThreads

/// `tidings news` against NewsAPI served from 127.0.0.1: headlines, the article pane, opening
/// the article and searching.
@Suite(.serialized, .ownThread) struct NewsAPIEndToEndTests {
    static func article(_ title: String, source: String, url: String) -> String {
        """
        {"source":{"id":null,"name":"\(source)"},"author":"",
         "title":"\(title) - \(source)","description":"What happened with \(title.lowercased()).",
         "url":"\(url)","urlToImage":null,"publishedAt":"2026-11-29T18:00:00Z",
         "content":"The first lines of the story about \(title.lowercased())… [+1234 chars]"}
        """
    }
    static let headlines = """
    {"status":"ok","totalResults":2,"articles":[\(article("Harbour reopens", source: "Harbor Times", url: "https://harbor.example/port?x=1&y=2")),
     \(article("Bridge repainted", source: "City Desk", url: "https://city.example/bridge"))]}
    """
    static let search = """
    {"status":"ok","totalResults":1,"articles":[\(article("Quantum kettle boils early", source: "Lab Notes", url: "https://lab.example/kettle"))]}
    """

    @Test func headlinesArticleOpenAndSearch() throws {
        let server = try LoopbackServer { request in
            request.path.hasPrefix("/v2/everything") ? .json(Self.search) : .json(Self.headlines)
        }
        defer { server.stop() }
        let session = try TmuxSession()
        let browser = try session.recordingBrowser()
        try session.start(arguments: ["news"], environment: [
            "NEWSAPI_KEY": "e2e-news-key",
            "TIDINGS_NEWSAPI_URL": server.baseURL.appendingPathComponent("v2").absoluteString,
            "BROWSER": browser.command,
            "TERM": "xterm-256color",
        ], columns: 120)  // wide enough for every tab and the search's breadcrumb
        let feed = try session.waitFor(text: "Harbour reopens")
        #expect(!feed.contains("Harbour reopens - Harbor Times"), "the source suffix is dropped from the title")
        #expect(feed.contains("Harbor Times"))

        try session.send("Enter")
        let pane = try session.waitFor(text: "1234 more characters at the source")
        #expect(pane.contains("What happened with harbour reopens."))
        try session.send("o")
        #expect(try session.waitForFile(browser.record) == "https://harbor.example/port?x=1&y=2\n")

        try session.send("Escape")
        // A paste outside a text field is ignored, not run as keys (its q would quit).
        try session.paste("qqq")
        try session.waitFor(text: "Paste ignored")
        try session.send("/")
        try session.waitFor(text: "Search NewsAPI:")
        try session.paste("quan")
        try session.send("t", "u", "m")
        try session.waitFor(text: "Search NewsAPI: quantum")
        try session.send("Enter")
        let results = try session.waitFor(text: "Quantum kettle boils early")
        #expect(results.contains("Search: quantum"))
        try session.send("Escape")
        try session.waitFor("the headlines again") { $0.contains("Harbour reopens") && !$0.contains("Quantum kettle") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")

        let searched = server.requests.first { $0.path.hasPrefix("/v2/everything") }
        #expect(searched?.query["q"] == "quantum")
        #expect(searched?.query["sortBy"] == "publishedAt")
        for request in server.requests {
            #expect(request.headers["x-api-key"] == "e2e-news-key")
            #expect(!request.path.contains("e2e-news-key"))
        }
    }
}
