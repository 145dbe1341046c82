import Foundation
import Testing
@testable import Store

/// A private folder for one test's files.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct ReadingStoreTests {
    @Test func readMarkersSeenCommentsAndSavedItemsLast() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings/tidings.sqlite3").path
        do {
            let store = ReadingStore(path: path)
            await store.markOpened(source: "hn", id: "1")
            await store.markOpened(source: "hn", id: "3")
            await store.setRead(false, source: "hn", id: "3")
            await store.recordSeenComments(source: "hn", id: "1", ids: ["10", "11"])
            await store.save(SavedItem(source: "hn", id: "1", title: "First", url: "https://a.example/", savedAt: Date(timeIntervalSince1970: 100)))
            await store.save(SavedItem(source: "news", id: "x", title: "Later", url: nil, savedAt: Date(timeIntervalSince1970: 200)))
            #expect(store.takeNotices().isEmpty)
        }
        let again = ReadingStore(path: path)
        #expect(await again.readIDs(source: "hn", among: ["1", "2", "3"]) == ["1"])
        #expect(await again.readIDs(source: "ph", among: ["1"]).isEmpty, "per source")
        #expect(await again.seenComments(source: "hn", id: "1") == ["10", "11"])
        #expect(await again.seenComments(source: "hn", id: "2") == nil)
        #expect(await again.savedItems().map(\.title) == ["Later", "First"], "newest first")
        await again.unsave(source: "news", id: "x")
        #expect(await again.savedItems().map(\.id) == ["1"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func manyIdsAreLookedUpInSlices() async {
        let store = ReadingStore(path: nil)
        for id in stride(from: 0, to: 1_200, by: 3) { await store.markOpened(source: "hn", id: String(id)) }
        let read = await store.readIDs(source: "hn", among: (0..<1_200).map(String.init))
        #expect(read.count == 400)
    }

    @Test func anOlderSchemaIsMigratedKeepingItsData() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings.sqlite3").path
        do {
            // A file from the first release: schema version 1.
            let old = try SQLiteConnection(path: path)
            try Schema(migrations: Array(Schema.reading.migrations.prefix(1))).migrate(old)
            try old.query("INSERT INTO saved_items (source, item_id, title, url, saved_at) VALUES ('hn', '7', 'Kept', NULL, 5)")
            #expect(try old.userVersion == 1)
        }
        let store = ReadingStore(path: path)
        #expect(await store.savedItems().map(\.title) == ["Kept"])
        await store.save(SavedItem(source: "ph", id: "p", title: "New", url: nil, discussionURL: "https://ph.example/p", savedAt: Date()))
        #expect(await store.savedItems().first?.discussionURL == "https://ph.example/p", "the column version 2 added")
        #expect(try SQLiteConnection(path: path).userVersion == Schema.reading.version)
    }

    @Test func twoConnectionsWritingAtOnceLoseNothing() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings.sqlite3").path
        let first = ReadingStore(path: path)
        let second = ReadingStore(path: path)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for index in 0..<200 { await first.markOpened(source: "hn", id: "a\(index)") } }
            group.addTask { for index in 0..<200 { await second.markOpened(source: "hn", id: "b\(index)") } }
        }
        let all = (0..<200).flatMap { ["a\($0)", "b\($0)"] }
        #expect(await ReadingStore(path: path).readIDs(source: "hn", among: all).count == 400)
    }

    @Test func aCorruptFileIsMovedAsideAndAFreshOneStarts() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings.sqlite3").path
        try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path))
        let store = ReadingStore(path: path)
        let notice = try #require(store.takeNotices().first)
        guard case .movedAside(let aside) = notice.event else {
            Issue.record("expected the damaged file to be moved aside, not \(notice)")
            return
        }
        #expect(notice.file == path)
        #expect(notice.store == .reading)
        #expect(aside.hasPrefix(path + ".corrupt-"))
        #expect(FileManager.default.fileExists(atPath: aside))
        await store.markOpened(source: "hn", id: "1")
        #expect(await ReadingStore(path: path).readIDs(source: "hn", among: ["1"]) == ["1"], "the fresh file works")
    }

    @Test func aFileThatCannotBeKeptTurnsKeepingOffButNothingFails() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the folder should be: no user, root included, can make the database.
        let blocker = folder.appendingPathComponent("tidings")
        try Data("not a folder".utf8).write(to: blocker)
        let store = ReadingStore(path: blocker.appendingPathComponent("tidings.sqlite3").path)
        let notice = try #require(store.takeNotices().first)
        guard case .notKept = notice.event else {
            Issue.record("expected a notice that nothing is kept, not \(notice)")
            return
        }
        #expect(notice.file.hasSuffix("tidings/tidings.sqlite3"))
        await store.markOpened(source: "hn", id: "1")
        #expect(await store.readIDs(source: "hn", among: ["1"]) == ["1"], "remembered for the run, in memory")
    }
}

@Suite struct PageCacheTests {
    @Test func pagesComeBackWithTheirTime() async {
        let cache = PageCache(path: nil)
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        await cache.store(Data("body".utf8), for: "hn/front/0", fetchedAt: when)
        #expect(await cache.page("hn/front/0") == CachedPage(body: Data("body".utf8), fetchedAt: when))
        #expect(await cache.page("hn/front/1") == nil)
    }

    @Test func theLeastRecentlyUsedPagesGoFirst() async {
        let cache = PageCache(path: nil, maximumBytes: 3_000)
        let page = Data(repeating: 1, count: 1_000)
        // Minutes apart: use is recorded to the minute.
        await cache.store(page, for: "a", fetchedAt: Date(timeIntervalSince1970: 100))
        await cache.store(page, for: "b", fetchedAt: Date(timeIntervalSince1970: 200))
        await cache.store(page, for: "c", fetchedAt: Date(timeIntervalSince1970: 300))
        _ = await cache.page("a", now: Date(timeIntervalSince1970: 400))  // a is used again
        await cache.store(page, for: "d", fetchedAt: Date(timeIntervalSince1970: 500))
        #expect(await cache.page("b") == nil, "b was the least recently used")
        #expect(await cache.page("a") != nil)
        #expect(await cache.totalBytes() <= 3_000)
        await cache.store(Data(repeating: 2, count: 5_000), for: "huge")
        #expect(await cache.page("huge") == nil, "larger than the whole cache: not kept")
    }
}
