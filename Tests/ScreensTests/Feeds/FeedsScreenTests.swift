import Canvas
import FeedFixtures
import Feeds
import Foundation
import Networking
import Store
import Testing
import PictureFixtures
import Pictures
import TidingsText
import ViewModels
@testable import Screens

/// The Feeds tab drawn into a grid, over feeds served from memory: what a user sees and does.
final class FeedsHarness: BrowserDriving {
    static let alpha = """
        <rss xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Alpha</title><link>https://a.example/</link>
        <item><guid>a1</guid><title>With content</title><link>https://a.example/posts/1</link><pubDate>Sun, 29 Nov 2026 20:00:00 GMT</pubDate>
          <author>ann@a.example (Ann)</author>
          <content:encoded><![CDATA[<p>Read <a href="/more">the rest</a> and <a href="https://x.example/">x</a>, and <a href="javascript:alert(1)">not this</a>.</p><p>Again <a href="https://x.example/">x</a>.</p>]]></content:encoded>
          <enclosure url="https://a.example/ep1.mp3" length="24500000" type="audio/mpeg"/></item>
        <item><guid>a2</guid><title>Summary only</title><link>https://a.example/posts/2</link><pubDate>Sun, 29 Nov 2026 18:00:00 GMT</pubDate>
          <description>Just a summary</description><media:thumbnail url="https://a.example/a2.png"/></item>
        </channel></rss>
        """
    static let beta = """
        <rss><channel><title>Beta</title>
        <item><guid>b1</guid><title>No link here</title><pubDate>Sun, 29 Nov 2026 19:00:00 GMT</pubDate><description>Only text.</description>
          <enclosure url="https://b.example/file.pdf" length="812000" type="application/pdf"/></item>
        </channel></rss>
        """

    let server = FeedServerStub()
    let scheduler = FetchScheduler(wake: {})
    let memory: ReadingMemory
    let readingStore = ReadingStore(path: nil)
    let tab: FeedsTabModel
    let root: FeedsListScreen
    let browser: Browser
    var grid: CellGrid
    var read: [URL] = []
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-screen-\(UUID().uuidString)")
    let file: SubscriptionsFile

    static let keymap = Keymap.standard.adding(FeedsKeys.bindings)

