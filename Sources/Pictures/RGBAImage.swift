/// Decoded pixels, four bytes each (red, green, blue, alpha; not premultiplied), row after row.
/// Lives only between decoding and rendering: once a picture is rendered its pixels are gone.
struct RGBAImage: Sendable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    var size: PixelSize { PixelSize(width: width, height: height) }
}
