import Feeds
import Foundation
import Screens
import Testing
import ViewModels
@testable import TidingsApp

@Suite struct FeedCommandLineTests {
    @Test func parsesTheFeedCommands() throws {
        #expect(try CommandLineOptions.parse(["reload"]).action == .reload(json: false))
        #expect(try CommandLineOptions.parse(["reload", "--json"]).action == .reload(json: true))
        #expect(try CommandLineOptions.parse(["feed", "--json", "https://e.org/feed"]).action
                == .feed(.init(url: URL(string: "https://e.org/feed")!, json: true)))
        #expect(try CommandLineOptions.parse(["feed", "http://e.org/"]).action == .feed(.init(url: URL(string: "http://e.org/")!, json: false)))
        #expect(try CommandLineOptions.parse(["import", "subs.opml"]).action == .importOPML(path: "subs.opml"))
        #expect(try CommandLineOptions.parse(["import", "-"]).action == .importOPML(path: "-"))
        #expect(try CommandLineOptions.parse(["export"]).action == .exportOPML)
    }

    @Test func refusesWhatTheyCannotUse() {
        for arguments in [["reload", "--all"], ["reload", "x"], ["feed"], ["feed", "file:///etc/passwd"], ["feed", "a", "b"],
                          ["feed", "--xml", "https://e.org/"], ["import"], ["import", "a", "b"], ["import", "--x"], ["export", "x"]] {
            #expect(throws: CommandLineOptions.UsageError.self, "\(arguments)") { try CommandLineOptions.parse(arguments) }
        }
    }

    @Test func usageNamesThem() {
        for line in ["tidings reload [--json]", "tidings feed [--json] URL", "tidings import FILE.opml", "tidings export"] {
            #expect(CommandLineOptions.usage.contains(line))
            #expect(HelpText.render().contains(line))
        }
    }

    @Test func reloadJSONHasItsFiveFieldsInOrder() throws {
        var good = FeedReport(subscription: Subscription(address: "https://a.example/feed"), title: "Alpha")
        good.itemCount = 3
        good.newCount = 1
        var bad = FeedReport(subscription: Subscription(address: "https://b.example/feed"), title: "https://b.example/feed")
        bad.failure = .fetch(.timedOut(host: "b.example", seconds: 15))
        let text = ReloadCommand.json([good, bad], wording: Wording(retryKey: nil))
        #expect(text.hasPrefix(#"{"feeds":[{"url":"https://a.example/feed","title":"Alpha","items":3,"new":1,"error":null},"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let feeds = try #require(object["feeds"] as? [[String: Any]])
        #expect(feeds[1]["title"] is NSNull, "no title known yet")
        #expect(feeds[1]["error"] as? String == "b.example did not answer within 15 seconds.")
        #expect(ReloadCommand.line(good, wording: Wording(retryKey: nil)) == "Alpha: 3 items, 1 new")
        #expect(ReloadCommand.line(bad, wording: Wording(retryKey: nil)) == "https://b.example/feed: b.example did not answer within 15 seconds.")
    }

    @Test func feedJSONHasItsFieldsAndNullsForWhatIsMissing() throws {
        let document = FeedDocument(format: .rss, title: "T", link: nil, entries: [
            FeedEntry(identity: "x", guid: "x", title: "Quote \" and \u{1}", link: URL(string: "https://e.org/1"), author: nil,
                      published: nil, updated: FeedDate(seconds: 0, offset: 3600), summary: FeedText("<p>Hi &amp; bye</p>", kind: .html)),
        ])
        let text = FeedCommand.json(document)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "T" && object["link"] is NSNull)
        let item = try #require((object["items"] as? [[String: Any]])?.first)
        #expect(Set(item.keys) == ["title", "link", "id", "published", "author", "summary"])
        #expect(item["title"] as? String == "Quote \" and \u{1}")
        #expect(item["published"] as? String == "1970-01-01T01:00:00+01:00", "the update's date when there is no publication date")
        #expect(item["author"] is NSNull)
        #expect(item["summary"] as? String == "Hi & bye")
    }

    @Test func feedFailuresAreSentencesWithoutKeys() {
        let wording = Wording(retryKey: nil)
        let page = FeedFailure.webPage(host: "blog.example", alternates: [DiscoveredFeed(url: URL(string: "https://blog.example/feed")!, title: nil, type: "application/rss+xml")])
        #expect(wording.sentence(for: page) == "blog.example sent a web page, not a feed; its feed is https://blog.example/feed. Subscribe to that address instead.")
        #expect(wording.sentence(for: .tooLarge(host: "x.example", limit: 32 << 20)) == "x.example sent more than 32 MB, which is too large for a feed; it was not read.")
        #expect(wording.sentence(for: .fetch(.unexpectedAnswer(host: "x.example"))) == "x.example answered with something unexpected.")
        #expect(wording.sentence(for: .malformed(host: "x.example")) == "x.example sent a feed whose XML is too broken to read any item from.")
        #expect(Wording(retryKey: "r").sentence(for: .fetch(.unexpectedAnswer(host: "x.example"))).hasSuffix("Press r to retry."))
        let hostile = wording.sentence(for: .unsupportedAddress("exec:\u{1B}[2Jrm -rf"))
        #expect(!hostile.unicodeScalars.contains { $0.value == 0x1B })
    }
}

@Suite struct FeedTextOutputTests {
    @Test func itemsWithTheirDatesAuthorsLinksAndEnclosures() {
        let document = FeedDocument(format: .rss, title: "Podcast", link: URL(string: "https://pod.example/"), entries: [
            FeedEntry(identity: "1", title: "Episode 1", link: URL(string: "https://pod.example/1"), author: "Ann",
                      published: FeedDate(seconds: 1_055_217_600, offset: -18_000),
                      enclosures: [Enclosure(url: URL(string: "https://pod.example/1.mp3")!, type: "audio/mpeg", length: 31_000_000)]),
            FeedEntry(identity: "2", summary: FeedText("Only <b>text</b>", kind: .html)),
        ])
        #expect(FeedCommand.text(document, url: URL(string: "https://pod.example/feed")!) == """
            Podcast
            https://pod.example/
            2 items

            * Episode 1
              2003-06-09 23:00 · Ann
              https://pod.example/1
              enclosure: https://pod.example/1.mp3 (audio/mpeg, 29 MB)

            * Only text
            """)
    }
}
