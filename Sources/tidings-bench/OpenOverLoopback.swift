import Canvas
import Feeds
import Foundation
import Networking
import Screens
import ViewModels

/// `tidings-bench --open-url URL`: what Enter on a story costs end to end, network included —
/// fetch the thread through the app's own transport, decode it, and draw the first screen of
/// comments — printed in milliseconds, one run per line, for `scripts/measure-thread-open.py` to
/// compare with curl downloading the same bytes.
func openOverLoopback(_ url: URL, runs: Int) {
    let transport = URLSessionTransport(timeout: 30)
    for _ in 0..<runs {
        let started = DispatchTime.now().uptimeNanoseconds
        let discussion = fetched { () async throws(FetchError) -> Discussion in
            let response = try await transport.send(HTTPRequest(url: url)).requireSuccess(host: "bench")
            return try HackerNewsClient.decodeDiscussion(response, for: item, host: "bench")
        }
        var (browser, grid) = openedBrowser(discussion, rows: 50, columns: 160)
        draw(browser, into: &grid, context: RenderContext(theme: .colorful))
        precondition(grid.lines.contains { $0.contains("│") }, "no comment was drawn")
        print(String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6))
    }
}

/// `tidings-bench --fetch-url URL`: the transport alone, for telling its share from decoding's.
func fetchOverLoopback(_ url: URL, runs: Int) {
    let transport = URLSessionTransport(timeout: 30)
    for _ in 0..<runs {
        let started = DispatchTime.now().uptimeNanoseconds
        let scheduler = FetchScheduler(wake: {})
        var done = false
        scheduler.start({ () async throws(FetchError) -> Int in try await transport.send(HTTPRequest(url: url)).body.count }) { _ in done = true }
        while !done { scheduler.waitAndDeliver() }
        print(String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6))
    }
}

/// `tidings-bench --write-thread PATH`: the synthetic 10,000-comment answer, for the script.
func writeThread(to path: String) {
    guard FileManager.default.createFile(atPath: path, contents: syntheticThread(count: 10_000)) else {
        fatalError("could not write \(path)")
    }
}
