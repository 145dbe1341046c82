import Foundation
import Testing
@testable import TidingsApp

/// Config files written on other systems, by mistake, or by someone hostile.
@Suite struct ConfigFileHardeningTests {
    @Test func windowsLineEndingsAreLinesToo() throws {
        let config = try ConfigFile.parse("source = ph\r\nnewsapi.country = de\r\n# note\r\nbrowser = lynx\r\n", path: "/x/config")
        #expect(config["source"] == "ph")
        #expect(config["newsapi.country"] == "de")
        #expect(config["browser"] == "lynx")
        #expect(config.lineNumbers["browser"] == 4)
        // Old Mac line endings as well.
        #expect(try ConfigFile.parse("source = ph\rbrowser = w3m", path: "/x/config")["browser"] == "w3m")
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstKey() throws {
        let config = try ConfigFile.parse("\u{FEFF}source = news\n", path: "/x/config")
        #expect(config["source"] == "news")
    }

    @Test func aTypoOnASecretLineNeverEchoesTheSecret() {
        do {
            _ = try ConfigFile.parse("newsapi.key: k3y-0123456789abcdef\n", path: "/x/config")
            Issue.record("a line without '=' was accepted")
        } catch {
            #expect(error.message == "/x/config:1: expected 'key = value', found 'newsapi.key …'")
            #expect(!error.message.contains("k3y"))
        }
        do {
            _ = try ConfigFile.parse("newsapi.kye = k3y-0123456789abcdef\n", path: "/x/config")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.message.hasPrefix("/x/config:1: unknown key 'newsapi.kye'"))
            #expect(!error.message.contains("k3y"))
        }
    }

    @Test func messagesNeverCarryEscapeSequences() {
        do {
            _ = try ConfigFile.parse("\u{1B}]0;pwned\u{07}\u{1B}[31mcolour = red\n", path: "/x/config")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(error.message.contains("colour"))
        }
    }

    @Test func aDirectoryIsCalledADirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ConfigFile.Problem(message: "\(folder.path) is a directory, not a config file; move it aside or remove it")) {
            try ConfigFile.load(path: folder.path)
        }
    }
}

@Suite struct ConfigFileFuzzFindings {
    /// Found by Fuzz/run.sh config: a key with control characters and no value was echoed raw.
    @Test func aKeyWithoutAValueIsShownSanitized() {
        do {
            _ = try ConfigFile.parse("key.qui\u{01}\u{00}\u{1C}x =\n", path: "/x/config")
            Issue.record("a line without a value was accepted")
        } catch {
            #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(error.message.hasSuffix("has no value"))
        }
    }
}
