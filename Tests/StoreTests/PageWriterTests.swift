import Foundation
import Testing
@testable import Store

/// A cache file in a folder of its own, and the parts its file holds, read beside the cache.
struct CacheFile {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("cache.sqlite3").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func parts() throws -> Int64? {
        try SQLiteConnection(path: path, readOnly: true).query("SELECT COUNT(*) FROM page_parts").first?.first?.integer
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

@Suite struct PageDraftTests {
    @Test func aBodyIsKeptInPartsAndComesBackWhole() async throws {
        let cache = PageCache(path: nil)
        let body = Data((0..<(PageCache.partBytes * 2 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        await cache.store(body, for: "thread")
        let kept = try #require(await cache.keptPage("thread"))
        #expect(kept.parts == 3 && kept.size == body.count)
        var read = Data()
        for index in 0..<kept.parts { read.append(try #require(await cache.part(index, of: kept))) }
        #expect(read == body)
        #expect(await cache.page("thread")?.body == body)
    }

    @Test func aDraftReplacesTheKeptPageOnlyWhenFinished() async throws {
        let cache = PageCache(path: nil)
        await cache.store(Data("old copy".utf8), for: "k", fetchedAt: Date(timeIntervalSince1970: 5))
        let draft = try #require(await cache.beginPage())
        #expect(await cache.append(Data("new ".utf8), to: draft))
        #expect(await cache.page("k")?.body == Data("old copy".utf8), "half a body never stands for the page")
        #expect(await cache.append(Data("copy".utf8), to: draft))
        #expect(await cache.finishPage(draft, as: "k", fetchedAt: Date(timeIntervalSince1970: 9)))
        #expect(await cache.page("k") == CachedPage(body: Data("new copy".utf8), fetchedAt: Date(timeIntervalSince1970: 9)))
        #expect(await cache.totalBytes() == 8, "the old copy's parts went with it")
    }

    @Test func anAbandonedDraftLeavesTheOldCopyAndNothingElse() async throws {
        let cache = PageCache(path: nil)
        await cache.store(Data("old".utf8), for: "k")
        let draft = try #require(await cache.beginPage())
        #expect(await cache.append(Data(repeating: 7, count: 1_000), to: draft))
        await cache.abandonPage(draft)
        #expect(await cache.page("k")?.body == Data("old".utf8))
        #expect(await !cache.append(Data("more".utf8), to: draft), "an abandoned draft takes nothing more")
        #expect(await !cache.finishPage(draft, as: "k"))
        #expect(await cache.page("k")?.body == Data("old".utf8))
    }

    @Test func aDraftGrowingPastTheWholeCacheIsDropped() async throws {
        let cache = PageCache(path: nil, maximumBytes: 2_000)
        let draft = try #require(await cache.beginPage())
        #expect(await cache.append(Data(repeating: 1, count: 1_500), to: draft))
        #expect(await !cache.append(Data(repeating: 1, count: 1_500), to: draft))
        #expect(await !cache.finishPage(draft, as: "big"))
        #expect(await cache.page("big") == nil)
    }

    @Test func draftsLeftByAnEndedRunAreClearedWhenOldAndKeptWhenYoung() async throws {
        let file = try CacheFile()
        defer { file.remove() }
        let now = Date()
        do {
            let ended = PageCache(path: file.path)
            let old = try #require(await ended.beginPage(startedAt: now.addingTimeInterval(-2 * PageCache.abandonedDraftAge)))
            await ended.append(Data(repeating: 3, count: 10_000), to: old)
            let young = try #require(await ended.beginPage(startedAt: now.addingTimeInterval(-60)))
            await ended.append(Data(repeating: 4, count: 10_000), to: young)
        }
        #expect(try file.parts() == 2)
        let next = PageCache(path: file.path)
        _ = await next.beginPage(startedAt: now)
        #expect(try file.parts() == 1, "the hour-old draft's part is gone; another copy's young one stays")
    }
}

@Suite struct PageWriterTests {
    func body(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
    }

    @Test func piecesAreKeptInOrderAsOnePage() async throws {
        let cache = PageCache(path: nil)
        let whole = body(700_000)
        let writer = PageWriter(cache: cache, key: "k", maximumBytes: .max)
        writer.begin()
        var offset = 0
        for size in [1, 16_384, 3, 300_000, 5, 100_000] + Array(repeating: 16_384, count: 40) where offset < whole.count {
            let end = min(whole.count, offset + size)
            writer.add(whole[offset..<end])
            offset = end
        }
        writer.add(whole[offset...])
        writer.finish()
        await writer.written()
        #expect(await cache.page("k")?.body == whole)
        #expect(try #require(await cache.keptPage("k")).parts == 3, "parts of 256 KiB, not one per piece")
    }

    @Test func whatWaitsForTheDiskStaysWithinTheBudget() async throws {
        let cache = PageCache(path: nil)
        let budget = 64 << 10
        let writer = PageWriter(cache: cache, key: "k", maximumBytes: .max, budget: budget, partBytes: 16 << 10)
        let whole = body(4 << 20)
        // From a thread of its own, as a transport's: it waits for the disk when it must.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                writer.begin()
                for start in stride(from: 0, to: whole.count, by: 1_000) {
                    writer.add(whole[start..<min(whole.count, start + 1_000)])
                }
                writer.finish()
                done.resume()
            }.start()
        }
        await writer.written()
        #expect(await cache.page("k")?.body == whole)
        #expect(writer.peakBytesInFlight <= budget + 2 * (16 << 10), "at most the budget and a part or two, never the body")
    }

    @Test func aBodyThatBreaksLeavesTheOldCopy() async throws {
        let file = try CacheFile()
        defer { file.remove() }
        let cache = PageCache(path: file.path)
        await cache.store(Data("good".utf8), for: "k")
        let writer = PageWriter(cache: cache, key: "k", maximumBytes: .max)
        writer.begin()
        writer.add(body(300_000))
        writer.abandon()
        writer.add(body(10))
        writer.finish()
        await writer.written()
        #expect(await cache.page("k")?.body == Data("good".utf8))
        #expect(try file.parts() == 1, "the broken body's parts are gone")
    }

    @Test func aNewBeginStartsTheBodyAgain() async throws {
        let cache = PageCache(path: nil)
        let writer = PageWriter(cache: cache, key: "k", maximumBytes: .max)
        writer.begin()
        writer.add(Data("broken half".utf8))
        writer.begin()
        writer.add(Data("whole".utf8))
        writer.finish()
        await writer.written()
        #expect(await cache.page("k")?.body == Data("whole".utf8))
    }

    @Test func aBodyPastItsLimitIsNotKept() async throws {
        let cache = PageCache(path: nil)
        await cache.store(Data("old".utf8), for: "k")
        let writer = PageWriter(cache: cache, key: "k", maximumBytes: 1_000)
        writer.begin()
        writer.add(body(600))
        writer.add(body(600))
        writer.finish()
        await writer.written()
        #expect(await cache.page("k")?.body == Data("old".utf8))
    }
}
