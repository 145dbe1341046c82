import Testing
@testable import Terminal

@Suite struct CellGlyphTests {
    @Test func asciiAndWide() {
        #expect(CellGlyph("a").codePoints == [0x61])
        #expect(CellGlyph("日").codePoints == [0x65E5])
    }

    @Test func combiningMarksStayInTheCell() {
        #expect(CellGlyph("e\u{301}").codePoints == [0x65, 0x301])
        #expect(CellGlyph("❤\u{FE0F}").codePoints == [0x2764, 0xFE0F])
    }

    @Test func spacingFollowersAreDropped() {
        // ncurses keeps only zero-width code points after the base; say so explicitly.
        #expect(CellGlyph("👍🏽").codePoints == [0x1F44D])
        #expect(CellGlyph("🇫🇷").codePoints == [0x1F1EB])
        // A ZWJ sequence keeps its base, and never ends in a dangling joiner.
        #expect(CellGlyph("👨\u{200D}👩\u{200D}👧").codePoints == [0x1F468])
    }

    @Test func controlsBecomeQuestionMarks() {
        #expect(CellGlyph("\u{7}").codePoints == [0x3F])
        #expect(CellGlyph("\u{85}").codePoints == [0x3F])
        #expect(CellGlyph("\r\n").codePoints == [0x3F])
    }

    @Test func leadingMarkGetsABase() {
        #expect(CellGlyph("\u{301}").codePoints == [0x20, 0x301])
    }

    @Test func capacityIsFive() {
        let many = "a" + String(repeating: "\u{301}", count: 8)
        #expect(CellGlyph(Character(many)).count == CellGlyph.capacity)
        var seen: [UInt32] = []
        CellGlyph("e\u{301}").withCodePoints { seen = Array($0) }
        #expect(seen == [0x65, 0x301])
    }
}
