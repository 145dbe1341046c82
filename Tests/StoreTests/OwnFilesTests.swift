import Foundation
import Testing
@testable import Store
#if canImport(Glibc)
import Glibc
#endif

/// Tidings' own folder and files are never links, never another user's, never readable by
/// others; whatever stands in their place is refused and said, and never written through.
@Suite struct OwnFilesTests {
    let manager = FileManager.default

    /// A scratch folder with `tidings/` in it, and a target elsewhere that links point to.
    func layout() throws -> (root: URL, folder: URL, path: String, outside: URL) {
        let root = try scratchFolder()
        let folder = root.appendingPathComponent("tidings")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = root.appendingPathComponent("elsewhere")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        return (root, folder, folder.appendingPathComponent("tidings.sqlite3").path, outside)
    }

    func refusal(_ notices: [StoreNotice]) -> StoreError.Kind? {
        for notice in notices { if case .notKept(let kind) = notice.event { return kind } }
        return nil
    }

    @Test func theFileAndItsJournalsArePrivateFromTheStart() async throws {
        let (root, _, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        let store = ReadingStore(path: path)
        await store.save(SavedItem(source: "hn", id: "1", title: "T", url: nil, savedAt: Date()))
        // While the store is open its WAL and shared-memory files exist beside it.
        for name in [path, path + "-wal", path + "-shm"] {
            #expect(manager.fileExists(atPath: name), "\(name) exists")
            #expect(TamperedFile.mode(name) == 0o600, "\(name) is 0600")
        }
        _ = store
    }

    @Test func journalsLeftReadableByAnEarlierVersionAreMadePrivate() async throws {
        let (root, _, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 1)
        chmod(path, 0o644)
        // A stray shared-memory file, as an earlier version left it.
        try Data(count: 32_768).write(to: URL(fileURLWithPath: path + "-shm"))
        chmod(path + "-shm", 0o644)
        let store = ReadingStore(path: path)
        await store.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        for name in [path, path + "-wal", path + "-shm"] { #expect(TamperedFile.mode(name) == 0o600, "\(name) is 0600") }
        _ = store
    }

    @Test func aSymbolicLinkInPlaceOfTheFileIsRefused() async throws {
        let (root, _, path, outside) = try layout()
        defer { try? manager.removeItem(at: root) }
        let target = outside.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: target)
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target.path)

        let store = ReadingStore(path: path)
        #expect(refusal(store.takeNotices()) == .link)
        await store.save(SavedItem(source: "hn", id: "1", title: "T", url: nil, savedAt: Date()))
        #expect(await store.savedItems().count == 1, "remembered in memory for the run")
        #expect(try Data(contentsOf: target) == Data("precious".utf8), "the link's target is untouched")
        #expect(!manager.fileExists(atPath: target.path + "-wal"))
    }

