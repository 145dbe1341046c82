import Foundation

/// A photo-like JPEG for the picture benchmark: a sky gradient, hard-edged shapes, waves and
/// fine noise, coded as a camera or a web site would (baseline, 4:2:0 chroma, quality 85,
/// every DCT coefficient). Its Huffman codes are plain 8-bit ones rather than tuned, so its
/// entropy data is somewhat longer than a real file's: decoding it is, if anything, slower.
enum BenchJPEG {
    static func photo(width: Int, height: Int) -> Data {
        // One band of 16 rows (an MCU row) in YCbCr at a time, so a 6000 × 4000 photo is made
        // in a few megabytes.
        var y = [Float](repeating: 0, count: width * 16)
        var cb = [Float](repeating: 0, count: width * 16)
        var cr = [Float](repeating: 0, count: width * 16)
        func fill(band top: Int) {
            for line in 0..<16 {
                let row = min(height - 1, top + line)
                for column in 0..<width {
                    let (r, g, b) = scene(column, row, width, height)
                    let index = line * width + column
                    y[index] = 0.299 * r + 0.587 * g + 0.114 * b
                    cb[index] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
                    cr[index] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
                }
            }
        }
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        let luma = quantiser(base: lumaBase), chroma = quantiser(base: chromaBase)
        out += segment(0xDB, [0x00] + zigzag.map { UInt8(luma[$0]) } + [0x01] + zigzag.map { UInt8(chroma[$0]) })
        out += segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                              1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
        out += segment(0xC4, [0x00] + [0, 0, 0, 12] + [UInt8](repeating: 0, count: 12) + Array(0...11))
        out += segment(0xC4, [0x10] + [0, 0, 0, 0, 0, 0, 0, UInt8(acSymbols.count)] + [UInt8](repeating: 0, count: 8) + acSymbols)
        out += segment(0xDA, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0])

