import Canvas
import Foundation
import Networking
import Reader
import Store
@testable import Screens
import Synchronization
import Testing
import ViewModels

/// Serves one page for every request and counts the requests.
final class PageTransport: HTTPTransport {
    let html: String
    let contentType: String
    private let count = Mutex(0)

    init(html: String, contentType: String = "text/html; charset=utf-8") {
        self.html = html
        self.contentType = contentType
    }

    var requests: Int { count.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        return HTTPResponse(status: 200, headers: ["Content-Type": contentType], body: Data(html.utf8))
    }
}

@Suite("The reader screen")
struct ReaderScreenTests {
    static let page = """
    <html><head><meta property="og:title" content="The bridge stays open"><meta name="author" content="Ann Lee">
    <meta property="og:site_name" content="The Gazette"></head><body><nav><a href="/">Home</a></nav><article>
    <p>The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open.</p>
    <p>Engineers had warned that the steel was corroding; <a href="https://example.org/report">the report</a> has the numbers.</p>
    <pre>let cost = 1_200_000 // a comment much wider than the forty columns of this test's screen, on purpose</pre>
    <p>Residents who depend on the bridge, including the bakers and the nurses, filled the hall to make their case.</p>
    </article></body></html>
    """

    static func harness(_ transport: PageTransport, cache: ReaderCache = ReaderCache(), columns: Int = 40, secondTab: Bool = false) -> ScreenHarness {
        harness(fetcher: ArticleFetcher(transport: transport), cache: cache, columns: columns, secondTab: secondTab)
    }

