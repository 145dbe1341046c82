import Testing
import TidingsText

// The layout skips full grapheme segmentation where it can; these pin down the cases where a
// cluster spans several scalars and must still move as one piece.

@Test func combiningMarksAfterASCIIStayWithTheirBase() {
    #expect(TextLayout.wrap("cafe\u{301} ok", width: 4) == ["cafe\u{301}", "ok"])
    #expect(TextLayout.wrap("abcde\u{301}f", width: 5) == ["abcde\u{301}", "f"])
}

@Test func kanaWithCombiningVoicedMarkIsOneCluster() {
    #expect(TextLayout.wrap("か\u{3099}か\u{3099}", width: 2) == ["か\u{3099}", "か\u{3099}"])
    #expect(TextLayout.wrap("ｶ\u{FF9E}ｶ\u{FF9E}", width: 1) == ["ｶ\u{FF9E}", "ｶ\u{FF9E}"])
}

@Test func emojiSequencesAreNeverSplit() {
    let thumbs = "\u{1F44D}\u{1F3FD}"
    #expect(TextLayout.wrap(thumbs + thumbs, width: 2) == [thumbs, thumbs])
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    #expect(TextLayout.wrap(family + family, width: 3) == [family, family])
    let heart = "\u{2764}\u{FE0F}"
    let lines = TextLayout.wrap(String(repeating: heart, count: 4), width: 2)
    #expect(lines.joined() == String(repeating: heart, count: 4))
    #expect(lines.allSatisfy { $0.unicodeScalars.count % 2 == 0 })
}

@Test func flagsAreNeverSplit() {
    let flags = "\u{1F1EF}\u{1F1F5}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}"
    for width in 1...6 {
        let lines = TextLayout.wrap(flags, width: width)
        #expect(lines.joined() == flags)
        #expect(lines.allSatisfy { $0.unicodeScalars.count % 2 == 0 })
    }
}

@Test func hangulAndMixedScripts() {
    #expect(TextLayout.wrap("한국어 текст", width: 6) == ["한국어", "текст"])
    #expect(TextLayout.wrap("“quoted”—dash", width: 8) == ["“quoted”", "—dash"])
}

@Test func runsAreNeverEmptyAndWidthsAddUp() {
    let html = "<i>é</i>日<b>本</b> x<a href=\"https://e.example/\">e\u{301}</a> <code>\u{1F44D}\u{1F3FD}</code>"
    let text = HTMLText.parse(html)
    for width in 1...20 {
        for line in TextLayout.layout(text, width: width) where line.kind != .blank {
            #expect(line.runs.allSatisfy { !$0.text.isEmpty })
            #expect(line.width == line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) })
        }
    }
}
