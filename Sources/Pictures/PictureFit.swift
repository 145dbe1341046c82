/// Where a picture goes in its box: scaled to fit, its shape kept.
enum PictureFit {
    /// The size to decode a `source` picture at, to fill at most `bounds` pixels: never larger
    /// than the picture itself, never empty.
    static func pixels(_ source: PixelSize, within bounds: PixelSize) -> PixelSize {
        guard source.width > 0, source.height > 0 else { return PixelSize(width: 1, height: 1) }
        let scale = min(Double(bounds.width) / Double(source.width), Double(bounds.height) / Double(source.height), 1)
        return PixelSize(
            width: max(1, min(source.width, Int((Double(source.width) * scale).rounded()))),
            height: max(1, min(source.height, Int((Double(source.height) * scale).rounded()))))
    }

    /// How many cells a picture of `source` pixels takes in `box`, with cells of `cell` pixels.
    /// Symbols fill the box (their resolution is coarse anyway); a terminal-drawn picture is
    /// never stretched past its own pixels.
    static func cells(_ source: PixelSize, in box: BoxSize, cell: PixelSize, enlarge: Bool) -> BoxSize {
        guard !box.isEmpty, source.width > 0, source.height > 0, cell.width > 0, cell.height > 0 else {
            return BoxSize(columns: 0, rows: 0)
        }
        let widthInCells = Double(source.width) / Double(cell.width)
        let heightInCells = Double(source.height) / Double(cell.height)
        var scale = min(Double(box.columns) / widthInCells, Double(box.rows) / heightInCells)
        if !enlarge { scale = min(scale, 1) }
        return BoxSize(
            columns: max(1, min(box.columns, Int((widthInCells * scale).rounded()))),
            rows: max(1, min(box.rows, Int((heightInCells * scale).rounded()))))
    }
}
