import Canvas

/// Decodes the escape sequences terminals send: keys the terminfo entry does not describe
/// (ncurses hands those over code by code), modified keys, mouse reports and paste markers.
enum EscapeSequence {
    /// What a complete sequence stands for.
    enum Decoded: Equatable {
        case key(KeyPress)
        case mouse(MouseReport)
        case pasteBegins
        case pasteEnds
        /// Well-formed but meaningless to the app (Insert, focus reports, ...).
        case nothing
    }

    /// Outcome of looking at input that starts with ESC.
    enum Match: Equatable {
        /// A complete sequence of `length` code points (including the ESC).
        case complete(Decoded, length: Int)
        /// Valid so far but unfinished; more input may complete it.
        case incomplete
        /// ESC is not the start of a sequence.
        case notASequence
    }

    static let escape: UInt32 = 0x1B

    /// The end-of-paste marker, which is all that means anything inside a paste.
    static let pasteEndMarker: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

    /// Examines `input`, whose first element must be ESC.
    static func match(_ input: ArraySlice<UInt32>) -> Match {
        let start = input.startIndex
        guard input.count >= 2 else { return .incomplete }
        switch input[start + 1] {
        case ascii("["):
            return matchCSI(input)
        case ascii("O"):
            guard input.count >= 3 else { return .incomplete }
            let value = input[start + 2]
            // rxvt's Ctrl-arrows: ESC O a … ESC O d.
            if let arrow = [ascii("a"): Key.up, ascii("b"): .down, ascii("c"): .right, ascii("d"): .left][value] {
                return .complete(.key(KeyPress(arrow, .control)), length: 3)
            }
            return .complete(ss3Key(value).map { .key(KeyPress($0)) } ?? .nothing, length: 3)
        case ascii("_") where input.count == 2 || input[start + 2] == ascii("G"):
            return matchGraphicsReply(input)
        default:
            return .notASequence
        }
    }

    /// The longest graphics reply taken as one; a longer run is typed text after all.
    static let maximumGraphicsReply = 512

