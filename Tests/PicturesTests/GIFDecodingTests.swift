import Testing
@testable import Pictures

@Suite struct GIFDecodingTests {
    let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]

    @Test func aFrameIsPaintedThroughThePalette() throws {
        let frame = GIFWriter.Frame(width: 4, height: 2, indexes: [1, 2, 3, 0, 0, 3, 2, 1])
        let image = try decoded(GIFWriter.gif(width: 4, height: 2, palette: palette, frames: [frame]))
        #expect(image.pixel(0, 0) == [255, 0, 0, 255])
        #expect(image.pixel(2, 0) == [0, 0, 255, 255])
        #expect(image.pixel(3, 1) == [255, 0, 0, 255])
    }

    @Test func theTransparentIndexAndUncoveredCanvasAreClear() throws {
        let frame = GIFWriter.Frame(left: 2, top: 1, width: 2, height: 2, transparent: 0, indexes: [0, 1, 2, 3])
        let image = try decoded(GIFWriter.gif(width: 5, height: 4, palette: palette, frames: [frame]))
        #expect(image.width == 5 && image.height == 4)
        #expect(image.pixel(0, 0)[3] == 0, "outside the frame")
        #expect(image.pixel(2, 1)[3] == 0, "the transparent index")
        #expect(image.pixel(3, 1) == [255, 0, 0, 255])
        #expect(image.pixel(3, 2) == [0, 0, 255, 255])
    }

    @Test func interlacedRowsLandWhereTheyBelong() throws {
        let indexes = (0..<10).flatMap { row in [UInt8](repeating: UInt8(row % 4), count: 3) }
        let frame = GIFWriter.Frame(width: 3, height: 10, interlaced: true, indexes: indexes)
        let image = try decoded(GIFWriter.gif(width: 3, height: 10, palette: palette, frames: [frame]))
        for row in 0..<10 {
            let color = palette[row % 4]
            #expect(image.pixel(1, row) == [Int(color.0), Int(color.1), Int(color.2), 255], "row \(row)")
        }
    }

    @Test func anAnimationShowsItsFirstFrameOnly() throws {
        let first = GIFWriter.Frame(width: 2, height: 2, indexes: [1, 1, 1, 1])
        let second = GIFWriter.Frame(width: 2, height: 2, indexes: [3, 3, 3, 3])
        let image = try decoded(GIFWriter.gif(width: 2, height: 2, palette: palette, frames: [first, second, second]))
        #expect(image.pixel(1, 1) == [255, 0, 0, 255])
    }
}
