/// Finds where terminal escape sequences end, so they can be dropped in one piece.
///
/// Each function takes the index just after the introducer and returns the index of the first
/// scalar that is no longer part of the sequence. A sequence broken off by an unexpected scalar
/// ends before that scalar, which is then treated as ordinary input (it may start a new sequence).
enum EscapeSequence {
    typealias Scalars = String.UnicodeScalarView

    /// After ESC: CSI, the string-carrying sequences, or a short ESC sequence.
    static func skipAfterESC(_ scalars: Scalars, from start: Scalars.Index) -> Scalars.Index {
        guard start < scalars.endIndex else { return start }
        let next = scalars.index(after: start)
        switch scalars[start].value {
        case 0x5B: // '[' CSI
            return skipControlSequence(scalars, from: next)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ']' OSC, 'P' DCS, 'X' SOS, '^' PM, '_' APC
            return skipControlString(scalars, from: next)
        case 0x20...0x2F:
            // nF sequences such as "ESC ( B": intermediates, then one final byte.
            var index = next
            while index < scalars.endIndex, (0x20...0x2F).contains(scalars[index].value) {
                index = scalars.index(after: index)
            }
            if index < scalars.endIndex, (0x30...0x7E).contains(scalars[index].value) {
                return scalars.index(after: index)
            }
            return index
        case 0x30...0x7E:
            return next
        default:
            // ESC before a control or non-ASCII: only the ESC goes.
            return start
        }
    }

    /// Parameters and intermediates (0x20–0x3F), then a final byte (0x40–0x7E).
    static func skipControlSequence(_ scalars: Scalars, from start: Scalars.Index) -> Scalars.Index {
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index = scalars.index(after: index)
            } else if (0x40...0x7E).contains(value) {
                return scalars.index(after: index)
            } else {
                return index
            }
        }
        return index
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL, ST (ESC \ or U+009C) or the end of the text.
    static func skipControlString(_ scalars: Scalars, from start: Scalars.Index) -> Scalars.Index {
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            let next = scalars.index(after: index)
            switch value {
            case 0x07, 0x9C:
                return next
            case 0x1B:
                if next < scalars.endIndex, scalars[next].value == 0x5C { return scalars.index(after: next) }
                // Terminals abort the string at ESC and start a new sequence there.
                return index
            default:
                index = next
            }
        }
        return index
    }
}
