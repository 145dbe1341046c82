/// How a cell is drawn: colours plus attributes.
///
/// Stored in seven bytes, so a `Cell` (a 16-byte `Character`, this, and a flag) stays 24 bytes
/// as it was when only the eight standard colours existed: every frame copies and compares every
/// cell, and ordinary text must not pay for the colours pictures need. A colour takes three
/// bytes (RGB, or an index with a marker for the default), and one bit each in the last byte
/// says which, beside the five attributes.
public struct CellStyle: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue & Attributes.all }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
        static let all: UInt8 = 0x1F
    }

    private var foreground0: UInt8
    private var foreground1: UInt8
    private var foreground2: UInt8
    private var background0: UInt8
    private var background1: UInt8
    private var background2: UInt8
    /// Attributes in bits 0–4; bit 5: the foreground is RGB; bit 6: the background is.
    private var flags: UInt8

    private static let foregroundIsRGB: UInt8 = 1 << 5
    private static let backgroundIsRGB: UInt8 = 1 << 6

    public init(
        foreground: TerminalColor = .standard,
        background: TerminalColor = .standard,
        attributes: Attributes = []
    ) {
        (foreground0, foreground1, foreground2) = Self.bytes(of: foreground)
        (background0, background1, background2) = Self.bytes(of: background)
        flags = attributes.rawValue
            | (foreground.kind == .rgb ? Self.foregroundIsRGB : 0)
            | (background.kind == .rgb ? Self.backgroundIsRGB : 0)
    }

    public static let plain = CellStyle()

    public var foreground: TerminalColor {
        get { Self.color(foreground0, foreground1, foreground2, isRGB: flags & Self.foregroundIsRGB != 0) }
        set { self = CellStyle(foreground: newValue, background: background, attributes: attributes) }
    }

    public var background: TerminalColor {
        get { Self.color(background0, background1, background2, isRGB: flags & Self.backgroundIsRGB != 0) }
        set { self = CellStyle(foreground: foreground, background: newValue, attributes: attributes) }
    }

    public var attributes: Attributes {
        get { Attributes(rawValue: flags) }
        set { flags = (flags & ~Attributes.all) | newValue.rawValue }
    }

    public func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// RGB as its three bytes; an index as (index, 0, 0); the default as (0, 1, 0).
    private static func bytes(of color: TerminalColor) -> (UInt8, UInt8, UInt8) {
        switch color.kind {
        case .rgb: (color.red, color.green, color.blue)
        case .indexed: (UInt8(truncatingIfNeeded: color.value), 0, 0)
        case .standard: (0, 1, 0)
        }
    }

    private static func color(_ first: UInt8, _ second: UInt8, _ third: UInt8, isRGB: Bool) -> TerminalColor {
        if isRGB { return .rgb(first, second, third) }
        return second == 1 ? .standard : .indexed(first)
    }
}
