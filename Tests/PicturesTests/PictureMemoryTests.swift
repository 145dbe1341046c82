import Canvas
import Testing
@testable import Pictures

@Suite struct PictureMemoryTests {
    let mode = PictureMode(.symbols(.indexed256))

    func key(_ name: String, columns: Int = 10) -> PictureMemory.Key {
        PictureMemory.Key(url: "https://img.example/\(name)", box: BoxSize(columns: columns, rows: 5), mode: mode)
    }

    /// A picture of `cells` cells (24 bytes each, and 64 of bookkeeping).
    func picture(cells: Int) -> Picture {
        .symbols(SymbolPicture(columns: cells, rows: 1, cells: [Cell](repeating: Cell("▀"), count: cells)))
    }

    @Test func theLeastRecentlyUsedGoFirst() {
        let memory = PictureMemory(maximumBytes: 3 * (24 * 10 + 64))
        memory.store(.picture(picture(cells: 10)), for: key("a"))
        memory.store(.picture(picture(cells: 10)), for: key("b"))
        memory.store(.picture(picture(cells: 10)), for: key("c"))
        #expect(memory.count == 3)
        _ = memory.entry(key("a"))  // a is used: b is now the oldest
        memory.store(.picture(picture(cells: 10)), for: key("d"))
        #expect(memory.entry(key("b")) == nil)
        #expect(memory.entry(key("a")) != nil && memory.entry(key("c")) != nil && memory.entry(key("d")) != nil)
        #expect(memory.totalBytes <= memory.maximumBytes)
    }

    @Test func theBoundHoldsThroughAThousandPictures() {
        let memory = PictureMemory(maximumBytes: 200_000)
        for index in 0..<1_000 {
            memory.store(.picture(picture(cells: 60 * (1 + index % 7))), for: key("p\(index)"))
            #expect(memory.totalBytes <= 200_000)
        }
        #expect(memory.entry(key("p999")) != nil, "the newest is kept")
        #expect(memory.entry(key("p0")) == nil)
    }

    @Test func eachBoxAndModeIsItsOwnEntryAndForgettingAnAddressForgetsThemAll() {
        let memory = PictureMemory()
        memory.store(.picture(picture(cells: 4)), for: key("a", columns: 10))
        memory.store(.picture(picture(cells: 4)), for: key("a", columns: 20))
        memory.store(.failure(.notAnImage), for: key("b"))
        #expect(memory.count == 3)
        memory.forget(url: "https://img.example/a")
        #expect(memory.count == 1)
        guard case .failure(.notAnImage)? = memory.entry(key("b")) else {
            Issue.record("the failure was not remembered")
            return
        }
    }

    @Test func somethingLargerThanTheWholeCacheIsNotKept() {
        let memory = PictureMemory(maximumBytes: 100)
        memory.store(.picture(picture(cells: 100)), for: key("huge"))
        #expect(memory.count == 0 && memory.totalBytes == 0)
    }
}
