import Testing
@testable import TidingsApp

@Suite struct AppConfigurationTests {
    @Test func environmentOverridesTheHackerNewsURL() throws {
        let configuration = try AppConfiguration.resolve(options: CommandLineOptions(), environment: ["TIDINGS_HN_URL": "http://127.0.0.1:8080/api/v1"])
        #expect(configuration.hackerNewsURL.absoluteString == "http://127.0.0.1:8080/api/v1")
        #expect(configuration.useColor)
    }

    @Test func aBadURLIsRefusedWithASentence() {
        #expect(throws: AppConfiguration.Invalid.self) {
            try AppConfiguration.resolve(options: CommandLineOptions(), environment: ["TIDINGS_HN_URL": "file:///etc"])
        }
    }

    @Test func noColorTurnsColourOff() throws {
        #expect(try !AppConfiguration.resolve(options: CommandLineOptions(), environment: ["NO_COLOR": "1"]).useColor)
        #expect(try AppConfiguration.resolve(options: CommandLineOptions(), environment: ["NO_COLOR": ""]).useColor)
    }
}
