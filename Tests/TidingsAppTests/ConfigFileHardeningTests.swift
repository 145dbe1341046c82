import Foundation
import Testing
@testable import TidingsApp
#if canImport(Glibc)
import Glibc
#endif

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

    /// Lines that are a credential on their own, as a hurried paste leaves them: never repeated.
    static let bareLines = [
        "ph_Zk3vQ9xLr2T8mBn4Yw7cJd1Hs6Ga0Fe5",       // a Product Hunt-style token
        "dG9rZW4tdGhhdC1pcy1iYXNlNjQtZW5jb2RlZA==",  // base64, '=' at the end
        "Zm9vYmFyYmF6cXV4=",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",          // a NewsAPI-style hex key
        "Bearer abcdEFGH12345678",
        "https://user:p4ssw0rd@example.com/feed",
        "sk-live:Q2FmZWJhYmU=",
        "ph_lowercaseonly_but_with_1_digit",
        "ph_lowercaseletters=",
        "abcdefghijklmnopqrstuvwxyz==",
    ]

    @Test("A bare credential on its own line is never repeated", arguments: bareLines)
    func aBareCredentialIsNeverRepeated(line: String) {
        do {
            _ = try ConfigFile.parse("source = hn\n\(line)\n", path: "/x/config")
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix("/x/config:2: "), "names the line: \(error.message)")
            let visible = error.message.lowercased()
            let pieces = line.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 5 }
            for piece in pieces where !["bearer", "https", "example"].contains(piece) {
                #expect(!visible.contains(piece), "\(piece) from \(line) reached \(error.message)")
            }
        }
    }

    @Test func theShapesOfBadLines() throws {
        func message(_ text: String) -> String {
            do {
                _ = try ConfigFile.parse(text, path: "/x/config")
                return "accepted"
            } catch {
                return error.message
            }
        }
        #expect(message("ph_Zk3vQ9xLr2\n") == "/x/config:1: a line with no '=' (expected 'key = value')")
        #expect(message("newsapi.key k3y\n") == "/x/config:1: expected 'key = value', found 'newsapi.key …'", "a known key is named")
        #expect(message("secret: k3y\n") == "/x/config:1: a line with no '=' (expected 'key = value')", "an unknown word before ':' is not")
        #expect(message("NEWSAPI_KEY = k3y\n").hasPrefix("/x/config:1: NEWSAPI_KEY is an environment variable; in the config file its key is 'newsapi.key'"))
        #expect(message("Mouse = false\n").hasPrefix("/x/config:1: unknown key (keys are lowercase: 'mouse')"))
        #expect(message("dG9rZW4=\n").hasPrefix("/x/config:1: unknown key (not repeated: it looks like a value, not a key)"))
        #expect(message("key.Zk3vQ9xLr2T8 =\n") == "/x/config:1: the key has no value")
    }

    @Test(.timeLimit(.minutes(1)))
    func aPipeInPlaceOfTheConfigFileIsSaidAndDoesNotHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("config").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: ConfigFile.Problem(message: "\(path) is not a regular file; move it aside or remove it")) {
            try ConfigFile.load(path: path)
        }
    }

    @Test func aLinkToTheUsersOwnConfigIsFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("dotfiles-config")
        try "mouse = false\n".write(to: real, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("config")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(try ConfigFile.load(path: link.path)["mouse"] == "false", "the config file is the user's: a dotfiles link is fine")
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
