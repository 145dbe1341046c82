import Canvas
import Feeds
import Foundation
import Networking
import Screens
import TidingsText
import ViewModels

/// The thread benchmarks: a 1,000- and a 10,000-comment thread decoded, opened through the
/// scheduler (with and without the official order), laid out, drawn and scrolled.
func benchThreads() {
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
}
