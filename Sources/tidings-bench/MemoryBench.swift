import Dispatch
import Feeds
import Foundation
import Networking
import Screens
import Store

/// Holds a result handed from a task to the waiting main thread (the semaphore orders them).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs an async body to completion from the benchmark's (synchronous) main thread.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        box.value = await body()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// What the stores cost: a kept 10,000-comment thread against decoding it from the network, a
/// kept front-page thread opened, and the resident memory the stores add.
func benchStores(thread: Data) {
    print("\nWhat Tidings keeps (SQLite files in a temporary folder)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = PageCache(path: folder.appendingPathComponent("cache.sqlite3").path)
    blocking { await cache.store(thread, for: "thread") }
    let network = measure(repeat: 7) { ready(thread) }
    let kept = measure(repeat: 7) {
        let body = blocking { await cache.page("thread")!.body }
        return ready(body)
    }
    print("  10,000-comment thread from the network (decode + flatten)   \(format(network))")
    print("  the same thread from the kept copy (read + decode + flatten) \(format(kept))")
    let small = syntheticThread(count: 120)
    blocking { await cache.store(small, for: "front-page-thread") }
    let open = measure(repeat: 50) {
        let body = blocking { await cache.page("front-page-thread")!.body }
        let (discussion, _) = ready(body)
        var (browser, grid) = openedBrowser(discussion, rows: 60, columns: 200)
        draw(browser, into: &grid, context: RenderContext(theme: .colorful))
    }
    print("  Enter on a prefetched 120-comment story: read, decode, first frame  \(format(open))")
    let launch = measure(repeat: 20) {
        let reading = ReadingStore(path: folder.appendingPathComponent("tidings.sqlite3").path)
        _ = blocking { await reading.allReadIDs() }
        _ = blocking { await cache.page("front-page-thread") }
    }
    print("  opening both stores and reading a kept page (launch path)       \(format(launch))")
}

/// Resident memory a process gains from opening both stores with a year of reading in them
/// (5,000 read items, 500 threads' seen comments, 200 saved items), measured in a fresh process.
func storeMemoryProbe() -> Double {
    let before = peakMemoryMB()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reading = ReadingStore(path: folder.appendingPathComponent("tidings.sqlite3").path)
    let cache = PageCache(path: folder.appendingPathComponent("cache.sqlite3").path)
    blocking {
        for index in 0..<5_000 { await reading.markOpened(source: "Hacker News", id: String(index)) }
        for index in 0..<500 { await reading.recordSeenComments(source: "Hacker News", id: String(index), ids: (0..<80).map(String.init)) }
        for index in 0..<200 {
            await reading.save(SavedItem(source: "Hacker News", id: String(index), title: "Saved story \(index)", url: "https://example.org/\(index)", savedAt: Date()))
        }
        _ = await reading.allReadIDs()
        _ = await reading.seenCounts()
        _ = await reading.savedItems()
        await cache.store(Data(repeating: 7, count: 200_000), for: "page")
    }
    return peakMemoryMB() - before
}
