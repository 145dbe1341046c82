import Testing
import TidingsText

private func texts(_ lines: [LaidOutLine]) -> [String] { lines.map(\.text) }

@Test func wrapsAtSpacesWithoutLeadingSpaces() {
    #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    #expect(TextLayout.wrap("exactly ten", width: 11) == ["exactly ten"])
    #expect(TextLayout.wrap("a  b", width: 10) == ["a  b"])
    #expect(TextLayout.wrap("aaaa    bbbb", width: 5) == ["aaaa", "bbbb"])
}

@Test func wrapEdgeCases() {
    #expect(TextLayout.wrap("", width: 10) == [])
    #expect(TextLayout.wrap("   ", width: 10) == [])
    #expect(TextLayout.wrap("one\ntwo", width: 10) == ["one", "two"])
    #expect(TextLayout.wrap("abc", width: 0) == ["a", "b", "c"])
    #expect(TextLayout.wrap("abc", width: -5) == ["a", "b", "c"])
}

@Test func longWordsBreakAtGraphemes() {
    #expect(TextLayout.wrap("see https://example.org/long", width: 10) == ["see", "https://ex", "ample.org/", "long"])
    // The combining accent stays with its "e".
    #expect(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
}

@Test func wideCharactersNeverSplit() {
    #expect(TextLayout.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
    #expect(TextLayout.wrap("ab日本", width: 3) == ["ab", "日", "本"])
    #expect(TextLayout.wrap("😀😀😀", width: 4) == ["😀😀", "😀"])
    // Width 1 cannot hold a wide character: it gets a line of its own rather than vanishing.
    #expect(TextLayout.wrap("a日b", width: 1) == ["a", "日", "b"])
}

@Test func widthOneStillProgresses() {
    #expect(TextLayout.wrap("ab cd", width: 1) == ["a", "b", "c", "d"])
}

@Test func reportedWidthMatchesDisplayWidth() {
    let text = RichText.plain("mixed 日本語 text with e\u{301} and 😀 emoji wrapped at an awkward width")
    for width in 1...30 {
        for line in TextLayout.layout(text, width: width) {
            #expect(line.width == DisplayWidth.of(line.text))
            #expect(line.width <= max(width, 2))
            #expect(!line.text.hasPrefix(" "))
            #expect(!line.text.hasSuffix(" "))
        }
    }
}

@Test func blocksAreSeparatedByOneBlankLine() {
    let text = RichText(blocks: [
        .paragraph([RichText.Span("one")]),
        .paragraph([]),
        .quote([RichText.Span("two")]),
        .code(["three"]),
    ])
    let lines = TextLayout.layout(text, width: 20)
    #expect(lines.map(\.kind) == [.body, .blank, .quote, .blank, .code])
    #expect(texts(lines) == ["one", "", "two", "", "three"])
    #expect(TextLayout.layout(RichText(blocks: []), width: 20).isEmpty)
}

@Test func quotesWrapTwoColumnsNarrower() {
    let lines = TextLayout.layout(RichText(blocks: [.quote([RichText.Span("aaaa bbbb")])]), width: 9)
    #expect(texts(lines) == ["aaaa", "bbbb"])
    #expect(lines.allSatisfy { $0.kind == .quote })
    let body = TextLayout.layout(RichText(blocks: [.paragraph([RichText.Span("aaaa bbbb")])]), width: 9)
    #expect(texts(body) == ["aaaa bbbb"])
}

@Test func codeIsHardWrappedAndKeepsIndentation() {
    let text = RichText(blocks: [.code(["    let x = 1", "", "  f(a, b)"])])
    let lines = TextLayout.layout(text, width: 8)
    // Width 8 leaves 6 columns after the renderer's prefix; spaces at cuts are kept.
    #expect(texts(lines) == ["    le", "t x = ", "1", "", "  f(a,", " b)"])
    #expect(lines.allSatisfy { $0.kind == .code })
    #expect(lines.allSatisfy { $0.runs.allSatisfy { $0.style == .code } })
    #expect(lines[3].runs == [])
}

@Test func stylesAreKeptAcrossWraps() {
    let text = RichText(blocks: [.paragraph([
        RichText.Span("plain "),
        RichText.Span("italic words wrap here", style: .italic),
        RichText.Span(" end"),
    ])])
    let lines = TextLayout.layout(text, width: 12)
    #expect(lines.map(\.runs) == [
        [StyledRun(text: "plain ", style: .plain), StyledRun(text: "italic", style: .italic)],
        [StyledRun(text: "words wrap", style: .italic)],
        [StyledRun(text: "here", style: .italic), StyledRun(text: " end", style: .plain)],
    ])
}

@Test func wordsSpanningStylesStayTogether() {
    let text = RichText(blocks: [.paragraph([
        RichText.Span("aaaa bb"),
        RichText.Span("cc", style: .bold),
        RichText.Span("dd"),
    ])])
    let lines = TextLayout.layout(text, width: 7)
    #expect(texts(lines) == ["aaaa", "bbccdd"])
    #expect(lines[1].runs == [
        StyledRun(text: "bb", style: .plain), StyledRun(text: "cc", style: .bold), StyledRun(text: "dd", style: .plain),
    ])
}

@Test func hardBreaksInsideParagraphs() {
    let lines = TextLayout.layout(RichText.plain("one\ntwo\n\nthree"), width: 20)
    #expect(texts(lines) == ["one", "two", "", "three"])
    #expect(lines.map(\.kind) == [.body, .body, .blank, .body])
}

@Test func layoutOfParsedComment() {
    let html = "I disagree.<p>&gt; it&#x27;s fast<p>It isn&#x27;t:<p><pre><code>  x = 1\n</code></pre>"
    let lines = TextLayout.layout(HTMLText.parse(html), width: 40)
    #expect(texts(lines) == ["I disagree.", "", "it's fast", "", "It isn't:", "", "  x = 1"])
    #expect(lines.map(\.kind) == [.body, .blank, .quote, .blank, .body, .blank, .code])
}

@Test func cjkPunctuationStaysWithItsNeighbour() {
    // A line never opens with "，" or "」", nor ends with "「": the mark goes with the character
    // beside it, as CJK typesetting does.
    #expect(TextLayout.wrap("洪水，并在", width: 4) == ["洪", "水，", "并在"])
    #expect(TextLayout.wrap("他说「好的」", width: 6) == ["他说", "「好", "的」"])
    #expect(TextLayout.wrap("报告里。", width: 6) == ["报告", "里。"])
    // Without such marks every wide character may still start a line.
    #expect(TextLayout.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
    // (From six columns: a narrower line cannot hold "「好」" whole, and a word wider than the
    // line is cut between its characters.)
    for width in 6...12 {
        for line in TextLayout.wrap("第1段：河务局详细测量了那年春天的洪水，并在之后改变了许多做法。「好」", width: width) {
            #expect(!line.hasPrefix("，") && !line.hasPrefix("。") && !line.hasPrefix("」") && !line.hasSuffix("「"), "\(width): \(line)")
        }
    }
}
