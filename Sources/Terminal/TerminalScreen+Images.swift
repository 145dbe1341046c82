import CNcurses
import Canvas

extension TerminalScreen {
    /// Works out, before `doupdate`, which pictures the terminal shows this frame. Pictures that
    /// moved or went are cleared: a sixel or iTerm2 picture is part of the cells it covers, so
    /// those rows are repainted (ncurses is told they are garbage); a kitty picture floats above
    /// the text and is deleted by id. Returns the placements to write after the frame: the new
    /// ones, and any whose rows were repainted under them.
    func updateImages(
        _ grid: CellGrid, fullRepaint: Bool, screen: (rows: Int, columns: Int), window: UnsafeMutablePointer<WINDOW>?
    ) -> [ImagePlacement] {
        if grid.placements.isEmpty && shownImages.isEmpty { return [] }
        let current = grid.visiblePlacements.filter { ImageOutput.fits($0, screen: screen) }
        let gone = fullRepaint ? shownImages : shownImages.filter { !current.contains($0) }
        var added = fullRepaint ? current : current.filter { !shownImages.contains($0) }

        var repainted: [Rect] = []
        var commands: [UInt8] = []
        for placement in gone {
            switch placement.image.format {
            case .kitty:
                let stays = current.contains { $0.image === placement.image }
                commands += ImageOutput.kittyDelete(id: placement.image.id, keepingData: stays)
                if !stays { kittyTransmitted.remove(placement.image.id) }
            case .sixel, .iterm2:
                repainted.append(placement.rect)
            }
        }
        for rect in repainted where rect.row < screen.rows {
            wredrawln(window, Int32(rect.row), Int32(min(rect.height, screen.rows - rect.row)))
        }
        // Whole rows are repainted, so a picture that stays beside one that went is drawn again.
        for placement in current where placement.image.format != .kitty && !added.contains(placement) {
            if repainted.contains(where: { $0.row < placement.rect.bottom && placement.rect.row < $0.bottom }) {
                added.append(placement)
            }
        }
        if !commands.isEmpty { Self.writeToTerminal(ImageOutput.wrapped(commands, forTmux: imagesThroughTmux)) }
        shownImages = current
        return added
    }

    /// Writes pictures after the frame, each with the cursor moved to its corner and put back
    /// where ncurses left it. A kitty picture the terminal still holds is only placed again.
    func writeImages(_ placements: [ImagePlacement]) {
        guard !placements.isEmpty else { return }
        var bytes: [UInt8] = []
        for placement in placements {
            let image = placement.image
            let body: [UInt8]
            if image.format == .kitty, kittyTransmitted.contains(image.id) {
                body = ImageOutput.kittyPlace(id: image.id, columns: image.columns, rows: image.rows)
            } else {
                body = image.payload
                if image.format == .kitty { kittyTransmitted.insert(image.id) }
            }
            bytes += ImageOutput.saveCursor + ImageOutput.moveCursor(row: placement.row, column: placement.column)
            bytes += ImageOutput.wrapped(body, forTmux: imagesThroughTmux)
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
