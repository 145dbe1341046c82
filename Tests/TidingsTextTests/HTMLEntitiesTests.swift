import Testing
import TidingsText

@Test func namedEntities() {
    #expect(HTMLEntities.decode("&amp; &lt; &gt; &quot; &apos;") == "& < > \" '")
    #expect(HTMLEntities.decode("a&nbsp;b") == "a\u{A0}b")
    #expect(HTMLEntities.decode("&mdash;&ndash;&hellip;") == "\u{2014}\u{2013}\u{2026}")
    #expect(HTMLEntities.decode("&lsquo;&rsquo;&ldquo;&rdquo;&laquo;&raquo;") == "‘’“”«»")
    #expect(HTMLEntities.decode("&copy;&reg;&trade;&euro;&pound;&yen;&cent;") == "©®™€£¥¢")
    #expect(HTMLEntities.decode("&times;&divide;&middot;&bull;&deg;&plusmn;&para;&sect;") == "×÷·•°±¶§")
    #expect(HTMLEntities.decode("&hearts;&rarr;&larr;&uarr;&darr;") == "♥→←↑↓")
    #expect(HTMLEntities.decode("&eacute;&Uuml;&szlig;&yuml;&iexcl;") == "éÜßÿ¡")
    #expect(HTMLEntities.decode("&alpha;&Omega;&sigmaf;&pi;") == "αΩςπ")
}

@Test func numericEntities() {
    #expect(HTMLEntities.decode("It&#39;s") == "It's")
    #expect(HTMLEntities.decode("It&#x27;s &#X27;") == "It's '")
    #expect(HTMLEntities.decode("&#128512;&#x1F600;") == "😀😀")
    #expect(HTMLEntities.decode("&#0065;") == "A")
}

@Test func invalidCodePointsBecomeReplacementCharacter() {
    #expect(HTMLEntities.decode("&#0;") == "\u{FFFD}")
    #expect(HTMLEntities.decode("&#xD800;") == "\u{FFFD}")
    #expect(HTMLEntities.decode("&#x110000;") == "\u{FFFD}")
    #expect(HTMLEntities.decode("&#99999999999999999999;") == "\u{FFFD}")
}

@Test func numericWithoutSemicolon() {
    #expect(HTMLEntities.decode("&#39 x") == "' x")
    #expect(HTMLEntities.decode("&#x27") == "'")
    #expect(HTMLEntities.decode("&#39-") == "'-")
    // Followed by a letter it might be something else: leave it alone.
    #expect(HTMLEntities.decode("&#39abc") == "&#39abc")
    #expect(HTMLEntities.decode("&#x27g") == "&#x27g")
}

@Test func unknownAndMalformedStayLiteral() {
    let literal = [
        "&", "&&", "& ;", "&;", "&#;", "&#x;", "&#", "&#x", "&bogus;", "&amp", "a & b",
        "?a=1&lt=2", "&AmP;", "&thisnameiswaytoolongtobeanentity;", "&#xZZ;",
    ]
    for text in literal {
        #expect(HTMLEntities.decode(text) == text)
    }
}

@Test func decodingHappensOnce() {
    #expect(HTMLEntities.decode("&amp;lt;") == "&lt;")
    #expect(HTMLEntities.decode("&amp;amp;") == "&amp;")
    #expect(HTMLEntities.decode("&#38;#39;") == "&#39;")
}

@Test func textWithoutEntitiesIsUnchanged() {
    let text = "no entities here, 日本語 😀"
    #expect(HTMLEntities.decode(text) == text)
    #expect(HTMLEntities.decode("日本&amp;語") == "日本&語")
}

@Test("A legacy reference without its ';' is the longest legacy name beginning the letters after the '&'")
func legacyReferences() {
    func read(_ text: String) -> (UInt32, Int)? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { HTMLEntities.legacyReference(in: $0, at: 0, before: $0.count) }.map { ($0.value, $0.end) }
    }
    #expect(read("&nbsp[")! == (0xA0, 5))
    #expect(read("&notit;")! == (0xAC, 4))
    #expect(read("&frac12x")! == (0xBD, 7))
    #expect(read("&COPY 2004")! == (0xA9, 5))
    // With its ';' it is a reference already; "&T", "&hellip" and "&x" name nothing legacy.
    #expect(read("&notin;") == nil)
    #expect(read("&nbsp;") == nil)
    #expect(read("&T") == nil)
    #expect(read("&hellip") == nil)
    // Nothing at or past the end given is looked at.
    let bytes = Array("&nbsp".utf8)
    #expect(bytes.withUnsafeBufferPointer { HTMLEntities.legacyReference(in: $0, at: 0, before: 3) } == nil)
}

