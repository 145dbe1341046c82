// The store's own costs, built against the Store module alone (see scripts/measure-store.sh):
// opening both stores, reading a kept page and the saved list as a launch does, and one write.
import Foundation
import Store

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    nonisolated(unsafe) var result: T?
    let done = DispatchSemaphore(value: 0)
    Task.detached { result = await body(); done.signal() }
    done.wait()
    return result!
}
let root = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
let reading = root.appendingPathComponent("data/tidings/tidings.sqlite3").path
let cachePath = root.appendingPathComponent("cache/tidings/cache.sqlite3").path
blocking {
    let store = ReadingStore(path: reading)
    for i in 0..<200 { await store.save(SavedItem(source: "hn", id: "\(i)", title: "T \(i)", url: nil, savedAt: Date())) }
    for i in 0..<5000 { await store.markOpened(source: "hn", id: "r\(i)") }
    let cache = PageCache(path: cachePath)
    await cache.store(Data(count: 60_000), for: "front")
}
var opens: [Double] = []
for _ in 0..<51 {
    let t = now()
    let ok = blocking { () -> Bool in
        let store = ReadingStore(path: reading)
        let cache = PageCache(path: cachePath)
        let page = await cache.page("front")
        _ = await store.savedItems().count
        return page != nil
    }
    opens.append(now() - t)
    precondition(ok)
}
var saves: [Double] = []
let store = ReadingStore(path: reading)
for run in 0..<11 {
    let t = now()
    blocking { for i in 0..<500 { await store.markOpened(source: "x", id: "\(run)-\(i)") } }
    saves.append((now() - t) / 500)
}
print(String(format: "open both stores + read a kept page + saved list: median %.3f ms (51 runs); one write: median %.4f ms (11 runs of 500)", median(opens), median(saves)))
try? FileManager.default.removeItem(at: root)
