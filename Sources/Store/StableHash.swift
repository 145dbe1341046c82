/// 64-bit FNV-1a with a final mix: stable across runs and machines (unlike Swift's seeded
/// `Hasher`), which ids and digests that outlive the process need.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String?) {
        guard let text else {
            add(byte: 0xFF)
            return
        }
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0)
    }

    mutating func add(_ number: Double?) {
        add(number.map { String($0.bitPattern) })
    }

    mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }

    /// The value with its bits mixed (splitmix64's finalizer), so nearby inputs do not give
    /// nearby outputs.
    var mixed: UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// An item's id: its feed and identity, as 15 hex digits (60 bits: a collision among a
    /// million items is a chance in two million, and 15 bytes is the longest string Swift keeps
    /// without allocating, so thousands of rows cost no memory for their ids).
    static func itemID(feed: String, identity: String, attempt: Int = 0) -> String {
        var hash = StableHash()
        hash.add(feed)
        hash.add(identity)
        if attempt > 0 { hash.add(String(attempt)) }
        let hex = String(hash.mixed >> 4, radix: 16)
        return String(repeating: "0", count: 15 - hex.count) + hex
    }
}
