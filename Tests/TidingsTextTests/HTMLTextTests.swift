import Testing
import TidingsText

private func paragraph(_ text: String) -> RichText.Block { .paragraph([RichText.Span(text)]) }

@Test func hackerNewsParagraphsWithoutFirstTagOrClosing() {
    let parsed = HTMLText.parse("first<p>second<p>third")
    #expect(parsed.blocks == [paragraph("first"), paragraph("second"), paragraph("third")])
}

@Test func hackerNewsParagraphsClosed() {
    let parsed = HTMLText.parse("<p>It&#x27;s neat &amp; small.</p><p>Second.</p>")
    #expect(parsed.blocks == [paragraph("It's neat & small."), paragraph("Second.")])
}

@Test func legacyReferencesWithoutSemicolonsReadAsInBrowsers() {
    // A feed entry's or a comment's text reads "&copy 2004" as the reader's pages do; a plain
    // title keeps its letters, and "AT&T" is no reference anywhere.
    let parsed = HTMLText.parse("<p>fish &amp chips &copy 2004, AT&T, Ren&eacute<pre>a &lt b</pre>")
    #expect(parsed.blocks == [paragraph("fish & chips \u{A9} 2004, AT&T, Ren\u{E9}"), .code(["a < b"])])
    #expect(Sanitizer.line("fish &amp chips") == "fish &amp chips")
}

@Test func emptyParagraphsAreDropped() {
    #expect(HTMLText.parse("<p></p><p>  </p>a<p><p>b").blocks == [paragraph("a"), paragraph("b")])
    #expect(HTMLText.parse("").isEmpty)
    #expect(HTMLText.parse("<p> <i> </i></p>").isEmpty)
}

@Test func inlineStyles() {
    let parsed = HTMLText.parse("a <i>b</i> <em>c</em> <b>d</b> <strong>e</strong> <code>f()</code>")
    #expect(parsed.blocks == [.paragraph([
        RichText.Span("a "), RichText.Span("b", style: .italic), RichText.Span(" "),
        RichText.Span("c", style: .italic), RichText.Span(" "), RichText.Span("d", style: .bold),
        RichText.Span(" "), RichText.Span("e", style: .bold), RichText.Span(" "),
        RichText.Span("f()", style: .code),
    ])])
}

@Test func whitespaceCollapsesAcrossTags() {
    let parsed = HTMLText.parse("  a \n\n <i> b </i>  c  ")
    #expect(parsed.blocks == [.paragraph([
        RichText.Span("a "), RichText.Span("b ", style: .italic), RichText.Span("c"),
    ])])
}

@Test func linksDecodeEntitiesInHrefOnce() {
    let parsed = HTMLText.parse(#"See <a href="https://example.org/a?x=1&amp;y=2" rel="nofollow">this</a>."#)
    #expect(parsed.blocks == [.paragraph([
        RichText.Span("See "),
        RichText.Span("this", style: .link(url: "https://example.org/a?x=1&y=2")),
        RichText.Span("."),
    ])])
}

@Test func linkWithShortenedText() {
    let url = "https://example.org/a/very/long/path/that/hn/shortens/in/the/text"
    let parsed = HTMLText.parse("<a href=\"\(url)\">https://example.org/a/very/long/path/that/hn/sh...</a>")
    #expect(parsed.blocks == [.paragraph([
        RichText.Span("https://example.org/a/very/long/path/that/hn/sh...", style: .link(url: url)),
    ])])
}

@Test func hostileHrefIsNeutralizedAndFolded() {
    let parsed = HTMLText.parse("<a href='https://x.example/&#27;]0;pwned&#7;\npath'>x</a>")
    #expect(parsed.blocks == [.paragraph([RichText.Span("x", style: .link(url: "https://x.example/ path"))])])
}

@Test func unquotedAndSingleQuotedAttributes() {
    let parsed = HTMLText.parse("<a href=https://a.example/>one</a> <A HREF='https://b.example'>two</A>")
    #expect(parsed.blocks == [.paragraph([
        RichText.Span("one", style: .link(url: "https://a.example/")),
        RichText.Span(" "),
        RichText.Span("two", style: .link(url: "https://b.example")),
    ])])
}

@Test func preCodeIsVerbatim() {
    let html = "Try:<p><pre><code>\n  if a &lt; b &amp;&amp; c {\n\treturn &quot;x&quot;\n  }\n\n</code></pre>Done"
    let parsed = HTMLText.parse(html)
    #expect(parsed.blocks == [
        paragraph("Try:"),
        .code(["  if a < b && c {", "    return \"x\"", "  }"]),
        paragraph("Done"),
    ])
}

