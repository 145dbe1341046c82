import Testing
@testable import Pictures

@Suite struct WebPDecodingTests {
    @Test func losslessPixelsAreExact() throws {
        let file = WebPWriter.webp(width: 5, height: 3) { x, y in [x % 2 == 0 ? 255 : 0, y == 1 ? 255 : 0, 0, 255] }
        let image = try decoded(file)
        #expect(image.width == 5 && image.height == 3)
        #expect(image.pixel(0, 0) == [255, 0, 0, 255])
        #expect(image.pixel(1, 1) == [0, 255, 0, 255])
        #expect(image.pixel(2, 1) == [255, 255, 0, 255])
    }

    @Test func libwebpScalesWhileDecoding() throws {
        let file = WebPWriter.webp(width: 600, height: 300) { x, _ in x < 300 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let image = try decoded(file, within: PixelSize(width: 60, height: 60))
        #expect(image.width == 60 && image.height == 30)
        #expect(image.pixel(5, 15) == [255, 0, 0, 255])
        #expect(image.pixel(55, 15) == [0, 0, 255, 255])
    }

    @Test func anAnimationShowsItsFirstFrameWhereItStands() throws {
        let file = WebPWriter.animation(width: 8, height: 8, frames: [
            (x: 4, y: 2, width: 2, height: 2, pixel: { _, _ in [0, 255, 0, 255] }),
            (x: 0, y: 0, width: 8, height: 8, pixel: { _, _ in [255, 0, 0, 255] }),
        ])
        let image = try decoded(file)
        #expect(image.width == 8 && image.height == 8)
        #expect(image.pixel(4, 2) == [0, 255, 0, 255])
        #expect(image.pixel(0, 0)[3] == 0, "the canvas outside the first frame is clear")
    }
}