    init(feeds: String? = "https://a.example/feed \"news\"\nhttps://b.example/feed daily \"~Bee\"\nhttps://missing.example/feed\n",
         rows: Int = 24, columns: Int = 80, keymap: Keymap = FeedsHarness.keymap,
         otherTab: ((FetchScheduler, ReadingMemory) -> any Screen)? = nil, pictures: ((FetchScheduler) -> ScreenPictures)? = nil) throws {
        memory = ReadingMemory(store: readingStore, scheduler: scheduler)
        let pictures = pictures?(scheduler)
        server.serve("https://a.example/feed", Self.alpha)
        server.serve("https://b.example/feed", Self.beta)
        file = SubscriptionsFile(path: folder.appendingPathComponent("feeds").path)
        if let feeds { try file.write(SubscriptionList(parsing: feeds)) }
        let library = FeedLibrary(subscriptions: .file(file), store: FeedStore(path: nil), transport: server)
        tab = FeedsTabModel(library: library, scheduler: scheduler, memory: memory, wantsImages: pictures?.thumbnails == true)
        root = FeedsListScreen(tab: tab, feedsFile: "~/.config/tidings/feeds", pictures: pictures)
        var tabs = [Browser.Tab(name: "Feeds", root: root)]
        if let otherTab { tabs.insert(Browser.Tab(name: "Hacker News", root: otherTab(scheduler, memory)), at: 0) }
        browser = Browser(tabs: tabs, activeTab: otherTab == nil ? 0 : 1, theme: .colorful, keymap: keymap, scheduler: scheduler)
        grid = CellGrid(rows: rows, columns: columns)
        browser.makeReader = { [unowned self] url, title, _ in
            read.append(url)
            return SetupScreen(title: "Reader: " + title, heading: "reading \(url.absoluteString)", steps: [])
        }
        memory.load()
        browser.start()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var frameTime: Date { Date(timeIntervalSince1970: 1_796_000_000) }

    @discardableResult
    func press(_ keys: Key...) async -> BrowserEffect {
        var effect = BrowserEffect.none
        for key in keys {
            let next = browser.handle(.press(key))
            if next != .none { effect = next }
        }
        await settle()
        return effect
    }

    func type(_ text: String) async {
        for character in text { _ = browser.handle(.press(.character(character))) }
        await settle()
    }

    var screen: String { grid.lines.joined(separator: "\n") }
    var statusBar: String { grid.lines.last ?? "" }
    /// The status bar's message in full (the bar cuts long ones).
    var message: String? { browser.message?.text }
    var titleBar: String { grid.lines.first ?? "" }

    /// The row of the grid that holds `text`.
    func line(containing text: String) -> Int? { grid.lines.firstIndex { $0.contains(text) } }

    var helpText: String {
        browser.helpEntries.map { "\($0.keys) \($0.action)" }.joined(separator: "\n")
    }
}

@Suite struct FeedsScreenTests {
    @Test func theListsCycleWithLAndEachRowSaysItsFeedAuthorAndAge() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        var lines = harness.grid.lines
        #expect(lines[0].contains("› All"))
        #expect(lines[1].contains("1. With content"))
        #expect(lines[2].contains("Alpha · 4h ago · by Ann"))
        #expect(lines[3].contains("2. No link here"))
        #expect(lines[4].contains("Bee · 5h ago"))
        #expect(lines[5].contains("3. Summary only"))
        #expect(harness.message == "1 feed of 3 could not be reloaded (missing.example: HTTP 404); the list of feeds (l) says why.")
        await harness.press(.down, .up)
        #expect(harness.message == nil, "said once")
        var titles: [String] = []
        for _ in 0..<6 {
            await harness.press(.character("l"))
            titles.append(String(harness.titleBar.split(separator: "›").last ?? "").trimmingCharacters(in: .whitespaces))
        }
        #expect(titles == ["Unread", "Tag: news", "Tag: daily", "Feeds", "Saved", "All"])
        await harness.press(.character("l"), .character("l"))
        lines = harness.grid.lines
        #expect(lines[0].contains("› Tag: news"))
        #expect(lines[1].contains("1. With content") && lines[3].contains("2. Summary only") && !harness.screen.contains("No link here"))
    }

