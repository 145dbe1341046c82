import Canvas
@testable import Pictures

/// A picture's cells as text, one string per row: each cell its character, then its
/// foreground and background (`-` the terminal's own, `i196` an index, `#ff0000` RGB).
func golden(_ picture: SymbolPicture) -> [String] {
    (0..<picture.rows).map { row in
        (0..<picture.columns).map { column in
            let cell = picture[row, column]
            return "\(cell.character)\(name(cell.style.foreground))/\(name(cell.style.background))"
        }.joined(separator: " ")
    }
}

private func name(_ color: TerminalColor) -> String {
    switch color.kind {
    case .standard: "-"
    case .indexed: "i\(color.value)"
    case .rgb: "#" + String(color.value, radix: 16).leftPadded(to: 6)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// An RGBA picture from a function of the pixel.
func picture(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

func symbols(_ image: RGBAImage, box: BoxSize, depth: ColorDepth, cell: PixelSize? = nil) -> SymbolPicture? {
    guard case .symbols(let picture)? = PictureRenderer().render(image, in: box, mode: PictureMode(.symbols(depth), cell: cell)) else { return nil }
    return picture
}
