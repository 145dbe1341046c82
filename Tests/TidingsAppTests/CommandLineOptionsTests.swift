import Testing
@testable import TidingsApp

@Suite struct CommandLineOptionsTests {
    @Test func defaultsToTheHackerNewsFrontPage() throws {
        let options = try CommandLineOptions.parse([])
        #expect(options.action == .browse)
        #expect(options.source == "hn")
        #expect(options.list == .front)
        #expect(!options.demo)
    }

    @Test func readsSourceListAndDemo() throws {
        let options = try CommandLineOptions.parse(["hn", "--list", "ask", "--demo"])
        #expect(options.list == .ask)
        #expect(options.demo)
        #expect(try CommandLineOptions.parse(["--list=show"]).list == .show)
        #expect(try CommandLineOptions.parse(["--help"]).action == .help)
        #expect(try CommandLineOptions.parse(["--version"]).action == .version)
    }

    @Test func rejectsWhatItDoesNotKnowWithASentence() {
        #expect(throws: CommandLineOptions.UsageError(message: "unknown option '--bogus'")) { try CommandLineOptions.parse(["--bogus"]) }
        #expect(throws: CommandLineOptions.UsageError(message: "unknown list 'best' (available: front, new, ask, show)")) { try CommandLineOptions.parse(["--list", "best"]) }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["--list"]) }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["lobsters"]) }
    }

    @Test func helpListsEveryKeyAndVariable() {
        let help = HelpText.render()
        for needle in ["--demo", "--list", "TIDINGS_HN_URL", "BROWSER", "NO_COLOR", "Ctrl-C", "collapse"] {
            #expect(help.contains(needle), "\(needle)")
        }
    }
}
