import Canvas
import Feeds
import Foundation
import Networking
import Screens
import ViewModels

/// `tidings-bench --open-thread ALGOLIA OFFICIAL [--paced] [--warm]`: what Enter on a story
/// costs end to end, network included, the way the app does it — the Hacker News client asks
/// Algolia (`ALGOLIA/items/1`) and the official API (`OFFICIAL/item/1.json`) through the app's
/// transport, the thread is read as it arrives, and each delivery is drawn as the run loop
/// would. Each run starts cold, as the first thread opened after launch or a pause does: a new
/// transport (no open connection, no transport thread yet); `warm` keeps one transport, as
/// when threads are opened one after another (connections and threads already there; one
/// untimed run first). Prints, per run, milliseconds to the first frame with a comment drawn
/// and to the whole thread in place, for `scripts/measure-thread-open.py` to compare with curl
/// downloading the same bytes. `paced` waits for a line on standard input before each run, so
/// the script can time curl in between (both then see the same machine).
func openOverLoopback(algolia: URL, official: URL, runs: Int, paced: Bool, warm: Bool) {
    // A browser already on screen, as when Enter is pressed on a feed row.
    var (browser, grid) = openedBrowser(Discussion(item: item, comments: []), rows: 50, columns: 160)
    let kept = CurlTransport(timeout: 30)
    /// One Enter, timed; returns once the thread has been closed and freed again.
    func open(with transport: CurlTransport) -> (first: Double, whole: Double) {
        let client = HackerNewsClient(baseURL: algolia, firebaseURL: official, transport: transport)
        let started = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6 }
        let scheduler = FetchScheduler(wake: {})
        let model = DiscussionViewModel(item: item, source: client, scheduler: scheduler)
        browser.push(DiscussionScreen(model: model))
        var firstComment: Double?
        while model.isBusy {
            scheduler.waitAndDeliver()
            draw(browser, into: &grid, context: RenderContext(theme: .colorful))
            let drawnAt = elapsed()
            if firstComment == nil, model.tree.count > 0, grid.lines.contains(where: { $0.contains("│") }) { firstComment = drawnAt }
        }
        let whole = elapsed()
        precondition(model.state == .loaded && model.tree.count >= 10_000, "the thread did not load: \(model.state)")
        // The replies on screen are being put in the site's order; let that finish (untimed), so
        // the next run (and whatever the script times in between) starts on an idle machine.
        while scheduler.isBusy { scheduler.waitAndDeliver() }
        _ = browser.perform(.back)
        return (firstComment ?? whole, whole)
    }
    for run in (warm ? -1 : 0)..<runs {
        if paced, run >= 0, readLine() == nil { return }
        let times = open(with: warm ? kept : CurlTransport(timeout: 30))
        guard run >= 0 else { continue }
        print(String(format: "%.3f %.3f", times.first, times.whole))
        fflush(nil)  // the script reads each run as it ends
    }
}

/// `tidings-bench --fetch-url URL`: the transport alone, for telling its share from decoding's:
/// per run (cold, like `--open-thread`), milliseconds to the first piece of the body and to the
/// whole of it.
func fetchOverLoopback(_ url: URL, runs: Int) {
    for _ in 0..<runs {
        let transport = CurlTransport(timeout: 30)
        let started = DispatchTime.now().uptimeNanoseconds
        let scheduler = FetchScheduler(wake: {})
        let sink = FirstPiece()
        var done = false
        scheduler.start({ () async throws(FetchError) -> Int in
            _ = try await transport.send(HTTPRequest(url: url), streamingTo: sink)
            return sink.bytes
        }) { _ in done = true }
        while !done { scheduler.waitAndDeliver() }
        let whole = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        print(String(format: "%.3f %.3f", Double(sink.firstAt - started) / 1e6, whole))
    }
}

/// Notes when the first piece of a body arrived and counts the bytes.
final class FirstPiece: BodySink, @unchecked Sendable {
    private let lock = NSLock()
    private var first: UInt64 = 0
    private var count = 0
    var firstAt: UInt64 { lock.withLock { first } }
    var bytes: Int { lock.withLock { count } }
    func begin(expectedLength: Int?) {}
    func receive(_ piece: Data) {
        lock.withLock {
            if first == 0 { first = DispatchTime.now().uptimeNanoseconds }
            count += piece.count
        }
    }
}

/// `tidings-bench --write-thread PATH`: the synthetic 10,000-comment answer, for the script.
func writeThread(to path: String) {
    guard FileManager.default.createFile(atPath: path, contents: syntheticThread(count: 10_000)) else {
        fatalError("could not write \(path)")
    }
}
