import Canvas
import Feeds
import Foundation
import Networking
import Screens
import ViewModels

/// The thread as the network would hand it over: read from a file in 16 KB pieces straight to
/// the body's sink (libcurl's piece size), so the probe never holds a whole copy the app would
/// not. The official API answers `null` (no order), so Algolia's order stands.
struct FilePiecesTransport: HTTPTransport {
    let path: String

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [:], body: Data("null".utf8))
    }

    func send(_ request: HTTPRequest, streamingTo sink: any BodySink) async throws(FetchError) -> HTTPResponse {
        guard request.url.path.contains("/items/") else { return try await send(request) }
        guard let file = FileHandle(forReadingAtPath: path) else { throw .unreachable(host: "bench", reason: "no thread file") }
        defer { try? file.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        sink.begin(expectedLength: size)
        while let piece = try? file.read(upToCount: 16 << 10), !piece.isEmpty { sink.receive(piece) }
        return HTTPResponse(status: 200, headers: [:], body: Data())
    }
}

/// `tidings-bench --memory-probe PATH`, in a fresh process (peak memory is a high-water mark):
/// the resident memory before the thread, then the peak with the 10,000-comment thread received
/// (as from the network), opened and paged through to its end, both in MB.
func probeThreadMemory(path: String) {
    let scheduler = FetchScheduler(wake: {})
    let client = HackerNewsClient(
        baseURL: URL(string: "http://bench.invalid/api/v1")!, firebaseURL: URL(string: "http://bench.invalid/v0")!,
        transport: FilePiecesTransport(path: path))
    var (browser, grid) = openedBrowser(Discussion(item: item, comments: []), rows: 60, columns: 200)
    let before = peakMemoryMB()

    let model = DiscussionViewModel(item: item, source: client, scheduler: scheduler)
    browser.push(DiscussionScreen(model: model))
    while model.isBusy {
        scheduler.waitAndDeliver()
        draw(browser, into: &grid, context: RenderContext(theme: .colorful))
    }
    precondition(model.tree.count >= 10_000, "the thread did not load: \(model.state)")
    while model.selection < model.entryCount - 1 {
        _ = browser.handle(.press(.pageDown))
        draw(browser, into: &grid, context: RenderContext(theme: .colorful))
    }
    print(String(format: "%.1f %.1f", before, peakMemoryMB()))
}