    static func harness(fetcher: ArticleFetcher, cache: ReaderCache = ReaderCache(), columns: Int = 40, secondTab: Bool = false) -> ScreenHarness {
        let harness = ScreenHarness(rows: 24, columns: columns, secondTab: secondTab)
        let scheduler = harness.scheduler
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: cache), saving: saving)
        }
        return harness
    }

    @Test("v on a feed row reads the article: header, body, numbered links, hints")
    func opens() async throws {
        let transport = PageTransport(html: Self.page)
        let harness = Self.harness(transport)
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let loading = harness.draw()
        #expect(loading.contains { $0.contains("Loading example1.org") })
        let lines = await harness.settle()
        #expect(lines.contains { $0.contains("The bridge stays open") })
        #expect(lines.contains { $0.contains("The Gazette · by Ann Lee") })
        #expect(lines.contains { $0.contains("the report[1] has") })
        #expect(!lines.contains { $0.contains("Home") })
        #expect(lines.last?.contains("f link") == true)
        #expect(transport.requests == 1)
    }

    @Test("The hint names down while there is more below and top at the end, where down moves nothing")
    func theMoveHintFollowsTheScroll() async throws {
        let harness = ScreenHarness(rows: 12, columns: 40)
        let scheduler = harness.scheduler
        let fetcher = ArticleFetcher(transport: PageTransport(html: Self.page))
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: ReaderCache()), saving: saving)
        }
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let first = try #require(await harness.settle().last)
        #expect(first.hasPrefix(" ↓ down"), "the hint: \(first)")
        _ = harness.browser.handle(.char("G"))
        let end = try #require(harness.draw().last)
        #expect(end.hasPrefix(" Home top") && !end.contains("down") && end.contains("100%"), "the hint: \(end)")
        _ = harness.browser.handle(.char("g"))
        #expect(harness.draw().last?.hasPrefix(" ↓ down") == true)
    }

    @Test("A resize keeps the reader as far through the article as they were, and at its end when there")
    func aResizeKeepsThePlace() async throws {
        let paragraphs = (1...30).map { "<p>Paragraph \($0) says, in a sentence long enough to wrap at forty columns, what the committee did that week.</p>" }
        let harness = ScreenHarness(rows: 16, columns: 80)
        let scheduler = harness.scheduler
        let fetcher = ArticleFetcher(transport: PageTransport(html: "<html><body><article>\(paragraphs.joined())</article></body></html>"))
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: ReaderCache()), saving: saving)
        }
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        await harness.settle()
        for _ in 0..<4 { _ = harness.browser.handle(.char(" ")) }
        func firstParagraph() -> Int? {
            for line in harness.draw() {
                if let range = line.range(of: #"Paragraph (\d+)"#, options: .regularExpression) {
                    return Int(line[range].dropFirst("Paragraph ".count))
                }
            }
            return nil
        }
        let before = try #require(firstParagraph())
        #expect(before > 10, "scrolled well into the article")
        harness.resize(rows: 16, columns: 40)
        let after = try #require(firstParagraph())
        #expect(abs(after - before) <= 2, "paragraph \(before) at 80 columns, \(after) at 40")
        _ = harness.browser.handle(.char("G"))
        harness.resize(rows: 20, columns: 60)
        #expect(harness.draw().contains { $0.contains("Paragraph 30 says") })
        #expect(harness.draw().last?.contains("100%") == true)
    }

    @Test("s in the reader opened from a row saves that row's item")
    func savesTheItemItWasOpenedFrom() async throws {
        let scheduler = FetchScheduler(wake: {})
        let memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: scheduler)
        memory.load()
        let harness = ScreenHarness(rows: 24, columns: 80, memory: memory, sharedScheduler: scheduler)
        let fetcher = ArticleFetcher(transport: PageTransport(html: Self.page))
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: ReaderCache()), saving: saving)
        }
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let lines = await harness.settle()
        #expect(lines.last?.contains("s save") == true, "the hint: \(lines.last ?? "")")
        _ = harness.browser.handle(.char("s"))
        #expect(harness.draw().last?.contains("Saved.") == true)
        let item = try #require(memory.savedItems.first)
        #expect(item.title == "Story number 1")
        // Once the message has gone, the hint says what the key does now.
        _ = harness.browser.handle(.char("j"))
        let saved = try #require(harness.draw().last)
        #expect(saved.contains("s unsave"), "the hint: \(saved)")
        _ = harness.browser.handle(.char("s"))
        #expect(memory.savedItems.isEmpty, "s again unsaves it")
        _ = harness.browser.handle(.char("k"))
        #expect(harness.draw().last?.contains("s save") == true)
        // A reader with no item behind it (a link followed from an article) has no s.
        let alone = ReaderScreen(model: ReaderViewModel(url: URL(string: "https://example.org/")!, title: "x", fetcher: fetcher, scheduler: scheduler, cache: ReaderCache()))
        #expect(!alone.hintActions.contains(.saveItem))
        #expect(!alone.handles(.saveItem, boundIn: [.reader]))
    }

    @Test("Esc and v again shows the article from memory, without fetching")
    func cached() async throws {
        let transport = PageTransport(html: Self.page)
        let harness = Self.harness(transport)
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        await harness.settle()
        _ = harness.browser.handle(.press(.escape))
        #expect(harness.browser.depth == 1)
        _ = harness.browser.handle(.char("v"))
        let lines = harness.draw()
        #expect(lines.contains { $0.contains("The bridge stays open") })
        #expect(!harness.browser.isAnimating)
        #expect(transport.requests == 1)
    }

    @Test("A typed number, then Enter, opens that link; a wrong number says why")
    func followsLinks() async throws {
        let harness = Self.harness(PageTransport(html: Self.page))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        await harness.settle()
        _ = harness.browser.handle(.char("1"))
        #expect(harness.browser.prompt?.field.text == "1")
        #expect(harness.browser.depth == 2, "the number key did not switch tabs")
        let effect = harness.browser.handle(.press(.enter))
        #expect(effect == .open(URL(string: "https://example.org/report")!, what: "link [1]"))
        _ = harness.browser.handle(.char("f"))
        for key in "7" { _ = harness.browser.handle(.char(key)) }
        _ = harness.browser.handle(.press(.enter))
        #expect(harness.browser.message?.text.contains("There is no link [7]") == true)
    }

    @Test("With an article shown, the help offers the number keys for links, not for switching sources")
    func theHelpSaysWhatNumbersDoHere() async throws {
        let harness = Self.harness(PageTransport(html: Self.page), secondTab: true)
        await harness.settle()
        #expect(harness.browser.helpEntries.contains { $0.action == "switch source" }, "on the list they switch")
        _ = harness.browser.handle(.char("v"))
        await harness.settle()
        let entries = harness.browser.helpEntries
        #expect(!entries.contains { $0.action == "switch source" }, "\(entries)")
        #expect(entries.contains { $0.action.contains("just type the number") }, "\(entries)")
    }

    @Test("→ scrolls code sideways, ← scrolls back, and at the left edge goes back")
    func sideways() async throws {
        let harness = Self.harness(PageTransport(html: Self.page))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let before = await harness.settle()
        #expect(before.contains { $0.contains("  let cost = 1_200_000") })
        _ = harness.browser.handle(.press(.right))
        let after = harness.draw()
        #expect(after.contains { $0.contains("00_000 // a comment") })
        #expect(after.contains { $0.contains("The committee met") }, "prose does not move")
        _ = harness.browser.handle(.press(.left))
        #expect(harness.draw().contains { $0.contains("  let cost = 1_200_000") })
        _ = harness.browser.handle(.press(.left))
        #expect(harness.browser.depth == 1)
    }

    @Test("→ scrolls a listing's code sideways while its line numbers stay beside it")
    func sidewaysBesideLineNumbers() async throws {
        let listing = Self.page.replacingOccurrences(of: "<pre>let cost = 1_200_000 // a comment much wider than the forty columns of this test's screen, on purpose</pre>",
            with: "<table><tr><td class=\"gutter\"><pre>1\n2</pre></td><td class=\"code\"><pre>let cost = 1_200_000 // a comment much wider than the forty columns of this test's screen\nprint(cost)</pre></td></tr></table>")
        let harness = Self.harness(PageTransport(html: listing))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let before = await harness.settle()
        #expect(before.contains { $0.contains("  1  let cost = 1_200_000") }, "\(before)")
        _ = harness.browser.handle(.press(.right))
        let after = harness.draw()
        #expect(after.contains { $0.contains("  1   = 1_200_000 // a comment") }, "the number stays, the code moves: \(after.joined(separator: "\n"))")
        #expect(after.contains { $0.contains("  2  st)") }, "\(after)")
    }

    @Test("A PDF is named, with o to open it")
    func notHTML() async throws {
        let harness = Self.harness(PageTransport(html: "%PDF-1.7", contentType: "application/pdf"))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let lines = await harness.settle().joined(separator: " ")
        #expect(lines.contains("a PDF"))
        #expect(lines.contains("Press o"))
    }

    @Test("The demo's reader says it reads no pages and offers o, never a retry")
    func offline() async throws {
        let harness = Self.harness(fetcher: .offline, columns: 80)
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let lines = await harness.settle()
        let text = lines.joined(separator: " ")
        #expect(text.contains("the demo reads no web pages"))
        #expect(text.contains("Press o to open"))
        #expect(!text.contains("Press r"))
        #expect(lines.last?.contains("r refresh") == false, "no retry among the hints: \(lines.last ?? "")")
    }

    @Test("A page too complex to read says so and offers o")
    func tooComplex() async throws {
        let fetcher = ArticleFetcher(transport: PageTransport(html: Self.page), limits: ExtractionLimits(maximumNodes: 10))
        let harness = Self.harness(fetcher: fetcher, columns: 80)
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let text = await harness.settle().joined(separator: " ")
        #expect(text.contains("This page is too complex to read here; o opens it in your browser."))
    }

    @Test("Esc while the page loads stops the fetch")
    func escCancels() async throws {
        let harness = Self.harness(PageTransport(html: Self.page))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        #expect(harness.browser.isAnimating)
        _ = harness.browser.handle(.press(.escape))
        #expect(harness.browser.depth == 1)
        #expect(!harness.scheduler.isBusy, "the fetch was cancelled and its answer will be dropped")
    }

    @Test("Keys: v reads in feeds and discussions; in the reader ← scrolls and the numbers start a link")
    func keymap() {
        let keymap = Keymap.standard
        #expect(keymap.action(for: .character("v"), in: [.feed, .list, .global]) == .read)
        #expect(keymap.action(for: .character("v"), in: [.discussion, .list, .global]) == .read)
        #expect(keymap.action(for: KeyPress(.left), in: [.reader, .list, .global]) == .scrollLeft)
        #expect(keymap.action(for: KeyPress(.left), in: [.feed, .list, .global]) == .back)
        #expect(keymap.action(for: .character("f"), in: [.reader, .list, .global]) == .followLink)
        #expect(keymap.validate() == nil)
        var rebound = Keymap.standard
        rebound.rebind(.followLink, to: [.character("q")])
        #expect(rebound.validate() != nil, "shadowing is only for the bindings that declare it")
    }
}

@Suite("The reader's sentences name the keys as bound")
struct ReaderWordingTests {
    @Test("A rebound open_article key is the one the reader offers")
    func reboundOpenKey() async throws {
        var keymap = Keymap.standard
        keymap.rebind(.openArticle, to: [.character("O")])
        let harness = ScreenHarness(rows: 24, columns: 60, keymap: keymap)
        let scheduler = harness.scheduler
        let fetcher = ArticleFetcher(transport: PageTransport(html: "%PDF", contentType: "application/pdf"))
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: ReaderCache()), saving: saving)
        }
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let text = await harness.settle().joined(separator: " ")
        #expect(text.contains("Press O to open it"))
    }
}
