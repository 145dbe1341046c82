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

// Figures for the README: how fast a huge thread becomes readable, draws and scrolls.
// Run with `swift run -c release tidings-bench`.

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
    func fetchPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage { FeedPage(items: [discussion.item], next: nil) }
    func fetchDiscussion(for item: FeedItem) async throws(FetchError) -> Discussion { discussion }
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

/// One frame as the app draws it: the size reaches the screens, then they draw.
func draw(_ browser: Browser, into grid: inout CellGrid, context: RenderContext) {
    browser.layout(rows: grid.rows, columns: grid.columns, context: context)
    browser.render(into: &grid, context: context)
}

if let index = CommandLine.arguments.firstIndex(of: "--open-thread"), index + 2 < CommandLine.arguments.count,
   let algolia = URL(string: CommandLine.arguments[index + 1]), let official = URL(string: CommandLine.arguments[index + 2]) {
    openOverLoopback(
        algolia: algolia, official: official, runs: 15, paced: CommandLine.arguments.contains("--paced"),
        warm: CommandLine.arguments.contains("--warm"))
    exit(0)
}

/// `tidings-bench --decode PATH`: decode + flatten one answer 20 times, for profilers.
if let index = CommandLine.arguments.firstIndex(of: "--decode"), index + 1 < CommandLine.arguments.count,
   let data = FileManager.default.contents(atPath: CommandLine.arguments[index + 1]) {
    for _ in 0..<20 { _ = ready(data) }
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--fetch-url"), index + 1 < CommandLine.arguments.count,
   let url = URL(string: CommandLine.arguments[index + 1]) {
    fetchOverLoopback(url, runs: 15)
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--write-thread"), index + 1 < CommandLine.arguments.count {
    writeThread(to: CommandLine.arguments[index + 1])
    exit(0)
}

if CommandLine.arguments.contains("--store-probe") {
    print(String(format: "%.1f", storeMemoryProbe()))
    exit(0)
}

/// Peak memory is a high-water mark, so it is measured in a fresh process that does only what
/// the app does with a 10,000-comment thread: receive it, decode it, show it, scroll it.
if let index = CommandLine.arguments.firstIndex(of: "--memory-probe"), index + 1 < CommandLine.arguments.count {
    probeThreadMemory(path: CommandLine.arguments[index + 1])
    exit(0)
}

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

if CommandLine.arguments.contains("--reader-only") {
    ReaderBench.report(python: CommandLine.arguments.firstIndex(of: "--trafilatura").map { CommandLine.arguments[$0 + 1] })
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-eval"), flag + 1 < CommandLine.arguments.count {
    let half = CommandLine.arguments.firstIndex(of: "--half").map { CommandLine.arguments[$0 + 1] }
    ReaderBench.evaluate(ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 1])), half: half)
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-why"), flag + 3 < CommandLine.arguments.count {
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 3]))
    for page in corpus.pages where page.id.hasPrefix(CommandLine.arguments[flag + 1]) {
        print(ArticleExtractor.trace(html: page.html, url: page.url, needle: CommandLine.arguments[flag + 2]).joined(separator: "\n"))
    }
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-dump"), flag + 1 < CommandLine.arguments.count {
    // {id: text} for scripts/reader-compare.py --ours, so every extractor is scored by one metric.
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 1]))
    var texts: [String: String] = [:]
    for page in corpus.pages { texts[page.id] = ArticleExtractor.extract(html: page.html, url: page.url)?.text ?? "" }
    let data = try JSONSerialization.data(withJSONObject: texts, options: [.sortedKeys])
    FileHandle.standardOutput.write(data)
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-meta"), flag + 1 < CommandLine.arguments.count {
    ReaderBench.metadataMisses(ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 1])))
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-show"), flag + 2 < CommandLine.arguments.count {
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 2]))
    for page in corpus.pages where page.id.hasPrefix(CommandLine.arguments[flag + 1]) {
        let article = ArticleExtractor.extract(html: page.html, url: page.url)
        print("title: \(article?.title ?? "-")\nbyline: \(article?.byline ?? "-")\nsite: \(article?.site ?? "-")\npublished: \(article?.published?.iso8601 ?? "-")\n")
        print(article?.text ?? "(no article)")
        print("\n=== truth ===\n" + page.truth)
    }
    exit(0)
}

