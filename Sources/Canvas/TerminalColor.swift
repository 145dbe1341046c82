/// A colour a cell is drawn in: the terminal's own default, one of the 256 indexed colours (the
/// first eight are the standard ones the screens use), or 24-bit RGB (pictures).
///
/// The terminal shows what it can: RGB as the nearest indexed colour where the terminal has no
/// direct colour, indexed colours as the nearest of the eight on an 8-colour terminal.
public struct TerminalColor: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// The terminal's own foreground or background (the user's theme).
        case standard
        case indexed
        case rgb
    }

    public let kind: Kind
    /// The index (indexed) or 0xRRGGBB (rgb); 0 for standard.
    public let value: UInt32

    private init(kind: Kind, value: UInt32) {
        self.kind = kind
        self.value = value
    }

    public static let standard = TerminalColor(kind: .standard, value: 0)
    public static let black = indexed(0)
    public static let red = indexed(1)
    public static let green = indexed(2)
    public static let yellow = indexed(3)
    public static let blue = indexed(4)
    public static let magenta = indexed(5)
    public static let cyan = indexed(6)
    public static let white = indexed(7)

    /// The eight standard colours in ANSI order, then the default.
    public static let named: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .standard]

    public static func indexed(_ index: UInt8) -> TerminalColor {
        TerminalColor(kind: .indexed, value: UInt32(index))
    }

    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
        TerminalColor(kind: .rgb, value: UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }

    /// From 0xRRGGBB (the upper byte is ignored).
    public static func rgb(packed: UInt32) -> TerminalColor {
        TerminalColor(kind: .rgb, value: packed & 0xFF_FFFF)
    }

    public var red: UInt8 { UInt8(truncatingIfNeeded: value >> 16) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: value >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: value) }
}
