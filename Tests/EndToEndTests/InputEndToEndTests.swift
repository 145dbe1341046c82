import Foundation
import Testing
import TestThreads

/// The mouse and the keymap, through the real binary in tmux: mouse reports are sent as the
/// bytes a terminal writes (SGR encoding), keys as tmux types them.
@Suite(.serialized, .ownThread) struct InputEndToEndTests {
    @Test func theWheelScrollsAndADoubleClickOpens() throws {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color"], columns: 100, rows: 30)
        // The status bar may come a moment after the rows on a busy machine.
        try session.waitFor("the demo feed") { $0.contains(" 1. ") && $0.contains(" 2. ") && $0.contains(" 1/") }
        // Two notches down: three lines each, two two-line rows each (rounded up).
        try session.wheel(down: true, row: 10, column: 20)
        try session.wheel(down: true, row: 10, column: 20)
        let scrolled = try session.waitFor("the list scrolled") { $0.split(separator: "\n").dropFirst().first?.hasPrefix("  5. ") == true }
        #expect(!scrolled.contains("  1. "))
        // Row 1 now shows story 5; a double click there opens its discussion.
        let title = scrolled.split(separator: "\n")[1].dropFirst(5).prefix(20)
        try session.click(row: 1, column: 12, twice: true)
        let discussion = try session.waitFor("the discussion") { $0.contains("│") && $0.contains(" ago") }
        #expect(discussion.split(separator: "\n").first?.contains(title.prefix(12)) == true, "\(title)")
        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aClickOnATabSwitchesSource() throws {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color"], columns: 100, rows: 30)
        let feed = try session.waitFor("the demo feed") { $0.contains(" 1. ") }
        let titleBar = String(feed.split(separator: "\n")[0])
        let column = try #require(titleBar.range(of: "3 NewsAPI").map { titleBar.distance(from: titleBar.startIndex, to: $0.lowerBound) })
        try session.click(row: 0, column: column + 2)
        try session.waitFor(text: "Top headlines")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func mouseFalseLeavesTheMouseToTheTerminal() throws {
        let session = try TmuxSession()
        try session.writeConfig("mouse = false\n")
        try session.start(arguments: ["--demo"], environment: ["TERM": "xterm-256color"])
        try session.waitFor("the demo feed") { $0.contains(" 1. ") }
        // tmux knows whether the program asked for mouse reports.
        #expect(try session.paneFlag("mouse_any_flag") == "0")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func theMouseIsReleasedOnExit() throws {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color"])
        try session.waitFor("the demo feed") { $0.contains(" 1. ") }
        #expect(try session.paneFlag("mouse_any_flag") == "1", "reporting is on while browsing")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
        #expect(try session.paneFlag("mouse_any_flag") == "0")
    }

    @Test func aReboundKeyWorksAndTheHintsSaySo() throws {
        let session = try TmuxSession()
        let browser = try session.recordingBrowser()
        try session.writeConfig("key.open_article = O\nkey.down = j, ctrl-n\nbrowser = \(browser.command)\n")
        try session.start(arguments: ["--demo"], environment: ["TERM": "xterm-256color"])
        // The hints are drawn with the rows, but a capture can fall between two writes.
        let feed = try session.waitFor("the demo feed and its hints") { $0.contains(" 1. ") && $0.contains(" article") }
        #expect(feed.contains("O article"))
        try session.send("C-n")
        try session.waitFor(text: " 2/")
        try session.send("o")
        try session.send("O")
        let opened = try session.waitForFile(browser.record)
        #expect(opened.split(separator: "\n").count == 1, "o no longer opens; O does")
        #expect(opened.hasPrefix("https://"))
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func aConflictingBindingStopsWithTheLine() throws {
        let session = try TmuxSession()
        try session.writeConfig("# keys\nkey.refresh = q\n")
        try session.start(arguments: [], environment: ["TERM": "xterm-256color"])
        let screen = try session.waitFor(text: "EXIT=2")
        #expect(screen.contains("tidings/config:2: q would be both quit and refresh"))
    }

    @Test func altKeysEditTheSearchPromptAndPastesRunNothing() throws {
        let session = try TmuxSession(arguments: ["--demo"], environment: ["TERM": "xterm-256color"])
        try session.waitFor("the demo feed") { $0.contains(" 1. ") && $0.contains(" 1/") }
        // A paste on the feed holding arrow keys, keypad Enter and q: nothing of it runs.
        try session.paste("j\u{1B}[B\u{1B}OMq")
        let afterPaste = try session.waitFor(text: "Paste ignored")
        #expect(afterPaste.contains(" 1/"), "the selection did not move")
        try session.send("/")
        try session.waitFor(text: "Search Hacker News:")
        for key in ["s", "q", "l", " ", "n", "o", "t", "e", "s"] { try session.send(key) }
        // Alt-b: back one word (ESC b, as terminals send it), then type there.
        try session.send("M-b")
        try session.send("X", "Enter")
        try session.waitFor(text: "Search: sql Xnotes")
        try session.send("Escape")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
