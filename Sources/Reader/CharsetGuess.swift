/// The charset of a page that declares none (no header, no `<meta>`) and is not UTF-8, guessed
/// as a browser guesses it from the bytes: an old page saved or served without its label is
/// Windows-1252 in the West, or one of the older charsets of Chinese, Japanese or Korean. Each
/// of those is tried on the page's first bytes, and the one whose text is made of its
/// language's commonest characters wins ("的", "の", "이"): bytes read in the wrong one of them
/// come out as rare characters or none. A page that is mostly UTF-8, a stray byte aside, stays
/// UTF-8.
enum CharsetGuess {
    /// The canonical name `Charset` converts from.
    static func undeclared(_ bytes: [UInt8]) -> String {
        let sample = Array(bytes.prefix(256 * 1024))
        if isMostlyUTF8(sample) { return "UTF-8" }
        var best = (name: "WINDOWS-1252", share: 0.08)
        for (name, common) in candidates {
            guard let text = Charset.iconvToUTF8(sample, from: name) else { continue }
            var written = 0
            var invalid = 0
            var commonFound = 0
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
                written += 1
                if scalar.value == 0xFFFD { invalid += 1 } else if common.contains(scalar) { commonFound += 1 }
            }
            guard written > 0, invalid * 100 <= written else { continue }
            let share = Double(commonFound) / Double(written)
            if share > best.share { best = (name, share) }
        }
        return best.name
    }

    /// Each charset tried, with the thirty characters its language writes most.
    private static let candidates: [(String, Set<Unicode.Scalar>)] = [
        ("GB18030", Set("的一是不了在人有我他这个们中来上大为和国地到以说时要就出会".unicodeScalars)),
        ("BIG5", Set("的一是不了在人有我他這個們中來上大為和國地到以說時要就出會".unicodeScalars)),
        ("SHIFT_JIS", Set("のにはをたがでてとしれさるいかなすまうもこ日本人一国年大十".unicodeScalars)),
        ("EUC-JP", Set("のにはをたがでてとしれさるいかなすまうもこ日本人一国年大十".unicodeScalars)),
        ("EUC-KR", Set("이다는의에하고가을를지한서로기도리사으니것대자수있시아어그".unicodeScalars)),
    ]

    /// Whether the bytes' sequences above ASCII are UTF-8's at least as often as not.
    private static func isMostlyUTF8(_ bytes: [UInt8]) -> Bool {
        var valid = 0
        var invalid = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            guard lead >= 0x80 else { index += 1; continue }
            let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0
            if length > 0, index + length <= bytes.count, bytes[index + 1..<index + length].allSatisfy({ $0 & 0xC0 == 0x80 }) {
                valid += 1
                index += length
            } else {
                invalid += 1
                index += 1
            }
        }
        return valid > 0 && valid >= invalid
    }
}
