import Canvas

/// The ncurses colour number that shows a `TerminalColor` on this terminal, or the nearest it
/// has: RGB becomes the closest colour of xterm's 256 where there is no direct colour, and any
/// colour beyond the terminal's palette the closest of the eight (or sixteen) it has.
struct ColorMapping: Equatable {
    let depth: ColorDepth
    /// `use_default_colors` worked: -1 is the terminal's own colour.
    let defaultColors: Bool

    /// -1 for the terminal's own colour.
    func cursesColor(_ color: TerminalColor, isForeground: Bool) -> Int32 {
        switch color.kind {
        case .standard:
            if defaultColors { return -1 }
            return isForeground ? 7 : 0  // COLOR_WHITE on COLOR_BLACK stands in for the theme
        case .indexed:
            return indexed(Int(color.value))
        case .rgb:
            return rgb(color.red, color.green, color.blue)
        }
    }

    private func indexed(_ index: Int) -> Int32 {
        switch depth {
        case .none, .eight:
            if index < 8 { return Int32(index) }
            if index < 16 { return Int32(index - 8) }  // bright colours as their normal ones
            let (r, g, b) = Self.paletteRGB(index)
            return Self.nearest(r, g, b, among: 8)
        case .sixteen:
            if index < 16 { return Int32(index) }
            let (r, g, b) = Self.paletteRGB(index)
            return Self.nearest(r, g, b, among: 16)
        case .indexed256:
            return Int32(index)
        case .direct:
            // With direct colour, numbers from 8 up are RGB values: only the first eight are
            // palette colours.
            if index < 8 { return Int32(index) }
            let (r, g, b) = Self.paletteRGB(index)
            return Self.direct(UInt8(r), UInt8(g), UInt8(b))
        }
    }

    private func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        switch depth {
        case .direct: Self.direct(r, g, b)
        case .indexed256: Self.nearest256(r, g, b)
        case .sixteen: Self.nearest(Int(r), Int(g), Int(b), among: 16)
        case .none, .eight: Self.nearest(Int(r), Int(g), Int(b), among: 8)
        }
    }

    /// 0xRRGGBB as ncurses' direct colour number; the few values below 8 (near black) would be
    /// read as palette colours, so they are nudged up to the nearly identical 8.
    private static func direct(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        max(8, Int32(r) << 16 | Int32(g) << 8 | Int32(b))
    }

    /// The levels of xterm's 6×6×6 colour cube (indexes 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default colours for the first sixteen indexes (terminals differ; these are a
    /// fair guess for matching, never sent as colours).
    static let systemColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// What an index of xterm's 256-colour palette looks like.
    static func paletteRGB(_ index: Int) -> (Int, Int, Int) {
        switch index {
        case ..<16: return systemColors[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (min(index, 255) - 232)
            return (level, level, level)
        }
    }

    /// The closest of the cube and the grey ramp (16–255); the first sixteen are left out
    /// because themes redefine them.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        func level(_ value: Int) -> Int {
            // Cube levels step by 40 above 95, with a first step of 95.
            value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let (red, green, blue) = (Int(r), Int(g), Int(b))
        let cube = (level(red), level(green), level(blue))
        let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let average = (red + green + blue) / 3
        let grey = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = 8 + 10 * grey
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let cubeDistance = distance((red, green, blue), cubeColor)
        let greyDistance = distance((red, green, blue), (greyLevel, greyLevel, greyLevel))
        return Int32(greyDistance < cubeDistance ? 232 + grey : cubeIndex)
    }

    /// The closest of the first `count` (8 or 16) system colours.
    static func nearest(_ r: Int, _ g: Int, _ b: Int, among count: Int) -> Int32 {
        var best = 0
        var bestDistance = Int.max
        for index in 0..<count {
            let d = distance((r, g, b), systemColors[index])
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        return Int32(best)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        // Weighted like the eye: green counts most, blue least.
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
