import Foundation
import Reader
import Testing
@testable import TidingsApp

@Suite struct ReadCommandLineTests {
    @Test func parsesReadWithItsOptions() throws {
        let plain = try CommandLineOptions.parse(["read", "https://example.org/a"])
        #expect(plain.action == .read(.init(url: URL(string: "https://example.org/a")!, json: false, width: nil)))
        let both = try CommandLineOptions.parse(["read", "--json", "--width", "72", "http://example.org/b"])
        #expect(both.action == .read(.init(url: URL(string: "http://example.org/b")!, json: true, width: 72)))
        let equals = try CommandLineOptions.parse(["read", "--width=100", "https://example.org/c"])
        #expect(equals.action == .read(.init(url: URL(string: "https://example.org/c")!, json: false, width: 100)))
    }

    @Test func rejectsWhatReadCannotUse() {
        for arguments in [["read"], ["read", "file:///etc/passwd"], ["read", "--width", "x", "https://e.org/"],
                          ["read", "--width", "5", "https://e.org/"], ["read", "--pdf", "https://e.org/"],
                          ["read", "https://e.org/a", "https://e.org/b"], ["read", "javascript:alert(1)"]] {
            #expect(throws: CommandLineOptions.UsageError.self, "\(arguments)") { try CommandLineOptions.parse(arguments) }
        }
    }

    @Test func usageAndHelpMentionRead() {
        #expect(CommandLineOptions.usage.contains("tidings read [--json] [--width N] URL"))
        let help = HelpText.render()
        #expect(help.contains("In the reader:"))
        #expect(help.contains("follow_link"))
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("    read ") && $0.contains(" v ") })
    }

    @Test func jsonHasTheFiveFieldsWithNullsForWhatIsMissing() throws {
        let article = Article(url: URL(string: "https://e.org/")!, title: "T \"quoted\"", site: "e.org",
                              blocks: [ArticleBlock(kind: .paragraph, text: "One."), ArticleBlock(kind: .paragraph, text: "Two.")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ReadCommand.json(article).utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["title", "byline", "site", "published", "text"])
        #expect(object["title"] as? String == "T \"quoted\"")
        #expect(object["byline"] is NSNull)
        #expect(object["text"] as? String == "One.\n\nTwo.")
    }
}
