import Foundation
import Networking
import Synchronization
import Testing
import TestThreads
@testable import Reader

/// Serves one page for every request.
struct OnePageTransport: HTTPTransport {
    let body: Data

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: body)
    }
}

/// A page libxml2 itself is slow on, whatever the reader does: 200,000 elements deep, then
/// 400,000 end tags that close nothing, each of which the parser looks for through all
/// 200,000 open elements (8 × 10¹⁰ comparisons, minutes of work).
let slowToParse: Data = {
    let page = "<html><body>" + Pages.paragraphs() + String(repeating: "<div>", count: 200_000)
        + String(repeating: "</span>", count: 400_000) + "</body></html>"
    return Data(page.utf8)
}()

/// Seconds since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

@Suite("Extraction is bounded, cancellable and off the shared threads", .serialized, .ownThread)
struct ExtractionBudgetTests {
    @Test("A page that would take minutes is given up within its budget, as too complex")
    func tooComplex() throws {
        let start = ContinuousClock.now
        let outcome = try ArticleExtractor.read(html: slowToParse, url: Pages.url, limits: ExtractionLimits(seconds: 0.5))
        #expect(outcome == .tooComplex)
        // Minutes without the stop; a generous bound for a loaded machine.
        #expect(seconds(since: start) < 30)
    }

    @Test("The standard budget gives up on it too")
    func standardBudget() throws {
        let outcome = try ArticleExtractor.read(html: slowToParse, url: Pages.url)
        #expect(outcome == .tooComplex)
    }

    @Test("More nodes than the limit is too complex; under it the page reads")
    func nodeLimit() throws {
        let page = Array(Pages.page(body: Pages.paragraphs() + String(repeating: "<span>x</span>", count: 5_000)).utf8)
        #expect(try ArticleExtractor.read(html: page, url: Pages.url, limits: ExtractionLimits(maximumNodes: 1_000)) == .tooComplex)
        guard case .article = try ArticleExtractor.read(html: page, url: Pages.url, limits: ExtractionLimits(maximumNodes: 20_000)) else {
            Issue.record("not read under the limit")
            return
        }
    }

    @Test("A cancel stops the extraction at once, wherever it is")
    func cancel() {
        let cancel = ExtractionCancel()
        let start = ContinuousClock.now
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancel.cancel() }
        #expect(throws: CancellationError.self) {
            try ArticleExtractor.read(html: slowToParse, url: Pages.url, limits: ExtractionLimits(seconds: 600), cancel: cancel)
        }
        #expect(seconds(since: start) < 30)
    }

    @Test("Cancelling the fetch's task (Esc) stops its extraction")
    func cancelTask() async {
        let fetcher = ArticleFetcher(transport: OnePageTransport(body: slowToParse), limits: ExtractionLimits(seconds: 600))
        let start = ContinuousClock.now
        let task = Task { try await fetcher.read(Pages.url) }
        try? await Task.sleep(for: .milliseconds(300))
        task.cancel()
        let result = await task.result
        #expect(throws: FetchError.cancelled) { try result.get() }
        #expect(seconds(since: start) < 30)
    }

    /// How many of this process's threads are extraction threads (Linux names them in /proc).
    static func readerThreads() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.hasPrefix("tidings-reader") == true
        }.count
    }

    @Test("Each page is extracted on a thread of its own, not on Swift's task threads, and the thread ends when abandoned")
    func ownThreads() async throws {
        #if os(Linux)
        let fetcher = ArticleFetcher(transport: OnePageTransport(body: slowToParse), limits: ExtractionLimits(seconds: 120))
        // As many slow extractions as the cooperative pool has threads: on the pool they would
        // hold every one of them for two minutes.
        let count = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let readers = (0..<count).map { _ in Task { try await fetcher.read(Pages.url) } }
        let start = ContinuousClock.now
        // Other tests may hold the task threads a while before these tasks start. (Their own
        // extractions run on threads of the same name and come and go: the most seen at once
        // is counted, not one later look that may fall between theirs.)
        var most = 0
        while most < count, seconds(since: start) < 60 {
            most = max(most, Self.readerThreads())
            if most < count { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(most >= count)
        let answered = await withTaskGroup(of: Int.self) { group in
            for value in 0..<8 { group.addTask { value } }
            return await group.reduce(0, +)
        }
        #expect(answered == 28)
        for reader in readers { reader.cancel() }
        for reader in readers {
            let result = await reader.result
            #expect(throws: FetchError.cancelled) { try result.get() }
        }
        let cancelled = ContinuousClock.now
        while Self.readerThreads() > 0, seconds(since: cancelled) < 30 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(Self.readerThreads() == 0, "abandoned readers' threads end")
        #endif
    }
}
