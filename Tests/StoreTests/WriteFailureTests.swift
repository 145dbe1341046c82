import Foundation
import Testing
@testable import Store

extension ReadingStore {
    /// The file may not grow by a page from now on: SQLite then fails writes with SQLITE_FULL,
    /// exactly as on a full disk.
    func stopGrowing() {
        _ = database.read { connection throws(StoreError) in try connection.execute("PRAGMA max_page_count = 1") }
    }
}

extension PageCache {
    func stopGrowing() {
        _ = database.read { connection throws(StoreError) in try connection.execute("PRAGMA max_page_count = 1") }
    }
}

/// A store that cannot grow after launch: every failed write reaches the user, once.
@Suite struct WriteFailureTests {
    static func item(_ index: Int) -> SavedItem {
        // Each title fills most of a page, so each save needs a page of its own.
        SavedItem(source: "hn", id: "\(index)", title: String(repeating: "t", count: 3_000), url: nil, savedAt: Date())
    }

    @Test func fourSavesOnAFullDiskAreSaidOnce() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ReadingStore(path: folder.appendingPathComponent("tidings/tidings.sqlite3").path)
        await store.save(Self.item(0))
        #expect(store.takeNotices().isEmpty)
        await store.stopGrowing()
        for index in 1...4 { await store.save(Self.item(index)) }
        let notices = store.takeNotices()
        #expect(notices.map(\.event) == [.writeFailed(.full)], "one notice for the four lost writes")
        #expect(notices.first?.store == .reading)
        await store.save(Self.item(5))
        #expect(store.takeNotices().isEmpty, "said once")
    }

    @Test func aCacheThatCannotGrowSaysSoOnce() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = PageCache(path: folder.appendingPathComponent("tidings/cache.sqlite3").path)
        await cache.store(Data(count: 10), for: "a")
        await cache.stopGrowing()
        for index in 0..<3 { await cache.store(Data(count: 20_000), for: "big\(index)") }
        #expect(cache.takeNotices() == [StoreNotice(store: .cache, file: folder.appendingPathComponent("tidings/cache.sqlite3").path,
                                                     event: .writeFailed(.full))])
        #expect(await cache.page("a") != nil, "what was kept is still read")
    }

    @Test func theNoticeWakesTheRunLoop() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let woken = WakeCount()
        let store = ReadingStore(path: folder.appendingPathComponent("tidings/tidings.sqlite3").path, onNotice: { woken.add() })
        await store.save(Self.item(0))
        #expect(woken.count == 0)
        await store.stopGrowing()
        await store.save(Self.item(1))
        #expect(woken.count == 1)
    }
}

final class WakeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
