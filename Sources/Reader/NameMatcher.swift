/// Finds whether any of a set of words occurs inside a class or id. Called for every element
/// of every page, so it compares bytes, looking at each position only for the words that
/// start with the byte found there.
struct NameMatcher: Sendable {
    private var byFirstByte: [[[UInt8]]] = Array(repeating: [], count: 256)

    init(_ words: [String]) {
        for word in words {
            let bytes = Array(word.utf8)
            guard let first = bytes.first else { continue }
            byFirstByte[Int(first)].append(bytes)
        }
    }

    func matches(_ names: [UInt8]) -> Bool {
        let count = names.count
        var position = 0
        while position < count {
            for word in byFirstByte[Int(names[position])] where position + word.count <= count {
                var offset = 1
                while offset < word.count, names[position + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            position += 1
        }
        return false
    }
}
