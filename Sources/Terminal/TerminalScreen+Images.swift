import CNcurses
import Canvas

extension TerminalScreen {
    /// Works out, before `doupdate`, which pictures the terminal shows this frame (see
    /// `ImagePlan`): kitty deletions are written now, the rows of sixel and iTerm2 pictures that
    /// went are marked for repainting, and the pictures to write after the frame are returned.
    func updateImages(
        _ grid: CellGrid, fullRepaint: Bool, screen: (rows: Int, columns: Int), window: UnsafeMutablePointer<WINDOW>?
    ) -> ImagePlan {
        if grid.placements.isEmpty && shownImages.isEmpty { return ImagePlan() }
        let plan = ImagePlan(shown: shownImages, current: grid.visiblePlacements, fullRepaint: fullRepaint,
                             transmitted: kittyTransmitted, screen: screen)
        for rect in plan.repaint {
            wredrawln(window, Int32(rect.row), Int32(rect.height))
        }
        if !plan.before.isEmpty { Self.writeToTerminal(ImageOutput.wrapped(plan.before, forTmux: imagesThroughTmux)) }
        shownImages = plan.shown
        kittyTransmitted = plan.transmitted
        return plan
    }

    /// Writes the plan's pictures after the frame, each with the cursor moved to its corner and
    /// put back where ncurses left it.
    func writeImages(_ plan: ImagePlan) {
        guard !plan.writes.isEmpty else { return }
        var bytes: [UInt8] = []
        for write in plan.writes {
            bytes += ImageOutput.saveCursor + ImageOutput.moveCursor(row: write.row, column: write.column)
            bytes += ImageOutput.wrapped(write.bytes, forTmux: imagesThroughTmux)
            bytes += ImageOutput.restoreCursor
        }
        Self.writeToTerminal(bytes)
    }

    /// Deletes every kitty picture this screen sent (leaving, suspending); sixel and iTerm2
    /// pictures go with the screen's text.
    func forgetImages() {
        var commands: [UInt8] = []
        for id in kittyTransmitted.sorted() { commands += ImageOutput.kittyDelete(id: id, keepingData: false) }
        kittyTransmitted.removeAll()
        shownImages.removeAll()
        if !commands.isEmpty { Self.writeToTerminal(ImageOutput.wrapped(commands, forTmux: imagesThroughTmux)) }
    }
}

/// One frame's pictures: what to clear before the frame and what to write after it, from what
/// the terminal showed and what the grid places now.
///
/// A sixel or iTerm2 picture is part of the cells it covers: when it moves or goes, its rows are
/// repainted (ncurses is told they are garbage), and any picture that stays on those rows is
/// written again. A kitty picture floats above the text: it is deleted by id, its data kept when
/// it is only moving, and placed again from that data. On a full repaint (resize, Ctrl-L) every
/// picture is written again.
struct ImagePlan {
    struct Write: Equatable {
        var row: Int
        var column: Int
        var bytes: [UInt8]
    }

    /// Written before the frame (kitty deletions).
    var before: [UInt8] = []
    /// Rows to repaint whole.
    var repaint: [Rect] = []
    /// Written after the frame, each at its cell.
    var writes: [Write] = []
    /// What the terminal shows once the plan is carried out.
    var shown: [ImagePlacement] = []
    var transmitted: Set<UInt32> = []

    init() {}

    init(shown previous: [ImagePlacement], current placements: [ImagePlacement], fullRepaint: Bool,
         transmitted wasTransmitted: Set<UInt32>, screen: (rows: Int, columns: Int)) {
        let current = placements.filter { ImageOutput.fits($0, screen: screen) }
        let gone = fullRepaint ? previous : previous.filter { !current.contains($0) }
        var added = fullRepaint ? current : current.filter { !previous.contains($0) }
        transmitted = wasTransmitted
        for placement in gone {
            switch placement.image.format {
            case .kitty:
                let stays = current.contains { $0.image === placement.image }
                before += ImageOutput.kittyDelete(id: placement.image.id, keepingData: stays)
                if !stays { transmitted.remove(placement.image.id) }
            case .sixel, .iterm2:
                let rect = placement.rect
                if rect.row < screen.rows {
                    repaint.append(Rect(row: rect.row, column: 0, height: min(rect.height, screen.rows - rect.row), width: screen.columns))
                }
            }
        }
        // Whole rows are repainted, so a picture that stays beside one that went is drawn again.
        for placement in current where placement.image.format != .kitty && !added.contains(placement) {
            if repaint.contains(where: { $0.overlaps(placement.rect) }) { added.append(placement) }
        }
        for placement in added {
            let image = placement.image
            var bytes = image.payload
            if image.format == .kitty {
                if transmitted.contains(image.id) {
                    bytes = ImageOutput.kittyPlace(id: image.id, columns: image.columns, rows: image.rows)
                } else {
                    transmitted.insert(image.id)
                }
            }
            writes.append(Write(row: placement.row, column: placement.column, bytes: bytes))
        }
        shown = current
    }
}

/// The escape sequences around pictures, apart from the pictures themselves.
enum ImageOutput {
    static let saveCursor: [UInt8] = [0x1B, 0x37]  // DECSC
    static let restoreCursor: [UInt8] = [0x1B, 0x38]  // DECRC

    static func moveCursor(row: Int, column: Int) -> [UInt8] {
        Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
    }

    /// Whether a placement can be drawn on this screen: inside it whole, and for sixel and
    /// iTerm2 above the last row, where ending a picture would scroll the whole screen.
    static func fits(_ placement: ImagePlacement, screen: (rows: Int, columns: Int)) -> Bool {
        let rect = placement.rect
        guard rect.row >= 0, rect.column >= 0, rect.column + rect.width <= screen.columns else { return false }
        return placement.image.format == .kitty ? rect.bottom <= screen.rows : rect.bottom < screen.rows
    }

    /// Deletes a kitty picture's placements, and unless it is about to be placed again, its
    /// data. `q=2`: the terminal answers nothing, so no reply ever arrives as input.
    static func kittyDelete(id: UInt32, keepingData: Bool) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=\(keepingData ? "i" : "I"),i=\(id),q=2\u{1B}\\".utf8)
    }

    /// Places a picture the terminal already holds at the cursor, without moving the cursor.
    static func kittyPlace(id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}_Ga=p,i=\(id),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
    }

    /// Inside tmux the bytes reach the outer terminal only as a passthrough sequence (tmux's
    /// `allow-passthrough`), with every ESC doubled.
    static func wrapped(_ bytes: [UInt8], forTmux: Bool) -> [UInt8] {
        guard forTmux else { return bytes }
        var out = Array("\u{1B}Ptmux;".utf8)
        out.reserveCapacity(bytes.count + bytes.count / 16 + 16)
        for byte in bytes {
            if byte == 0x1B { out.append(0x1B) }
            out.append(byte)
        }
        out += [0x1B, 0x5C]
        return out
    }
}
