import FoundationEssentials

/// Turns a downloaded body into pixels at the size a box needs. The format comes from the
/// bytes themselves; every decoder reads the declared size first and refuses a picture past
/// the limits before it takes any memory for pixels; damage of any kind is `damaged`.
/// Runs wherever it is called: callers keep it off the run loop.
enum PictureDecoder {
    static func decode(_ body: Data, fitting bounds: PixelSize, limits: DecodeLimits = .standard) throws(PictureFailure) -> RGBAImage {
        let result: Result<RGBAImage, PictureFailure> = body.withUnsafeBytes { bytes in
            do throws(PictureFailure) {
                return .success(try decode(bytes, fitting: bounds, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, fitting bounds: PixelSize, limits: DecodeLimits) throws(PictureFailure) -> RGBAImage {
        let bounds = PixelSize(width: max(1, bounds.width), height: max(1, bounds.height))
        switch ImageSniffer.kind(of: bytes) {
        case .image(.jpeg): return try JPEGDecoder.decode(bytes, fitting: bounds, limits: limits)
        case .image(.png): return try PNGDecoder.decode(bytes, fitting: bounds, limits: limits)
        case .image(.gif): return try GIFDecoder.decode(bytes, fitting: bounds, limits: limits)
        case .image(.webp): return try WebPDecoder.decode(bytes, fitting: bounds, limits: limits)
        case .unsupported(let name): throw .unsupported(name)
        case .notAnImage: throw .notAnImage
        }
    }
}
