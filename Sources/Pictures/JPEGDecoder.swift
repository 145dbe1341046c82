import CJPEG

/// JPEG through libjpeg, scaled in the DCT: libjpeg decodes at 1/8 … 8/8 of the full size, so
/// a 6000 × 4000 photo for a 60 × 20 box is decoded at 750 × 500 and never at full size.
/// CMYK and YCCK (print files) are converted here, since libjpeg gives only their inks.
enum JPEGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, fitting bounds: PixelSize, limits: DecodeLimits) throws(PictureFailure) -> RGBAImage {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
              let decoder = tidings_jpeg_new(base, UInt(bytes.count), Int32(limits.maximumScans))
        else { throw .damaged }
        defer { tidings_jpeg_free(decoder) }
        guard tidings_jpeg_read_header(decoder) == 0 else { throw .damaged }
        let width = Int(decoder.pointee.info.image_width)
        let height = Int(decoder.pointee.info.image_height)
        try limits.check(width: width, height: height)
        if decoder.pointee.info.progressive_mode != 0 {
            try checkCoefficients(decoder.pointee.info, width: width, height: height, limits: limits)
        }

        let inks = decoder.pointee.info.jpeg_color_space == JCS_CMYK || decoder.pointee.info.jpeg_color_space == JCS_YCCK
        decoder.pointee.info.out_color_space = inks ? JCS_CMYK : JCS_EXT_RGBA
        let wanted = PictureFit.pixels(PixelSize(width: width, height: height), within: bounds)
        decoder.pointee.info.scale_num = UInt32(scaleEighths(from: PixelSize(width: width, height: height), to: wanted))
        decoder.pointee.info.scale_denom = 8
        guard tidings_jpeg_start(decoder) == 0 else { throw .damaged }

        let outWidth = Int(decoder.pointee.info.output_width)
        let outHeight = Int(decoder.pointee.info.output_height)
        guard outWidth > 0, outHeight > 0, Int(decoder.pointee.info.output_components) == 4 else { throw .damaged }
        // Adobe's CMYK files (nearly all of them) store their inks inverted.
        let inverted = decoder.pointee.info.saw_Adobe_marker != 0
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let failed = pixels.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return true }
            for row in 0..<outHeight {
                let line = start + row * outWidth * 4
                if tidings_jpeg_read_row(decoder, line) != 0 { return true }
                if inks { inksToRGBA(line, count: outWidth, inverted: inverted) }
            }
            return false
        }
        // libjpeg fills a file cut short with grey: that is damage, not a picture.
        guard !failed, decoder.pointee.truncated == 0 else { throw .damaged }
        return RGBAImage(width: outWidth, height: outHeight, pixels: pixels)
    }

    /// The smallest scale, in eighths, at which the picture is still at least `wanted`.
    static func scaleEighths(from source: PixelSize, to wanted: PixelSize) -> Int {
        for eighths in 1...8 {
            let width = (source.width * eighths + 7) / 8
            let height = (source.height * eighths + 7) / 8
            if width >= wanted.width && height >= wanted.height { return eighths }
        }
        return 8
    }

    /// A progressive file's coefficients are all kept until the last scan: refuse from the
    /// header what would take more than the limit.
    private static func checkCoefficients(_ info: jpeg_decompress_struct, width: Int, height: Int, limits: DecodeLimits) throws(PictureFailure) {
        let components = max(1, Int(info.num_components))
        guard let first = info.comp_info else { throw .damaged }
        let maxH = max(1, Int(info.max_h_samp_factor))
        let maxV = max(1, Int(info.max_v_samp_factor))
        var bytes = 0
        for index in 0..<components {
            let component = first[index]
            let blocksWide = (width * Int(component.h_samp_factor) + 8 * maxH - 1) / (8 * maxH)
            let blocksHigh = (height * Int(component.v_samp_factor) + 8 * maxV - 1) / (8 * maxV)
            bytes += blocksWide * blocksHigh * 128  // 64 coefficients of 2 bytes
        }
        guard bytes <= limits.maximumCoefficientBytes else { throw .tooLarge(width: width, height: height) }
    }

    /// CMYK (or YCCK, which libjpeg has turned into CMYK) inks into light, in place.
    private static func inksToRGBA(_ line: UnsafeMutablePointer<UInt8>, count: Int, inverted: Bool) {
        for index in 0..<count {
            let pixel = line + index * 4
            var c = UInt32(pixel[0]), m = UInt32(pixel[1]), y = UInt32(pixel[2]), k = UInt32(pixel[3])
            if !inverted { (c, m, y, k) = (255 - c, 255 - m, 255 - y, 255 - k) }
            // Inverted inks are how much light each lets through; black scales them all.
            pixel[0] = UInt8((c * k + 127) / 255)
            pixel[1] = UInt8((m * k + 127) / 255)
            pixel[2] = UInt8((y * k + 127) / 255)
            pixel[3] = 255
        }
    }
}
