import CGIF

/// GIF through giflib, read record by record: the first frame of an animation is decoded and
/// the rest never read. The frame is painted on its canvas (the logical screen), scaled down
/// row by row; what it does not cover, and its transparent colour, stay transparent.
enum GIFDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, fitting bounds: PixelSize, limits: DecodeLimits) throws(PictureFailure) -> RGBAImage {
        guard bytes.count >= 13 else { throw .damaged }
        let screenWidth = Int(bytes[6]) | Int(bytes[7]) << 8
        let screenHeight = Int(bytes[8]) | Int(bytes[9]) << 8
        if screenWidth > 0 && screenHeight > 0 { try limits.check(width: screenWidth, height: screenHeight) }

        var reader = Reader(bytes: bytes)
        return try withUnsafeMutablePointer(to: &reader) { reader throws(PictureFailure) -> RGBAImage in
            var error: Int32 = 0
            guard let gif = DGifOpen(reader, { gif, out, length in
                guard let gif, let out, length > 0, let reader = gif.pointee.UserData?.assumingMemoryBound(to: Reader.self) else { return 0 }
                return reader.pointee.read(into: out, count: Int(length))
            }, &error) else { throw .damaged }
            defer { _ = DGifCloseFile(gif, &error) }
            return try firstFrame(gif, screen: PixelSize(width: screenWidth, height: screenHeight), bounds: bounds, limits: limits)
        }
    }

    private static func firstFrame(
        _ gif: UnsafeMutablePointer<GifFileType>, screen: PixelSize, bounds: PixelSize, limits: DecodeLimits
    ) throws(PictureFailure) -> RGBAImage {
        var transparent: Int?
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else { throw .damaged }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw .damaged }
                // Graphic control: byte 1 bit 0 says byte 4 is the transparent index.
                if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4, block[1] & 1 != 0 { transparent = Int(block[4]) }
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw .damaged }
                }
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { throw .damaged }
                return try paint(gif, screen: screen, transparent: transparent, bounds: bounds, limits: limits)
            case TERMINATE_RECORD_TYPE:
                throw .damaged  // no picture in it
            default:
                throw .damaged
            }
        }
    }

    private static func paint(
        _ gif: UnsafeMutablePointer<GifFileType>, screen: PixelSize, transparent: Int?, bounds: PixelSize, limits: DecodeLimits
    ) throws(PictureFailure) -> RGBAImage {
        let frame = gif.pointee.Image
        let left = Int(frame.Left), top = Int(frame.Top)
        let width = Int(frame.Width), height = Int(frame.Height)
        try limits.check(width: width, height: height)
        // A canvas of zero size (it happens) is the frame's own.
        let canvas = screen.width > 0 && screen.height > 0 ? screen : PixelSize(width: left + width, height: top + height)
        try limits.check(width: canvas.width, height: canvas.height)
        guard let map = frame.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else { throw .damaged }
        var palette = [UInt8](repeating: 0, count: 256 * 4)
        for index in 0..<min(256, Int(map.pointee.ColorCount)) where index != transparent {
            let color = colors[index]
            palette[index * 4] = color.Red
            palette[index * 4 + 1] = color.Green
            palette[index * 4 + 2] = color.Blue
            palette[index * 4 + 3] = 255
        }
        var scaler = RowScaler(source: canvas, target: PictureFit.pixels(canvas, within: bounds))
        var indexes = [GifPixelType](repeating: 0, count: width)
        var line = [UInt8](repeating: 0, count: width * 4)
        for pass in rowOrder(height: height, interlaced: frame.Interlace) {
            for row in pass {
                guard DGifGetLine(gif, &indexes, Int32(width)) == GIF_OK else { throw .damaged }
                for column in 0..<width {
                    let color = Int(indexes[column]) * 4
                    line[column * 4] = palette[color]
                    line[column * 4 + 1] = palette[color + 1]
                    line[column * 4 + 2] = palette[color + 2]
                    line[column * 4 + 3] = palette[color + 3]
                }
                line.withUnsafeBufferPointer { scaler.add(row: top + row, x: left, count: width, pixels: $0.baseAddress!) }
            }
        }
        return scaler.finish()
    }

    /// The rows of a frame in the order they are stored: in four passes when interlaced.
    static func rowOrder(height: Int, interlaced: Bool) -> [StrideTo<Int>] {
        guard interlaced else { return [stride(from: 0, to: height, by: 1)] }
        return [stride(from: 0, to: height, by: 8), stride(from: 4, to: height, by: 8),
                stride(from: 2, to: height, by: 4), stride(from: 1, to: height, by: 2)]
    }

    /// Hands giflib the bytes it asks for, and no more than there are.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func read(into out: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
            let available = min(count, bytes.count - offset)
            guard available > 0, let base = bytes.baseAddress else { return 0 }
            out.update(from: base.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: available)
            offset += available
            return Int32(available)
        }
    }
}
