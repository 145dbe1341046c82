import Canvas
import Testing
@testable import Terminal

@Suite struct ImagePlanTests {
    let screen = (rows: 24, columns: 80)

    func image(_ id: UInt32, _ format: PixelProtocol, columns: Int = 10, rows: Int = 4) -> TerminalImage {
        TerminalImage(id: id, format: format, columns: columns, rows: rows, payload: Array("<\(format.rawValue) \(id)>".utf8))
    }

    func plan(shown: [ImagePlacement], current: [ImagePlacement], full: Bool = false, transmitted: Set<UInt32> = []) -> ImagePlan {
        ImagePlan(shown: shown, current: current, fullRepaint: full, transmitted: transmitted, screen: screen)
    }

    @Test func aNewPictureIsWrittenAtItsCellAfterTheFrame() {
        let sixel = image(1, .sixel)
        let result = plan(shown: [], current: [ImagePlacement(image: sixel, row: 3, column: 5)])
        #expect(result.writes == [ImagePlan.Write(row: 3, column: 5, bytes: sixel.payload)])
        #expect(result.before.isEmpty && result.repaint.isEmpty)
        #expect(result.shown.count == 1)
    }

    @Test func aPictureThatStaysIsNotWrittenAgain() {
        let placement = ImagePlacement(image: image(1, .sixel), row: 3, column: 5)
        let result = plan(shown: [placement], current: [placement])
        #expect(result.writes.isEmpty && result.repaint.isEmpty && result.before.isEmpty)
    }

    @Test func aSixelThatMovesHasItsOldRowsRepaintedAndIsWrittenWhereItIsNow() {
        let sixel = image(1, .sixel)
        let result = plan(shown: [ImagePlacement(image: sixel, row: 3, column: 5)], current: [ImagePlacement(image: sixel, row: 2, column: 5)])
        #expect(result.repaint == [Rect(row: 3, column: 0, height: 4, width: 80)])
        #expect(result.writes.map(\.row) == [2])
    }

    @Test func aPictureBesideOneThatWentIsWrittenAgain() {
        let going = ImagePlacement(image: image(1, .iterm2), row: 2, column: 0)
        let staying = ImagePlacement(image: image(2, .iterm2), row: 4, column: 40)
        let result = plan(shown: [going, staying], current: [staying])
        #expect(result.repaint == [Rect(row: 2, column: 0, height: 4, width: 80)])
        #expect(result.writes.map(\.bytes) == [staying.image.payload], "rows 4 and 5 are repainted under it")
    }

    @Test func kittyPicturesAreDeletedByIdAndPlacedAgainFromTheirData() {
        let kitty = image(7, .kitty)
        let first = plan(shown: [], current: [ImagePlacement(image: kitty, row: 1, column: 1)])
        #expect(first.writes.map(\.bytes) == [kitty.payload])
        #expect(first.transmitted == [7])
        // Scrolled one row up: its placement goes, its data stays, and it is placed again.
        let moved = plan(shown: first.shown, current: [ImagePlacement(image: kitty, row: 0, column: 1)], transmitted: first.transmitted)
        #expect(String(decoding: moved.before, as: UTF8.self) == "\u{1B}_Ga=d,d=i,i=7,q=2\u{1B}\\")
        #expect(moved.repaint.isEmpty)
        #expect(moved.writes.map { String(decoding: $0.bytes, as: UTF8.self) } == ["\u{1B}_Ga=p,i=7,c=10,r=4,C=1,q=2\u{1B}\\"])
        // Gone from the screen: its data is freed too.
        let gone = plan(shown: moved.shown, current: [], transmitted: moved.transmitted)
        #expect(String(decoding: gone.before, as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(gone.transmitted.isEmpty && gone.writes.isEmpty)
    }

    @Test func aFullRepaintWritesEveryPictureAgain() {
        let sixel = ImagePlacement(image: image(1, .sixel), row: 1, column: 0)
        let kitty = ImagePlacement(image: image(2, .kitty), row: 10, column: 0)
        let result = plan(shown: [sixel, kitty], current: [sixel, kitty], full: true, transmitted: [2])
        #expect(result.writes.count == 2)
        #expect(String(decoding: result.writes[1].bytes, as: UTF8.self).hasPrefix("\u{1B}_Ga=p,i=2"))
    }

    @Test func picturesThatDoNotFitTheScreenAreNotDrawn() {
        let wide = ImagePlacement(image: image(1, .kitty, columns: 81), row: 0, column: 0)
        let atTheBottom = ImagePlacement(image: image(2, .sixel, rows: 4), row: 20, column: 0)
        let kittyAtTheBottom = ImagePlacement(image: image(3, .kitty, rows: 4), row: 20, column: 0)
        let result = plan(shown: [], current: [wide, atTheBottom, kittyAtTheBottom])
        #expect(result.writes.count == 1, "a sixel ending on the last row would scroll the screen; kitty's does not")
        #expect(result.shown.map(\.image.id) == [3])
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        let wrapped = ImageOutput.wrapped(Array("\u{1B}_Ga=T;AAAA\u{1B}\\".utf8), forTmux: true)
        #expect(String(decoding: wrapped, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AAAA\u{1B}\u{1B}\\\u{1B}\\")
        #expect(ImageOutput.wrapped([1, 2], forTmux: false) == [1, 2])
    }

    @Test func theGridHidesAPictureSomethingWasDrawnOver() {
        var grid = CellGrid(rows: 10, columns: 20)
        let below = image(1, .sixel, columns: 4, rows: 2)
        let placed = grid.place(below, row: 1, column: 1)
        #expect(placed)
        #expect(grid.text(row: 1) == "")
        #expect(grid.visiblePlacements.count == 1)
        grid.put("help", row: 2, column: 3)  // an overlay over one of its cells
        #expect(grid.visiblePlacements.isEmpty)
        let crossing = grid.place(below, row: 9, column: 0)
        #expect(!crossing, "it would cross the bottom edge")
        var other = CellGrid(rows: 10, columns: 20)
        other.place(below, row: 0, column: 0)
        other.place(image(2, .sixel, columns: 4, rows: 2), row: 1, column: 2)
        #expect(other.visiblePlacements.map(\.image.id) == [2], "a later picture over an earlier one hides it")
        other.clear()
        #expect(other.placements.isEmpty)
    }
}
