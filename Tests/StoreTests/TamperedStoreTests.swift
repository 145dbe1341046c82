import Foundation
import Testing
@testable import Store

/// A store file that is damaged, from the future, or tampered with never traps and never loses
/// what can still be read: it is moved aside (with a notice) or read without being written.
@Suite struct TamperedStoreTests {
    func storePath() throws -> (folder: URL, path: String) {
        let folder = try scratchFolder()
        return (folder, folder.appendingPathComponent("tidings/tidings.sqlite3").path)
    }

    func movedAside(_ notices: [StoreNotice]) -> String? {
        for notice in notices { if case .movedAside(let aside) = notice.event { return aside } }
        return nil
    }

    @Test("A schema version below zero is damage: moved aside, its rows salvaged", arguments: [-1, -2, Int(Int32.min)])
    func negativeVersion(version: Int) async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 3)
        try TamperedFile.run("PRAGMA user_version = \(version)", on: path)

        let store = ReadingStore(path: path)
        let aside = try #require(movedAside(store.takeNotices()))
        #expect(FileManager.default.fileExists(atPath: aside))
        #expect(await store.savedItems().map(\.id) == ["0002", "0001", "0000"], "every row was readable, so every row is kept")
        #expect(try TamperedFile.userVersion(of: path) == Schema.reading.version)
        await store.save(SavedItem(source: "hn", id: "new", title: "New", url: nil, savedAt: Date(timeIntervalSince1970: 5_000)))
        #expect(await ReadingStore(path: path).savedItems().first?.id == "new")
    }

    @Test func aCacheWithANegativeVersionIsMovedAsideToo() async throws {
        let (folder, _) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings/cache.sqlite3").path
        do {
            let cache = PageCache(path: path)
            await cache.store(Data("kept".utf8), for: "k")
        }
        try TamperedFile.run("PRAGMA user_version = -7", on: path)
        let cache = PageCache(path: path)
        let notice = try #require(cache.takeNotices().first)
        #expect(notice.store == .cache)
        #expect(movedAside([notice]) != nil)
        await cache.store(Data("fresh".utf8), for: "k")
        #expect(await cache.page("k")?.body == Data("fresh".utf8))
    }

    @Test func aDamagedFeedStoreKeepsWhatCanBeReadAndSaysSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings/feeds.sqlite3").path
        do {
            let store = FeedStore(path: path)
            await store.keep(feed: "https://example.org/feed", title: "Example", link: nil, etag: nil, lastModified: nil,
                       items: [ItemRecord(identity: "a", title: "Kept item", link: "https://example.org/a")])
        }
        try TamperedFile.run("PRAGMA user_version = -3", on: path)
        let store = FeedStore(path: path)
        let notice = try #require(store.takeNotices().first)
        #expect(notice.store == .feeds)
        #expect(movedAside([notice]) != nil)
        #expect(await store.items().map(\.title) == ["Kept item"], "salvaged into the fresh file")
    }

    @Test func aNewerFileIsReadButNeverWritten() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 2)
        try TamperedFile.run("PRAGMA user_version = 99", on: path)
        do {
            let store = ReadingStore(path: path)
            #expect(store.takeNotices().map(\.event) == [.newerVersion(99)])
            #expect(await store.savedItems().count == 2, "what this code understands is shown")
            await store.save(SavedItem(source: "hn", id: "new", title: "New", url: nil, savedAt: Date()))
            await store.unsave(source: "hn", id: "0000")
            #expect(store.takeNotices().isEmpty, "said once, at the start")
        }
        #expect(try TamperedFile.userVersion(of: path) == 99, "never migrated down")
        let rows = try SQLiteConnection(path: path).query("SELECT item_id FROM saved_items ORDER BY item_id")
        #expect(rows.compactMap { $0.first?.text } == ["0000", "0001"], "never written")
        let names = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(!names.contains { $0.contains(".corrupt-") }, "nothing moved aside")
    }

    @Test func aMissingTableIsDamage() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 2)
        try TamperedFile.run("DROP TABLE saved_items", on: path)
        let store = ReadingStore(path: path)
        #expect(movedAside(store.takeNotices()) != nil)
        #expect(await store.readIDs(source: "hn", among: ["read-0", "read-1"]) == ["read-0", "read-1"], "the other tables salvaged")
        await store.save(SavedItem(source: "hn", id: "a", title: "A", url: nil, savedAt: Date()))
        #expect(await store.savedItems().map(\.id) == ["a"])
    }

    @Test("A damaged page in saved_items, found by the first read: moved aside, the rest salvaged, saving works")
    func damagedPageFoundByARead() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 300)
        try TamperedFile.damagePage(holding: TamperedFile.title(150), in: path)

        let store = ReadingStore(path: path)
        #expect(store.takeNotices().isEmpty, "the header is intact: the damage is not seen at open")
        let saved = await store.savedItems()
        let aside = try #require(movedAside(store.takeNotices()), "the read that met the damage moved the file aside")
        #expect(FileManager.default.fileExists(atPath: aside))
        let ids = Set(saved.map(\.id))
        #expect(ids.contains("0000") && ids.contains("0299"), "rows before and after the damaged page are salvaged")
        #expect(!ids.contains("0150"), "the rows of the damaged page are gone")
        #expect(ids.count > 250)
        #expect(await store.readIDs(source: "hn", among: ["read-0", "read-299"]).count == 2)

        await store.save(SavedItem(source: "hn", id: "after", title: "After", url: nil, savedAt: Date(timeIntervalSince1970: 9_000)))
        #expect(store.takeNotices().isEmpty)
        #expect(await ReadingStore(path: path).savedItems().first?.id == "after", "kept in the fresh file")
    }

    @Test("A damaged page met first by a write: the write is not lost")
    func damagedPageFoundByAWrite() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 300)
        try TamperedFile.damageRoot(of: "saved_items", in: path)

        do {
            let store = ReadingStore(path: path)
            await store.save(SavedItem(source: "hn", id: "s", title: "Pressed s", url: nil, savedAt: Date(timeIntervalSince1970: 9_000)))
            #expect(movedAside(store.takeNotices()) != nil, "said")
        }
        let again = ReadingStore(path: path)
        #expect(again.takeNotices().isEmpty, "the fresh file is sound")
        #expect(await again.savedItems().map(\.id).contains("s"), "kept")
        #expect(await again.readIDs(source: "hn", among: ["read-7"]) == ["read-7"], "the undamaged table salvaged")
    }

    @Test func aFileThatIsNotADatabaseAtAllIsMovedAsideAndSaid() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("SQLite format 3\u{0}".utf8 + Data(repeating: 0xFF, count: 4_000)).write(to: URL(fileURLWithPath: path))
        let store = ReadingStore(path: path)
        #expect(movedAside(store.takeNotices()) != nil)
        await store.markOpened(source: "hn", id: "1")
        #expect(await ReadingStore(path: path).readIDs(source: "hn", among: ["1"]) == ["1"])
    }

    @Test func twoDamagedFilesInTheSameSecondAreBothKept() async throws {
        let (folder, path) = try storePath()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var asides: [String] = []
        for fill in [UInt8(0x11), 0x22] {
            try Data(repeating: fill, count: 4_096).write(to: URL(fileURLWithPath: path))
            let opened = StoreFile.open(path: path, schema: .reading, salvages: true, now: now)
            guard case .movedAside(let aside)? = opened.event else {
                Issue.record("expected the file moved aside")
                return
            }
            asides.append(aside)
        }
        #expect(Set(asides).count == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: asides[0])).first == 0x11, "the first is not overwritten by the second")
    }
}
