import Foundation
import Testing
import TidingsApp

@Suite struct LongLinkTests {
    /// A browser command that would leave a mark if it ever ran.
    private func markingBrowser() throws -> (command: String, mark: URL, cleanup: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mark = folder.appendingPathComponent("ran")
        let script = folder.appendingPathComponent("browser")
        try "#!/bin/sh\ntouch \(mark.path)\n".write(to: script, atomically: true, encoding: .utf8)
        return ("/bin/sh " + script.path, mark, { try? FileManager.default.removeItem(at: folder) })
    }

    @Test func aHugeLinkIsRefusedBeforeSpawning() throws {
        let browser = try markingBrowser()
        defer { browser.cleanup() }
        let url = URL(string: "https://example.org/?q=" + String(repeating: "a", count: 200_000))!
        let outcome = LinkOpener(browserVariable: browser.command).open(url, what: "article")
        #expect(!outcome.succeeded)
        #expect(outcome.message == "Could not open the article: its link is too long (195 KB) to pass to a browser.")
        #expect(!outcome.message.contains("BROWSER"))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!FileManager.default.fileExists(atPath: browser.mark.path))
    }

    @Test func aLinkAtTheLimitIsStillOpened() throws {
        let browser = try markingBrowser()
        defer { browser.cleanup() }
        let prefix = "https://example.org/?q="
        let url = URL(string: prefix + String(repeating: "a", count: LinkOpener.maximumURLBytes - prefix.utf8.count))!
        #expect(LinkOpener(browserVariable: browser.command).open(url, what: "article").succeeded)
    }

    /// Under the limit, but repeated by `%s` past what the kernel accepts (E2BIG): the message
    /// blames the link, not the BROWSER setting.
    @Test func argumentListTooLongBlamesTheLink() {
        let url = URL(string: "https://example.org/?q=" + String(repeating: "b", count: 30_000))!
        let command = "/bin/true" + String(repeating: " %s", count: 200)
        let outcome = LinkOpener(browserVariable: command).open(url, what: "discussion")
        #expect(!outcome.succeeded)
        #expect(outcome.message.hasPrefix("Could not open the discussion: its link is too long"))
        #expect(!outcome.message.contains("BROWSER"))
    }
}
