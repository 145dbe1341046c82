import Canvas
import Foundation
import Testing
@testable import Pictures

/// The escape sequences of each pixel protocol, from libchafa, with what Tidings asks of them.
@Suite struct PixelRenderingTests {
    static let red = picture(width: 40, height: 40) { _, _ in [255, 0, 0, 255] }
    static let cell = PixelSize(width: 10, height: 20)

    func image(_ format: PixelProtocol, _ source: RGBAImage = red, box: BoxSize = BoxSize(columns: 8, rows: 4)) throws -> TerminalImage {
        let rendered = PictureRenderer().render(source, in: box, mode: PictureMode(.pixels(format), cell: Self.cell))
        guard case .terminal(let image)? = rendered else { throw Failure() }
        return image
    }

    struct Failure: Error {}

    @Test func kittyCarriesOurIdAsksForNoReplyAndKeepsTheCursor() throws {
        let kitty = try image(.kitty)
        #expect(kitty.columns == 4 && kitty.rows == 2, "40 × 40 pixels are 4 × 2 cells of 10 × 20, never enlarged")
        let text = String(decoding: kitty.payload, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,i=\(kitty.id),q=2,C=1,f=32,s=40,v=40,c=4,r=2,m=1\u{1B}\\"), "\(text.prefix(80).debugDescription)")
        #expect(text.hasSuffix("\u{1B}_Gm=0\u{1B}\\"))
        // The chunks between are the pixels, each chunk base64 of its own: 4 bytes a pixel, red.
        let chunks = text.components(separatedBy: "\u{1B}_Gm=1;").dropFirst().map { $0.components(separatedBy: "\u{1B}\\")[0] }
        var pixels = Data()
        for chunk in chunks { pixels += try #require(Data(base64Encoded: chunk)) }
        #expect(pixels.count == 40 * 40 * 4)
        #expect(Array(pixels.prefix(4)) == [255, 0, 0, 255])
    }

    @Test func eachPictureHasItsOwnId() throws {
        let renderer = PictureRenderer()
        let mode = PictureMode(.pixels(.kitty), cell: Self.cell)
        guard case .terminal(let first)? = renderer.render(Self.red, in: BoxSize(columns: 4, rows: 2), mode: mode),
              case .terminal(let second)? = renderer.render(Self.red, in: BoxSize(columns: 4, rows: 2), mode: mode)
        else { throw Failure() }
        #expect(first.id != second.id)
    }

    @Test func sixelIsADeviceControlStringWithTheColours() throws {
        let sixel = try image(.sixel)
        let text = String(decoding: sixel.payload, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P"), "\(text.prefix(40).debugDescription)")
        #expect(text.contains("q\"1;1;40;36"), "raster attributes: 40 pixels wide, whole sixel rows (6 pixels) that fit in 40")
        #expect(text.contains(";2;100;0;0"), "red as an RGB colour register, in percent")
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test func itermIsAnInlineFileOfItsCells() throws {
        let iterm = try image(.iterm2)
        let text = String(decoding: iterm.payload, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;width=4;height=2;preserveAspectRatio=0:"), "\(text.prefix(70).debugDescription)")
        let body = try #require(text.split(separator: ":", maxSplits: 1).last)
        let encoded = body.prefix { $0 != "\u{7}" && $0 != "\u{1B}" }
        let file = try #require(Data(base64Encoded: String(encoded)))
        #expect(Array(file.prefix(4)) == [0x49, 0x49, 0x2A, 0x00], "a TIFF file")
    }

    @Test func aWidePictureTakesTheBoxWidthAndFewerRows() throws {
        let wide = picture(width: 400, height: 100) { _, _ in [0, 0, 255, 255] }
        let kitty = try image(.kitty, wide, box: BoxSize(columns: 20, rows: 10))
        #expect(kitty.columns == 20 && kitty.rows == 3, "400 × 100 in 200 × 200 pixels: 200 × 50, 2.5 rows rounded")
    }
}