    @Test func aDanglingLinkDoesNotMakeADatabaseAtItsTarget() throws {
        let (root, _, path, outside) = try layout()
        defer { try? manager.removeItem(at: root) }
        let target = outside.appendingPathComponent("created-by-tidings.sqlite3")
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target.path)
        let store = ReadingStore(path: path)
        #expect(refusal(store.takeNotices()) == .link)
        #expect(!manager.fileExists(atPath: target.path))
    }

    @Test func aLinkInPlaceOfTheFolderIsRefused() async throws {
        let root = try scratchFolder()
        defer { try? manager.removeItem(at: root) }
        let outside = root.appendingPathComponent("elsewhere")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("tidings").path, withDestinationPath: outside.path)

        for make in [{ (path: String) in ReadingStore(path: path).takeNotices() }, { (path: String) in PageCache(path: path).takeNotices() },
                     { (path: String) in FeedStore(path: path).takeNotices() }] {
            let notices = make(root.appendingPathComponent("tidings/file.sqlite3").path)
            #expect(refusal(notices) == .link)
        }
        #expect(try manager.contentsOfDirectory(atPath: outside.path).isEmpty, "nothing was created through the link")
    }

    @Test func aSecondNameForTheFileIsRefused() async throws {
        let (root, _, path, outside) = try layout()
        defer { try? manager.removeItem(at: root) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 1)
        let other = outside.appendingPathComponent("hard")
        try manager.linkItem(atPath: path, toPath: other.path)
        let before = try Data(contentsOf: other)
        let store = ReadingStore(path: path)
        #expect(refusal(store.takeNotices()) == .link)
        await store.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        #expect(try Data(contentsOf: other) == before, "the file under its other name is unchanged")
    }

    @Test func aLinkInPlaceOfTheJournalIsRefused() async throws {
        let (root, _, path, outside) = try layout()
        defer { try? manager.removeItem(at: root) }
        await TamperedFile.makeReadingStore(at: path, savedCount: 1)
        let target = outside.appendingPathComponent("journal-target")
        try Data("precious".utf8).write(to: target)
        chmod(target.path, 0o644)
        try manager.createSymbolicLink(atPath: path + "-wal", withDestinationPath: target.path)
        let store = ReadingStore(path: path)
        #expect(refusal(store.takeNotices()) == .link)
        await store.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
        #expect(TamperedFile.mode(target.path) == 0o644, "not even its mode is touched")
    }

    @Test(.timeLimit(.minutes(1)))
    func aPipeInPlaceOfTheFileNeitherHangsNorIsUsed() throws {
        let (root, _, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        #expect(mkfifo(path, 0o600) == 0)
        let store = ReadingStore(path: path)
        #expect(refusal(store.takeNotices()) == .notAFile)
    }

    @Test func aFolderOthersMayChangeIsRefused() throws {
        let (root, folder, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        chmod(folder.path, 0o777)
        #expect(refusal(ReadingStore(path: path).takeNotices()) == .notOwned)
        chmod(folder.path, 0o1777)
        #expect(ReadingStore(path: path).takeNotices().isEmpty, "with the sticky bit others cannot replace the user's files")
    }

    @Test func aFileReplacedByALinkWhileRunningIsNotWrittenThrough() async throws {
        let (root, _, path, outside) = try layout()
        defer { try? manager.removeItem(at: root) }
        let store = ReadingStore(path: path)
        await store.save(SavedItem(source: "hn", id: "1", title: "T", url: nil, savedAt: Date()))
        let target = outside.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: target)
        try manager.moveItem(atPath: path, toPath: outside.appendingPathComponent("moved").path)
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target.path)

        await store.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        #expect(refusal(store.takeNotices()) == .link, "said")
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
    }

    @Test func aFileRemovedWhileRunningIsStartedAgain() async throws {
        let (root, _, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        let store = ReadingStore(path: path)
        await store.save(SavedItem(source: "hn", id: "1", title: "T", url: nil, savedAt: Date()))
        for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: path + suffix) }
        await store.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        #expect(store.takeNotices().isEmpty)
        #expect(await ReadingStore(path: path).savedItems().map(\.id) == ["2"], "written to the file that has the name now")
    }

    @Test func aFileMovedAsideByAnotherCopyIsFollowed() async throws {
        let (root, _, path, _) = try layout()
        defer { try? manager.removeItem(at: root) }
        let first = ReadingStore(path: path)
        await first.save(SavedItem(source: "hn", id: "1", title: "T", url: nil, savedAt: Date()))
        // Another copy of Tidings found the file damaged: it moved it aside and started afresh.
        try manager.moveItem(atPath: path, toPath: path + ".corrupt-x")
        try? manager.moveItem(atPath: path + "-wal", toPath: path + ".corrupt-x-wal")
        let second = ReadingStore(path: path)
        await second.markOpened(source: "hn", id: "r")
        await first.save(SavedItem(source: "hn", id: "2", title: "T", url: nil, savedAt: Date()))
        #expect(await second.savedItems().map(\.id) == ["2"], "the first copy's write reached the file in use")
    }
}
