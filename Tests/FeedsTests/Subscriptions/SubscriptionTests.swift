import Foundation
import Testing
@testable import Feeds

@Suite struct SubscriptionListTests {
    static let newsboatFile = """
        # My feeds
        https://blog.fefe.de/rss.xml?html interesting conspiracy news "cool stuff"
        https://example.org/atom.xml "tech" "~Example Blog"

          http://example.net/feed   # a comment after the address
        "https://quoted.example/feed" "tag \\"with\\" quotes"
        query:Unread Articles:unread = "yes"
        https://example.org/atom.xml "duplicate"
        """

    @Test func readsNewsboatsSyntax() {
        let list = SubscriptionList(parsing: Self.newsboatFile)
        #expect(list.subscriptions == [
            Subscription(address: "https://blog.fefe.de/rss.xml?html", tags: ["interesting", "conspiracy", "news", "cool stuff"]),
            Subscription(address: "https://example.org/atom.xml", tags: ["tech"], name: "Example Blog"),
            Subscription(address: "http://example.net/feed"),
            Subscription(address: "https://quoted.example/feed", tags: ["tag \"with\" quotes"]),
            Subscription(address: "query:Unread", tags: ["Articles:unread", "=", "yes"]),
            Subscription(address: "https://example.org/atom.xml", tags: ["duplicate"]),
        ])
        #expect(list.subscriptions[4].url == nil, "newsboat's queries are kept, never fetched")
        #expect(list.subscriptions[0].url != nil)
    }

    @Test func rewritingKeepsEveryLineAsWritten() {
        var list = SubscriptionList(parsing: Self.newsboatFile + "\n")
        #expect(list.text == Self.newsboatFile + "\n")
        let added = list.add([
            Subscription(address: "https://EXAMPLE.org/atom.xml/", tags: ["again"]),
            Subscription(address: "https://new.example/feed.json", tags: ["json", "two words"], name: "New \"one\""),
        ])
        #expect(added == 1, "an address already there, spelled differently, is not added twice")
        #expect(list.text == Self.newsboatFile + "\nhttps://new.example/feed.json \"json\" \"two words\" \"~New \\\"one\\\"\"\n")
        #expect(SubscriptionList(parsing: list.text).subscriptions.last == Subscription(address: "https://new.example/feed.json",
                                                                                        tags: ["json", "two words"], name: "New \"one\""))
    }

    @Test func lineEndingsAndByteOrderMarks() {
        let list = SubscriptionList(parsing: "\u{FEFF}https://a.example/feed\r\nhttps://b.example/feed \"x\"\rhttps://c.example/feed")
        #expect(list.subscriptions.map(\.address) == ["https://a.example/feed", "https://b.example/feed", "https://c.example/feed"])
        #expect(SubscriptionList(parsing: "").subscriptions.isEmpty)
        #expect(SubscriptionList(parsing: "").text == "")
    }

    @Test func theFileOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SubscriptionsFile(path: folder.appendingPathComponent("tidings/feeds").path)
        #expect(try file.read().subscriptions.isEmpty, "no file yet: nothing subscribed")
        var list = try file.read()
        list.add([Subscription(address: "https://a.example/feed", tags: ["t"])])
        try file.write(list)
        #expect(try file.read() == list)
        try "# kept\nhttps://b.example/feed\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        var again = try file.read()
        again.add([Subscription(address: "https://c.example/feed")])
        try file.write(again)
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# kept\nhttps://b.example/feed\nhttps://c.example/feed\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the file's permissions are kept")
        chmod(file.path, 0o000)
        defer { chmod(file.path, 0o600) }
        if getuid() != 0 { #expect(throws: SubscriptionsFile.Problem.unreadable(path: file.path)) { try file.read() } }
        #expect(SubscriptionsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/tidings/feeds")
        #expect(SubscriptionsFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/tidings/feeds")
    }
}

@Suite struct OPMLTests {
    static let sample = """
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <opml version="2.0"><head><title>Exported</title></head><body>
          <outline text="Loose feed" type="rss" xmlUrl="https://loose.example/feed" htmlUrl="https://loose.example/"/>
          <outline text="Tech" title="Tech">
            <outline text="Rust &amp; Swift" type="rss" xmlUrl="https://lang.example/feed?a=1&amp;b=2"/>
            <outline title="Deep">
              <outline text="Nested" type="rss" xmlURL="https://nested.example/atom" category="/extra,/Tech"/>
            </outline>
          </outline>
          <outline text="No address" type="rss"/>
        </body></opml>
        """

    @Test func importsFeedsWithFoldersAsTags() throws {
        let found = try #require(OPML.subscriptions(from: Data(Self.sample.utf8)))
        #expect(found == [
            Subscription(address: "https://loose.example/feed", name: "Loose feed"),
            Subscription(address: "https://lang.example/feed?a=1&b=2", tags: ["Tech"], name: "Rust & Swift"),
            Subscription(address: "https://nested.example/atom", tags: ["Tech", "Deep", "extra"], name: "Nested"),
        ])
        #expect(OPML.subscriptions(from: Data("<rss><channel/></rss>".utf8)) == nil)
        #expect(OPML.subscriptions(from: Data("not xml".utf8)) == nil)
    }

    @Test func exportThenImportGivesTheSameSubscriptions() throws {
        let subscriptions = [
            Subscription(address: "https://a.example/feed", tags: ["news", "daily"], name: "A \"quoted\" <name>"),
            Subscription(address: "https://b.example/feed?x=1&y=2"),
            Subscription(address: "https://c.example/feed", tags: ["news"]),
        ]
        let exported = OPML.document(for: subscriptions, titles: ["https://b.example/feed?x=1&y=2": "B's title"],
                                     now: Date(timeIntervalSince1970: 1_055_217_600))
        #expect(exported.contains("<dateCreated>Tue, 10 Jun 2003 04:00:00 GMT</dateCreated>"))
        #expect(exported.contains("xmlUrl=\"https://b.example/feed?x=1&amp;y=2\""))
        let back = try #require(OPML.subscriptions(from: Data(exported.utf8)))
        #expect(back == [
            Subscription(address: "https://b.example/feed?x=1&y=2", name: "B's title"),
            Subscription(address: "https://a.example/feed", tags: ["news", "daily"], name: "A \"quoted\" <name>"),
            Subscription(address: "https://c.example/feed", tags: ["news"]),
        ])
    }
}
