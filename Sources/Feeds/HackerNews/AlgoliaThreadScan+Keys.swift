import FoundationEssentials
import Networking

/// Object keys: which field of a thread's node a key names.
extension AlgoliaThreadScan {
    private static let fieldNames: [(name: [UInt8], field: AlgoliaThreadScanner.Field)] = {
        let pairs: [(String, AlgoliaThreadScanner.Field)] = [
            ("id", .id), ("author", .author), ("title", .title), ("url", .url), ("text", .text), ("points", .points),
            ("created_at", .createdAt), ("created_at_i", .createdAtSeconds), ("children", .children),
        ]
        return pairs.map { (Array($0.0.utf8), $0.1) }
    }()

    /// Up to eight bytes of a name as one number (first byte lowest), for comparing keys in one go.
    @inline(__always)
    static func packed(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var offset = 0
        while offset < min(name.count, 8) {
            value |= UInt64(name[offset]) << (8 * offset)
            offset += 1
        }
        return value
    }

    // The keys packed that way, written out (static lets would be checked for initialization on
    // every key read); `packedKeysAreRight` in the tests recomputes them.
    static let packedID: UInt64 = 0x6469, packedURL: UInt64 = 0x6C_7275, packedText: UInt64 = 0x7478_6574
    static let packedTitle: UInt64 = 0x65_6C74_6974, packedAuthor: UInt64 = 0x726F_6874_7561, packedPoints: UInt64 = 0x7374_6E69_6F70
    static let packedChildren: UInt64 = 0x6E65_7264_6C69_6863, packedCreated: UInt64 = 0x5F64_6574_6165_7263
    static let packedAt: UInt64 = 0x7461, packedAtI: UInt64 = 0x695F_7461

    /// The field a key names (an escaped key is decoded first).
    func field(named key: (range: Range<Int>, escaped: Bool)) -> AlgoliaThreadScanner.Field? {
        if key.escaped {
            let text = Array(JSONEscapes.decode(UnsafeBufferPointer(rebasing: bytes[key.range])).utf8)
            return Self.fieldNames.first { $0.name == text }?.field
        }
        let start = key.range.lowerBound
        let head: UInt64
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            // Eight bytes at once (past a short key they are its quote and what follows, masked off).
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            head = key.range.count >= 8 ? word : word & ((1 << (8 * UInt64(key.range.count))) - 1)
        } else {
            head = Self.packed(UnsafeBufferPointer(rebasing: bytes[start..<min(key.range.upperBound, start + 8)]))
        }
        switch key.range.count {
        case 2: return head == Self.packedID ? .id : nil
        case 3: return head == Self.packedURL ? .url : nil
        case 4: return head == Self.packedText ? .text : nil
        case 5: return head == Self.packedTitle ? .title : nil
        case 6: return head == Self.packedAuthor ? .author : head == Self.packedPoints ? .points : nil
        case 8: return head == Self.packedChildren ? .children : nil
        case 10, 12:
            guard head == Self.packedCreated else { return nil }
            let tail = Self.packed(UnsafeBufferPointer(rebasing: bytes[(start + 8)..<key.range.upperBound]))
            if key.range.count == 10 { return tail == Self.packedAt ? .createdAt : nil }
            return tail == Self.packedAtI ? .createdAtSeconds : nil
        default: return nil
        }
    }
}
