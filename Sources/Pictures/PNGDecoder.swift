import CPNG

/// PNG through libpng, read row by row and scaled down as it goes, so memory grows with the
/// box, not the picture. Every colour type and depth comes out as 8-bit RGBA (palettes,
/// grey, 16-bit channels, a transparency chunk). An interlaced file spreads each row over
/// seven passes, so it alone is held whole, within `maximumWholePixels`.
enum PNGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, fitting bounds: PixelSize, limits: DecodeLimits) throws(PictureFailure) -> RGBAImage {
        // The size comes from IHDR, read here before libpng allocates anything for it.
        guard let declared = declaredSize(bytes) else { throw .damaged }
        try limits.check(width: declared.width, height: declared.height)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
              let decoder = tidings_png_new(base, bytes.count, UInt32(limits.maximumSide), limits.maximumChunkBytes)
        else { throw .damaged }
        defer { tidings_png_free(decoder) }
        guard tidings_png_read_info(decoder) == 0 else { throw .damaged }
        let passes = tidings_png_prepare_rgba(decoder)
        guard passes >= 1 else { throw .damaged }
        let width = Int(png_get_image_width(decoder.pointee.png, decoder.pointee.info))
        let height = Int(png_get_image_height(decoder.pointee.png, decoder.pointee.info))
        guard width == declared.width, height == declared.height else { throw .damaged }
        let source = PixelSize(width: width, height: height)
        let wanted = PictureFit.pixels(source, within: bounds)

        if passes > 1 {
            try limits.checkWhole(width: width, height: height)
            var whole = [UInt8](repeating: 0, count: width * height * 4)
            let failed = whole.withUnsafeMutableBufferPointer { buffer -> Bool in
                for _ in 0..<passes {
                    for row in 0..<height where tidings_png_read_row(decoder, buffer.baseAddress! + row * width * 4) != 0 { return true }
                }
                return false
            }
            guard !failed else { throw .damaged }
            if wanted == source { return RGBAImage(width: width, height: height, pixels: whole) }
            var scaler = RowScaler(source: source, target: wanted)
            whole.withUnsafeBufferPointer { buffer in
                for row in 0..<height { scaler.add(row: row, count: width, pixels: buffer.baseAddress! + row * width * 4) }
            }
            return scaler.finish()
        }

        if wanted == source {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let failed = pixels.withUnsafeMutableBufferPointer { buffer -> Bool in
                for row in 0..<height where tidings_png_read_row(decoder, buffer.baseAddress! + row * width * 4) != 0 { return true }
                return false
            }
            guard !failed else { throw .damaged }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        var scaler = RowScaler(source: source, target: wanted)
        var line = [UInt8](repeating: 0, count: width * 4)
        let failed = line.withUnsafeMutableBufferPointer { buffer -> Bool in
            for row in 0..<height {
                if tidings_png_read_row(decoder, buffer.baseAddress!) != 0 { return true }
                scaler.add(row: row, count: width, pixels: UnsafePointer(buffer.baseAddress!))
            }
            return false
        }
        guard !failed else { throw .damaged }
        return scaler.finish()
    }

    /// Width and height from the IHDR chunk, which must come first.
    static func declaredSize(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        return PixelSize(width: number(at: 16), height: number(at: 20))
    }
}
