import Testing
import TidingsText

@Test func blankLinesSeparateParagraphs() {
    let text = RichText.plain("first paragraph\nstill first\n\n\n  \nsecond")
    #expect(text.blocks == [
        .paragraph([RichText.Span("first paragraph\nstill first")]),
        .paragraph([RichText.Span("second")]),
    ])
}

@Test func quoteLinesGroupIntoQuoteBlocks() {
    let text = RichText.plain("> one\n>two\nreply\n> three")
    #expect(text.blocks == [
        .quote([RichText.Span("one\ntwo")]),
        .paragraph([RichText.Span("reply")]),
        .quote([RichText.Span("three")]),
    ])
}

@Test func emptyPlainText() {
    #expect(RichText.plain("").isEmpty)
    #expect(RichText.plain("\n \n").blocks.isEmpty)
    #expect(!RichText.plain("x").isEmpty)
    #expect(RichText(blocks: [.paragraph([RichText.Span(" ")]), .code([""])]).isEmpty)
}
