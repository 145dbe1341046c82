/// The fast path for `Neutralizer`: most titles and comments need no change at all, and a single
/// pass over the UTF-8 bytes tells us so without building a new string.
///
/// It may answer "not clean" for text that turns out unchanged (for example a ZWJ emoji); the
/// slow path is always correct, so only the "clean" answer has to be exact.
enum CleanTextCheck {
    static func isClean(_ text: String, keepNewlines: Bool, trim: Bool) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable {
            isClean($0, keepNewlines: keepNewlines, trim: trim)
        }
        return answer ?? false
    }

    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, keepNewlines: Bool, trim: Bool) -> Bool {
        let fold = !keepNewlines
        // When trimming, a space at the very start already needs work.
        var afterSpace = trim
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte < 0x80 {
                if byte == 0x20 {
                    if fold && afterSpace { return false }
                    afterSpace = true
                } else if byte == 0x0A && keepNewlines {
                    afterSpace = false
                } else if byte < 0x20 || byte == 0x7F {
                    return false
                } else {
                    afterSpace = false
                }
                continue
            }
            afterSpace = false
            let second = index < count ? bytes[index] : 0
            let third = index + 1 < count ? bytes[index + 1] : 0
            switch byte {
            case 0xC2 where second <= 0xA0:
                return false // U+0080–U+00A0: C1 controls, NEL, NBSP
            case 0xD8 where second == 0x9C:
                return false // U+061C arabic letter mark
            case 0xE1 where second == 0x9A && third == 0x80:
                return false // U+1680 ogham space
            case 0xE2 where second == 0x80 && (third <= 0x8F || (0xA8...0xAF).contains(third)):
                return false // U+2000–U+200F spaces and marks, U+2028–U+202F
            case 0xE2 where second == 0x81 && (third == 0x9F || (0xA6...0xA9).contains(third)):
                return false // U+205F, U+2066–U+2069 isolates
            case 0xE3 where second == 0x80 && third == 0x80:
                return false // U+3000 ideographic space
            case 0xEF where second == 0xBB && third == 0xBF:
                return false // U+FEFF byte-order mark
            default:
                break
            }
        }
        return !(fold && trim && afterSpace && count > 0)
    }
}
