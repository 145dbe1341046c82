/// Finds which of several sets of words occur inside a class or id, in one pass. Called for
/// every element of every page, so it compares bytes, looking at each position only for the
/// words that start with the byte found there.
struct NameMatcher: Sendable {
    /// Each word with the bit of the set it belongs to.
    private var byFirstByte: [[(word: [UInt8], bit: UInt8)]] = Array(repeating: [], count: 256)

    /// `sets[i]` sets bit `1 << i` of the answer.
    init(_ sets: [[String]]) {
        for (index, words) in sets.enumerated() {
            for word in words {
                let bytes = Array(word.utf8)
                guard let first = bytes.first else { continue }
                byFirstByte[Int(first)].append((bytes, UInt8(1) << UInt8(index)))
            }
        }
    }

    /// The bits of the sets that have a word inside `names`.
    func matches(_ names: [UInt8]) -> UInt8 {
        var found: UInt8 = 0
        names.withUnsafeBufferPointer { names in
            let count = names.count
            for position in 0..<count {
                for (word, bit) in byFirstByte[Int(names[position])] where found & bit == 0 && position + word.count <= count {
                    var offset = 1
                    while offset < word.count, names[position + offset] == word[offset] { offset += 1 }
                    if offset == word.count { found |= bit }
                }
            }
        }
        return found
    }
}
