import Feeds
import Testing
@testable import TidingsApp

/// The official Hacker News API's address is a setting like every base URL.
@Suite struct HackerNewsSettingsTests {
    func resolve(environment: [String: String] = [:], file: String? = nil) throws -> AppConfiguration {
        let config = try file.map { try ConfigFile.parse($0, path: "/x/config") } ?? ConfigFile()
        return try AppConfiguration.resolve(options: try CommandLineOptions.parse([]), environment: environment, config: config)
    }

    @Test func theOfficialAPIDefaultsToFirebase() throws {
        #expect(try resolve().url("hn.firebase_url").absoluteString == "https://hacker-news.firebaseio.com/v0")
    }

    @Test func theEnvironmentBeatsTheConfigFile() throws {
        let file = "hn.firebase_url = http://127.0.0.1:1/file"
        #expect(try resolve(file: file).url("hn.firebase_url").absoluteString == "http://127.0.0.1:1/file")
        let both = try resolve(environment: ["TIDINGS_HN_FIREBASE_URL": "http://127.0.0.1:2/env"], file: file)
        #expect(both.url("hn.firebase_url").absoluteString == "http://127.0.0.1:2/env")
    }

    @Test func aBadAddressIsRefusedWithASentence() {
        #expect(throws: AppConfiguration.Invalid(message: "TIDINGS_HN_FIREBASE_URL must be an http or https URL (found 'file:///v0')")) {
            try resolve(environment: ["TIDINGS_HN_FIREBASE_URL": "file:///v0"])
        }
    }

    @Test func helpNamesTheSettingAndTheNewLists() {
        let help = HelpText.render()
        #expect(help.contains("TIDINGS_HN_FIREBASE_URL"))
        #expect(help.contains("hn.firebase_url"))
        #expect(help.contains("hn: front, new, best, ask, show, jobs"))
    }
}
