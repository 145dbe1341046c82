import FeedFixtures
import Feeds
import Foundation
import Networking
import Reader
import Store
import Synchronization
import Testing
@testable import ViewModels

/// Serves an article page for every request and counts them.
final class ArticlePageServer: HTTPTransport {
    static let page = """
        <html><head><title>The bridge stays open</title></head><body><article>
        <p>The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open.</p>
        <p>Residents who depend on the bridge, including the bakers and the nurses, filled the hall to make their case.</p>
        </article></body></html>
        """
    private let count = Mutex(0)
    var requests: Int { count.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        return HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data(Self.page.utf8))
    }
}

@Suite struct SavedArticleKeeperTests {
    let scheduler = FetchScheduler(wake: {})
    let server = ArticlePageServer()
    let kept = KeptArticles(cache: PageCache(path: nil))

    func keeper() -> SavedArticleKeeper {
        SavedArticleKeeper(scheduler: scheduler, fetcher: ArticleFetcher(transport: server), kept: kept)
    }

    /// Waits (bounded) for the kept copy of `url`, written off the fetch's path.
    func keptArticle(_ url: URL) async throws -> Article? {
        for _ in 0..<1_000 {
            if let found = await kept.article(for: url) { return found.article }
            try await Task.sleep(for: .milliseconds(2))
        }
        return nil
    }

    @Test func savingAnItemReadsItsArticleAheadAndKeepsIt() async throws {
        let memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: scheduler)
        let keeper = keeper()
        memory.onSave = { item in item.articleURL.map(keeper.keep) }
        let story = Samples.item(3)
        #expect(memory.toggleSaved(story, in: "Hacker News"))
        while scheduler.isBusy { await scheduler.deliverNext(timeout: .seconds(120)) }
        let url = try #require(story.articleURL)
        let found = try await keptArticle(url)
        let article = try #require(found)
        #expect(article.text.contains("after three hours of debate"))
        #expect(server.requests == 1)
        // Unsaved and saved again: asked once a session.
        #expect(!memory.toggleSaved(story, in: "Hacker News"))
        #expect(memory.toggleSaved(story, in: "Hacker News"))
        #expect(keeper.pending == 0 && server.requests == 1)
    }

    @Test func anArticleKeptAlreadyIsNotFetchedAndOnlyWebAddressesAreAsked() async throws {
        let url = try #require(URL(string: "https://example.org/read-before"))
        kept.keep(Article(url: url, title: "Read before", blocks: [ArticleBlock(kind: .paragraph, text: "Kept.")]), for: url)
        let before = try await keptArticle(url)
        #expect(before != nil)
        let keeper = keeper()
        keeper.keep(url)
        while scheduler.isBusy { await scheduler.deliverNext(timeout: .seconds(120)) }
        #expect(server.requests == 0, "kept already")
        keeper.keep(try #require(URL(string: "file:///etc/passwd")))
        #expect(keeper.pending == 0 && !scheduler.isBusy)
    }

    @Test func itWaitsWhileTheUserWaits() async throws {
        let opened = Mutex(false)
        // The user's own request, still running.
        scheduler.start({ () async throws(FetchError) -> Bool in
            while !opened.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(2)) }
            return true
        }) { _ in }
        let keeper = keeper()
        keeper.keep(try #require(URL(string: "https://example.org/later")))
        try await Task.sleep(for: .milliseconds(50))
        #expect(server.requests == 0 && keeper.pending == 1, "paused behind the user's request")
        opened.withLock { $0 = true }
        while scheduler.isBusy {
            await scheduler.deliverNext(timeout: .seconds(120))
            keeper.pump()  // what the run loop does after each delivery
        }
        #expect(server.requests == 1 && keeper.pending == 0)
    }
}