// Probe first: on Linux a child spawned later inherits this process's high-water mark.
let threadFile = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-thread-\(UUID().uuidString).json")
// Written by a child too: making it here would raise this process's high-water mark, which the
// probe would then inherit.
_ = probeMemory(["--write-thread", threadFile.path])
let threadBytes = (try? FileManager.default.attributesOfItem(atPath: threadFile.path)[.size] as? Int) ?? 0
let probedMemory = probeMemory(["--memory-probe", threadFile.path]).split(separator: " ").compactMap { Double($0) }
try? FileManager.default.removeItem(at: threadFile)
let probedStoreMemory = probeMemory(["--store-probe"])
print("tidings-bench — medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")
for count in [1_000, 10_000] {
    let data = syntheticThread(count: count)
    let runs = count > 5_000 ? 7 : 15
    print("\n\(count) comments (\(data.count / 1024) KiB of JSON)")
    let decode = measure(repeat: runs) { ready(data) }
    print("  decode + flatten (ready to draw)      \(format(decode))")
    // The machine is shared: this thread's CPU time, fastest of 15, is what the code costs.
    var cpu = Double.infinity
    for _ in 0..<15 {
        let start = ReaderBench.threadCPUMilliseconds()
        let result = ready(data)
        cpu = min(cpu, ReaderBench.threadCPUMilliseconds() - start)
        withExtendedLifetime(result) {}
    }
    print("    in CPU time, fastest of 15           \(format(cpu))  (\(Int(Double(data.count) / 1_048_576 / (cpu / 1_000))) MB/s)")
    let (discussion, tree) = ready(data)
    let decodeOnly = measure(repeat: runs) {
        try! HackerNewsClient.decodeDiscussion(HTTPResponse(status: 200, headers: [:], body: data), for: item, host: "bench")
    }
    print("    of which decode                      \(format(decodeOnly))")
    let flattenOnly = measure(repeat: runs) { CommentTree(comments: discussion.comments) }
    print("    of which flatten                     \(format(flattenOnly))")

    // The thread as Tidings opens it, through the scheduler: Algolia's answer alone (as before
    // the official order), then with the official story fetched in parallel and the top level
    // put in its `kids` order (reversed here, so every comment moves).
    let kids = discussion.comments.map { Int($0.id)! }.reversed()
    let story = Data("{\"id\":1,\"type\":\"story\",\"descendants\":\(count),\"kids\":[\(kids.map(String.init).joined(separator: ","))]}".utf8)
    let transport = BenchTransport(thread: data, story: story)
    let client = HackerNewsClient(baseURL: URL(string: "http://bench.invalid/api/v1")!,
                                  firebaseURL: URL(string: "http://bench.invalid/v0")!, transport: transport)
    let algoliaOnly = measure(repeat: runs) {
        let opened = fetched { () async throws(FetchError) -> Discussion in
            let response = try await transport.send(client.discussionRequest(id: "1"))
            return try HackerNewsClient.decodeDiscussion(response, for: item, host: "bench")
        }
        _ = CommentTree(comments: opened.comments)
    }
    print("  open: Algolia thread only (before)    \(format(algoliaOnly))")
    let withOrder = measure(repeat: runs) {
        let opened = fetched { () async throws(FetchError) -> Discussion in try await client.fetchDiscussion(for: item) }
        precondition(opened.comments.first?.id == discussion.comments.last?.id)
        _ = CommentTree(comments: opened.comments)
    }
    print("  open: + official top-level order      \(format(withOrder))")
    var ordered = tree
    let replyCount = ordered.replyIndices(of: 0).count
    let arrange = measure(repeat: runs) {
        let replies = ordered.replyIndices(of: 0).map { ordered.nodes[$0].id }
        ordered.arrangeReplies(of: 0, order: replies.reversed(), adding: [])
    }
    print("  order one comment's \(replyCount) replies in place  \(format(arrange))")
    let layoutAll = measure(repeat: runs) {
        var lines = 0
        for node in tree.nodes {
            lines += node.body.map { TextLayout.layout($0.richText, width: 120 - 2 - min(node.depth, 47) * 2).count } ?? 0
        }
        precondition(lines > count)
    }
    print("  parse + lay out every comment @120    \(format(layoutAll))")
    print("  thread ready incl. full layout        \(format(decode + layoutAll))")

    var (browser, grid) = openedBrowser(discussion, rows: 60, columns: 200)
    let context = RenderContext(theme: .colorful)
    let frame = measure(repeat: 200) { draw(browser, into: &grid, context: context) }
    print("  one full frame @200x60                \(format(frame))")
    _ = browser.handle(.press(.end))
    draw(browser, into: &grid, context: context)
    _ = browser.handle(.press(.home))
    let move = measure(repeat: 400) { _ = browser.handle(.press(.down)) }
    print("  move selection one line (key only)    \(format(move))")
    _ = browser.handle(.press(.home))
    let moveAndDraw = measure(repeat: 400) {
        _ = browser.handle(.press(.down))
        draw(browser, into: &grid, context: context)
    }
    print("  move one line + redraw                \(format(moveAndDraw))")
    _ = browser.handle(.char("G"))
    let moveAtEnd = measure(repeat: 400) {
        _ = browser.handle(.press(.up))
        draw(browser, into: &grid, context: context)
    }
    print("  move one line + redraw, at the end    \(format(moveAtEnd))")
}
benchStores(thread: syntheticThread(count: 10_000))
let trafilaturaFlag = CommandLine.arguments.firstIndex(of: "--trafilatura")
ReaderBench.report(python: trafilaturaFlag.flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil })
if probedMemory.count == 2 {
    let (before, peak) = (probedMemory[0], probedMemory[1])
    let json = Double(threadBytes) / 1_048_576
    print(String(format: "\npeak memory, 10,000-comment thread (%.1f MB of JSON) received, opened and paged to its end: %.1f MB (max RSS);", json, peak))
    print(String(format: "  the process before it: %.1f MB, so the thread costs %.1f MB, %.1fx its JSON", before, peak - before, (peak - before) / json))
}
print("resident memory the stores add (a year of reading, both files open): \(probedStoreMemory) MB")
print(String(format: "peak memory of this benchmark process (all runs above): %.1f MB", peakMemoryMB()))
