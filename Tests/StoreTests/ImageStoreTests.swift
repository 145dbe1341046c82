import Foundation
import Testing
@testable import Store

@Suite struct ImageStoreTests {
    func image(_ byte: UInt8, count: Int = 100, etag: String? = nil, at time: TimeInterval = 1_000) -> StoredImage {
        StoredImage(body: Data(repeating: byte, count: count), etag: etag, lastModified: "Tue, 01 Dec 2026 09:00:00 GMT",
                    fetchedAt: Date(timeIntervalSince1970: time), freshUntil: Date(timeIntervalSince1970: time + 3600))
    }

    @Test func picturesAndTheirValidatorsLastAcrossRuns() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tidings/images.sqlite3").path
        do {
            let store = ImageStore(path: path)
            await store.store(image(7, etag: "\"v1\""), for: "https://img.example/a.jpg")
            #expect(store.takeNotices().isEmpty)
        }
        let again = ImageStore(path: path)
        let kept = try #require(await again.image(for: "https://img.example/a.jpg"))
        #expect(kept == image(7, etag: "\"v1\""))
        #expect(await again.image(for: "https://img.example/b.jpg") == nil)
        await again.refresh("https://img.example/a.jpg", freshUntil: Date(timeIntervalSince1970: 99_999))
        #expect(await again.image(for: "https://img.example/a.jpg")?.freshUntil == Date(timeIntervalSince1970: 99_999))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func theLeastRecentlyUsedGoFirstAndTheBoundHolds() async {
        let store = ImageStore(path: nil, maximumBytes: 1_000)
        let start = Date(timeIntervalSince1970: 10_000)
        for index in 0..<5 {
            await store.store(image(UInt8(index), count: 300), for: "u\(index)", now: start.addingTimeInterval(Double(index) * 120))
        }
        #expect(await store.totalBytes() == 900, "three of 300 bytes fit in 1,000")
        #expect(await store.image(for: "u0") == nil)
        #expect(await store.image(for: "u1") == nil)
        // Reading u2 makes it recent: the next store evicts u3 instead.
        _ = await store.image(for: "u2", now: start.addingTimeInterval(1_000))
        await store.store(image(9, count: 300), for: "u5", now: start.addingTimeInterval(1_100))
        #expect(await store.image(for: "u2") != nil)
        #expect(await store.image(for: "u3") == nil)
        #expect(await store.totalBytes() <= 1_000)
    }

    @Test func aPictureLargerThanTheStoreOrAZeroStoreKeepsNothing() async {
        let small = ImageStore(path: nil, maximumBytes: 50)
        await small.store(image(1, count: 51), for: "big")
        #expect(await small.image(for: "big") == nil)
        let none = ImageStore(path: nil, maximumBytes: 0)
        await none.store(image(1, count: 1), for: "one")
        #expect(await none.totalBytes() == 0)
    }

    @Test func aDamagedFileIsMovedAsideAndAFreshOneStarted() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("images.sqlite3").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let store = ImageStore(path: path)
        guard case .movedAside? = store.takeNotices().first?.event else {
            Issue.record("the damaged file was not moved aside")
            return
        }
        await store.store(image(3), for: "after")
        #expect(await store.image(for: "after") != nil)
    }
}