@Test func preNeutralizesControls() {
    let parsed = HTMLText.parse("<pre><code>echo &#27;[31mred\u{1B}]0;t\u{07}\r\nnext\u{0}</code></pre>")
    #expect(parsed.blocks == [.code(["echo red", "next\u{2400}"])])
}

@Test func quotes() {
    let parsed = HTMLText.parse("&gt; quoted text<p>&gt;tight<p>reply &gt; not a quote")
    #expect(parsed.blocks == [
        .quote([RichText.Span("quoted text")]),
        .quote([RichText.Span("tight")]),
        paragraph("reply > not a quote"),
    ])
}

@Test func quoteKeepsStyles() {
    let parsed = HTMLText.parse("<p>&gt; <i>emphasis</i> inside</p>")
    #expect(parsed.blocks == [.quote([RichText.Span("emphasis", style: .italic), RichText.Span(" inside")])])
}

@Test func lineBreaks() {
    let parsed = HTMLText.parse("one<br>two <br/> three<br>")
    #expect(parsed.blocks == [paragraph("one\ntwo\nthree")])
}

@Test func unknownTagsDropButKeepText() {
    let parsed = HTMLText.parse("<span class=x>kept</span> <font color=red>too</font><!-- gone --><!DOCTYPE html>")
    #expect(parsed.blocks == [paragraph("kept too")])
}

@Test func scriptAndStyleContentDropped() {
    let parsed = HTMLText.parse("a<script>alert('x<b>')</script>b<style>p { color: red }</style>c<SCRIPT>x</SCRIPT>d")
    #expect(parsed.blocks == [paragraph("abcd")])
}

@Test func malformedMarkupDegradesToText() {
    #expect(HTMLText.parse("<a href=x").blocks == [paragraph("<a href=x")])
    #expect(HTMLText.parse("<<p>>").blocks == [paragraph("<"), paragraph(">")])
    #expect(HTMLText.parse("1 < 2 and 3 > 2").blocks == [paragraph("1 < 2 and 3 > 2")])
    #expect(HTMLText.parse("a <a href=\"unterminated>b</a> c").blocks == [paragraph("a <a href=\"unterminated>b c")])
    #expect(HTMLText.parse("x</>y</ p>").blocks == [paragraph("x</>y</ p>")])
}

@Test func unclosedAndStrayClosingTagsAreTolerated() {
    let parsed = HTMLText.parse("<i>open italic<p>still italic</i> plain</b></code></a>")
    #expect(parsed.blocks == [
        .paragraph([RichText.Span("open italic", style: .italic)]),
        .paragraph([RichText.Span("still italic", style: .italic), RichText.Span(" plain")]),
    ])
}

@Test func unclosedPreStillBecomesCode() {
    #expect(HTMLText.parse("<pre><code>x = 1").blocks == [.code(["x = 1"])])
}

@Test func garbageNeverCrashes() {
    let garbage = [
        "<", ">", "&", "<a", "</", "<!", "<!--", "<?", "<pre>", "<script>", "<a href=\"", "<a href='x'",
        "<p<p<p>", "&#x;<", "<a href=>x</a>", "<a =x>y</a>", "<br/////>", "<i><i><i>x", "</i></i>x",
        "<pre><code></pre>", String(repeating: "<b>", count: 1000), "\u{0}<\u{1B}>",
    ]
    for html in garbage {
        let parsed = HTMLText.parse(html)
        for block in parsed.blocks {
            if case .paragraph(let spans) = block {
                #expect(!spans.isEmpty)
                #expect(spans.allSatisfy { !$0.text.unicodeScalars.contains { $0.value == 0x1B } })
            }
        }
    }
    #expect(HTMLText.parse("<a href=>x</a>").blocks == [paragraph("x")])
    #expect(HTMLText.parse("<i><i><i>x").blocks == [.paragraph([RichText.Span("x", style: .italic)])])
}

@Test func textNodesAreNeutralizedAfterDecoding() {
    let parsed = HTMLText.parse("<p>&#x1b;]0;pwned&#x7;safe \u{202E}text\u{9B}2J</p>")
    #expect(parsed.blocks == [paragraph("safe text")])
}

@Test func entitiesDecodedExactlyOnce() {
    #expect(HTMLText.parse("&amp;lt;b&amp;gt;").blocks == [paragraph("&lt;b&gt;")])
}
