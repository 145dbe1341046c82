import FeedFixtures
import Foundation
import Testing
@testable import Store
@testable import ViewModels

extension ReadingStore {
    /// From now on the file cannot grow by a page: SQLite fails writes with SQLITE_FULL, as on
    /// a full disk.
    func stopGrowing() {
        _ = database.read { connection throws(StoreError) in try connection.execute("PRAGMA max_page_count = 1") }
    }
}

/// What the reader does while the store's file is in trouble is kept in memory, and every
/// trouble reaches the run loop once.
@Suite struct StoreTroubleTests {
    let scheduler = FetchScheduler(wake: {})

    func path() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trouble-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("tidings/tidings.sqlite3").path
    }

    /// The test's own folder, two levels above its store.
    func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path
    }

    func loaded(_ path: String) async -> ReadingMemory {
        let memory = ReadingMemory(store: ReadingStore(path: path), scheduler: scheduler)
        memory.load()
        // However long a busy machine takes to read (and salvage) the file.
        while scheduler.isBusy { await scheduler.deliverNext() }
        return memory
    }

    @Test func savesThatCannotBeKeptAreSaidOnceAndRememberedForTheRun() async throws {
        let path = try path()
        defer { try? FileManager.default.removeItem(atPath: folder(of: path)) }
        let memory = await loaded(path)
        await memory.store.stopGrowing()
        for number in 1...4 {
            #expect(memory.toggleSaved(Samples.item(number, title: String(repeating: "long title ", count: 300)), in: "Hacker News"))
        }
        await memory.writesDone()
        let notices = memory.takeNotices()
        #expect(notices.map(\.event) == [.writeFailed(.full)])
        #expect(memory.savedItems.count == 4, "★ stays: the session remembers in memory")
        #expect(memory.takeNotices().isEmpty)
    }

    @Test func aFileReplacedByADamagedOneGetsBackEverythingRememberedThisRun() async throws {
        let path = try path()
        defer { try? FileManager.default.removeItem(atPath: folder(of: path)) }
        let memory = await loaded(path)
        for number in 1...3 { memory.toggleSaved(Samples.item(number), in: "Hacker News") }
        memory.markOpened(Samples.item(9), in: "Hacker News")
        await memory.writesDone()
        // Something else overwrites the file while Tidings runs.
        try FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        try Data(repeating: 0x42, count: 8_192).write(to: URL(fileURLWithPath: path))

        memory.toggleSaved(Samples.item(4), in: "Hacker News")
        await memory.writesDone()
        let notices = memory.takeNotices()
        #expect(notices.contains { if case .movedAside = $0.event { true } else { false } })
        await memory.writesDone()
        let again = await loaded(path)
        #expect(Set(again.savedItems.map(\.id)) == ["1", "2", "3", "4"], "nothing saved this run is lost")
        #expect(again.isRead(Samples.item(9), in: "Hacker News"))
    }

    @Test func aDamagedSavedListAtLaunchIsSaidAndTheNextSaveIsKept() async throws {
        let path = try path()
        defer { try? FileManager.default.removeItem(atPath: folder(of: path)) }
        do {
            let store = ReadingStore(path: path)
            for index in 0..<200 {
                await store.save(SavedItem(source: "Hacker News", id: "old\(index)", title: "Old \(index) " + String(repeating: "y", count: 300),
                                           url: nil, savedAt: Date(timeIntervalSince1970: Double(index))))
            }
        }
        // The saved list's first page, past the file's header.
        let connection = try SQLiteConnection(path: path)
        let root = Int(try #require(try connection.query("SELECT rootpage FROM sqlite_master WHERE name = 'saved_items'").first?.first?.integer))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * 4_096))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: 4_096))
        try handle.close()

        let memory = await loaded(path)
        #expect(memory.takeNotices().contains { if case .movedAside = $0.event { true } else { false } }, "said, not silently empty")
        #expect(memory.toggleSaved(Samples.item(1), in: "Hacker News"))
        await memory.writesDone()
        #expect(memory.takeNotices().isEmpty)
        #expect(await ReadingStore(path: path).savedItems().map(\.id).contains("1"), "the save after the damage is kept")
    }
}