        var bits = Bits()
        var previous: [Int] = [0, 0, 0]
        var block = [Float](repeating: 0, count: 64)
        for mcuY in stride(from: 0, to: height, by: 16) {
            fill(band: mcuY)
            for mcuX in stride(from: 0, to: width, by: 16) {
                for (dy, dx) in [(0, 0), (0, 8), (8, 0), (8, 8)] {
                    for v in 0..<8 { for u in 0..<8 {
                        block[v * 8 + u] = y[(dy + v) * width + min(width - 1, mcuX + dx + u)]
                    } }
                    encode(block, quantiser: luma, previous: &previous[0], into: &bits)
                }
                for (plane, index) in [(cb, 1), (cr, 2)] {
                    for v in 0..<8 { for u in 0..<8 {
                        var sum: Float = 0
                        for (sy, sx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                            sum += plane[(v * 2 + sy) * width + min(width - 1, mcuX + u * 2 + sx)]
                        }
                        block[v * 8 + u] = sum / 4
                    } }
                    encode(block, quantiser: chroma, previous: &previous[index], into: &bits)
                }
            }
        }
        out += bits.finish()
        return Data(out + [0xFF, 0xD9])
    }

    /// The scene: sky, sun, hills with grass-like noise, a house with hard edges.
    private static func scene(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> (Float, Float, Float) {
        let fx = Float(x) / Float(width), fy = Float(y) / Float(height)
        let noise = Float(hash(x, y) % 64) - 32
        let hill = 0.62 + 0.08 * sin(fx * 9) + 0.03 * sin(fx * 37)
        var color: (Float, Float, Float)
        if fy < hill {
            color = (90 + 100 * fy, 150 + 80 * fy, 250 - 40 * fy)
            let dx = fx - 0.78, dy = (fy - 0.2) * Float(height) / Float(width)
            if dx * dx + dy * dy < 0.004 { color = (255, 230, 120) }
        } else {
            let wave = 20 * sin(fx * 120 + fy * 40)
            color = (60 + wave + noise, 140 + wave + noise * 1.5, 50 + noise)
        }
        if fx > 0.2, fx < 0.42, fy > 0.45, fy < 0.8 { color = fy < 0.55 ? (170, 40, 30) : (230, 220, 200) }
        if fx > 0.28, fx < 0.33, fy > 0.62, fy < 0.8 { color = (80, 50, 30) }
        return (min(255, max(0, color.0)), min(255, max(0, color.1)), min(255, max(0, color.2)))
    }

    private static func hash(_ x: Int, _ y: Int) -> Int {
        var h = UInt32(truncatingIfNeeded: x &* 374_761_393 &+ y &* 668_265_263)
        h = (h ^ (h >> 13)) &* 1_274_126_177
        return Int(h ^ (h >> 16))
    }

    private static let cosines: [Float] = (0..<64).map { index in
        let (x, u) = (index / 8, index % 8)
        return cos(Float(2 * x + 1) * Float(u) * .pi / 16)
    }

    private static func encode(_ block: [Float], quantiser: [Int], previous: inout Int, into bits: inout Bits) {
        // Separable forward DCT: rows, then columns.
        var rows = [Float](repeating: 0, count: 64)
        for v in 0..<8 {
            for u in 0..<8 {
                var sum: Float = 0
                for x in 0..<8 { sum += (block[v * 8 + x] - 128) * cosines[x * 8 + u] }
                rows[v * 8 + u] = sum * (u == 0 ? 0.70710678 : 1) / 2
            }
        }
        var coefficients = [Int](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum: Float = 0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[y * 8 + v] }
                let value = sum * (v == 0 ? 0.70710678 : 1) / 2
                coefficients[v * 8 + u] = Int((value / Float(quantiser[v * 8 + u])).rounded())
            }
        }
        let dc = coefficients[0]
        let difference = dc - previous
        previous = dc
        let category = size(difference)
        bits.write(category, count: 4)
        bits.writeValue(difference, size: category)
        var run = 0
        for k in 1..<64 {
            let value = coefficients[zigzag[k]]
            if value == 0 { run += 1; continue }
            while run > 15 {
                bits.write(acCode[0xF0]!, count: 8)
                run -= 16
            }
            let magnitude = min(size(value), 10)
            let clamped = max(-1023, min(1023, value))
            bits.write(acCode[UInt8(run << 4 | magnitude)]!, count: 8)
            bits.writeValue(clamped, size: magnitude)
            run = 0
        }
        if run > 0 { bits.write(acCode[0x00]!, count: 8) }
    }

    private static func size(_ value: Int) -> Int {
        let magnitude = abs(value)
        return magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
    }

    /// Every AC symbol: end of block, sixteen zeros, and each run (0–15) with each size (1–10).
    private static let acSymbols: [UInt8] = [0x00, 0xF0] + (0...15).flatMap { run in (1...10).map { UInt8(run << 4 | $0) } }
    private static let acCode: [UInt8: Int] = Dictionary(uniqueKeysWithValues: acSymbols.enumerated().map { ($1, $0) })

    /// The example tables of the JPEG standard (Annex K), scaled for quality 85.
    private static let lumaBase = [16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
                                   14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
                                   49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
    private static let chromaBase = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99,
                                     47, 66, 99, 99, 99, 99, 99, 99] + [Int](repeating: 99, count: 32)

    private static func quantiser(base: [Int]) -> [Int] { base.map { max(1, min(255, ($0 * 30 + 50) / 100)) } }

    /// Natural (row-major) index of each zig-zag position.
    private static let zigzag: [Int] = {
        var order: [Int] = []
        for sum in 0..<15 {
            let range = max(0, sum - 7)...min(7, sum)
            let cells = range.map { sum % 2 == 0 ? (sum - $0) * 8 + $0 : $0 * 8 + (sum - $0) }
            order += cells
        }
        return order
    }()

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    private struct Bits {
        var bytes: [UInt8] = []
        var current: UInt32 = 0
        var count = 0

        mutating func write(_ value: Int, count bitCount: Int) {
            for shift in stride(from: bitCount - 1, through: 0, by: -1) {
                current = current << 1 | UInt32(value >> shift & 1)
                count += 1
                if count == 8 {
                    bytes.append(UInt8(current))
                    if current == 0xFF { bytes.append(0) }
                    current = 0
                    count = 0
                }
            }
        }

        mutating func writeValue(_ value: Int, size: Int) {
            guard size > 0 else { return }
            write(value >= 0 ? value : value + (1 << size) - 1, count: size)
        }

        mutating func finish() -> [UInt8] {
            while count != 0 { write(1, count: 1) }
            return bytes
        }
    }
}
