import Canvas
import Foundation
import Networking
import Reader
import Store
@testable import Screens
import Synchronization
import Testing
import ViewModels

/// Serves one page until told the network is down, then refuses every request.
final class FailingLaterTransport: HTTPTransport {
    let html: String
    let down = Mutex(false)

    init(html: String) {
        self.html = html
    }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        if down.withLock({ $0 }) { throw .unreachable(host: "example1.org", reason: "connection refused") }
        return HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(html.utf8))
    }
}

@Suite("Articles read are kept for when the network fails")
struct KeptArticleTests {
    /// A reader whose articles are kept in `cache`, with a session cache of its own (a new run).
    static func harness(_ transport: FailingLaterTransport, kept: KeptArticles?, columns: Int = 80) -> ScreenHarness {
        let harness = ScreenHarness(rows: 24, columns: columns)
        let scheduler = harness.scheduler
        let fetcher = ArticleFetcher(transport: transport)
        let session = ReaderCache()
        harness.browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: session, kept: kept),
                         saving: saving)
        }
        return harness
    }

    @Test("Read once, then offline in a later run: the kept copy, and the status bar says why and from when")
    func aLaterRunOfflineShowsTheKeptCopy() async throws {
        let kept = KeptArticles(cache: PageCache(path: nil))
        let transport = FailingLaterTransport(html: ReaderScreenTests.page)
        let first = Self.harness(transport, kept: kept)
        await first.settle()
        _ = first.browser.handle(.char("v"))
        let read = await first.settle()
        #expect(read.contains { $0.contains("The bridge stays open") })
        #expect(read.last?.contains("copy from") == false)
        // Kept off the screen's path: wait for it to reach the cache.
        let url = try #require(URL(string: "https://example1.org/post"))
        for _ in 0..<500 where await kept.article(for: url) == nil { try await Task.sleep(for: .milliseconds(2)) }

        transport.down.withLock { $0 = true }
        let later = Self.harness(transport, kept: kept)
        await later.settle()
        _ = later.browser.handle(.char("v"))
        let offline = await later.settle()
        #expect(offline.contains { $0.contains("The Gazette · by Ann Lee") }, "\(offline)")
        #expect(offline.contains { $0.contains("the report[1] has") })
        let status = try #require(offline.last)
        #expect(status.contains("Refresh failed") && status.contains("copy from"), "\(status)")
        #expect(!status.contains("Press r"), "the article is there: the failure is the notice, not an error")

        // At 40 columns the notice gives way to the help's hint, which names the rest.
        let narrow = Self.harness(transport, kept: kept, columns: 40)
        await narrow.settle()
        _ = narrow.browser.handle(.char("v"))
        let narrowStatus = try #require(await narrow.settle().last)
        #expect(narrowStatus.hasPrefix(" Refresh failed") && narrowStatus.contains("? help"), "\(narrowStatus)")

        // Back online, r reads the page again and the notice goes.
        transport.down.withLock { $0 = false }
        _ = later.browser.handle(.char("r"))
        let fresh = await later.settle()
        #expect(fresh.last?.contains("copy from") == false, "\(fresh.last ?? "")")
    }

    @Test("Nothing kept: the failure is said, with the key that retries")
    func nothingKeptSaysTheFailure() async throws {
        let transport = FailingLaterTransport(html: ReaderScreenTests.page)
        transport.down.withLock { $0 = true }
        let harness = Self.harness(transport, kept: KeptArticles(cache: PageCache(path: nil)))
        await harness.settle()
        _ = harness.browser.handle(.char("v"))
        let lines = await harness.settle()
        #expect(lines.contains { $0.contains("Could not reach example1.org") && $0.contains("Press r to retry") }, "\(lines)")
    }

    @Test("An article keeps its every part through the store: blocks, links, its date and time")
    func anArticleReadsBackAsItWasKept() async throws {
        let kept = KeptArticles(cache: PageCache(path: nil))
        let url = try #require(URL(string: "https://example.org/a"))
        let article = Article(url: url, title: "T", byline: "Ann Lee", site: "Site",
                              published: PublicationDate(year: 2026, month: 11, day: 20, time: (9, 30, 5), offsetMinutes: -150),
                              blocks: [ArticleBlock(kind: .heading(level: 2), text: "H"),
                                       ArticleBlock(kind: .listItem(marker: "3.", depth: 2), text: "item", markedText: "item[1]", quoteDepth: 1),
                                       ArticleBlock(kind: .table(rows: [["a", "b"], ["c", "d"]]), text: "a b c d"),
                                       ArticleBlock(kind: .image, text: "alt", imageURL: URL(string: "https://example.org/p.jpg"))],
                              links: [url])
        kept.keep(article, for: url)
        var found: (article: Article, readAt: Date)?
        for _ in 0..<500 {
            found = await kept.article(for: url)
            if found != nil { break }
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(found?.article == article)
        #expect(found?.article.published?.iso8601 == "2026-11-20T09:30:05-02:30")
        let dateOnly = PublicationDate(year: 2026, month: 1, day: 2)
        let decoded = try JSONDecoder().decode(PublicationDate.self, from: JSONEncoder().encode(dateOnly))
        #expect(decoded == dateOnly && decoded.time == nil && decoded.offsetMinutes == nil)
    }

    @Test("A kept copy changed on disk draws no escape sequences: its strings are sanitized again")
    func aTamperedCopyIsSanitized() async throws {
        let cache = PageCache(path: nil)
        let url = try #require(URL(string: "https://example.org/t"))
        let planted = Article(url: url, title: "T\u{1B}]0;owned\u{7}itle", byline: "\u{1B}[2JAnn",
                              blocks: [ArticleBlock(kind: .listItem(marker: "\u{1B}[31m•", depth: 1), text: "one\u{1B}[1mtwo", quoteDepth: 9_999),
                                       ArticleBlock(kind: .table(rows: [["a\u{1B}[0m"]]), text: "a"),
                                       ArticleBlock(kind: .image, text: "", imageURL: URL(string: "file:///etc/passwd"))],
                              links: [URL(string: "file:///etc/shadow")!, url])
        await cache.store(try JSONEncoder().encode(planted), for: "READER " + url.absoluteString)
        let found = try #require(await KeptArticles(cache: cache).article(for: url)).article
        let strings = [found.title, found.byline].compactMap { $0 } + found.blocks.flatMap { block -> [String] in
            var all = [block.text, block.markedText]
            if case .listItem(let marker, _) = block.kind { all.append(marker) }
            if case .table(let rows) = block.kind { all += rows.flatMap { $0 } }
            return all
        }
        #expect(!strings.isEmpty && strings.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } }, "\(strings)")
        #expect(found.blocks[0].quoteDepth <= 16)
        #expect(found.blocks[2].imageURL == nil, "a picture only from a web address")
        #expect(found.links.count == 2, "links keep their numbers (the opener refuses anything but the web)")
    }
}
