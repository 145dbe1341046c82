/// Builds gzip streams by hand (Foundation has no zlib): a single fixed-Huffman deflate block
/// that repeats zeros with back-references, so `count` zeros cost about 13 bits per 258 bytes.
/// 200 MB of zeros is about 1.3 MB on the wire.
public enum GzipStream {
    public static func zeros(count: Int) -> [UInt8] {
        precondition(count >= 1)
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL: the only block
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, count: 8)  // literal 0 (literals 0-143 are 0x30 + value, 8 bits)
        var remaining = count - 1
        while remaining >= 258 {
            bits.writeCode(0xC5, count: 8)  // length 258: symbol 285, no extra bits
            bits.writeCode(0, count: 5)  // distance 1: code 0, no extra bits
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30, count: 8) }
        bits.writeCode(0, count: 7)  // end of block: symbol 256
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        return header + bits.finished + littleEndian(CRC32.ofZeros(count: count)) + littleEndian(UInt32(truncatingIfNeeded: count))
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// Deflate packs bits from the least significant end of each byte; Huffman codes go most
/// significant bit first, plain values least significant first.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count { append(bit: (value >> index) & 1) }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { append(bit: (code >> index) & 1) }
    }

    private mutating func append(bit: UInt32) {
        current |= UInt8(bit) << used
        used += 1
        if used == 8 {
            bytes.append(current)
            current = 0
            used = 0
        }
    }

    /// Everything written, the last byte zero-padded.
    var finished: [UInt8] { used == 0 ? bytes : bytes + [current] }
}

/// CRC-32 (the gzip trailer's) of a run of zero bytes, without touching every byte: feeding a
/// zero byte is a linear map on the register, so a run of n is that map raised to the n-th power
/// (by repeated squaring of 32×32 bit matrices).
enum CRC32 {
    static func ofZeros(count: Int) -> UInt32 {
        // The map for one zero bit: shift right, folding in the polynomial when bit 0 was set.
        var oneBit = [UInt32](repeating: 0, count: 32)
        oneBit[0] = 0xEDB8_8320
        for index in 1..<32 { oneBit[index] = 1 << (index - 1) }
        var power = square(square(square(oneBit)))  // one zero byte
        var register: UInt32 = 0xFFFF_FFFF
        var remaining = count
        while remaining > 0 {
            if remaining & 1 == 1 { register = apply(power, to: register) }
            power = square(power)
            remaining >>= 1
        }
        return register ^ 0xFFFF_FFFF
    }

    private static func apply(_ matrix: [UInt32], to vector: UInt32) -> UInt32 {
        var result: UInt32 = 0
        var rest = vector
        var index = 0
        while rest != 0 {
            if rest & 1 == 1 { result ^= matrix[index] }
            rest >>= 1
            index += 1
        }
        return result
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { apply(matrix, to: $0) }
    }
}
