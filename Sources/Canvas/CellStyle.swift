/// How a cell is drawn: colours plus attributes.
///
/// Stored in seven bytes and three fields, so a `Cell` (a 16-byte `Character`, this, and a flag)
/// stays 24 bytes and six scalars, as it was when only the eight standard colours existed: every
/// frame copies and compares every cell, and a cell with more fields is copied through outlined
/// value witnesses instead of registers (a full frame took 45% longer with seven one-byte
/// fields). A colour takes 24 bits (RGB, an index, or the default), and one bit each in the
/// last byte says which are RGB, beside the five attributes.
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

    /// The foreground's 24 bits and the background's low 8.
    private var low: UInt32
    /// The background's upper 16 bits.
    private var high: UInt16
    /// Attributes in bits 0–4; bit 5: the foreground is RGB; bit 6: the background is.
    private var flags: UInt8

    private static let foregroundIsRGB: UInt8 = 1 << 5
    private static let backgroundIsRGB: UInt8 = 1 << 6

    public init(
        foreground: TerminalColor = .standard,
        background: TerminalColor = .standard,
        attributes: Attributes = []
    ) {
        let fore = Self.bits(of: foreground)
        let back = Self.bits(of: background)
        low = fore | (back & 0xFF) << 24
        high = UInt16(truncatingIfNeeded: back >> 8)
        flags = attributes.rawValue
            | (foreground.kind == .rgb ? Self.foregroundIsRGB : 0)
            | (background.kind == .rgb ? Self.backgroundIsRGB : 0)
    }

    public static let plain = CellStyle()

    public var foreground: TerminalColor {
        get { Self.color(low & 0xFF_FFFF, isRGB: flags & Self.foregroundIsRGB != 0) }
        set { self = CellStyle(foreground: newValue, background: background, attributes: attributes) }
    }

    public var background: TerminalColor {
        get { Self.color(low >> 24 | UInt32(high) << 8, isRGB: flags & Self.backgroundIsRGB != 0) }
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

    /// A colour in 24 bits: RGB as 0xRRGGBB (its flag says so), an index as itself, the
    /// default as 0x100 (no index reaches it).
    private static func bits(of color: TerminalColor) -> UInt32 {
        switch color.kind {
        case .rgb, .indexed: color.value & 0xFF_FFFF
        case .standard: 0x100
        }
    }

    private static func color(_ bits: UInt32, isRGB: Bool) -> TerminalColor {
        if isRGB { return .rgb(packed: bits) }
        return bits & 0x100 != 0 ? .standard : .indexed(UInt8(truncatingIfNeeded: bits))
    }
}
