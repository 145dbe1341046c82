import Screens
import Testing
@testable import TidingsApp

@Suite struct CommandLineOptionsTests {
    @Test func defaultsToNoParticularSourceOrList() throws {
        let options = try CommandLineOptions.parse([])
        #expect(options.action == .browse)
        #expect(options.source == nil)
        #expect(options.list == nil)
        #expect(!options.demo)
    }

    @Test func readsSourceListAndDemo() throws {
        let options = try CommandLineOptions.parse(["news", "--list", "science", "--demo"])
        #expect(options.source == "news")
        #expect(options.list == "science")
        #expect(options.demo)
        #expect(try CommandLineOptions.parse(["--list=show"]).list == "show")
        #expect(try CommandLineOptions.parse(["ph"]).source == "ph")
        #expect(try CommandLineOptions.parse(["--help"]).action == .help)
        #expect(try CommandLineOptions.parse(["--version"]).action == .version)
    }

    @Test func rejectsWhatItDoesNotKnowWithASentence() {
        #expect(throws: CommandLineOptions.UsageError(message: "unknown option '--bogus'")) { try CommandLineOptions.parse(["--bogus"]) }
        #expect(throws: CommandLineOptions.UsageError(message: "unknown source 'lobsters' (available: hn, ph, news, til, feeds)")) { try CommandLineOptions.parse(["lobsters"]) }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["--list"]) }
        #expect(throws: CommandLineOptions.UsageError.self) { try CommandLineOptions.parse(["hn", "ph"]) }
    }

    @Test func helpListsEveryKeyVariableAndConfigKey() {
        let help = HelpText.render()
        for needle in ["--demo", "--list", "TIDINGS_HN_URL", "TIDINGS_PH_URL", "TIDINGS_NEWSAPI_URL", "PRODUCTHUNT_TOKEN",
                       "NEWSAPI_KEY", "BROWSER", "NO_COLOR", "collapse", "producthunt.token", "newsapi.country", "mouse", "key.ACTION"] {
            #expect(help.contains(needle), "\(needle)")
        }
        for action in SourceCatalog.keymap.actions {
            #expect(help.contains(action.rawValue), "every action is listed by name: \(action.rawValue)")
        }
    }

    @Test func helpShowsTheKeysAsBound() throws {
        var keymap = Keymap.standard
        keymap.rebind(.openArticle, to: [.character("O")])
        let line = try #require(HelpText.render(keymap: keymap).split(separator: "\n").first { $0.contains("open_article") })
        #expect(line.contains(" O "))
        #expect(!line.contains(" o "))
    }
}
