import Foundation
import Testing
@testable import TidingsApp

@Suite struct LinkOpenerTests {
    let url = URL(string: "https://example.org/a?b=1&c=$(touch /tmp/pwned)")!

    @Test func withoutBROWSERThePlatformOpenerGetsTheURL() {
        #expect(LinkOpener(browserVariable: nil).commands(for: url) == [["xdg-open", url.absoluteString]])
        #expect(LinkOpener(browserVariable: "").commands(for: url) == [["xdg-open", url.absoluteString]])
    }

    @Test func browserIsAColonSeparatedListWithPercentS() {
        let opener = LinkOpener(browserVariable: "firefox --new-tab %s:lynx:w3m -o %s")
        #expect(opener.commands(for: url) == [
            ["firefox", "--new-tab", url.absoluteString],
            ["lynx", url.absoluteString],
            ["w3m", "-o", url.absoluteString],
        ])
    }

    @Test func theURLIsOneArgumentNeverShellText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("args")
        let script = folder.appendingPathComponent("browser")
        try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$1\" > \(record.path)\n".write(to: script, atomically: true, encoding: .utf8)
        // Run through sh: executing a file just written can fail with ETXTBSY while another test
        // forks (the child briefly holds the write descriptor).
        let outcome = LinkOpener(browserVariable: "/nonexistent/browser:/bin/sh " + script.path).open(url, what: "article")
        #expect(outcome.succeeded)
        #expect(outcome.message.hasPrefix("Opened the article with sh"))
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: record.path), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try String(contentsOf: record, encoding: .utf8) == "1\n\(url.absoluteString)\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/pwned"))
    }

    @Test func whenNothingStartsTheMessageSaysWhatToDo() {
        let outcome = LinkOpener(browserVariable: "/nonexistent/one:/nonexistent/two").open(url, what: "discussion")
        #expect(!outcome.succeeded)
        #expect(outcome.message.contains("tried /nonexistent/one, /nonexistent/two"))
        #expect(outcome.message.contains("Set BROWSER"))
    }
}
