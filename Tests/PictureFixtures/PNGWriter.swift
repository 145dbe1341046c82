/// Writes PNG files for the tests (the decoders', the screens', the end-to-end servers'): every colour type the decoder must handle, 8 or 16 bits,
/// plain or Adam7-interlaced, compressed with stored (uncompressed) deflate blocks, which any
/// inflater reads.
public enum PNGWriter {
    public enum ColorType: UInt8, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
        public var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    /// `sample(x, y)` gives the pixel's channel values (0...255, or 0...65535 at 16 bits; for
    /// a palette picture, the index).
    public static func png(
        width: Int, height: Int, type: ColorType = .rgba, depth: Int = 8, interlaced: Bool = false,
        palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = [],
        sample: (Int, Int) -> [Int]
    ) -> [UInt8] {
        var raw: [UInt8] = []
        for pass in passes(interlaced: interlaced) {
            let xs = Array(stride(from: pass.x, to: width, by: pass.dx))
            let ys = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            for y in ys {
                raw.append(0)  // filter: none
                for x in xs {
                    for value in sample(x, y).prefix(type.channels) {
                        if depth == 16 { raw += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] } else { raw.append(UInt8(value & 0xFF)) }
                    }
                }
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", be32(width) + be32(height) + [UInt8(depth), type.rawValue, 0, 0, interlaced ? 1 : 0])
        if !palette.isEmpty { file += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if !transparency.isEmpty { file += chunk("tRNS", transparency) }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// Only a header: a picture that says it is `width` × `height` (a decompression bomb).
    public static func header(width: Int, height: Int) -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        file += chunk("IDAT", zlibStored([0, 0, 0, 0, 0]))
        file += chunk("IEND", [])
        return file
    }

    private static func passes(interlaced: Bool) -> [(x: Int, y: Int, dx: Int, dy: Int)] {
        guard interlaced else { return [(0, 0, 1, 1)] }
        return [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    public static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(Int(b << 16 | a))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
