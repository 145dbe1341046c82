import Canvas
import Feeds
import Foundation
import Networking
import Reader
import Screens
import TidingsText
import ViewModels
#if canImport(Glibc)
import Glibc
#endif

/// What every benchmark shares: the synthetic thread, timing, memory, a browser to drive.

/// A synthetic Algolia `items/:id` answer with `count` comments: threads of varied depth, HTML
/// bodies of about 300 characters with paragraphs, italics, links and entities.
func syntheticThread(count: Int) -> Data {
    let words = ["terminal", "latency", "thread", "render", "cache", "layout", "unicode", "width", "buffer", "poll"]
    var made = 0
    func body(_ n: Int) -> String {
        var text = "I think the \(words[n % 10]) matters more than people admit &amp; it&#x27;s <i>measurable</i>."
        text += "<p>See <a href=\\\"https://example.org/\(n)\\\">example.org/\(n)</a> for the numbers; "
        while text.count < 300 { text += words[(n + text.count) % 10] + " " }
        return text
    }
    func node(_ id: Int, depth: Int) -> String {
        made += 1
        var children: [String] = []
        let fanout = depth == 0 ? 4 : (depth < 6 ? 2 : 0)
        for _ in 0..<fanout where made < count {
            children.append(node(made + 1_000, depth: depth + 1))
        }
        return "{\"id\":\(id),\"type\":\"comment\",\"author\":\"user\(id % 500)\",\"title\":null,\"url\":null,\"points\":null,\"text\":\"\(body(id))\",\"parent_id\":1,\"story_id\":1,\"created_at\":\"2026-11-29T10:00:00.000Z\",\"created_at_i\":\(1_795_000_000 + id),\"options\":[],\"children\":[\(children.joined(separator: ","))]}"
    }
    var roots: [String] = []
    while made < count { roots.append(node(made + 1_000, depth: 0)) }
    let story = "{\"id\":1,\"type\":\"story\",\"author\":\"mara\",\"title\":\"A synthetic thread\",\"url\":\"https://example.org/\",\"text\":null,\"points\":999,\"parent_id\":null,\"story_id\":1,\"created_at\":\"2026-11-29T09:00:00.000Z\",\"created_at_i\":1795000000,\"options\":[],\"children\":[\(roots.joined(separator: ","))]}"
    return Data(story.utf8)
}

/// Serves one prepared discussion, so screens can be driven without a network.
struct PreparedSource: FeedSource {
    let discussion: Discussion
    var name: String { "Bench" }
    var listName: String { "Bench" }
    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [discussion.item], next: nil) }
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion { discussion }
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

/// Median milliseconds of `body`. Each result is kept until every run is done, so freeing one
/// (which the app never does while opening a thread) is not timed with the next.
func measure<T>(repeat times: Int, _ body: () -> T) -> Double {
    var samples: [Double] = []
    var results: [T] = []
    results.reserveCapacity(times)
    for _ in 0..<times {
        let start = ContinuousClock.now
        let result = body()
        let elapsed = ContinuousClock.now - start
        results.append(result)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    return median(samples)
}

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

func format(_ ms: Double) -> String { String(format: "%8.3f ms", ms) }

let item = FeedItem(id: "1", title: "A synthetic thread")

func ready(_ data: Data) -> (Discussion, CommentTree) {
    let response = HTTPResponse(status: 200, headers: [:], body: data)
    let discussion = try! HackerNewsClient.decodeDiscussion(response, for: item, host: "bench")
    return (discussion, CommentTree(comments: discussion.comments))
}

/// Runs a fetch the way screens do (a task, its result handed back by the scheduler) and waits.
func fetched(_ operation: @escaping @Sendable () async throws(FetchError) -> Discussion) -> Discussion {
    let scheduler = FetchScheduler(wake: {})
    var result: Discussion?
    scheduler.start(operation) { result = try? $0.get() }
    while result == nil, scheduler.isBusy { scheduler.waitAndDeliver() }
    return result!
}

/// A browser showing the discussion, loaded, at the given size.
func openedBrowser(_ discussion: Discussion, rows: Int, columns: Int) -> (Browser, CellGrid) {
    let scheduler = FetchScheduler(wake: {})
    let source = PreparedSource(discussion: discussion)
    let model = DiscussionViewModel(item: discussion.item, source: source, scheduler: scheduler)
    let browser = Browser(tabs: [Browser.Tab(name: "Bench", root: DiscussionScreen(model: model))], theme: .colorful)
    browser.start()
    while scheduler.isBusy { scheduler.waitAndDeliver() }
    var grid = CellGrid(rows: rows, columns: columns)
    draw(browser, into: &grid, context: RenderContext(theme: .colorful))
    return (browser, grid)
}

/// One frame as the app draws it: the size reaches the screens, they draw, and the frame is
/// shown (which may ask for what it made visible).
func draw(_ browser: Browser, into grid: inout CellGrid, context: RenderContext) {
    browser.layout(rows: grid.rows, columns: grid.columns, context: context)
    browser.render(into: &grid, context: context)
    _ = browser.frameShown()
}

/// Runs this benchmark again in a fresh process with `arguments`, and returns what it printed:
/// peak memory is a high-water mark, so it is measured where nothing ran before.
func probeMemory(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return "?" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
