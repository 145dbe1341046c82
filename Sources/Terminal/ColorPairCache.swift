/// Hands out ncurses colour-pair numbers for (foreground, background) combinations on demand.
///
/// Terminals offer a limited number of pairs (64 on many 8-colour entries, 65,536 on
/// xterm-256color), and a picture can use a thousand combinations, so pairs are allocated only
/// for combinations actually drawn. When they run out, `draw` forgets them all (`reset`) and
/// paints the whole frame again, so no cell on screen keeps a pair that was given new colours;
/// ncurses' own `alloc_pair` would recycle the oldest pair even while it is on screen. A frame
/// that alone needs more pairs than the terminal has falls back to pair 0 (default colours)
/// for the rest: attributes still show, which beats failing.
struct ColorPairCache {
    enum Lookup: Equatable {
        /// Already initialised (pair 0 is the terminal's default and always exists).
        case existing(Int32)
        /// Newly assigned: the caller must initialise it with these colours.
        case new(Int32)
        /// No pairs left.
        case exhausted
    }

    private struct Combination: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Highest pair number that may be used (COLOR_PAIRS - 1).
    let highestPair: Int32
    private var pairs: [Combination: Int32] = [:]

    init(colorPairs: Int) {
        highestPair = Int32(clamping: colorPairs - 1)
    }

    /// The pair for two ncurses colour numbers (-1: the terminal's own colour).
    mutating func pair(foreground: Int32, background: Int32) -> Lookup {
        if foreground == -1 && background == -1 { return .existing(0) }
        let combination = Combination(foreground: foreground, background: background)
        if let number = pairs[combination] { return .existing(number) }
        let next = Int32(pairs.count + 1)
        guard next <= highestPair else { return .exhausted }
        pairs[combination] = next
        return .new(next)
    }

    /// Forgets every pair; numbers are handed out from 1 again.
    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
    }

    var count: Int { pairs.count }
}
