import Foundation
import Testing
@testable import Markup

/// Reads raw bytes (any encoding) in pieces of `pieceSize`.
func readBytes(_ bytes: [UInt8], charset: String? = nil, pieceSize: Int = .max) -> [String] {
    let log = EventLog()
    let parser = XMLPushParser(handler: log, charset: charset)
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + pieceSize)
        parser.push(Array(bytes[start..<end]))
        start = end
    }
    parser.finish()
    return log.finished()
}

/// The text of the first element, read from `body` wrapped in `<t>…</t>`.
func text(of body: String) -> String? {
    let events = read("<t>" + body + "</t>").events
    return events.count == 3 ? events[1] : events.count == 2 ? "" : events.joined(separator: "|")
}

@Suite struct XMLRepairTests {
    @Test func aStrayAmpersandCostsNothingLater() {
        // libxml2 alone drops "&T", then every later &amp; and &lt; of the document.
        #expect(text(of: "AT&T x &amp; y &lt;p&gt; z") == "AT&T x & y <p> z")
        #expect(read("<t><a>AT&T</a><b>&lt;p&gt;Hi&lt;/p&gt;</b></t>").events.contains("<p>Hi</p>"))
    }

    @Test func referencesSurviveAMistakeInTheMarkup() {
        let events = read("<t><b>x</c> &amp; y &lt;3</t>").events
        #expect(events.joined(separator: " ").contains("& y <3"))
    }

    @Test func htmlNamedEntitiesAreReadAsHTMLWouldAndNothingElseIsResolved() {
        #expect(text(of: "a&nbsp;b&hellip; &eacute;t&eacute; &rsquo;") == "a\u{A0}b… été ’")
        #expect(text(of: "&foo; &lol9;") == "&foo; &lol9;")
        #expect(text(of: "&AMP; &LT;") == "& <")
    }

    @Test func numericReferencesAsBrowsersReadThem() {
        #expect(text(of: "It&#8217s &#146;quoted&#148; &#x1F600; &#0; &#1;x &#99999999999; &#x;") == "It’s ’quoted” 😀 \u{FFFD} x \u{FFFD} &#x;")
    }

    @Test func bareLessThanSignsAreText() {
        #expect(text(of: "a < b <3 1<2") == "a < b <3 1<2")
    }

    @Test func attributeValuesKeepTheirAmpersands() {
        let events = read("<t><a href='?a=1&b=2&amp;c=3' title=\"x < y &copy;\"/></t>").events
        #expect(events.contains("<a href=?a=1&b=2&c=3 title=x < y ©>"))
    }

    @Test func cdataCommentsAndInstructionsAreLeftAlone() {
        let document = "<t><![CDATA[&amp; <b>AT&T</b> ]] ]>]]><!-- a & b < c --><?pi x & y?>&amp;</t>"
        #expect(read(document).events == ["<t>", "&amp; <b>AT&T</b> ]] ]>&", "</>"])
    }

    @Test func forbiddenCharactersAreDroppedEvenInsideCDATA() {
        // libxml2 abandons a CDATA section at the first control character.
        let document = "<t><a>x\u{01}y\u{0B}z</a><b><![CDATA[p\u{08}q]]></b><c>\u{FFFE}ok\u{FFFF}</c></t>"
        #expect(read(document).events == ["<t>", "<a>", "xyz", "</>", "<b>", "pq", "</>", "<c>", "ok", "</>", "</>"])
    }

    @Test func aDoctypeWithDeclarationsIsPassedOverWhole() {
        let document = "<?xml version=\"1.0\"?><!DOCTYPE t [<!ENTITY x \"a>b]\"> <!ENTITY y 'q'>]><t>&x;&y;&amp;</t>"
        #expect(read(document).events == ["<t>", "&x;&y;&", "</>"])
    }

    @Test func whitespaceBeforeTheDeclarationIsForgiven() {
        let bytes = Array("\n\n  <?xml version=\"1.0\" encoding=\"windows-1252\"?><t>".utf8) + [0x93, 0x41, 0x94] + Array("</t>".utf8)
        #expect(readBytes(bytes) == ["<t>", "“A”", "</>"])
    }

    @Test func latin1BytesInUTF8ReadAsWindows1252() {
        let bytes = Array("<t>caf".utf8) + [0xE9] + Array(" — déjà ".utf8) + [0x92, 0x80] + Array("</t>".utf8)
        #expect(readBytes(bytes) == ["<t>", "café — déjà ’€", "</>"])
        #expect(readBytes(bytes, pieceSize: 1) == ["<t>", "café — déjà ’€", "</>"])
    }

