import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads
import TILLoopback

/// Walks a demanding user took through the built binary, where features meet: the hints and
/// the help with keys rebound, on every kind of screen and after a resize; Saved across tabs;
/// Hacker News and Feeds offline after a run that kept copies, then the servers back and the rebound
/// refresh key; a TIL login refused, then given.
@Suite(.serialized, .ownThread) struct WhereFeaturesMeetEndToEndTests {
    /// The keys people rebind first, so every sentence checked below must follow them.
    static let reboundKeys = "key.refresh = R\nkey.save_item = S\nkey.next_list = w\n"

    func demo(columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        let session = try TmuxSession()
        try session.writeConfig(Self.reboundKeys)
        try session.start(arguments: ["--demo"], environment: ["TERM": "xterm-256color"], columns: columns, rows: rows)
        try session.waitFor(text: "1. A tiny B-tree in 400 lines of C")
        return session
    }

    /// The help's lines, without its frame.
    static func help(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let start = line.firstIndex(of: "│"), let end = line.lastIndex(of: "│"), start < end else { return nil }
            return line[line.index(after: start)..<end].trimmingCharacters(in: .whitespaces)
        }
    }

    static func statusBar(_ screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty } ?? "")
    }

    @Test func theHelpAndTheHintsNameOnlyKeysThatWorkHereAsBound() throws {
        let session = try demo()
        // A tab's first screen: five tabs, so five numbers; nothing to go back to.
        try session.send("?")
        let rootHelp = Self.help(try session.waitFor(text: "any key closes"))
        #expect(rootHelp.contains { $0.hasPrefix("1 2 3 4 5 ") && $0.hasSuffix("switch source") }, "\(rootHelp)")
        #expect(!rootHelp.contains { $0.contains("6 7 8 9") })
        #expect(!rootHelp.contains { $0.hasPrefix("Esc") }, "Esc does nothing on a tab's first screen: \(rootHelp)")
        #expect(rootHelp.contains { $0.hasPrefix("R ") && $0.contains("refresh") }, "the rebound key: \(rootHelp)")
        try session.send("x")

        // Search results: one list, and q goes back.
        try session.send("/")
        try session.waitFor(text: "Search Hacker News:")
        for key in ["e", "m", "o", "j", "i", "Enter"] { try session.send(key) }
        let results = try session.waitFor("the results") { $0.contains("› Search: emoji") && $0.contains("1/1") }
        let resultHints = Self.statusBar(results)
        #expect(!resultHints.contains("w list") && !resultHints.contains("l list"), "no list to cycle here: \(resultHints)")
        #expect(resultHints.contains("q back") && !resultHints.contains("quit"), "\(resultHints)")
        #expect(resultHints.contains("S save") && resultHints.contains("R refresh"))
        try session.send("w")
        try session.waitFor(text: "Search results have no other lists.")
        try session.send("S")
        try session.waitFor(text: "Saved. w on a tab's list reaches the Saved list.")
        try session.send("q")
        try session.waitFor("the front page again") { $0.contains("› Front page") && !$0.contains("Search:") }
        try session.send("S")
        try session.waitFor(text: "Saved. w reaches the Saved list.")

        // A feed item whose text fits: nothing scrolls, so no ↓ in the hints or the help.
        try session.send("5")
        try session.waitFor(text: "1. An entry with no date")
        try session.send("Enter")
        let item = try session.waitFor(text: "Sorted by when it was first seen.")
        let itemHints = Self.statusBar(item)
        #expect(!itemHints.contains("↓"), "\(itemHints)")
        #expect(itemHints.contains("S save") && itemHints.contains("Esc back"), "\(itemHints)")
        try session.send("?")
        let itemHelp = Self.help(try session.waitFor(text: "any key closes"))
        #expect(!itemHelp.contains { $0.contains("move down") || $0.contains("page down") }, "\(itemHelp)")
        #expect(itemHelp.contains { $0.hasPrefix("Esc") && $0.hasSuffix("back") })
        try session.send("x")
        // Saved, the same key takes it off the list, and the hint says so.
        try session.send("S")
        try session.waitFor(text: "Saved.")
        try session.send("x")
        try session.waitFor("the hint to unsave") { Self.statusBar($0).contains("S unsave") }
        try session.send("S")
        try session.waitFor(text: "No longer saved.")
        try session.send("x")
        try session.waitFor("the hint to save again") { Self.statusBar($0).contains("S save") }
        // Made smaller than its text, the pane scrolls, and says so; larger again, it does not.
        try session.tmux(["resize-window", "-t", "main", "-x", "40", "-y", "8"])
        let small = try session.waitFor("the pane scrolled") { Self.statusBar($0).hasPrefix(" ↓ down") }
        #expect(!Self.statusBar(small).contains("all"))
        try session.send("j")
        try session.waitFor("a line down") { !$0.contains("An entry with no date\n") }
        // At the end, down moves nothing: the hint names the way back to the top instead.
        try session.send("G")
        let end = try session.waitFor("the end") { Self.statusBar($0).hasPrefix(" Home top") }
        #expect(!Self.statusBar(end).contains("↓") && Self.statusBar(end).contains("100%"), "\(Self.statusBar(end))")
        try session.tmux(["resize-window", "-t", "main", "-x", "100", "-y", "30"])
        try session.waitFor("the whole item again") { $0.contains("Sorted by when it was first seen.") && !Self.statusBar($0).contains("↓") }

        // The setup pane of a source without its credential: nothing to move.
        try session.send("Escape")
        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
        let setup = try TmuxSession()
        try setup.writeConfig(Self.reboundKeys)
        try setup.start(arguments: ["ph"], environment: ["TERM": "xterm-256color"])
        try setup.waitFor(text: "Product Hunt needs a developer token.")
        try setup.send("?")
        let setupHelp = Self.help(try setup.waitFor(text: "any key closes"))
        #expect(!setupHelp.contains { $0.contains("move") || $0.contains("page") || $0.hasPrefix("Esc") }, "\(setupHelp)")
        try setup.send("x", "q")
        try setup.waitFor(text: "EXIT=0")
    }

    @Test func aSaveOnOneTabShowsOnAnotherTabsSavedListAndAnUnsaveThereLeavesIt() throws {
        let session = try demo()
        // Hacker News' lists, then Saved: empty so far.
        for _ in 0..<6 { try session.send("w") }
        try session.waitFor(text: "Nothing is saved yet.")
        // Saved on the Feeds tab…
        try session.send("5")
        try session.waitFor(text: "1. An entry with no date")
        try session.send("S")
        try session.waitFor(text: "1. ★ An entry with no date")
        // … is on the Hacker News tab's Saved list when it comes back into view, no refresh.
        try session.send("1")
        try session.waitFor("the feed item saved") { $0.contains("1. ★ An entry with no date (Feeds)") && $0.contains("1/1") }
        // Opened from there it shows as the Feeds tab shows it; unsaved there, gone on return.
        try session.send("Enter")
        try session.waitFor(text: "Sorted by when it was first seen.")
        try session.send("S")
        try session.waitFor(text: "No longer saved.")
        try session.send("Escape")
        let back = try session.waitFor(text: "Nothing is saved yet.")
        #expect(!back.contains("An entry with no date"), "\(back)")
        // And the Feeds tab's row has lost its star.
        try session.send("5")
        try session.waitFor("no star") { $0.contains("1. An entry with no date") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func hackerNewsAndFeedsOfflineAfterARunThatKeptCopiesThenBackWithTheReboundRefresh() throws {
        let down = Mutex(false)
        // Down, a server takes the connection and closes it unanswered.
        let hackerNews = try LoopbackServer { request in
            down.withLock({ $0 }) ? .raw(Data()) : HackerNewsEndToEndTests.answer(request)
        }
        let feeds = try LoopbackServer { request in
            if down.withLock({ $0 }) { return .raw(Data()) }
            guard request.pathWithoutQuery == "/atom.xml" else { return .text("not here", status: 404) }
            return .respond(status: 200, headers: ["Content-Type": "application/atom+xml"],
                            body: Data(FeedsTabEndToEndTests.Site.atom(prefix: "tag:site,2026:").utf8))
        }
        defer {
            hackerNews.stop()
            feeds.stop()
        }
        let environment = TmuxSession.hackerNews(on: hackerNews, ["LANG": "C.UTF-8"])
        let first = try TmuxSession()
        try first.writeConfig(Self.reboundKeys)
        try FeedsTabEndToEndTests.writeFeeds(feeds.baseURL.absoluteString + "/atom.xml\n", in: first)
        try first.start(arguments: ["hn"], environment: environment, columns: 160)
        try first.waitFor(text: "2. Loopback story two")
        try first.send("Down", "Enter")
        try first.waitFor(text: "An indented reply")
        try first.send("Escape", "5")
        try first.waitFor(text: "1. Own content here")
        try first.send("q", "1", "q")
        try first.waitFor(text: "EXIT=0")

        down.withLock { $0 = true }
        let offline = try first.nextRun()
        try offline.writeConfig(Self.reboundKeys)
        try FeedsTabEndToEndTests.writeFeeds(feeds.baseURL.absoluteString + "/atom.xml\n", in: offline)
        try offline.start(arguments: ["hn"], environment: environment, columns: 160)
        let kept = try offline.waitFor("the kept front page and the failure") { $0.contains("2. Loopback story two") && $0.contains("Refresh failed") }
        #expect(kept.contains("copy from"), "\(kept)")
        try offline.send("Down", "Enter")
        try offline.waitFor(text: "An indented reply")
        try offline.send("Escape", "5")
        let keptFeeds = try offline.waitFor(text: "Could not reload any feed")
        #expect(keptFeeds.contains("1. Own content here"), "painted from what was kept")
        #expect(keptFeeds.contains("Press R to try again."), "the rebound key: \(keptFeeds)")

        // The servers come back: the rebound key reloads, and what failed is no longer said.
        down.withLock { $0 = false }
        try offline.send("R")
        try offline.waitFor("the feeds reloaded") { $0.contains("1. Own content here") && !$0.contains("Could not reload") && !$0.contains("Reloading") }
        try offline.send("1", "R")
        try offline.waitFor("the front page refreshed") { $0.contains("2. Loopback story two") && !$0.contains("Refresh failed") }
        try offline.send("q")
        try offline.waitFor(text: "EXIT=0")
    }

    @Test func aRefusedLoginSaysSoKeepsTheFormAndTheNextOneSavesTheEdit() throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        defer { server.stop() }
        let session = try TmuxSession()
        try session.writeConfig(Self.reboundKeys)
        try session.startTIL(server)
        try session.send("e")
        try session.waitFor(text: "Edit TIL")
        for key in ["Tab", "C-e", " ", "(", "e", "d", "i", "t", "e", "d", ")", "C-s"] { try session.send(key) }
        try session.waitFor(text: "Log in to 127.0.0.1")
        for key in ["b", "r", "a", "m", "Tab", "w", "r", "o", "n", "g", "Enter"] { try session.send(key) }
        let refused = try session.waitFor(text: "The TIL server refused the login.")
        #expect(refused.contains("Username  bram"), "the input is kept: \(refused)")
        let words = refused.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Press Ctrl-S (or Enter on the last field) to try again."), "\(words)")
        for key in ["C-u", "t", "i", "d", "i", "n", "g", "s", "Enter"] { try session.send(key) }
        try session.waitFor("the edit saved") { $0.contains("1. TIL — Today I Learned (edited)") && !$0.contains("Log in") }
        #expect(eventually { server.memory.acronym(short: "TIL")?.long == "Today I Learned (edited)" })
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
