/// How large a picture may be before it is refused from its header. A picture is decoded at
/// the size its box needs where the format allows (JPEG's DCT scaling, WebP's scaled decode,
/// PNG and GIF scaled row by row), so memory grows with the box; the limits bound the work and
/// the few cases that must hold every pixel at once.
public struct DecodeLimits: Sendable, Equatable {
    /// Width or height.
    public var maximumSide: Int
    /// Width × height as declared: 40 megapixels takes any real photo (8000 × 5000).
    public var maximumPixels: Int
    /// For what must be held whole at full size (an interlaced PNG, a lossless WebP): 4096²
    /// pixels, 64 MB.
    public var maximumWholePixels: Int
    /// A progressive JPEG keeps every coefficient until its last scan: about two bytes per
    /// pixel and component.
    public var maximumCoefficientBytes: Int
    /// A progressive JPEG may hold thousands of scans, each a pass over the whole picture.
    public var maximumScans: Int
    /// Ancillary PNG chunks (text, colour profiles) are refused past this when inflated.
    public var maximumChunkBytes: Int

    public init(
        maximumSide: Int = 20_000, maximumPixels: Int = 40_000_000, maximumWholePixels: Int = 4096 * 4096,
        maximumCoefficientBytes: Int = 128 << 20, maximumScans: Int = 256, maximumChunkBytes: Int = 4 << 20
    ) {
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
        self.maximumWholePixels = maximumWholePixels
        self.maximumCoefficientBytes = maximumCoefficientBytes
        self.maximumScans = maximumScans
        self.maximumChunkBytes = maximumChunkBytes
    }

    public static let standard = DecodeLimits()

    /// Throws `tooLarge` for a declared size past the limits (or an empty one: `damaged`).
    func check(width: Int, height: Int) throws(PictureFailure) {
        guard width > 0, height > 0 else { throw .damaged }
        let size = PixelSize(width: width, height: height)
        guard width <= maximumSide, height <= maximumSide, size.pixels <= maximumPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }

    func checkWhole(width: Int, height: Int) throws(PictureFailure) {
        guard PixelSize(width: width, height: height).pixels <= maximumWholePixels else {
            throw .tooLarge(width: width, height: height)
        }
    }
}
