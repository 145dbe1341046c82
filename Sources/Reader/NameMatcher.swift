/// Finds which of several sets of words occur inside a class or id, in one pass. Called for
/// every element of every page, so it compares bytes, looking at each position only for the
/// words that start with the byte found there. The words are kept in one flat buffer, grouped
/// by first byte, so a lookup touches no reference-counted storage.
struct NameMatcher: Sendable {
    /// Every word's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Per word: where its bytes start, how many there are, and the bit of its set.
    private var words: [(start: Int32, count: Int32, bit: UInt8)] = []
    /// The words that start with byte `b` are `words[first[b] ..< first[b + 1]]`.
    private var first = [Int32](repeating: 0, count: 257)

    /// `sets[i]` sets bit `1 << i` of the answer.
    init(_ sets: [[String]]) {
        var byByte: [[(word: [UInt8], bit: UInt8)]] = Array(repeating: [], count: 256)
        for (index, set) in sets.enumerated() {
            for word in set {
                let word = Array(word.utf8)
                guard let head = word.first else { continue }
                byByte[Int(head)].append((word, UInt8(1) << UInt8(index)))
            }
        }
        for byte in 0..<256 {
            first[byte] = Int32(words.count)
            for (word, bit) in byByte[byte] {
                words.append((Int32(bytes.count), Int32(word.count), bit))
                bytes.append(contentsOf: word)
            }
        }
        first[256] = Int32(words.count)
    }

    /// The bits of the sets that have a word inside `names` (already lower-case).
    func matches(_ names: [UInt8]) -> UInt8 {
        names.withUnsafeBufferPointer { search($0, fold: false) }
    }

    /// The same for a class or id as written, upper case read as lower, without a copy.
    func matches(caseFolding text: String) -> UInt8 {
        var text = text
        return text.withUTF8 { search($0, fold: true) }
    }

    private func search(_ names: UnsafeBufferPointer<UInt8>, fold: Bool) -> UInt8 {
        bytes.withUnsafeBufferPointer { bytes in
            words.withUnsafeBufferPointer { words in
                first.withUnsafeBufferPointer { first in
                    var found: UInt8 = 0
                    let count = names.count
                    for position in 0..<count {
                        let head = fold ? Self.fold(names[position]) : names[position]
                        var index = Int(first[Int(head)])
                        let end = Int(first[Int(head) + 1])
                        while index < end {
                            let word = words[index]
                            index += 1
                            let length = Int(word.count)
                            guard found & word.bit == 0, position + length <= count else { continue }
                            let start = Int(word.start)
                            var offset = 1
                            while offset < length {
                                let byte = fold ? Self.fold(names[position + offset]) : names[position + offset]
                                guard byte == bytes[start + offset] else { break }
                                offset += 1
                            }
                            if offset == length { found |= word.bit }
                        }
                    }
                    return found
                }
            }
        }
    }

    @inline(__always)
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
