import Canvas

/// How pictures reach this terminal, resolved at start from the config (`images`) and what the
/// terminal supports.
public struct PictureMode: Hashable, Sendable {
    public enum Output: Hashable, Sendable {
        /// Unicode block and sextant characters in the colours the terminal has: drawn through
        /// the cell grid like text, so they scroll, clip and redraw with it (tmux, ssh).
        case symbols(ColorDepth)
        /// Drawn by the terminal itself, after the frame.
        case pixels(PixelProtocol)
    }

    public var output: Output
    /// A cell's size in pixels as the terminal reports it, for the shape of cells (and the
    /// size of terminal-drawn pictures); 8 × 16 when it does not say.
    public var cell: PixelSize

    public static let defaultCell = PixelSize(width: 8, height: 16)

    public init(_ output: Output, cell: PixelSize? = nil) {
        self.output = output
        let cell = cell ?? Self.defaultCell
        // A cell reported as a few pixels (or thousands) is a terminal's mistake.
        self.cell = (2...512).contains(cell.width) && (2...512).contains(cell.height) ? cell : Self.defaultCell
    }

    /// The pixels a picture needs to fill `box`: for symbols, chafa's eight samples a cell
    /// across and as many down as the cell's shape asks; for the terminal, the cells' pixels.
    func bounds(for box: BoxSize) -> PixelSize {
        switch output {
        case .symbols:
            PixelSize(width: box.columns * 8, height: box.rows * 8 * cell.height / cell.width)
        case .pixels:
            PixelSize(width: box.columns * cell.width, height: box.rows * cell.height)
        }
    }
}
