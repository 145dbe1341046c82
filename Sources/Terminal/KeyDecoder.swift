import Canvas

/// Turns raw `wget_wch` results into `Key`s.
///
/// Besides the plain mapping it does three things ncurses does not:
/// - decodes escape sequences that the terminfo entry does not describe (`EscapeSequence`);
/// - joins a base character and the combining marks typed after it into one `Character`;
/// - holds back an escape sequence that is cut off at the end of a batch, because its remaining
///   bytes may still be on their way (see `hasPendingEscape`).
struct KeyDecoder {
    /// How long an unfinished escape sequence is held before it is given up on and delivered as
    /// typed (ESC, then the characters). Matches the ESCDELAY given to ncurses.
    static let escapeTimeoutMilliseconds: UInt64 = 25

    /// Names keys above `KEY_MAX` (ncurses' `keyname`); nil in tests.
    var nameOfKeyCode: ((Int32) -> String?)?

    private var pending: [UInt32] = []
    private var pendingSince: UInt64 = 0
    /// Text of a bracketed paste in progress (it may span several batches).
    private var pasted: String.UnicodeScalarView?

    init(nameOfKeyCode: ((Int32) -> String?)? = nil) {
        self.nameOfKeyCode = nameOfKeyCode
    }

    /// True while an unfinished escape sequence is being held. The caller must then call
    /// `decode` again within about `escapeTimeoutMilliseconds`, even if no input arrives.
    var hasPendingEscape: Bool { !pending.isEmpty }

    /// Decodes one batch (everything `wget_wch` returned before `ERR`). `now` is a monotonic
    /// clock in milliseconds, used only to time out a held escape sequence.
    mutating func decode(_ batch: [RawInput], now: UInt64) -> [Key] {
        var keys: [Key] = []
        var codePoints = pending
        let heldSince = pendingSince
        let hadPending = !pending.isEmpty
        pending.removeAll()

        for input in batch {
            switch input {
            case .character(let value):
                codePoints.append(value)
            case .keyCode(let code):
                // A key code ends any run of plain code points, finished or not.
                flush(&codePoints, into: &keys, final: true)
                if let key = key(forCode: code) { keys.append(key) }
            }
        }

        // Nothing new arrived and the held sequence is old enough: the rest is not coming.
        let timedOut = hadPending && batch.isEmpty && now &- heldSince >= Self.escapeTimeoutMilliseconds
        flush(&codePoints, into: &keys, final: timedOut)
        if !pending.isEmpty { pendingSince = hadPending && !timedOut ? heldSince : now }
        return keys
    }

    /// Translates `codePoints` into keys. When `final` is false an unfinished escape sequence
    /// at the end is moved to `pending` instead of being delivered.
    private mutating func flush(_ codePoints: inout [UInt32], into keys: inout [Key], final: Bool) {
        var index = 0
        while index < codePoints.count {
            let value = codePoints[index]
            guard value == EscapeSequence.escape else {
                append(character: value, to: &keys)
                index += 1
                continue
            }
            // A lone ESC at the very end is a real Escape key: ncurses has already waited
            // ESCDELAY for a follow-up byte before returning it, so it is not held again.
            if index == codePoints.count - 1 {
                keys.append(.escape)
                index += 1
                continue
            }
            switch EscapeSequence.match(codePoints[index...]) {
            case .complete(let key, let length):
                if key == EscapeSequence.pasteBegins {
                    pasted = String.UnicodeScalarView()
                } else if key == EscapeSequence.pasteEnds {
                    if let text = pasted { keys.append(.paste(String(text))) }
                    pasted = nil
                } else if let key {
                    keys.append(key)
                }
                index += length
            case .incomplete where !final:
                pending = Array(codePoints[index...])
                index = codePoints.count
            case .incomplete, .notASequence:
                // Alt+key, or a sequence that will never finish: deliver what was typed.
                keys.append(.escape)
                index += 1
            }
        }
        codePoints.removeAll()
    }

    private func key(forCode code: Int32) -> Key? {
        if code > KeyCodeTable.max, let name = nameOfKeyCode?(code) {
            return KeyCodeTable.key(forExtendedName: name)
        }
        return KeyCodeTable.key(for: code)
    }

    /// Appends the key for one code point, merging combining marks into the previous character.
    /// Inside a bracketed paste the code point is text, whatever it is.
    private mutating func append(character value: UInt32, to keys: inout [Key]) {
        if pasted != nil {
            if let scalar = Unicode.Scalar(value == 0x0D ? 0x0A : value) { pasted?.append(scalar) }
            return
        }
        switch value {
        case 0x09: keys.append(.tab)
        case 0x0A, 0x0D: keys.append(.enter)  // LF, or CR since nonl() leaves CR untranslated
        case 0x08, 0x7F: keys.append(.backspace)  // Ctrl-H / DEL: terminals send either
        case 0x01...0x1A:
            // Ctrl-A … Ctrl-Z as the lower-case letter.
            keys.append(.control(Character(Unicode.Scalar(UInt8(0x60 + value)))))
        case 0x00...0x1F, 0x80...0x9F:
            break  // Ctrl-@, Ctrl-\ and friends, C1 controls: nothing the app can use
        default:
            guard let scalar = Unicode.Scalar(value) else { return }
            if case .character(let previous)? = keys.last {
                // Grapheme breaking decides: if the mark (or ZWJ, variation selector, second
                // regional indicator, ...) belongs with the previous character, join them.
                var joined = String(previous)
                joined.unicodeScalars.append(scalar)
                if joined.count == 1 {
                    keys[keys.count - 1] = .character(Character(joined))
                    return
                }
            }
            // A combining mark with nothing to attach to would draw as nothing; drop it.
            if Self.isZeroWidth(scalar) { return }
            keys.append(.character(Character(scalar)))
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
