/// Writes GIF files for the tests: a global palette, frames (the first perhaps smaller than the
/// canvas, interlaced, with a transparent index), LZW-coded with a clear code often enough that
/// codes stay nine bits wide.
enum GIFWriter {
    struct Frame {
        var left = 0, top = 0, width: Int, height: Int
        var interlaced = false
        var transparent: UInt8?
        /// The palette index of each pixel, row by row.
        var indexes: [UInt8]
    }

    static func gif(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], frames: [Frame]) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += le16(width) + le16(height) + [0xF7, 0, 0]  // a global table of 256 colours
        for index in 0..<256 {
            let color = index < palette.count ? palette[index] : (0, 0, 0)
            out += [color.0, color.1, color.2]
        }
        for frame in frames {
            if let transparent = frame.transparent { out += [0x21, 0xF9, 4, 0x01, 10, 0, transparent, 0] }
            out += [0x2C] + le16(frame.left) + le16(frame.top) + le16(frame.width) + le16(frame.height)
            out.append(frame.interlaced ? 0x40 : 0)
            var rows: [Int] = Array(0..<frame.height)
            if frame.interlaced {
                rows = Array(stride(from: 0, to: frame.height, by: 8)) + Array(stride(from: 4, to: frame.height, by: 8))
                    + Array(stride(from: 2, to: frame.height, by: 4)) + Array(stride(from: 1, to: frame.height, by: 2))
            }
            let ordered = rows.flatMap { frame.indexes[($0 * frame.width)..<(($0 + 1) * frame.width)] }
            out.append(8)
            let data = lzw(ordered)
            var offset = 0
            while offset < data.count {
                let count = min(255, data.count - offset)
                out.append(UInt8(count))
                out += data[offset..<(offset + count)]
                offset += count
            }
            out.append(0)
        }
        return out + [0x3B]
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// Every pixel as a literal code, clearing the table before it would need ten-bit codes.
    private static func lzw(_ indexes: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        func emit(_ code: Int) {
            buffer |= UInt32(code) << bits
            bits += 9
            while bits >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        emit(256)
        var sinceClear = 0
        for index in indexes {
            if sinceClear == 250 {
                emit(256)
                sinceClear = 0
            }
            emit(Int(index))
            sinceClear += 1
        }
        emit(257)
        if bits > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        return bytes
    }
}
