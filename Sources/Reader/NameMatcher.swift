/// Finds which of several sets of words occur inside a class or id, in one pass. Called for
/// every element of every page, so it compares bytes, looking at each position only for the
/// words that start with the two bytes found there (bucketed by their low five bits, so a
/// bucket holds a word or two). The words are kept in one flat buffer, grouped by bucket, so a
/// lookup touches no reference-counted storage.
struct NameMatcher: Sendable {
    /// Every word's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Per word: where its bytes start, how many there are, the bit of its set, and whether it
    /// must begin a word of the name.
    private var words: [(start: Int32, count: Int32, bit: UInt16, startsWord: Bool)] = []
    /// The words whose first two bytes fall in bucket `k` are `words[first[k] ..< first[k + 1]]`.
    private var first = [Int32](repeating: 0, count: Self.buckets + 1)

    private static let buckets = 1024

    @inline(__always)
    private static func bucket(_ head: UInt8, _ next: UInt8) -> Int {
        Int(head & 0x1F) << 5 | Int(next & 0x1F)
    }

    /// `sets[i]` sets bit `1 << i` of the answer (sixteen sets at most). Every word has two
    /// bytes or more. A word written with a leading "|" counts only where no letter or digit
    /// comes before it: "|ad-slot" is in "top-ad-slot" and "ad-slot", not in "head-slot"
    /// ("lead-container" holds no "ad-container").
    init(_ sets: [[String]]) {
        precondition(sets.count <= 16, "a name matcher answers for sixteen sets at most")
        var byBucket: [[(word: [UInt8], bit: UInt16, startsWord: Bool)]] = Array(repeating: [], count: Self.buckets)
        for (index, set) in sets.enumerated() {
            for written in set {
                let startsWord = written.hasPrefix("|")
                let word = Array(written.utf8.dropFirst(startsWord ? 1 : 0))
                precondition(word.count >= 2, "a name word of one byte would need a bucket of its own")
                byBucket[Self.bucket(word[0], word[1])].append((word, UInt16(1) << UInt16(index), startsWord))
            }
        }
        for bucket in 0..<Self.buckets {
            first[bucket] = Int32(words.count)
            for (word, bit, startsWord) in byBucket[bucket] {
                words.append((Int32(bytes.count), Int32(word.count), bit, startsWord))
                bytes.append(contentsOf: word)
            }
        }
        first[Self.buckets] = Int32(words.count)
    }

    /// The bits of the sets that have a word inside `names` (already lower-case).
    func matches(_ names: [UInt8]) -> UInt8 {
        UInt8(truncatingIfNeeded: names.withUnsafeBufferPointer { search($0, fold: false) })
    }

    /// The same for a class or id as written, upper case read as lower, without a copy.
    func matches(caseFolding text: String) -> UInt8 {
        UInt8(truncatingIfNeeded: allMatches(caseFolding: text))
    }

    /// All sixteen sets' bits for a class or id as written (a matcher of more than eight sets).
    func allMatches(caseFolding text: String) -> UInt16 {
        var text = text
        return text.withUTF8 { search($0, fold: true) }
    }

    private func search(_ names: UnsafeBufferPointer<UInt8>, fold: Bool) -> UInt16 {
        bytes.withUnsafeBufferPointer { bytes in
            words.withUnsafeBufferPointer { words in
                first.withUnsafeBufferPointer { first in
                    var found: UInt16 = 0
                    let count = names.count
                    guard count >= 2 else { return 0 }
                    for position in 0..<count - 1 {
                        let head = fold ? Self.fold(names[position]) : names[position]
                        let next = fold ? Self.fold(names[position + 1]) : names[position + 1]
                        let bucket = Self.bucket(head, next)
                        var index = Int(first[bucket])
                        let end = Int(first[bucket + 1])
                        while index < end {
                            let word = words[index]
                            index += 1
                            let length = Int(word.count)
                            guard found & word.bit == 0, position + length <= count else { continue }
                            if word.startsWord, position > 0, Self.isLetterOrDigit(fold ? Self.fold(names[position - 1]) : names[position - 1]) { continue }
                            let start = Int(word.start)
                            var offset = 0
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
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        byte >= 0x61 && byte <= 0x7A || byte >= 0x30 && byte <= 0x39 || byte >= 0x80
    }

    @inline(__always)
    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
