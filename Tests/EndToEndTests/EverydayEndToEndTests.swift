import Foundation
import Testing
import TestThreads

/// The flows a person walks every day, through the real binary on the bundled sample: search
/// and its history, one Saved list across sources, a narrow terminal, the help where you are.
@Suite(.ownThread) struct EverydayEndToEndTests {
    func demo(columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color"], columns: columns, rows: rows)
        try session.waitFor("the demo feed") { $0.contains(" 1. ") && $0.contains(" 1/") }
        return session
    }

    @Test func searchStartsEmptyRecallsEarlierQueriesAndSaysWhenNothingIsFound() throws {
        let session = try demo()
        try session.send("/")
        try session.waitFor(text: "Search Hacker News:")
        for key in ["b", "-", "t", "r", "e", "e", "Enter"] { try session.send(key) }
        try session.waitFor(text: "› Search: b-tree")
        try session.send("Escape", "/")
        try session.waitFor(text: "Search Hacker News:")
        try session.send("x")
        let typed = try session.waitFor(text: "Search Hacker News: x")
        #expect(!typed.contains("b-treex"), "typing never appends to the last query")
        try session.send("BSpace", "Up")
        try session.waitFor(text: "Search Hacker News: b-tree")
        try session.send("Down")
        try session.waitFor("the typed text back") { !$0.contains("Search Hacker News: b-tree") && $0.contains("Search Hacker News:") }
        for key in ["z", "q", "x", "z", "q", "x", "Enter"] { try session.send(key) }
        let empty = try session.waitFor(text: "No results for 'zqxzqx'.")
        #expect(!empty.contains("Nothing here yet"))
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aSavedProductHuntPostOpensFromTheHackerNewsTab() throws {
        let session = try demo()
        try session.send("2")
        try session.waitFor(text: "1. Lanternfish")
        try session.send("s")
        try session.waitFor(text: "1. ★ Lanternfish")
        try session.send("1")
        try session.waitFor(text: "› Front page")
        for _ in 0..<6 { try session.send("l") }
        let saved = try session.waitFor("the Saved list") { $0.contains("› Saved") && $0.contains("Lanternfish") }
        #expect(saved.contains("1 Hacker News"), "still the Hacker News tab: \(saved.split(separator: "\n")[0])")
        try session.send("Enter")
        let post = try session.waitFor("the post and its comments") { $0.contains("Lanternfish") && $0.contains("│ ") }
        #expect(!post.contains("Open it from"), "\(post)")
        #expect(post.split(separator: "\n")[0].contains("Saved › Lanternfish"), "pushed where Enter was pressed")
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func atFortyColumnsTheActiveTabAndWhereYouAreShow() throws {
        let session = try demo(columns: 40, rows: 20)
        var title = try session.screen().split(separator: "\n")[0]
        #expect(title.contains("1 Hacker News") && title.contains("› Front page"), "\(title)")
        try session.send("4")
        try session.waitFor(text: "TIL — Today I Learned")
        title = try session.screen().split(separator: "\n")[0]
        #expect(title.contains("4 TIL") && title.contains("› Acronyms"), "\(title)")
        try session.send("Enter")
        try session.waitFor(text: "Created by")
        title = try session.screen().split(separator: "\n")[0]
        #expect(title.contains("4 TIL") && title.contains("› TIL"), "\(title)")
        try session.send("Escape", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func theHelpShowsWhatAppliesAndAnyKeyClosesItWhenItFits() throws {
        let session = try demo(columns: 100, rows: 60)
        try session.send("4")
        try session.waitFor(text: "TIL — Today I Learned")
        try session.send("?")
        let help = try session.waitFor(text: "any key closes")
        #expect(help.contains("add to this list"), "TIL's own keys")
        #expect(!help.contains("open the article in your browser"), "no article links on TIL rows: \(help)")
        #expect(!help.contains("read the article here"))
        #expect(!help.contains("open the discussion page"))
        try session.send("j")
        try session.waitFor("the help closed") { !$0.contains("any key closes") }
        try session.send("1")
        try session.waitFor(text: "› Front page")
        try session.send("?")
        let hackerNews = try session.waitFor(text: "open the article in your browser")
        #expect(!hackerNews.contains("add to this list"), "no TIL keys on Hacker News")
        try session.send(" ")
        try session.waitFor("the help closed") { !$0.contains("open the article in your browser") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
