/// Finds where terminal escape sequences end, so they can be dropped in one piece.
///
/// Each function takes the index just after the introducer and returns the index of the first
/// byte that is no longer part of the sequence. A sequence broken off by an unexpected byte ends
/// before it, and that byte is then treated as ordinary input (it may start a new sequence).
/// Only ASCII bytes and the two-byte U+009C matter here, so scanning bytes is exact.
enum EscapeSequence {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// After ESC: CSI, the string-carrying sequences, or a short ESC sequence.
    static func skipAfterESC(_ bytes: Bytes, from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case 0x5B: // '[' CSI
            return skipControlSequence(bytes, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ']' OSC, 'P' DCS, 'X' SOS, '^' PM, '_' APC
            return skipControlString(bytes, from: start + 1)
        case 0x20...0x2F:
            // nF sequences such as "ESC ( B": intermediates, then one final byte.
            var index = start + 1
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            if index < bytes.count, (0x30...0x7E).contains(bytes[index]) { return index + 1 }
            return index
        case 0x30...0x7E:
            return start + 1
        default:
            // ESC before a control or non-ASCII: only the ESC goes.
            return start
        }
    }

    /// Parameters and intermediates (0x20–0x3F), then a final byte (0x40–0x7E).
    static func skipControlSequence(_ bytes: Bytes, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x20...0x3F).contains(byte) {
                index += 1
            } else if (0x40...0x7E).contains(byte) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    /// After an 8-bit string introducer (U+0090, U+0098, U+009D–U+009F): the end of the string
    /// when it is one a terminal would act on — printable ASCII ended by BEL or ST — else nil.
    /// In text from the web these characters are nearly always a mis-decoded quote ("â€\u{9D}"
    /// for ”), and the sentence after one is not a sequence's payload: only the introducer is
    /// dropped then, and what follows it, printed without it, drives nothing.
    static func skipEightBitControlString(_ bytes: Bytes, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07:
                return index + 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
                return index + 2
            case 0x20...0x7E:
                index += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL, ST (ESC \ or U+009C) or the end of the text.
    static func skipControlString(_ bytes: Bytes, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07:
                return index + 1
            case 0x1B:
                if index + 1 < bytes.count, bytes[index + 1] == 0x5C { return index + 2 }
                // Terminals abort the string at ESC and start a new sequence there.
                return index
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
                return index + 2
            default:
                index += 1
            }
        }
        return index
    }
}
