/// Writes baseline JPEG files for the tests. Each 8 × 8 block is one flat colour (only DC
/// coefficients are coded, with a quantiser of 1), which decodes exactly: the tests can say
/// which colour a pixel must have. Grey, YCbCr (no subsampling) and Adobe CMYK.
enum JPEGWriter {
    enum Kind { case grey, color, cmyk }

    /// `color(blockX, blockY)` gives a block's (red, green, blue), or for CMYK its (c, m, y, k)
    /// inks, 0...255.
    static func jpeg(width: Int, height: Int, kind: Kind = .color, color: (Int, Int) -> [Int]) -> [UInt8] {
        let components = kind == .grey ? 1 : kind == .color ? 3 : 4
        var out: [UInt8] = [0xFF, 0xD8]
        if kind == .cmyk {
            // Adobe APP14, transform 0: the four components are CMYK, stored inverted.
            out += segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 0])
        }
        out += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components)]
        for id in 1...components { frame += [UInt8(id), 0x11, 0] }
        out += segment(0xC0, frame)
        // DC: categories 0…11, each a four-bit code equal to the category. AC: only end-of-block.
        out += segment(0xC4, [0x00] + [0, 0, 0, 12] + [UInt8](repeating: 0, count: 12) + Array(0...11))
        out += segment(0xC4, [0x10] + [1] + [UInt8](repeating: 0, count: 15) + [0x00])
        var scan: [UInt8] = [UInt8(components)]
        for id in 1...components { scan += [UInt8(id), 0x00] }
        out += segment(0xDA, scan + [0, 63, 0])

        var bits = BitWriter()
        var previous = [Int](repeating: 0, count: components)
        for blockY in 0..<((height + 7) / 8) {
            for blockX in 0..<((width + 7) / 8) {
                let values = samples(color(blockX, blockY), kind: kind)
                for component in 0..<components {
                    let dc = 8 * (values[component] - 128)
                    bits.writeDC(dc - previous[component])
                    previous[component] = dc
                    bits.write(0, count: 1)  // end of block
                }
            }
        }
        out += bits.finish()
        return out + [0xFF, 0xD9]
    }

    /// The values the file stores for a colour.
    private static func samples(_ color: [Int], kind: Kind) -> [Int] {
        switch kind {
        case .grey:
            return [color[0]]
        case .color:
            let (r, g, b) = (Double(color[0]), Double(color[1]), Double(color[2]))
            let y = 0.299 * r + 0.587 * g + 0.114 * b
            let cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
            let cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
            return [y, cb, cr].map { min(255, max(0, Int($0.rounded()))) }
        case .cmyk:
            return color.prefix(4).map { 255 - $0 }
        }
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// Entropy-coded bits, most significant first, with 0xFF bytes stuffed.
    struct BitWriter {
        private var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var count = 0

        mutating func write(_ value: Int, count bitCount: Int) {
            for shift in stride(from: bitCount - 1, through: 0, by: -1) {
                current = current << 1 | UInt32(value >> shift & 1)
                count += 1
                if count == 8 { flushByte() }
            }
        }

        mutating func writeDC(_ difference: Int) {
            let magnitude = abs(difference)
            let category = magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
            write(category, count: 4)
            guard category > 0 else { return }
            write(difference >= 0 ? difference : difference + (1 << category) - 1, count: category)
        }

        private mutating func flushByte() {
            let byte = UInt8(current & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0x00) }
            current = 0
            count = 0
        }

        mutating func finish() -> [UInt8] {
            while count != 0 { write(1, count: 1) }
            return bytes
        }
    }
}
