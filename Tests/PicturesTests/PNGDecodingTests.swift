import PictureFixtures
import Testing
@testable import Pictures

@Suite struct PNGDecodingTests {
    @Test func rgbaAtFullSizeIsExact() throws {
        let file = PNGWriter.png(width: 7, height: 5) { x, y in [x * 30, y * 50, 200, x == 0 ? 0 : 255] }
        let image = try decoded(file)
        #expect(image.width == 7 && image.height == 5)
        #expect(image.pixel(3, 2) == [90, 100, 200, 255])
        #expect(image.pixel(0, 4)[3] == 0)
    }

    @Test func greyPaletteAndSixteenBitsAllBecomeRGBA() throws {
        let grey = PNGWriter.png(width: 2, height: 2, type: .grey) { x, _ in [x * 255] }
        #expect(try decoded(grey).pixel(1, 0) == [255, 255, 255, 255])
        let greyAlpha = PNGWriter.png(width: 2, height: 2, type: .greyAlpha) { x, _ in [100, x * 255] }
        #expect(try decoded(greyAlpha).pixel(0, 0) == [100, 100, 100, 0])
        let palette = PNGWriter.png(width: 2, height: 1, type: .palette, palette: [(10, 20, 30), (200, 100, 50)], transparency: [0]) { x, _ in [x] }
        let image = try decoded(palette)
        #expect(image.pixel(0, 0)[3] == 0, "index 0 is transparent through tRNS")
        #expect(image.pixel(1, 0) == [200, 100, 50, 255])
        let deep = PNGWriter.png(width: 2, height: 1, type: .rgb, depth: 16) { x, _ in [65_535, x == 0 ? 0 : 32_896, 257 * 7] }
        #expect(try decoded(deep).pixel(1, 0) == [255, 128, 7, 255], "16-bit channels scaled to 8")
    }

    @Test func interlacedDecodesLikePlain() throws {
        let pattern: (Int, Int) -> [Int] = { x, y in [(x * 37) % 256, (y * 91) % 256, (x * y) % 256, 255] }
        let plain = try decoded(PNGWriter.png(width: 23, height: 17, sample: pattern))
        let interlaced = try decoded(PNGWriter.png(width: 23, height: 17, interlaced: true, sample: pattern))
        #expect(plain.pixels == interlaced.pixels)
        let scaledPlain = try decoded(PNGWriter.png(width: 23, height: 17, sample: pattern), within: PixelSize(width: 8, height: 8))
        let scaledInterlaced = try decoded(PNGWriter.png(width: 23, height: 17, interlaced: true, sample: pattern), within: PixelSize(width: 8, height: 8))
        #expect(scaledPlain.pixels == scaledInterlaced.pixels)
    }

    @Test func aLargePictureIsScaledRowByRowToItsBox() throws {
        // Left half red, right half blue, 1000 × 400, into at most 100 × 100.
        let file = PNGWriter.png(width: 1000, height: 400, type: .rgb) { x, _ in x < 500 ? [255, 0, 0] : [0, 0, 255] }
        let image = try decoded(file, within: PixelSize(width: 100, height: 100))
        #expect(image.width == 100 && image.height == 40, "the shape is kept")
        #expect(image.pixel(10, 20) == [255, 0, 0, 255])
        #expect(image.pixel(90, 20) == [0, 0, 255, 255])
    }

    @Test func halfTransparentPixelsCountByTheirOpacity() throws {
        // Opaque red beside blue at a third of full opacity: the blue adds a third as much.
        let file = PNGWriter.png(width: 2, height: 1) { x, _ in x == 0 ? [200, 0, 0, 255] : [0, 0, 200, 85] }
        let image = try decoded(file, within: PixelSize(width: 1, height: 1))
        #expect(close(image.pixel(0, 0), [150, 0, 50, 170], tolerance: 1), "\(image.pixel(0, 0))")
    }

    @Test func transparentPixelsDoNotDarkenTheAverage() throws {
        // Every other pixel transparent black: the average is the opaque colour, half opaque.
        let file = PNGWriter.png(width: 4, height: 4) { x, _ in x % 2 == 0 ? [200, 100, 50, 255] : [0, 0, 0, 0] }
        let image = try decoded(file, within: PixelSize(width: 1, height: 1))
        #expect(image.width == 1 && image.height == 1)
        #expect(close(image.pixel(0, 0), [200, 100, 50, 128], tolerance: 1))
    }
}
