import Canvas

/// Hands out ncurses colour-pair numbers for (foreground, background) combinations on demand.
///
/// Terminals offer a limited number of pairs (64 on many 8-colour entries), fewer than the 81
/// combinations `TerminalColor` allows, so pairs are allocated only for combinations actually
/// drawn. When they run out the cell falls back to pair 0 (default colours): attributes
/// still show, which beats failing.
struct ColorPairCache {
    enum Lookup: Equatable {
        /// Already initialised (pair 0 is the terminal's default and always exists).
        case existing(Int16)
        /// Newly assigned: the caller must `init_pair` it with `cursesColors`.
        case new(Int16)
        /// No pairs left.
        case exhausted
    }

    private struct Combination: Hashable {
        var foreground: TerminalColor
        var background: TerminalColor
    }

    /// Highest pair number that may be used (COLOR_PAIRS - 1).
    let highestPair: Int16
    private var pairs: [Combination: Int16] = [:]

    init(colorPairs: Int) {
        highestPair = Int16(clamping: colorPairs - 1)
    }

    mutating func pair(foreground: TerminalColor, background: TerminalColor) -> Lookup {
        if foreground == .standard && background == .standard { return .existing(0) }
        let combination = Combination(foreground: foreground, background: background)
        if let number = pairs[combination] { return .existing(number) }
        let next = Int16(pairs.count + 1)
        guard next <= highestPair else { return .exhausted }
        pairs[combination] = next
        return .new(next)
    }

    /// The ncurses colour number for `color`. `.standard` is -1 (the terminal's own colour)
    /// when `use_default_colors` succeeded; otherwise a conventional white-on-black stand-in.
    static func cursesColor(_ color: TerminalColor, isForeground: Bool, defaultColors: Bool) -> Int16 {
        guard color != .standard else {
            if defaultColors { return -1 }
            return isForeground ? 7 : 0  // COLOR_WHITE, COLOR_BLACK
        }
        // TerminalColor lists black…white in ANSI order after .standard; COLOR_BLACK is 0.
        return Int16(color.rawValue) - 1
    }
}