    /// A kitty graphics reply, ESC _ G … ESC \: the answer to the start-up query, arriving after
    /// it gave up waiting. Nothing in it is a key.
    private static func matchGraphicsReply(_ input: ArraySlice<UInt32>) -> Match {
        var index = input.startIndex + 2
        while index < input.endIndex, index - input.startIndex < maximumGraphicsReply {
            if input[index] == escape {
                guard index + 1 < input.endIndex else { return .incomplete }
                return input[index + 1] == ascii("\\") ? .complete(.nothing, length: index + 2 - input.startIndex) : .notASequence
            }
            index += 1
        }
        return index - input.startIndex >= maximumGraphicsReply ? .notASequence : .incomplete
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
                let length = index - input.startIndex + 1
                if value == ascii("M"), parameters.isEmpty {
                    return matchX10Mouse(input, after: index)
                }
                if value == ascii("["), parameters.isEmpty {
                    // The Linux console's F1–F5: ESC [ [ A … ESC [ [ E.
                    guard index + 1 < input.endIndex else { return .incomplete }
                    let letter = input[index + 1]
                    let key: Decoded = (ascii("A")...ascii("E")).contains(letter)
                        ? .key(KeyPress(.function(Int(letter - ascii("A")) + 1))) : .nothing
                    return .complete(key, length: length + 1)
                }
                return .complete(csi(parameters: parameters, final: value), length: length)
            default:
                // Nothing else can occur inside a CSI sequence: the ESC [ was typed text.
                return .notASequence
            }
            index += 1
        }
        return .incomplete
    }

    /// The old X10 mouse report, ESC [ M followed by three bytes (button, column and row, each
    /// offset by 32), sent by terminals that do not know the SGR form.
    private static func matchX10Mouse(_ input: ArraySlice<UInt32>, after final: Int) -> Match {
        guard input.endIndex - final > 3 else { return .incomplete }
        let values = (1...3).map { Int(input[final + $0]) - 32 }
        let length = final + 4 - input.startIndex
        guard values.allSatisfy({ $0 >= 0 }), values[1] >= 1, values[2] >= 1 else { return .complete(.nothing, length: length) }
        let release = values[0] & 3 == 3 && values[0] & 64 == 0
        return .complete(.mouse(MouseReport(code: values[0], column: values[1], row: values[2], isRelease: release)), length: length)
    }

    private static func csi(parameters: String, final: UInt32) -> Decoded {
        if parameters.hasPrefix("<"), final == ascii("M") || final == ascii("m") {
            return sgrMouse(parameters.dropFirst(), isRelease: final == ascii("m"))
        }
        // A private marker ("?62;4c", ">1;10c") starts a terminal's answer to a query (device
        // attributes), never a key: without this, "…c" would be rxvt's Shift-Right.
        if let marker = parameters.unicodeScalars.first, marker == "?" || marker == ">" || marker == "=" { return .nothing }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        // "1;5A" is Ctrl-Up: the second parameter carries the modifiers.
        let modifiers = fields.count >= 2 ? Int(fields[1]).map(Modifiers.init(xtermParameter:)) ?? [] : []
        let key: Key?
        switch final {
        case ascii("A"): key = .up
        case ascii("B"): key = .down
        case ascii("C"): key = .right
        case ascii("D"): key = .left
        case ascii("H"): key = .home
        case ascii("F"): key = .end
        case ascii("Z"): key = .backTab
        case ascii("P")...ascii("S"): key = .function(Int(final - ascii("P")) + 1)
        // rxvt's Shift-arrows.
        case ascii("a"): return .key(KeyPress(.up, .shift))
        case ascii("b"): return .key(KeyPress(.down, .shift))
        case ascii("c"): return .key(KeyPress(.right, .shift))
        case ascii("d"): return .key(KeyPress(.left, .shift))
        case ascii("u"): return unicodeKey(fields)
        case ascii("~"):
            switch fields.first.flatMap({ Int($0) }) {
            case 200: return .pasteBegins
            case 201: return .pasteEnds
            case let number?: key = tildeKey(number)
            case nil: key = nil
            }
        default: key = nil
        }
        return key.map { .key(KeyPress($0, modifiers)) } ?? .nothing
    }

    /// The "CSI u" form (kitty's keyboard protocol, xterm's modifyOtherKeys): a code point and
    /// its modifiers, "97;5u" being Ctrl-A.
    private static func unicodeKey(_ fields: [Substring]) -> Decoded {
        // A field may carry alternates after a colon ("97:65"); the first is the key.
        guard let code = fields.first?.split(separator: ":").first.flatMap({ UInt32($0) }) else { return .nothing }
        let modifiers = fields.count >= 2 ? fields[1].split(separator: ":").first.flatMap { Int($0) }.map(Modifiers.init(xtermParameter:)) ?? [] : []
        let key: Key
        switch code {
        case 13: key = .enter
        case 9: key = modifiers.contains(.shift) ? .backTab : .tab
        case 27: key = .escape
        case 8, 127: key = .backspace
        case 0x20...0x10FFFF:
            guard let scalar = Unicode.Scalar(code), !(0x7F...0x9F).contains(code) else { return .nothing }
            key = .character(Character(scalar))
        default: return .nothing
        }
        return .key(KeyPress(key, key == .backTab ? modifiers.subtracting(.shift) : modifiers))
    }

    /// SGR mouse parameters "button;column;row" (1-based), which work past column 223.
    private static func sgrMouse(_ parameters: Substring, isRelease: Bool) -> Decoded {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
              code >= 0, column >= 1, row >= 1
        else { return .nothing }
        return .mouse(MouseReport(code: code, column: column, row: row, isRelease: isRelease))
    }

    /// The VT220-style "ESC [ n ~" keys.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
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

    static func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
}
