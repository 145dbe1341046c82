import Testing
import TidingsText

@Test func widthOfCharacters() {
    #expect(DisplayWidth.of(Character("a")) == 1)
    #expect(DisplayWidth.of(Character("日")) == 2)
    #expect(DisplayWidth.of(Character("한")) == 2)
    #expect(DisplayWidth.of(Character("Ａ")) == 2) // fullwidth A
    #expect(DisplayWidth.of(Character("😀")) == 2)
    #expect(DisplayWidth.of(Character("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")) == 2)
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of(Character("é")) == 1)
    #expect(DisplayWidth.of(Character("\u{2407}")) == 1) // control picture
}

@Test func widthOfStrings() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("hello") == 5)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("a😀b") == 4)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
    #expect(DisplayWidth.of("x\u{200B}y") == 2) // zero-width space
}

@Test func truncationFitsAndAddsEllipsis() {
    #expect(DisplayWidth.truncate("hello", toWidth: 5) == "hello")
    #expect(DisplayWidth.truncate("hello world", toWidth: 8) == "hello w…")
    #expect(DisplayWidth.truncate("hello", toWidth: 0) == "")
    #expect(DisplayWidth.truncate("hello", toWidth: 1) == "…")
}

@Test func truncationNeverSplitsWideCharacters() {
    // 日本語 is 6 columns; at 4 only 日 fits next to the ellipsis (2 + 1), with one column spare.
    let cut = DisplayWidth.truncate("日本語", toWidth: 4)
    #expect(cut == "日…")
    #expect(DisplayWidth.of(cut) <= 4)
    #expect(DisplayWidth.truncate("日本語", toWidth: 5) == "日本…")
    #expect(DisplayWidth.truncate("a😀😀", toWidth: 4) == "a😀…")
    #expect(DisplayWidth.truncate("a😀😀", toWidth: 3) == "a…")
}

@Test func truncationKeepsCombiningMarksWithTheirBase() {
    let cut = DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2)
    #expect(cut == "e\u{301}…")
    #expect(cut.unicodeScalars.count == 3)
}

@Test(arguments: 0...12)
func truncationNeverExceedsWidth(_ width: Int) {
    for text in ["日本語のテキスト", "mixed 日本 text 😀 here", "e\u{301}" + String(repeating: "x", count: 10)] {
        #expect(DisplayWidth.of(DisplayWidth.truncate(text, toWidth: width)) <= width)
    }
}
