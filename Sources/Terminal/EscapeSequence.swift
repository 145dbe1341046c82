import Canvas

/// Decodes the escape sequences terminals send for special keys.
///
/// ncurses already does this for every key its terminfo entry describes; this is the fallback
/// for keys the entry lacks (a wrong or generic `TERM`), which ncurses hands over code by code.
enum EscapeSequence {
    /// Outcome of looking at input that starts with ESC.
    enum Match: Equatable {
        /// A complete sequence of `length` code points (including the ESC); `key` is nil when it
        /// is well-formed but means nothing to the app (Insert, focus reports, ...).
        case complete(key: Key?, length: Int)
        /// Valid so far but unfinished; more input may complete it.
        case incomplete
        /// ESC is not the start of a sequence.
        case notASequence
    }

    static let escape: UInt32 = 0x1B

    /// Bracketed paste markers, `ESC [ 200 ~` and `ESC [ 201 ~`, reported as these sentinel keys
    /// for `KeyDecoder` to collect the text between them.
    static let pasteBegins = Key.function(-200)
    static let pasteEnds = Key.function(-201)

    /// Examines `input`, whose first element must be ESC.
    static func match(_ input: ArraySlice<UInt32>) -> Match {
        let start = input.startIndex
        guard input.count >= 2 else { return .incomplete }
        switch input[start + 1] {
        case ascii("["):
            return matchCSI(input)
        case ascii("O"):
            guard input.count >= 3 else { return .incomplete }
            return .complete(key: ss3Key(input[start + 2]), length: 3)
        default:
            return .notASequence
        }
    }

    /// CSI: ESC [ parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), final (0x40–0x7E).
    private static func matchCSI(_ input: ArraySlice<UInt32>) -> Match {
        var parameters = ""
        var index = input.startIndex + 2
        while index < input.endIndex {
            let value = input[index]
            switch value {
            case 0x20...0x3F:
                if let scalar = Unicode.Scalar(value) { parameters.unicodeScalars.append(scalar) }
            case 0x40...0x7E:
                let key = csiKey(parameters: parameters, final: value)
                return .complete(key: key, length: index - input.startIndex + 1)
            default:
                // Nothing else can occur inside a CSI sequence: the ESC [ was typed text.
                return .notASequence
            }
            index += 1
        }
        return .incomplete
    }

    private static func csiKey(parameters: String, final: UInt32) -> Key? {
        switch final {
        // Modifiers ("1;5A" is Ctrl-Up) are ignored: the app has no modified keys.
        case ascii("A"): return .up
        case ascii("B"): return .down
        case ascii("C"): return .right
        case ascii("D"): return .left
        case ascii("H"): return .home
        case ascii("F"): return .end
        case ascii("Z"): return .backTab
        case ascii("~"):
            let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first
            return first.flatMap { Int($0) }.flatMap(tildeKey)
        default: return nil
        }
    }

    /// The VT220-style "ESC [ n ~" keys.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 200: return pasteBegins
        case 201: return pasteEnds
        case 1, 7: return .home
        case 4, 8: return .end
        case 3: return .delete
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    /// SS3: ESC O x, sent in application-cursor mode and for F1–F4.
    private static func ss3Key(_ value: UInt32) -> Key? {
        switch value {
        case ascii("A"): return .up
        case ascii("B"): return .down
        case ascii("C"): return .right
        case ascii("D"): return .left
        case ascii("H"): return .home
        case ascii("F"): return .end
        case ascii("M"): return .enter
        case ascii("P")...ascii("S"): return .function(Int(value - ascii("P")) + 1)
        default: return nil
        }
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
}
