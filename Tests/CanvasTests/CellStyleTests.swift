import Testing
@testable import Canvas

@Suite struct CellStyleTests {
    @Test func everyKindOfColourComesBackAsItWent() {
        let colors: [TerminalColor] = [.standard, .black, .white, .indexed(16), .indexed(255), .rgb(0, 0, 0), .rgb(0xFF, 0xFF, 0xFF), .rgb(0x12, 0x34, 0x56), .rgb(0, 1, 0)]
        for foreground in colors {
            for background in colors {
                let style = CellStyle(foreground: foreground, background: background, attributes: [.bold, .reverse])
                #expect(style.foreground == foreground && style.background == background, "\(foreground) on \(background)")
                #expect(style.attributes == [.bold, .reverse])
            }
        }
        #expect(TerminalColor.red == .indexed(1), "the standard colours are the first indexes")
        #expect(CellStyle(foreground: .rgb(0, 1, 0)) != CellStyle(foreground: .standard))
        #expect(CellStyle(background: .indexed(0)) != CellStyle(background: .standard))
    }

    @Test func changingOnePartKeepsTheOthers() {
        var style = CellStyle(foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: .dim)
        style.attributes.formUnion(.underline)
        style.background = .rgb(9, 8, 7)
        #expect(style.foreground == .rgb(1, 2, 3) && style.background == .rgb(9, 8, 7))
        #expect(style.attributes == [.dim, .underline])
        style.foreground = .standard
        #expect(style == CellStyle(background: .rgb(9, 8, 7), attributes: [.dim, .underline]))
    }

    /// Every frame copies and compares every cell: the colours pictures need must not make a
    /// cell any larger than the 24 bytes it took with eight colours.
    @Test func aCellStaysTwentyFourBytes() {
        #expect(MemoryLayout<CellStyle>.size == 7)
        #expect(MemoryLayout<Cell>.size == 24 && MemoryLayout<Cell>.stride == 24)
    }
}
