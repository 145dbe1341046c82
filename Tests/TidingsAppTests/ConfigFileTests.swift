import Foundation
import Testing
@testable import TidingsApp

@Suite struct ConfigFileTests {
    @Test func readsKeysValuesAndComments() throws {
        let config = try ConfigFile.parse("""
        # my settings
        source = ph

          producthunt.token = "abc def"
        hn.url=http://127.0.0.1:9/api/v1
        browser = firefox %s:lynx
        """, path: "/x/config")
        #expect(config["source"] == "ph")
        #expect(config["producthunt.token"] == "abc def")
        #expect(config["hn.url"] == "http://127.0.0.1:9/api/v1")
        #expect(config["browser"] == "firefox %s:lynx")
    }

    @Test func badLinesAreReportedWithTheirLineNumber() {
        #expect(throws: ConfigFile.Problem(message: "/x/config:3: a line with no '=' (expected 'key = value')")) {
            try ConfigFile.parse("# ok\nsource = hn\njust words\n", path: "/x/config")
        }
        #expect(throws: ConfigFile.Problem.self) { try ConfigFile.parse("colour = red", path: "/x/config") }
        do {
            _ = try ConfigFile.parse("\n\ncolour = red", path: "/x/config")
        } catch {
            #expect(error.message.hasPrefix("/x/config:3: unknown key 'colour'"))
        }
        #expect(throws: ConfigFile.Problem(message: "/x/config:1: 'newsapi.key' has no value")) {
            try ConfigFile.parse("newsapi.key =", path: "/x/config")
        }
    }

    @Test func theDefaultPathFollowsXDG() {
        #expect(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"]) == "/cfg/tidings/config")
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.config/tidings/config")
        #expect(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.config/tidings/config")
    }

    @Test func aMissingFileIsAnEmptyConfiguration() throws {
        #expect(try ConfigFile.load(path: "/nonexistent/tidings/config").values.isEmpty)
    }

    @Test func aSecretInAFileOthersCanReadIsWarnedAbout() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "newsapi.key = s3cr3t-key\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let warning = try #require(try ConfigFile.load(path: path).permissionWarning())
        #expect(warning.contains("chmod 600 \(path)"))
        #expect(!warning.contains("s3cr3t-key"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try ConfigFile.load(path: path).permissionWarning() == nil)
    }
}
