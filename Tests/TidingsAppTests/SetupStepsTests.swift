import Foundation
import Testing
@testable import TidingsApp

/// The setup panes say where the config file this run reads is, not where it usually is.
@Suite struct SetupStepsTests {
    func steps(_ environment: [String: String]) throws -> [String] {
        let configuration = try AppConfiguration.resolve(
            options: try CommandLineOptions.parse([]), environment: environment,
            config: try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment)))
        let credential = try #require(SourceDescriptor.productHunt.credential)
        return credential.steps(configFile: configuration.shownConfigFile)
    }

    @Test func theXDGConfigFolderIsNamed() throws {
        let folder = "/nonexistent-\(UUID().uuidString)"
        let all = try steps(["HOME": "/home/a", "XDG_CONFIG_HOME": folder]).joined(separator: "\n")
        #expect(all.contains("add the line 'producthunt.token = YOUR_TOKEN' to \(folder)/tidings/config (then chmod 600 that file)"))
        #expect(!all.contains("~/.config"))
    }

    @Test func theDefaultIsShownFromHome() throws {
        let home = "/nonexistent-home-\(UUID().uuidString)"
        let all = try steps(["HOME": home]).joined(separator: "\n")
        #expect(all.contains("to ~/.config/tidings/config (then chmod 600 that file)"))
        #expect(try steps(["HOME": home, "XDG_CONFIG_HOME": home + "/cfg"]).joined().contains("to ~/cfg/tidings/config"))
    }

    @Test func withoutAConfigFileOnlyTheVariableIsOffered() throws {
        let credential = try #require(SourceDescriptor.newsAPI.credential)
        #expect(credential.steps(configFile: nil).suffix(2) == ["Set NEWSAPI_KEY to it.", "Start Tidings again."])
    }
}