    @Test func theListOfFeedsShowsCountsAndErrorsThatFollowMAndA() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        for _ in 0..<4 { await harness.press(.character("l")) }
        var lines = harness.grid.lines
        #expect(lines[0].contains("› Feeds"))
        #expect(lines[1].contains("1. Alpha") && lines[1].hasSuffix("2 unread"))
        #expect(lines[2].contains("2 items · updated just now · news"))
        #expect(lines[3].contains("2. Bee") && lines[3].contains("1 unread"))
        #expect(lines[5].contains("3. https://missing.example/feed"))
        #expect(lines[6].contains("missing.example has nothing at that address (HTTP 404)."), "the error stands on its feed")
        // Enter lists the feed's items; m marks one, and the count follows at once.
        await harness.press(.enter)
        #expect(harness.titleBar.contains("› Feeds › Alpha"))
        #expect(harness.grid.lines[2].contains("4h ago · by Ann") && !harness.grid.lines[2].contains("Alpha ·"),
                "a feed's own list does not repeat its name")
        await harness.press(.character("m"))
        #expect(harness.statusBar.contains("Marked as read."))
        await harness.press(.escape)
        #expect(harness.grid.lines[1].hasSuffix("1 unread"))
        // A on a feed catches it up, after asking.
        await harness.press(.character("A"))
        #expect(harness.statusBar.contains("Mark the 1 unread item of Alpha read? y/N"))
        await harness.press(.character("y"))
        lines = harness.grid.lines
        #expect(harness.statusBar.contains("Marked 1 item read."))
        #expect(lines[1].hasSuffix("all read"))
        #expect(lines[3].contains("1 unread"), "the other feeds are left alone")
        await harness.press(.character("A"))
        #expect(harness.statusBar.contains("Everything in Alpha is read already."))
    }

    @Test func readItemsAreDimmedAndCatchingUpAListMarksAllOfIt() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        #expect(!harness.grid[3, 6].style.attributes.contains(.dim))
        await harness.press(.down, .character("m"), .up)
        #expect(harness.grid[3, 6].style.attributes.contains(.dim), "the read row is dimmed")
        #expect(!harness.grid[5, 6].style.attributes.contains(.dim))
        await harness.press(.character("A"))
        #expect(harness.statusBar.contains("Mark all 2 unread items of All read?"))
        await harness.press(.character("n"))
        #expect(harness.statusBar.contains("Nothing was marked."))
        await harness.press(.character("A"), .character("y"))
        #expect(harness.statusBar.contains("Marked 2 items read."))
        await harness.press(.down)
        #expect(harness.grid[1, 6].style.attributes.contains(.dim) && harness.grid[5, 6].style.attributes.contains(.dim))
        await harness.memory.writesDone()
        #expect(await harness.readingStore.allReadIDs()[FeedLibrary.sourceName]?.count == 3)
        // Unread holds nothing now.
        await harness.press(.character("l"))
        #expect(harness.screen.contains("Everything is read."))
    }

    @Test func enterShowsAnItemsOwnContentWithNumberedLinksAndItsEnclosure() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        await harness.press(.enter)
        let lines = harness.grid.lines
        #expect(lines[0].contains("› All › With content"))
        #expect(lines[1].contains("With content"))
        #expect(lines[2].contains("Alpha · by Ann"))
        #expect(lines[3].contains("Sun 29 Nov 2026"))
        #expect(lines[4].contains("https://a.example/posts/1"))
        let text = harness.screen
        #expect(text.contains("Read the rest[1] and x[2], and not this."), "links resolved and numbered; a javascript: link is only text")
        #expect(text.contains("Again x[2]."), "the same address keeps its number")
        #expect(text.contains("Enclosure") && text.contains("[3] audio/mpeg · 24.5 MB") && text.contains("https://a.example/ep1.mp3"))
        #expect(text.contains("[1] https://a.example/more") && text.contains("[2] https://x.example/"))
        #expect(harness.statusBar.contains("f link") && harness.statusBar.contains("v read") && harness.statusBar.contains("o article"))
        #expect(harness.memory.isRead(id: try #require(harness.tab.rows.first).item.id, in: FeedLibrary.sourceName), "opening marks it read")
        _ = harness.browser.handle(.press(.character("f")))
        await harness.type("3")
        let effect = await harness.press(.enter)
        #expect(effect == .open(URL(string: "https://a.example/ep1.mp3")!, what: "link [3]"))
        #expect(await harness.press(.character("2")) == .none, "a number starts a link number")
        #expect(await harness.press(.enter) == .open(URL(string: "https://x.example/")!, what: "link [2]"))
        #expect(await harness.press(.character("o")) == .open(URL(string: "https://a.example/posts/1")!, what: "article"))
        await harness.press(.character("v"))
        #expect(harness.read == [URL(string: "https://a.example/posts/1")!], "v always reads the link")
    }

    @Test func enterOnAnItemWithoutContentReadsItsLinkAndOneWithoutALinkShowsWhatIsKept() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        await harness.press(.down, .down, .enter)
        #expect(harness.read == [URL(string: "https://a.example/posts/2")!], "no content of its own: the reader on its link")
        #expect(harness.titleBar.contains("Reader: Summary only"))
        await harness.press(.escape, .up, .character("v"))
        #expect(harness.statusBar.contains("This item has no article to read."))
        await harness.press(.enter)
        let text = harness.screen
        #expect(text.contains("Only text."), "its summary")
        #expect(text.contains("[1] application/pdf · 812 KB"))
        #expect(!harness.statusBar.contains("v read"), "nothing to read: no hint for it")
        #expect(harness.statusBar.contains("o enclosure"))
        #expect(await harness.press(.character("o")) == .open(URL(string: "https://b.example/file.pdf")!, what: "enclosure"))
        #expect(!harness.helpText.contains("read the article"), "the help names only keys that work here")
        await harness.press(.character("s"), .character("j"))
        #expect(harness.statusBar.contains("s unsave"), "saved, the key takes it off: \(harness.statusBar)")
    }

    @Test func oOpensTheLinkAndSSavesIntoTheSharedSavedList() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        #expect(await harness.press(.character("o")) == .open(URL(string: "https://a.example/posts/1")!, what: "article"))
        await harness.press(.character("s"))
        #expect(harness.statusBar.contains("Saved. l reaches the Saved list."))
        #expect(harness.grid.lines[1].contains("1. ★ With content"))
        await harness.press(.down, .up)
        #expect(harness.statusBar.contains("s unsave"), "on a saved row the key takes it off: \(harness.statusBar)")
        for _ in 0..<5 { await harness.press(.character("l")) }
        #expect(harness.titleBar.contains("› Saved"))
        #expect(harness.grid.lines[1].contains("1. ★ With content (Feeds)"))
        // Opened from Saved, it opens as the tab shows it.
        await harness.press(.enter)
        #expect(harness.titleBar.contains("› Saved › With content"))
        #expect(harness.screen.contains("Read the rest[1]"))
    }

    @Test func aSavedFeedItemOpenedFromAnotherTabOpensAsTheFeedsTabShowsIt() async throws {
        let other = ScriptedSource(name: "Hacker News", listName: "Front page")
        other.setPage(nil, .success(Samples.page(1...2, next: nil)))
        let harness = try FeedsHarness(otherTab: { scheduler, memory in
            FeedScreen(model: FeedViewModel(source: other, scheduler: scheduler, memory: memory)) { ArticleScreen(item: $0) }
        })
        await harness.settle()
        await harness.press(.character("s"), .character("1"))
        #expect(harness.titleBar.contains("› Front page"))
        await harness.press(.character("l"))
        #expect(harness.titleBar.contains("› Saved"))
        #expect(harness.grid.lines[1].contains("With content (Feeds)"))
        await harness.press(.enter)
        #expect(harness.titleBar.contains("1 Hacker News") && harness.titleBar.contains("› Saved › With content"), "pushed in this tab")
        #expect(harness.screen.contains("Read the rest[1] and x[2]"), "the Feeds tab's own pane")
    }

    @Test func searchFiltersTheKeptItems() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        await harness.press(.character("/"))
        #expect(harness.statusBar.contains("Search feeds:"))
        await harness.type("SUMMARY")
        await harness.press(.enter)
        #expect(harness.titleBar.contains("› All › Search: SUMMARY"))
        #expect(harness.grid.lines[1].contains("1. Summary only") && !harness.screen.contains("With content"))
        await harness.press(.escape, .character("/"))
        await harness.type("only text")
        await harness.press(.enter)
        #expect(harness.grid.lines[1].contains("1. No link here"), "the summary's text counts")
        await harness.press(.escape, .character("/"))
        await harness.type("nowhere")
        await harness.press(.enter)
        #expect(harness.screen.contains("Nothing kept in All matches 'nowhere'."))
    }

    @Test func withoutFeedsTheTabIsASetupPaneThatSubscribesByAddress() async throws {
        let harness = try FeedsHarness(feeds: nil)
        harness.server.serve("https://site.example/", "<html><head><link rel=\"alternate\" type=\"application/atom+xml\" href=\"/atom\"></head></html>")
        harness.server.serve("https://site.example/atom", """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Site</title><entry><id>s1</id><title>Hello</title><updated>2026-11-29T10:00:00Z</updated></entry></feed>
            """)
        await harness.settle()
        let pane = harness.screen
        #expect(harness.titleBar.contains("› Set up"))
        #expect(pane.contains("You have no feeds yet."))
        #expect(pane.contains("Press a to subscribe by address"))
        #expect(pane.contains("~/.config/tidings/feeds"))
        #expect(pane.contains("tidings import FILE.opml"))
        #expect(harness.statusBar.contains("a add"))
        #expect(!harness.helpText.contains("next list"), "no list to cycle yet")
        await harness.press(.character("a"))
        #expect(harness.statusBar.contains("Subscribe to (address):"))
        await harness.type("site.example")
        _ = harness.browser.handle(.press(.enter))
        harness.draw()
        #expect(harness.statusBar.contains("Looking for a feed at https://site.example/…"))
        await harness.settle()
        #expect(harness.message == "Subscribed to Site (found through https://site.example/: https://site.example/atom).")
        #expect(harness.grid.lines[1].contains("1. Hello"))
        #expect(try harness.file.read().subscriptions.map(\.address) == ["https://site.example/atom"])
        await harness.press(.character("a"))
        await harness.type("https://site.example/atom")
        await harness.press(.enter)
        #expect(harness.statusBar.contains("You are already subscribed to https://site.example/atom."))
        await harness.press(.character("a"))
        await harness.type("not an address")
        await harness.press(.enter)
        #expect(harness.statusBar.contains("'not an address' is not a web address"))
        await harness.press(.character("a"))
        await harness.type("https://nothing.example/")
        await harness.press(.enter)
        #expect(harness.statusBar.contains("Not subscribed: nothing.example has nothing at that address (HTTP 404)."))
    }

    /// Typed without a scheme, a site that speaks only plain http: https is tried, then http, and
    /// what was read over plain http is said — the page as much as a feed.
    @Test func aSubscriptionFoundOverPlainHTTPSaysSo() async throws {
        let harness = try FeedsHarness(feeds: nil)
        harness.server.servePlainOnly("old.example")
        harness.server.serve("http://old.example/", "<html><head><link rel=\"alternate\" type=\"application/atom+xml\" href=\"/atom\"></head></html>")
        harness.server.serve("http://old.example/atom", """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Old</title><entry><id>o1</id><title>Hello</title><updated>2026-11-29T10:00:00Z</updated></entry></feed>
            """)
        harness.server.serve("http://old.example/secure", "<html><head><link rel=\"alternate\" type=\"application/atom+xml\" href=\"https://feeds.example/atom\"></head></html>")
        harness.server.serve("https://feeds.example/atom", """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Secure</title><entry><id>s1</id><title>Hi</title><updated>2026-11-29T10:00:00Z</updated></entry></feed>
            """)
        await harness.settle()
        await harness.press(.character("a"))
        await harness.type("old.example")
        await harness.press(.enter)
        await harness.settle()
        #expect(harness.message == "Subscribed to Old over plain http (found through http://old.example/: http://old.example/atom); old.example has no secure connection.")
        await harness.press(.character("a"))
        await harness.type("old.example/atom")
        await harness.press(.enter)
        await harness.settle()
        #expect(harness.message == "You are already subscribed to http://old.example/atom.")
        await harness.press(.character("a"))
        await harness.type("old.example/secure")
        await harness.press(.enter)
        await harness.settle()
        #expect(harness.message == "Subscribed to Secure (found through http://old.example/secure, read over plain http: https://feeds.example/atom).")
    }

    @Test func aReboundKeyIsTheOneHintedAndTheOldOneDoesNothing() async throws {
        var keymap = FeedsHarness.keymap
        keymap.rebind(.markAllRead, to: [.character("C")])
        #expect(keymap.validate() == nil)
        let harness = try FeedsHarness(keymap: keymap)
        await harness.settle()
        await harness.press(.down, .up)
        #expect(harness.statusBar.contains("C all read") && !harness.statusBar.contains("A all read"))
        await harness.press(.character("A"))
        #expect(!harness.statusBar.contains("Mark"))
        await harness.press(.character("C"))
        #expect(harness.statusBar.contains("Mark all 3 unread items of All read?"))
    }

    @Test func anItemsPaneIsAnArticleWithTheReadersLinksSoTheirKeysMustNotClash() {
        var keymap = FeedsHarness.keymap
        keymap.rebind(.followLink, to: [.character("s")])
        #expect(keymap.validate() == Keymap.Conflict(key: .character("s"), actions: [.saveItem, .followLink]),
                "s would both save and follow a link in a feed item's pane")
    }

    @Test func anotherSourcesFeedListsNeitherTheFeedsKeysNorTheTILs() async throws {
        let other = ScriptedSource(name: "Hacker News", listName: "Front page")
        other.setPage(nil, .success(Samples.page(1...2, next: nil)))
        let keymap = FeedsHarness.keymap.adding(TILKeys.bindings)
        let harness = try FeedsHarness(keymap: keymap, otherTab: { scheduler, memory in
            FeedScreen(model: FeedViewModel(source: other, scheduler: scheduler, memory: memory)) { ArticleScreen(item: $0) }
        })
        await harness.settle()
        await harness.press(.character("1"))
        #expect(harness.titleBar.contains("› Front page"))
        #expect(!harness.helpText.contains("mark every item of the list read"))
        #expect(!harness.helpText.contains("log out of the TIL server"))
        #expect(harness.helpText.contains("mark the item read or unread"), "the keys every feed knows stay")
    }

    @Test func theHelpOfEachListNamesOnlyWhatWorksThere() async throws {
        let harness = try FeedsHarness()
        await harness.settle()
        #expect(harness.helpText.contains("mark every item of the list read"))
        #expect(harness.helpText.contains("read the article here"))
        #expect(!harness.helpText.contains("open the discussion page"), "no discussions here")
        #expect(!harness.helpText.contains("edit the selected record") && !harness.helpText.contains("delete the selected record"))
        for _ in 0..<4 { await harness.press(.character("l")) }
        #expect(!harness.helpText.contains("read the article here"), "a feed row has no article")
        #expect(!harness.helpText.contains("save or unsave"))
        #expect(harness.helpText.contains("open the article in your browser"), "its site")
        #expect(harness.statusBar.contains("o site"))
    }

    @Test func aFortyColumnTerminalKeepsEveryRowReadable() async throws {
        let harness = try FeedsHarness(columns: 40)
        await harness.settle()
        let lines = harness.grid.lines
        #expect(lines[1].contains("1. With content"))
        #expect(lines[2].contains("Alpha · 4h ago"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        for _ in 0..<4 { await harness.press(.character("l")) }
        #expect(harness.grid.lines[1].contains("1. Alpha") && harness.grid.lines[1].contains("2 unread"))
        #expect(harness.grid.lines[6].contains("missing.example has nothing at"))
        // A question too long for the bar is shortened before its keys, which stay in sight.
        await harness.press(.enter)
        await harness.press(.character("A"))
        #expect(harness.statusBar.contains("Mark all 2 unread"), "\(harness.statusBar)")
        #expect(harness.statusBar.contains("… y/N"), "\(harness.statusBar)")
        await harness.press(.character("n"))
    }

    @Test func thumbnailsMakeRowsOfThreeLinesWhenAFeedHasPictures() async throws {
        let server = PictureServer(["https://a.example/a2.png": .picture(PNGWriter.redAndBlue())])
        let harness = try FeedsHarness(rows: 30, pictures: { scheduler in
            ScreenPictures(loader: PictureLoader(transport: server, store: nil, mode: PictureMode(.symbols(.indexed256))),
                           scheduler: scheduler, thumbnails: true)
        })
        await harness.settle()
        let lines = harness.grid.lines
        #expect(lines[1].contains("1.        With content"), "the text stands beside the thumbnail's place")
        #expect(lines[4].contains("2.        No link here"))
        #expect(lines[7].contains("3.") && lines[7].contains("Summary only"))
        #expect(server.requests == [URL(string: "https://a.example/a2.png")!], "its thumbnail asked for once a frame showed it")
    }
}
