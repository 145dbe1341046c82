import CChafa
import Canvas
import FoundationEssentials
import Synchronization

/// Turns decoded pixels into a `Picture` with libchafa: cells of block and sextant characters
/// in the terminal's colours, or the escape sequence of a kitty, sixel or iTerm2 image.
/// Each render makes and frees its own chafa objects, so renders may run on any thread.
public final class PictureRenderer: Sendable {
    /// Ids for terminal-drawn pictures (kitty moves and deletes them by id).
    private let nextID = Atomic<UInt32>(1)

    public init() {}

    /// Decodes `body` at the size `box` needs and renders it, on the calling thread (keep it off
    /// the run loop; `PictureLoader` does). The decoded pixels are gone when it returns.
    public func picture(from body: Data, in box: BoxSize, mode: PictureMode, limits: DecodeLimits = .standard) throws(PictureFailure) -> Picture {
        guard !box.isEmpty else { throw .damaged }
        let image = try PictureDecoder.decode(body, fitting: mode.bounds(for: box), limits: limits)
        guard let picture = render(image, in: box, mode: mode) else { throw .damaged }
        return picture
    }

    func render(_ image: RGBAImage, in box: BoxSize, mode: PictureMode) -> Picture? {
        guard !box.isEmpty, image.width > 0, image.height > 0 else { return nil }
        switch mode.output {
        case .symbols(let depth):
            let shape = PixelSize(width: 8, height: 8 * mode.cell.height / mode.cell.width)
            let size = PictureFit.cells(image.size, in: box, cell: shape, enlarge: true)
            return symbols(image, size: size, depth: depth).map(Picture.symbols)
        case .pixels(let format):
            let size = PictureFit.cells(image.size, in: box, cell: mode.cell, enlarge: false)
            let id = nextID.add(1, ordering: .relaxed).oldValue
            return terminalImage(image, size: size, cell: mode.cell, format: format, id: id).map(Picture.terminal)
        }
    }

    /// Symbols: chafa picks each cell's character and two colours; they become grid cells.
    /// A transparent foreground leaves the cell empty (its background shows, or the terminal's
    /// own); a transparent background is the terminal's own.
    private func symbols(_ image: RGBAImage, size: BoxSize, depth: ColorDepth) -> SymbolPicture? {
        guard let canvas = makeCanvas(image, size: size, pixelMode: CHAFA_PIXEL_MODE_SYMBOLS, canvasMode: Self.canvasMode(for: depth), cell: nil) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        let direct = depth == .direct
        var cells: [Cell] = []
        cells.reserveCapacity(size.columns * size.rows)
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                var foreground: Int32 = -1
                var background: Int32 = -1
                if direct {
                    chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                } else {
                    chafa_canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                }
                let back = Self.color(background, direct: direct)
                let code = chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
                guard foreground >= 0, let scalar = Unicode.Scalar(code), scalar.value > 0x20 else {
                    // A space shows only its background: its foreground is left out, so the
                    // terminal needs fewer colour pairs.
                    cells.append(Cell(" ", style: CellStyle(background: back)))
                    continue
                }
                let fore = Self.color(foreground, direct: direct)
                if code == 0x2588 {
                    // A full block is its foreground's colour as a background: the same cell.
                    cells.append(Cell(" ", style: CellStyle(background: fore)))
                    continue
                }
                cells.append(Cell(Character(scalar), style: CellStyle(foreground: fore, background: back)))
            }
        }
        return SymbolPicture(columns: size.columns, rows: size.rows, cells: cells)
    }

    private static func color(_ value: Int32, direct: Bool) -> TerminalColor {
        guard value >= 0 else { return .standard }
        if direct { return .rgb(packed: UInt32(value)) }
        return value < 256 ? .indexed(UInt8(value)) : .standard
    }

    /// The 240 colours of xterm's palette that themes leave alone, rather than all 256: the
    /// first sixteen look different in every theme.
    static func canvasMode(for depth: ColorDepth) -> ChafaCanvasMode {
        switch depth {
        case .direct: CHAFA_CANVAS_MODE_TRUECOLOR
        case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
        case .sixteen: CHAFA_CANVAS_MODE_INDEXED_16
        case .eight: CHAFA_CANVAS_MODE_INDEXED_8
        case .none: CHAFA_CANVAS_MODE_FGBG
        }
    }

    private func terminalImage(_ image: RGBAImage, size: BoxSize, cell: PixelSize, format: PixelProtocol, id: UInt32) -> TerminalImage? {
        let pixelMode: ChafaPixelMode
        switch format {
        case .kitty: pixelMode = CHAFA_PIXEL_MODE_KITTY
        case .sixel: pixelMode = CHAFA_PIXEL_MODE_SIXELS
        case .iterm2: pixelMode = CHAFA_PIXEL_MODE_ITERM2
        }
        guard let canvas = makeCanvas(image, size: size, pixelMode: pixelMode, canvasMode: CHAFA_CANVAS_MODE_TRUECOLOR, cell: cell),
              let info = chafa_term_db_get_fallback_info(chafa_term_db_get_default())
        else { return nil }
        defer {
            chafa_canvas_unref(canvas)
            chafa_term_info_unref(info)
        }
        if format == .kitty {
            // The image gets our id (to move and delete it by), asks for no reply (a reply
            // would arrive as input) and leaves the cursor where it was.
            let begin = "\u{1B}_Ga=T,i=\(id),q=2,C=1,f=%1,s=%2,v=%3,c=%4,r=%5,m=1\u{1B}\\"
            guard tidings_chafa_set_sequence(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1, begin) != 0 else { return nil }
        }
        guard let printed = chafa_canvas_print(canvas, info) else { return nil }
        defer { tidings_gstring_free(printed) }
        let count = tidings_gstring_length(printed)
        guard count > 0, let bytes = tidings_gstring_bytes(printed) else { return nil }
        let payload = [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
        return TerminalImage(id: id, format: format, columns: size.columns, rows: size.rows, payload: payload)
    }

    /// A chafa canvas of `size` cells with the picture drawn on it.
    private func makeCanvas(_ image: RGBAImage, size: BoxSize, pixelMode: ChafaPixelMode, canvasMode: ChafaCanvasMode, cell: PixelSize?) -> OpaquePointer? {
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(size.columns), Int32(size.rows))
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa_canvas_config_set_canvas_mode(config, canvasMode)
        if let cell { chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height)) }
        if pixelMode == CHAFA_PIXEL_MODE_SYMBOLS {
            guard let symbols = chafa_symbol_map_new() else { return nil }
            defer { chafa_symbol_map_unref(symbols) }
            // Blocks (halves, quadrants, eighths) and sextants: shapes every terminal draws at
            // the cell's full size; nothing two columns wide.
            chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SEXTANT.rawValue))
            chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
            chafa_canvas_config_set_symbol_map(config, symbols)
        }
        guard let canvas = chafa_canvas_new(config) else { return nil }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        return canvas
    }
}
