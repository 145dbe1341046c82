import Testing
import TidingsText

private func layoutLink(_ text: String, url: String, width: Int = 200) -> [LaidOutLine] {
    TextLayout.layout(RichText(blocks: [.paragraph([RichText.Span(text, style: .link(url: url))])]), width: width)
}

@Test func linkWhoseTextIsTheURLShowsItOnce() {
    let url = "https://example.org/page"
    #expect(layoutLink(url, url: url).map(\.runs) == [[StyledRun(text: url, style: .link(url: url))]])
    #expect(layoutLink("example.org/page", url: url).map(\.text) == [url])
}

@Test func shortenedLinkTextShowsTheFullURL() {
    let url = "https://example.org/a/very/long/path/that/hn/shortens"
    #expect(layoutLink("https://example.org/a/very/long/pa...", url: url).map(\.text) == [url])
    #expect(layoutLink("https://example.org/a/very/long/pa…", url: url).map(\.text) == [url])
    // A different page that happens to end in "..." is not a shortened form.
    #expect(layoutLink("https://other.example/...", url: url).map(\.text) == ["https://other.example/... (\(url))"])
}

@Test func describedLinkShowsTextThenURL() {
    let url = "https://example.org/x"
    let lines = layoutLink("the docs", url: url)
    #expect(lines.map(\.runs) == [[
        StyledRun(text: "the docs", style: .link(url: url)),
        StyledRun(text: " (", style: .plain),
        StyledRun(text: url, style: .link(url: url)),
        StyledRun(text: ")", style: .plain),
    ]])
}

@Test func longLinksWrapAndKeepTheirStyle() {
    let url = "https://example.org/abcdefghij"
    let lines = layoutLink("see", url: url, width: 12)
    #expect(lines.map(\.text) == ["see", "(https://exa", "mple.org/abc", "defghij)"])
    #expect(lines[2].runs == [StyledRun(text: "mple.org/abc", style: .link(url: url))])
}
