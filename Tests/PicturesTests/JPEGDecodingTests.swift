import Testing
@testable import Pictures

@Suite struct JPEGDecodingTests {
    @Test func flatBlocksDecodeToTheirColours() throws {
        let colors = [[255, 0, 0], [0, 200, 0], [30, 60, 240], [128, 128, 128]]
        let file = JPEGWriter.jpeg(width: 32, height: 8) { x, _ in colors[x] }
        let image = try decoded(file)
        #expect(image.width == 32 && image.height == 8)
        for (index, color) in colors.enumerated() {
            #expect(close(image.pixel(index * 8 + 3, 4), color + [255], tolerance: 3), "block \(index): \(image.pixel(index * 8 + 3, 4))")
        }
    }

    @Test func greyIsRGBAToo() throws {
        let image = try decoded(JPEGWriter.jpeg(width: 16, height: 8, kind: .grey) { x, _ in [x == 0 ? 40 : 220] })
        #expect(image.pixel(2, 2) == [40, 40, 40, 255])
        #expect(image.pixel(12, 2) == [220, 220, 220, 255])
    }

    @Test func adobeCMYKBecomesLight() throws {
        // No ink is white; full cyan is (0, 255, 255); full black is black.
        let file = JPEGWriter.jpeg(width: 24, height: 8, kind: .cmyk) { x, _ in [[0, 0, 0, 0], [255, 0, 0, 0], [0, 0, 0, 255]][x] }
        let image = try decoded(file)
        #expect(close(image.pixel(3, 3), [255, 255, 255, 255]))
        #expect(close(image.pixel(11, 3), [0, 255, 255, 255]))
        #expect(close(image.pixel(19, 3), [0, 0, 0, 255]))
    }

    @Test func aLargePhotoIsDecodedAtAnEighthNeverInFull() throws {
        let file = JPEGWriter.jpeg(width: 6000, height: 4000) { x, y in [x % 256, y % 256, 100] }
        let image = try decoded(file, within: PixelSize(width: 480, height: 320))
        #expect(image.width == 750 && image.height == 500, "1/8 scale is the smallest at least 480 × 320")
        #expect(JPEGDecoder.scaleEighths(from: PixelSize(width: 1200, height: 800), to: PixelSize(width: 480, height: 320)) == 4)
        #expect(JPEGDecoder.scaleEighths(from: PixelSize(width: 100, height: 100), to: PixelSize(width: 100, height: 100)) == 8)
    }
}
