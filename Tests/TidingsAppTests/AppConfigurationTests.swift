import Feeds
import Testing
@testable import TidingsApp

@Suite struct AppConfigurationTests {
    func resolve(_ arguments: [String] = [], environment: [String: String] = [:], file: String? = nil) throws -> AppConfiguration {
        let config = try file.map { try ConfigFile.parse($0, path: "/x/config") } ?? ConfigFile()
        return try AppConfiguration.resolve(options: try CommandLineOptions.parse(arguments), environment: environment, config: config)
    }

    @Test func defaults() throws {
        let configuration = try resolve()
        #expect(configuration.initialSource == "hn")
        #expect(configuration.url("hn.url") == HackerNewsClient.defaultBaseURL)
        #expect(configuration[setting: "producthunt.token"] == nil)
        #expect(configuration[setting: "newsapi.key"] == nil)
        #expect(configuration[setting: "newsapi.country"] == nil, "the NewsAPI source applies its own default, us")
        #expect(configuration.mouse)
        #expect(configuration.useColor)
    }

    @Test func flagsBeatEnvironmentWhichBeatsTheFile() throws {
        let file = """
        source = news
        hn.url = http://127.0.0.1:1/file
        producthunt.token = from-file
        newsapi.key = key-from-file
        newsapi.country = de
        browser = file-browser
        """
        let fromFile = try resolve(file: file)
        #expect(fromFile.initialSource == "news")
        #expect(fromFile.url("hn.url").absoluteString == "http://127.0.0.1:1/file")
        #expect(fromFile[setting: "producthunt.token"] == "from-file")
        #expect(fromFile[setting: "newsapi.key"] == "key-from-file")
        #expect(fromFile[setting: "newsapi.country"] == "de")
        #expect(fromFile.browser == "file-browser")

        let environment = ["TIDINGS_HN_URL": "http://127.0.0.1:2/env", "PRODUCTHUNT_TOKEN": "from-env", "BROWSER": "env-browser"]
        let fromEnvironment = try resolve(environment: environment, file: file)
        #expect(fromEnvironment.url("hn.url").absoluteString == "http://127.0.0.1:2/env")
        #expect(fromEnvironment[setting: "producthunt.token"] == "from-env")
        #expect(fromEnvironment.browser == "env-browser")
        #expect(fromEnvironment[setting: "newsapi.key"] == "key-from-file")

        let fromFlags = try resolve(["ph"], environment: environment, file: file)
        #expect(fromFlags.initialSource == "ph")
    }

    @Test func listsAreCheckedAgainstTheSource() throws {
        #expect(try resolve(["--list", "ask"]).list == "ask")
        #expect(try resolve(["news", "--list", "science"]).list == "science")
        #expect(try resolve(["--list", "best"]).list == "best")
        #expect(try resolve(["--list", "jobs"]).list == "jobs")
        #expect(throws: AppConfiguration.Invalid(message: "unknown list 'top' for Hacker News (available: front, new, best, ask, show, jobs)")) {
            try resolve(["--list", "top"])
        }
        #expect(throws: AppConfiguration.Invalid.self) { try resolve(["news", "--list", "ask"]) }
        #expect(throws: AppConfiguration.Invalid.self) { try resolve(["ph", "--list", "new"]) }
    }

    @Test func badURLsAndSourcesAreRefusedWithASentence() {
        #expect(throws: AppConfiguration.Invalid(message: "TIDINGS_HN_URL must be an http or https URL (found 'file:///etc')")) {
            try resolve(environment: ["TIDINGS_HN_URL": "file:///etc"])
        }
        #expect(throws: AppConfiguration.Invalid(message: "/x/config: newsapi.url must be an http or https URL (found 'ftp://x')")) {
            try resolve(file: "newsapi.url = ftp://x")
        }
        #expect(throws: AppConfiguration.Invalid.self) { try resolve(file: "source = til2") }
    }

    @Test func noColorTurnsColourOff() throws {
        #expect(try !resolve(environment: ["NO_COLOR": "1"]).useColor)
        #expect(try resolve(environment: ["NO_COLOR": ""]).useColor)
    }
}
