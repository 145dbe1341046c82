import Canvas

/// Maps ncurses key codes to `Key`.
///
/// The numeric values are the ncurses ABI (`KEY_UP` is 0403 in every ncurses since the 1990s);
/// they are spelled out here rather than imported so the table can be tested without linking
/// curses into the test, and `TerminalScreen` checks the two agree in debug builds.
enum KeyCodeTable {
    static let codeYes: Int32 = 0o400
    static let down: Int32 = 0o402
    static let up: Int32 = 0o403
    static let left: Int32 = 0o404
    static let right: Int32 = 0o405
    static let home: Int32 = 0o406
    static let backspace: Int32 = 0o407
    static let f0: Int32 = 0o410
    static let deleteCharacter: Int32 = 0o512
    static let nextPage: Int32 = 0o522
    static let previousPage: Int32 = 0o523
    static let enter: Int32 = 0o527
    static let lowerLeft: Int32 = 0o533
    static let keypadA1: Int32 = 0o534
    static let keypadA3: Int32 = 0o535
    static let keypadC1: Int32 = 0o537
    static let keypadC3: Int32 = 0o540
    static let backTab: Int32 = 0o541
    static let begin: Int32 = 0o542
    static let end: Int32 = 0o550
    static let find: Int32 = 0o552
    static let select: Int32 = 0o601
    static let resize: Int32 = 0o632
    static let max: Int32 = 0o777

    /// ncurses reserves 64 function-key codes after `KEY_F0`.
    static let functionKeyCount: Int32 = 64

    /// The key for a standard ncurses code, or nil for codes the app has no use for.
    static func key(for code: Int32) -> Key? {
        switch code {
        case up: return .up
        case down: return .down
        case left: return .left
        case right: return .right
        // Terminals disagree on what Home/End send; terminfo then names them find/select (the
        // VT220 editing keypad), begin, or the keypad corners.
        case home, find, begin, keypadA1: return .home
        case end, select, lowerLeft, keypadC1: return .end
        case previousPage, keypadA3: return .pageUp
        case nextPage, keypadC3: return .pageDown
        case enter: return .enter
        case backspace: return .backspace
        case deleteCharacter: return .delete
        case backTab: return .backTab
        case (f0 + 1)..<(f0 + functionKeyCount): return .function(Int(code - f0))
        default: return nil
        }
    }

    /// Keys above `KEY_MAX` are ones ncurses built from extended terminfo capabilities, such as
    /// `kUP5` (Ctrl-Up) or `kDC3` (Alt-Delete); `keyname` gives their capability name, whose
    /// digit is xterm's modifier number.
    static func press(forExtendedName name: String) -> KeyPress? {
        let prefixes: [(String, Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right),
            ("kHOM", .home), ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown),
            ("kDC", .delete),
        ]
        for (prefix, key) in prefixes where name.hasPrefix(prefix) {
            // Only the plain name or a modifier digit suffix ("kUP5"), not some other capability
            // that happens to share the prefix.
            let suffix = name.dropFirst(prefix.count)
            guard suffix.allSatisfy(\.isASCIIDigit) else { continue }
            return KeyPress(key, Int(suffix).map(Modifiers.init(xtermParameter:)) ?? [])
        }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
