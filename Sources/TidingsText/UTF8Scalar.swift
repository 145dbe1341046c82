/// Decoding one scalar from bytes known to be well-formed UTF-8 (they come from a `String`).
enum UTF8Scalar {
    /// The scalar value at `index` (a lead byte); moves `index` past it.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        let end = min(index + length, bytes.count)
        index += 1
        while index < end {
            value = value << 6 | UInt32(bytes[index] & 0x3F)
            index += 1
        }
        return value
    }
}
