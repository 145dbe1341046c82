/// The modifier keys a terminal can report with a key or a mouse event. Terminals report Shift
/// only for keys that have no shifted character of their own (arrows, Tab, function keys).
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let control = Modifiers(rawValue: 1 << 2)

    /// xterm's encoding in CSI parameters and ncurses' extended key names: the value minus one
    /// is a bit set of Shift (1), Alt (2), Ctrl (4) and Meta (8, treated as Alt).
    public init(xtermParameter value: Int) {
        self = []
        guard value >= 2, value <= 16 else { return }
        let bits = value - 1
        if bits & 1 != 0 { insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { insert(.alt) }
        if bits & 4 != 0 { insert(.control) }
    }
}