    @Test func utf16AndUTF32() {
        let document = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><t>Grüße 😀</t>"
        func littleEndian(_ text: String) -> [UInt8] {
            var bytes: [UInt8] = []
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return bytes
        }
        var bigWithoutMark: [UInt8] = []
        for unit in document.utf16 { bigWithoutMark += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        var utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF]
        for scalar in document.unicodeScalars {
            let value = scalar.value
            utf32 += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        let little: [UInt8] = [0xFF, 0xFE] + littleEndian(document)
        for bytes in [little, bigWithoutMark, utf32] {
            #expect(readBytes(bytes) == ["<t>", "Grüße 😀", "</>"])
            #expect(readBytes(bytes, pieceSize: 3) == ["<t>", "Grüße 😀", "</>"])
        }
        // A lone surrogate is one replacement character, and the rest still reads.
        let broken: [UInt8] = [0xFF, 0xFE] + littleEndian("<t>a") + [0x00, 0xD8, 0x62, 0x00] + littleEndian("</t>")
        #expect(readBytes(broken) == ["<t>", "a\u{FFFD}b", "</>"])
    }

    @Test func otherEncodingsThroughLibXMLsConverters() {
        // "Привет" in KOI8-R; "日本" in Shift_JIS, read a byte at a time.
        let koi8: [UInt8] = [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4]
        let declared = Array("<?xml version=\"1.0\" encoding=\"KOI8-R\"?><t>".utf8) + koi8 + Array("</t>".utf8)
        #expect(readBytes(declared) == ["<t>", "Привет", "</>"])
        let shiftJIS = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><t>".utf8) + [0x93, 0xFA, 0x96, 0x7B] + Array("</t>".utf8)
        #expect(readBytes(shiftJIS, pieceSize: 1) == ["<t>", "日本", "</>"])
        // A byte Shift_JIS cannot read is one replacement character, not the end of the document.
        let broken = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><t>".utf8) + [0x93, 0xFA, 0xFF, 0x96, 0x7B] + Array("</t><u/>".utf8)
        let events = readBytes(broken)
        #expect(events.first == "<t>" && events.contains("</>"))
        #expect(events[1].hasPrefix("日") && events[1].hasSuffix("本"))
    }

    @Test func theServersCharsetCountsOnlyWhenTheDocumentSaysNothing() {
        let koi8 = Array("<t>".utf8) + [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4] + Array("</t>".utf8)
        #expect(readBytes(koi8, charset: "koi8-r") == ["<t>", "Привет", "</>"])
        // The declaration wins over the server; the byte-order mark over both.
        let declared = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><t>é</t>".utf8)
        #expect(readBytes(declared, charset: "koi8-r") == ["<t>", "é", "</>"])
        let marked = [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"KOI8-R\"?><t>é</t>".utf8)
        #expect(readBytes(marked, charset: "koi8-r") == ["<t>", "é", "</>"])
        // Nonsense names fall back to UTF-8.
        #expect(readBytes(Array("<t>é</t>".utf8), charset: "x-no-such-thing") == ["<t>", "é", "</>"])
        #expect(readBytes(Array("<?xml version='1.0' encoding='utf-16'?><t>é</t>".utf8)) == ["<t>", "é", "</>"])
    }

    @Test func everyRepairReadsTheSameInPiecesOfAnySize() {
        let document = "\n<?xml version=\"1.0\" encoding=\"utf-8\"?><!DOCTYPE rss [<!ENTITY e \"]>\">]><rss><a href='?a&b=1&#38;c'>AT&T &nbsp;&hellip;&#8217 &lt;p&gt; a < b</a>"
            + "<![CDATA[x]]y&amp;]]><!-- - -- & -->\u{01}<b>&unknown; &#x1F600;&#1</b>é</rss>"
        let whole = read(document).events
        #expect(whole.count > 5)
        for size in [1, 2, 3, 4, 5, 7, 9, 13, 31] {
            #expect(read(document, pieceSize: size).events == whole, "pieces of \(size) bytes")
        }
    }
}

@Suite struct NamespaceURITests {
    @Test func anAmpersandInANamespaceURIIsReadAsOne() {
        let document = "<r xmlns=\"urn:a&amp;b\" xmlns:p=\"urn:c&#38;d\"><p:x p:y=\"1\"/><p:x/></r>"
        #expect(read(document).events == ["<{urn:a&b}r>", "<{urn:c&d}x {urn:c&d}y=1>", "</>", "<{urn:c&d}x>", "</>", "</>"])
        #expect(read(document, pieceSize: 3).events == read(document).events)
    }
}
