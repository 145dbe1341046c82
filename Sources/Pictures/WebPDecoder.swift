import CWebP

/// WebP through libwebp, decoded straight at the size the box needs into memory of our own.
/// An animation shows its first frame, found by libwebp's demuxer. A lossless picture is
/// decoded whole inside libwebp before scaling, so it must fit `maximumWholePixels`.
enum WebPDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, fitting bounds: PixelSize, limits: DecodeLimits) throws(PictureFailure) -> RGBAImage {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw .damaged }
        var features = WebPBitstreamFeatures()
        guard WebPGetFeatures(base, bytes.count, &features) == VP8_STATUS_OK else { throw .damaged }
        let canvas = PixelSize(width: Int(features.width), height: Int(features.height))
        try limits.check(width: canvas.width, height: canvas.height)
        let target = PictureFit.pixels(canvas, within: bounds)
        guard features.has_animation != 0 else {
            if features.format == 2 { try limits.checkWhole(width: canvas.width, height: canvas.height) }
            return try decodeStill(base, count: bytes.count, size: target)
        }

        var data = WebPData(bytes: base, size: bytes.count)
        guard let demuxer = WebPDemux(&data) else { throw .damaged }
        defer { WebPDemuxDelete(demuxer) }
        var frame = WebPIterator()
        guard WebPDemuxGetFrame(demuxer, 1, &frame) != 0 else { throw .damaged }
        defer { WebPDemuxReleaseIterator(&frame) }
        let frameSize = PixelSize(width: Int(frame.width), height: Int(frame.height))
        try limits.check(width: frameSize.width, height: frameSize.height)
        try limits.checkWhole(width: frameSize.width, height: frameSize.height)
        guard let fragment = frame.fragment.bytes, frame.fragment.size > 0 else { throw .damaged }
        // The frame at the canvas's scale, painted where it stands on a transparent canvas.
        let scaleX = Double(target.width) / Double(canvas.width)
        let scaleY = Double(target.height) / Double(canvas.height)
        let scaledFrame = PixelSize(width: max(1, Int((Double(frameSize.width) * scaleX).rounded())),
                                    height: max(1, Int((Double(frameSize.height) * scaleY).rounded())))
        let painted = try decodeStill(fragment, count: frame.fragment.size, size: scaledFrame)
        var pixels = [UInt8](repeating: 0, count: target.width * target.height * 4)
        let left = Int((Double(frame.x_offset) * scaleX).rounded())
        let top = Int((Double(frame.y_offset) * scaleY).rounded())
        for row in 0..<painted.height where top + row < target.height {
            let count = min(painted.width, target.width - left)
            guard count > 0 else { break }
            let from = row * painted.width * 4
            let to = ((top + row) * target.width + left) * 4
            pixels.replaceSubrange(to..<(to + count * 4), with: painted.pixels[from..<(from + count * 4)])
        }
        return RGBAImage(width: target.width, height: target.height, pixels: pixels)
    }

    /// One still picture (a file, or a frame's bitstream) scaled to `size` by libwebp itself.
    private static func decodeStill(_ base: UnsafePointer<UInt8>, count: Int, size: PixelSize) throws(PictureFailure) -> RGBAImage {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw .damaged }
        config.options.use_scaling = 1
        config.options.scaled_width = Int32(size.width)
        config.options.scaled_height = Int32(size.height)
        config.output.colorspace = MODE_RGBA
        config.output.is_external_memory = 1
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { buffer -> VP8StatusCode in
            config.output.u.RGBA.rgba = buffer.baseAddress
            config.output.u.RGBA.stride = Int32(size.width * 4)
            config.output.u.RGBA.size = buffer.count
            defer { WebPFreeDecBuffer(&config.output) }
            return WebPDecode(base, count, &config)
        }
        guard status == VP8_STATUS_OK else { throw .damaged }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }
}
