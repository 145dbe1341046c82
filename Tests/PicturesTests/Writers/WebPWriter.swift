/// Writes lossless WebP (VP8L) files for the tests, with "simple" prefix codes: each channel
/// takes at most two values per picture (so colours are combinations of two levels per
/// channel), one bit or none per channel and pixel. Also animations (VP8X, ANIM, ANMF).
enum WebPWriter {
    /// `pixel(x, y)` gives (red, green, blue, alpha).
    static func webp(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        riff(chunk("VP8L", vp8l(width: width, height: height, pixel: pixel)))
    }

    /// An animation on a `width` × `height` canvas; each frame (x and y even) is a lossless
    /// bitstream of its own.
    static func animation(width: Int, height: Int, frames: [(x: Int, y: Int, width: Int, height: Int, pixel: (Int, Int) -> [UInt8])]) -> [UInt8] {
        var body = chunk("VP8X", [0x12, 0, 0, 0] + le24(width - 1) + le24(height - 1))  // animation, alpha
        body += chunk("ANIM", [0, 0, 0, 0, 0, 0])
        for frame in frames {
            var payload = le24(frame.x / 2) + le24(frame.y / 2) + le24(frame.width - 1) + le24(frame.height - 1)
            payload += le24(100) + [0]
            payload += chunk("VP8L", vp8l(width: frame.width, height: frame.height, pixel: frame.pixel))
            body += chunk("ANMF", payload)
        }
        return riff(body)
    }

    private static func riff(_ body: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + le32(body.count + 4) + Array("WEBP".utf8) + body
    }

    private static func chunk(_ name: String, _ data: [UInt8]) -> [UInt8] {
        Array(name.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func le24(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)] }
    private static func le32(_ value: Int) -> [UInt8] { le24(value) + [UInt8(value >> 24 & 0xFF)] }

    private static func vp8l(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var pixels: [[UInt8]] = []
        for y in 0..<height { for x in 0..<width { pixels.append(pixel(x, y)) } }
        // Per channel (ARGB order of the codes: green, red, blue, alpha), the values used.
        let order = [1, 0, 2, 3]
        let levels: [[UInt8]] = order.map { channel in
            let values = Array(Set(pixels.map { $0[channel] })).sorted()
            precondition(values.count <= 2, "at most two values per channel")
            return values
        }
        var bits = BitWriter()
        bits.write(0x2F, 8)
        bits.write(width - 1, 14)
        bits.write(height - 1, 14)
        bits.write(levels[3] == [255] ? 0 : 1, 1)  // alpha used
        bits.write(0, 3)  // version
        bits.write(0, 1)  // no transform
        bits.write(0, 1)  // no colour cache
        bits.write(0, 1)  // one group of prefix codes
        for values in levels + [[0]] {  // green, red, blue, alpha, distance
            bits.write(1, 1)  // simple code
            bits.write(values.count - 1, 1)
            let first = Int(values[0])
            if first < 2 {
                bits.write(0, 1)
                bits.write(first, 1)
            } else {
                bits.write(1, 1)
                bits.write(first, 8)
            }
            if values.count == 2 { bits.write(Int(values[1]), 8) }
        }
        for pixel in pixels {
            for (slot, channel) in order.enumerated() where levels[slot].count == 2 {
                bits.write(pixel[channel] == levels[slot][0] ? 0 : 1, 1)
            }
        }
        return bits.finish()
    }

    /// Least significant bit first.
    struct BitWriter {
        private var bytes: [UInt8] = []
        private var current: UInt64 = 0
        private var count = 0

        mutating func write(_ value: Int, _ bitCount: Int) {
            current |= UInt64(value & ((1 << bitCount) - 1)) << count
            count += bitCount
            while count >= 8 {
                bytes.append(UInt8(current & 0xFF))
                current >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(current & 0xFF)) }
            return bytes
        }
    }
}
