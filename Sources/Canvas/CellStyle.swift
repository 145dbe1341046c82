/// The eight standard terminal colours plus the terminal's own default.
public enum TerminalColor: UInt8, Hashable, Sendable, CaseIterable {
    case standard, black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: colours plus attributes.
public struct CellStyle: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: Attributes

    public init(
        foreground: TerminalColor = .standard,
        background: TerminalColor = .standard,
        attributes: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = CellStyle()

    public func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
