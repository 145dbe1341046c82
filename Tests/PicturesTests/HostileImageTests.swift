import PictureFixtures
import Testing
@testable import Pictures

/// Pictures that try to take the memory, the time or the process: each is refused with a
/// reason, from its header where it can be, and nothing crashes or prints.
@Suite struct HostileImageTests {
    @Test func aPNGDeclaring60000By60000IsRefusedFromItsHeader() {
        #expect(failure(PNGWriter.header(width: 60_000, height: 60_000)) == .tooLarge(width: 60_000, height: 60_000))
        // Under the side limit but past the pixel budget.
        #expect(failure(PNGWriter.header(width: 19_000, height: 19_000)) == .tooLarge(width: 19_000, height: 19_000))
    }

    @Test func bombsInEveryFormatAreRefusedFromTheirHeaders() {
        var gif = GIFWriter.gif(width: 4, height: 4, palette: [(0, 0, 0)], frames: [GIFWriter.Frame(width: 4, height: 4, indexes: [UInt8](repeating: 0, count: 16))])
        gif[6] = 0x60; gif[7] = 0xEA; gif[8] = 0x60; gif[9] = 0xEA  // 60000 × 60000
        #expect(failure(gif) == .tooLarge(width: 60_000, height: 60_000))

        var jpeg = JPEGWriter.jpeg(width: 8, height: 8) { _, _ in [0, 0, 0] }
        let frame = sofOffset(jpeg)
        jpeg[frame + 5] = 0xEA; jpeg[frame + 6] = 0x60; jpeg[frame + 7] = 0xEA; jpeg[frame + 8] = 0x60
        #expect(failure(jpeg) == .tooLarge(width: 60_000, height: 60_000))

        // 16384 × 16384, the largest a lossless WebP can say.
        var webp = WebPWriter.webp(width: 2, height: 2) { _, _ in [0, 0, 0, 255] }
        webp[21] = 0xFF; webp[22] = 0xFF; webp[23] = 0xFF; webp[24] = 0x0F | (webp[24] & 0xF0)
        #expect(failure(webp) == .tooLarge(width: 16_384, height: 16_384))
    }

    @Test func aProgressiveJPEGWhoseCoefficientsWouldNotFitIsRefused() {
        var jpeg = JPEGWriter.jpeg(width: 256, height: 256) { _, _ in [9, 9, 9] }
        jpeg[sofOffset(jpeg) + 1] = 0xC2  // SOF2: progressive
        let limits = DecodeLimits(maximumCoefficientBytes: 100_000)  // 3 × 32 × 32 blocks need 393,216
        #expect(failure(jpeg, limits: limits) == .tooLarge(width: 256, height: 256))
    }

    @Test func anInterlacedPNGTooLargeToHoldWholeIsRefused() {
        let png = PNGWriter.png(width: 300, height: 300, interlaced: true) { _, _ in [1, 2, 3, 255] }
        #expect(failure(png, limits: DecodeLimits(maximumWholePixels: 200 * 200)) == .tooLarge(width: 300, height: 300))
        #expect(failure(png, limits: .standard) == nil)
    }

    @Test func truncatedFilesAreDamaged() {
        let jpeg = JPEGWriter.jpeg(width: 64, height: 64) { x, y in [x * 30, y * 30, 0] }
        for cut in [4, 20, jpeg.count / 2, jpeg.count - 2] {
            #expect(failure(Array(jpeg.prefix(cut))) == .damaged, "JPEG cut at \(cut) of \(jpeg.count)")
        }
        let png = PNGWriter.png(width: 64, height: 64) { x, y in [x, y, 0, 255] }
        for cut in [10, 30, png.count / 2, png.count - 13] {
            #expect(failure(Array(png.prefix(cut))) == .damaged, "PNG cut at \(cut) of \(png.count)")
        }
        let gif = GIFWriter.gif(width: 16, height: 16, palette: [(0, 0, 0), (9, 9, 9)], frames: [GIFWriter.Frame(width: 16, height: 16, indexes: [UInt8](repeating: 1, count: 256))])
        for cut in [12, 800, gif.count - 20] {
            #expect(failure(Array(gif.prefix(cut))) == .damaged, "GIF cut at \(cut) of \(gif.count)")
        }
        let webp = WebPWriter.webp(width: 64, height: 64) { x, _ in [x % 2 == 0 ? 255 : 0, 0, 0, 255] }
        for cut in [12, 30, webp.count / 2] {
            #expect(failure(Array(webp.prefix(cut))) == .damaged, "WebP cut at \(cut) of \(webp.count)")
        }
    }

    @Test func corruptDataIsDamagedNotACrash() {
        var png = PNGWriter.png(width: 8, height: 8) { _, _ in [1, 2, 3, 255] }
        png[png.count - 20] ^= 0xFF  // inside IDAT: its checksum no longer matches
        #expect(failure(png) == .damaged)
        var noise: [UInt8] = [0xFF, 0xD8, 0xFF]
        var state: UInt32 = 12_345
        for _ in 0..<4096 {
            state = state &* 1_103_515_245 &+ 12_345
            noise.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        #expect(failure(noise) == .damaged)
        #expect(failure([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + noise) == .damaged)
        #expect(failure(Array("GIF89a".utf8) + [8, 0, 8, 0, 0, 0, 0] + noise) == .damaged, "an 8 × 8 screen, then noise")
        #expect(failure(Array("GIF89a".utf8) + noise) == .tooLarge(width: 55_551, height: 56_575), "noise that says it is huge")
        #expect(failure(Array("RIFF".utf8) + [0, 1, 0, 0] + Array("WEBP".utf8) + noise) == .damaged)
    }

    @Test func htmlServedAsAnImageIsNotAPicture() {
        let page = Array("<!DOCTYPE html><html><head><title>404 Not Found</title></head><body>gone</body></html>".utf8)
        #expect(failure(page) == .notAnImage)
        #expect(failure(Array("{\"error\":\"forbidden\"}".utf8)) == .notAnImage)
        #expect(failure([]) == .notAnImage)
        #expect(failure(Array("<html><body><svg viewBox='0 0 1 1'></svg></body></html>".utf8)) == .notAnImage, "a page with an icon is a page")
    }

    @Test func svgIsNamedAndNotDrawn() {
        #expect(failure(Array("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>".utf8)) == .unsupported("SVG"))
        #expect(failure(Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- logo -->\n<svg><rect/></svg>".utf8)) == .unsupported("SVG"))
        #expect(failure([0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0]) == .unsupported("AVIF"))
    }

    @Test func sixteenBitAndCMYKAndAnimationsAreReadNotRefused() throws {
        let deep = PNGWriter.png(width: 3, height: 3, type: .rgba, depth: 16) { _, _ in [65_535, 0, 0, 65_535] }
        #expect(try decoded(deep).pixel(1, 1) == [255, 0, 0, 255])
        let cmyk = JPEGWriter.jpeg(width: 8, height: 8, kind: .cmyk) { _, _ in [0, 255, 255, 0] }
        #expect(close(try decoded(cmyk).pixel(4, 4), [255, 0, 0, 255]))
    }

    /// Where the SOF marker starts in a file from `JPEGWriter`.
    private func sofOffset(_ jpeg: [UInt8]) -> Int {
        (0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }!
    }
}
