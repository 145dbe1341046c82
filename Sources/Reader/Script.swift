/// How lines read in the scripts that run words together (Chinese, Japanese, Thai, Lao, Khmer,
/// Burmese): there a line without spaces is a phrase, not one word, and a character says about
/// as much as a short word. The reader's measures of lines and titles ask here.
enum Script {
    /// A line's length as its reader meets it, counted as far as `limit`: a character of a
    /// script written without spaces says about as much as a short word and is drawn two
    /// columns wide, so it counts twice.
    static func weight(of text: String, upTo limit: Int) -> Int {
        var weight = 0
        for character in text {
            weight += character.unicodeScalars.first.map(isWrittenWithoutSpaces) == true ? 2 : 1
            if weight >= limit { break }
        }
        return weight
    }

    /// Letters of the scripts that run words together (Chinese, Japanese, Thai, Lao, Khmer,
    /// Burmese), where a line without spaces is a phrase, not one word.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }

    /// Words as the reader counts them in a title or a sentence: in a script written without
    /// spaces ("話題のワンピース") a word is about three characters.
    static func wordCount(_ text: String) -> Int {
        let spaced = text.split(whereSeparator: \.isWhitespace).count
        let dense = text.unicodeScalars.lazy.filter(isWrittenWithoutSpaces).count
        return dense == 0 ? spaced : max(spaced, (dense + 2) / 3)
    }
}
