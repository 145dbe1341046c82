import Foundation
import Testing
import TestThreads
@testable import Reader

@Suite("Charsets: header, meta, Windows-1252, invalid UTF-8", .ownThread)
struct CharsetTests {
    /// A page in a single-byte encoding: "café" and Windows quotes around "bridge".
    static func latinPage(meta: String) -> [UInt8] {
        let before = Array("<html><head>\(meta)<title>T</title></head><body><article>".utf8)
        let sentence = Array(Pages.prose[0].utf8) + [0x20] + Array("caf".utf8) + [0xE9] + [0x20, 0x93] + Array("bridge".utf8) + [0x94, 0x20, 0x97, 0x20]
        let body = Array("<p>".utf8) + sentence + Array(Pages.prose[1].utf8) + Array("</p>".utf8)
        return before + body + Array("</article></body></html>".utf8)
    }

    @Test("ISO-8859-1 from the Content-Type header, read as browsers do (Windows-1252)")
    func headerCharset() throws {
        let article = try #require(ArticleExtractor.extract(html: Self.latinPage(meta: ""), url: Pages.url, contentType: "text/html; charset=ISO-8859-1"))
        #expect(article.text.contains("café “bridge” —"))
    }

    @Test("<meta charset> when the header says nothing")
    func metaCharset() throws {
        let article = try #require(ArticleExtractor.extract(html: Self.latinPage(meta: #"<meta charset="windows-1252">"#), url: Pages.url, contentType: "text/html"))
        #expect(article.text.contains("café “bridge”"))
    }

    @Test("The http-equiv form of the meta charset")
    func httpEquiv() throws {
        let meta = #"<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">"#
        let article = try #require(ArticleExtractor.extract(html: Self.latinPage(meta: meta), url: Pages.url, contentType: nil))
        #expect(article.text.contains("café"))
    }

    @Test("A <meta> charset past the first 4 KB of the head is used when the bytes are not UTF-8, as a browser changes to it; UTF-8 bytes stay UTF-8")
    func lateMetaCharset() throws {
        let others = (1...80).map { "<meta property=\"og:tag\" content=\"tag number \($0) of the page\">" }.joined()
        let late = Self.latinPage(meta: others + #"<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">"#)
        #expect(late.count > 5_000)
        let article = try #require(ArticleExtractor.extract(html: late, url: Pages.url, contentType: nil))
        #expect(article.text.contains("café"), "\(article.text)")
        let utf8 = Array(("<html><head>" + others + #"<meta charset="windows-1250">"# + "<title>T</title></head><body><article><p>"
            + Pages.prose[0] + " Žluťoučký kůň úpěl.</p><p>" + Pages.prose[1] + "</p></article></body></html>").utf8)
        let read = try #require(ArticleExtractor.extract(html: utf8, url: Pages.url, contentType: nil))
        #expect(read.text.contains("Žluťoučký kůň úpěl."), "\(read.text)")
    }

    @Test("The header beats the meta tag")
    func headerWins() throws {
        let html = Array(Pages.page(head: #"<meta charset="iso-8859-1">"#, body: Pages.paragraphs(Pages.prose + ["Crème brûlée for everyone, said the mayor."])).utf8)
        let article = try #require(ArticleExtractor.extract(html: html, url: Pages.url, contentType: "text/html; charset=utf-8"))
        #expect(article.text.contains("Crème brûlée"))
    }

    @Test("UTF-8 is the default, and a byte-order mark is skipped")
    func utf8Default() throws {
        let html = [0xEF, 0xBB, 0xBF] + Array(Pages.page(head: "", body: Pages.paragraphs(Pages.prose + ["日本語の文章もそのまま読める。"])).utf8)
        let article = try #require(ArticleExtractor.extract(html: html, url: Pages.url, contentType: nil))
        #expect(article.text.contains("日本語の文章もそのまま読める。"))
    }

    @Test("Invalid UTF-8 is repaired, not fatal")
    func invalidUTF8() throws {
        var html = Array(Pages.page(body: Pages.paragraphs()).utf8)
        let at = html.count / 2
        html.insert(contentsOf: [0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80], at: at)
        let article = try #require(ArticleExtractor.extract(html: html, url: Pages.url, contentType: "text/html; charset=utf-8"))
        #expect(article.text.unicodeScalars.allSatisfy { $0.value != 0xFFFE })
        #expect(article.text.contains("school bus drivers"))
    }

    @Test("Windows-1252 bytes become the right code points")
    func windows1252Table() {
        let decoded = String(decoding: Charset.windows1252ToUTF8([0x80, 0x93, 0x94, 0xE9, 0x41]), as: UTF8.self)
        #expect(decoded == "€“”éA")
    }

    // MARK: Other charsets, and labels that lie

    static let before = Array("<html><head><title>T</title></head><body><article><p>".utf8)
    static let after = Array("</p><p>\(Pages.prose[1])</p></article></body></html>".utf8)

    /// A page whose first paragraph is `sentence` (in some charset's bytes) and whose second is plain prose.
    static func page(_ sentence: [UInt8], head: String = "") -> [UInt8] {
        Array("<html><head>\(head)<title>T</title></head><body><article><p>".utf8) + Array(Pages.prose[0].utf8) + [0x20] + sentence + after
    }

    static func text(_ html: [UInt8], contentType: String?) throws -> String {
        try #require(ArticleExtractor.extract(html: html, url: Pages.url, contentType: contentType)).text
    }

    @Test("UTF-8 bytes under <meta charset=gb2312> (no header) are read as UTF-8")
    func metaLies() throws {
        let html = Self.page(Array("Crème brûlée, 日本語 and “quotes”.".utf8), head: #"<meta charset="gb2312">"#)
        #expect(try Self.text(html, contentType: "text/html").contains("Crème brûlée, 日本語 and “quotes”."))
    }

    @Test("UTF-8 bytes under a header charset that lies (ISO-8859-1, Shift_JIS) are read as UTF-8")
    func headerLies() throws {
        let html = Self.page(Array("Crème brûlée — “quoted”.".utf8))
        for label in ["iso-8859-1", "Shift_JIS", "windows-1251", "utf-16"] {
            #expect(try Self.text(html, contentType: "text/html; charset=\(label)").contains("Crème brûlée — “quoted”."), "\(label)")
        }
    }

    @Test("Shift_JIS, GBK, EUC-KR and KOI8-R are decoded; a byte invalid in them is one U+FFFD and the rest is read")
    func legacyCharsets() throws {
        // 日本語 in Shift_JIS, then 0x82 0xFF (no such character), then 漢字.
        let japanese: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xFF, 0x8A, 0xBF, 0x8E, 0x9A]
        let text = try Self.text(Self.page(japanese), contentType: "text/html; charset=Shift_JIS")
        #expect(text.contains("日本語\u{FFFD}"))
        #expect(text.contains("漢字"))
        #expect(text.contains(Pages.prose[1]))
        #expect(try Self.text(Self.page([0xD6, 0xD0, 0xCE, 0xC4]), contentType: "text/html; charset=gb2312").contains("中文"))
        #expect(try Self.text(Self.page([0xC7, 0xD1, 0xB1, 0xB9]), contentType: "text/html; charset=euc-kr").contains("한국"))
        let russian = Self.page([0xF2, 0xD5, 0xD3, 0xD3, 0xCB, 0xC9, 0xCA], head: #"<meta charset="koi8-r">"#)
        #expect(try Self.text(russian, contentType: nil).contains("Русский"))
    }

    @Test("A page that declares no charset and is not UTF-8 is read in the charset its bytes look like, as browsers guess it", arguments: [
        ([0xCE, 0xD2, 0xC3, 0xC7, 0xD4, 0xDA, 0xBA, 0xD3, 0xB1, 0xDF, 0xB5, 0xC4, 0xCB, 0xAE, 0xCE, 0xBB, 0xD5, 0xBE, 0xBF, 0xB4, 0xB5, 0xBD, 0xC1, 0xCB,
          0xD5, 0xE2, 0xB8, 0xF6, 0xB9, 0xFA, 0xBC, 0xD2, 0xD7, 0xEE, 0xB4, 0xF3, 0xB5, 0xC4, 0xBA, 0xD3, 0xA1, 0xA3], "我们在河边的水位站看到了这个国家最大的河。"),
        ([0xA7, 0xDA, 0xAD, 0xCC, 0xA6, 0x62, 0xAA, 0x65, 0xC3, 0xE4, 0xAA, 0xBA, 0xA4, 0xF4, 0xA6, 0xEC, 0xAF, 0xB8, 0xAC, 0xDD, 0xA8, 0xEC, 0xA4, 0x46,
          0xB3, 0x6F, 0xAD, 0xD3, 0xB0, 0xEA, 0xAE, 0x61, 0xB3, 0xCC, 0xA4, 0x6A, 0xAA, 0xBA, 0xAA, 0x65, 0xA1, 0x43], "我們在河邊的水位站看到了這個國家最大的河。"),
        ([0x8E, 0x84, 0x82, 0xBD, 0x82, 0xBF, 0x82, 0xCD, 0x90, 0xEC, 0x82, 0xCC, 0x82, 0xBB, 0x82, 0xCE, 0x82, 0xCC, 0x90, 0x85, 0x88, 0xCA, 0x8C, 0x76,
          0x82, 0xF0, 0x8C, 0xA9, 0x82, 0xC9, 0x8D, 0x73, 0x82, 0xAB, 0x82, 0xDC, 0x82, 0xB5, 0x82, 0xBD, 0x81, 0x42], "私たちは川のそばの水位計を見に行きました。"),
        ([0xBF, 0xEC, 0xB8, 0xAE, 0xB4, 0xC2, 0x20, 0xB0, 0xAD, 0xB0, 0xA1, 0xBF, 0xA1, 0x20, 0xC0, 0xD6, 0xB4, 0xC2, 0x20, 0xBC, 0xF6, 0xC0, 0xA7, 0x20,
          0xB0, 0xFC, 0xC3, 0xF8, 0xBC, 0xD2, 0xB8, 0xA6, 0x20, 0xBA, 0xB8, 0xB7, 0xAF, 0x20, 0xB0, 0xAC, 0xBD, 0xC0, 0xB4, 0xCF, 0xB4, 0xD9, 0x2E], "우리는 강가에 있는 수위 관측소를 보러 갔습니다."),
        ([0x4C, 0x65, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x70, 0x72, 0xE8, 0x73, 0x20, 0x64, 0x75, 0x20, 0x70, 0x6F, 0x6E, 0x74, 0x20, 0xE9, 0x74, 0x61,
          0x69, 0x74, 0x20, 0x66, 0x65, 0x72, 0x6D, 0xE9, 0x20, 0xE0, 0x20, 0x63, 0x61, 0x75, 0x73, 0x65, 0x20, 0x64, 0x65, 0x20, 0x6C, 0x61, 0x20, 0x63,
          0x72, 0x75, 0x65, 0x20, 0x97, 0x20, 0x93, 0x65, 0x6E, 0x66, 0x69, 0x6E, 0x94, 0x2E], "Le café près du pont était fermé à cause de la crue — “enfin”."),
    ] as [([UInt8], String)])
    func undeclaredCharsetGuessed(bytes: [UInt8], sentence: String) throws {
        #expect(try Self.text(Self.page(bytes), contentType: nil).contains(sentence))
        #expect(try Self.text(Self.page(bytes), contentType: "text/html").contains(sentence))
    }

    @Test("A page that declares no charset and is UTF-8 but for a stray byte stays UTF-8, the byte one U+FFFD")
    func undeclaredMostlyUTF8() throws {
        let text = try Self.text(Self.page(Array("Crème brûlée, 日本語 and “quotes”".utf8) + [0xE9] + Array(" more.".utf8)), contentType: nil)
        #expect(text.contains("Crème brûlée, 日本語 and “quotes”\u{FFFD} more."))
    }

    @Test("UTF-16 with a lone surrogate and UTF-32 are decoded; the surrogate is one U+FFFD")
    func wideCharsets() throws {
        let sentence = Array("Café ✓.".utf16)
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in Array((String(decoding: Self.before, as: UTF8.self) + Pages.prose[0] + " ").utf16) + [0xD800] + sentence
            + Array(String(decoding: Self.after, as: UTF8.self).utf16) {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let text16 = try Self.text(utf16, contentType: "text/html")
        #expect(text16.contains("\u{FFFD}Café ✓."))
        #expect(text16.contains(Pages.prose[1]))
        var utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF]
        for scalar in (String(decoding: Self.page(Array("Zürich ✓.".utf8)), as: UTF8.self)).unicodeScalars {
            let value = scalar.value
            utf32 += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        #expect(try Self.text(utf32, contentType: "text/html; charset=utf-32").contains("Zürich ✓."))
    }

    /// ASCII in IBM037, the EBCDIC code page of US mainframes.
    static func ebcdic(_ text: String) -> [UInt8] {
        let table: [Character: UInt8] = [" ": 0x40, "<": 0x4C, ">": 0x6E, "/": 0x61, "=": 0x7E, "\"": 0x7F, ".": 0x4B, ",": 0x6B,
                                         "!": 0x5A, "-": 0x60, ";": 0x5E, ":": 0x7A, "'": 0x7D, "(": 0x4D, ")": 0x5D, "?": 0x6F, "\n": 0x25,
                                         "|": 0x4F, "&": 0x50, "#": 0x7B, "_": 0x6D, "%": 0x6C, "+": 0x4E, "*": 0x5C]
        return text.map { character -> UInt8 in
            if let byte = table[character] { return byte }
            let value = character.asciiValue ?? 0x3F
            switch value {
            case 0x61...0x69: return 0x81 + (value - 0x61)
            case 0x6A...0x72: return 0x91 + (value - 0x6A)
            case 0x73...0x7A: return 0xA2 + (value - 0x73)
            case 0x41...0x49: return 0xC1 + (value - 0x41)
            case 0x4A...0x52: return 0xD1 + (value - 0x4A)
            case 0x53...0x5A: return 0xE2 + (value - 0x53)
            case 0x30...0x39: return 0xF0 + (value - 0x30)
            default: return 0x6F
            }
        }
    }

    @Test("EBCDIC (IBM037) from the header is decoded")
    func ebcdicPage() throws {
        let html = Self.ebcdic(Pages.page(body: Pages.paragraphs()))
        #expect(try Self.text(html, contentType: "text/html; charset=IBM037") == Pages.prose.joined(separator: "\n\n"))
    }

    @Test("A byte-order mark beats the header; plain ASCII under a UTF-16 label is read as ASCII")
    func markAndASCII() throws {
        let utf8 = [0xEF, 0xBB, 0xBF] + Self.page(Array("Crème.".utf8))
        #expect(try Self.text(utf8, contentType: "text/html; charset=windows-1251").contains("Crème."))
        #expect(try Self.text(Self.page(Array("Plain.".utf8)), contentType: "text/html; charset=utf-16").contains("Plain."))
    }

    @Test("Labels as pages write them")
    func labels() {
        #expect(Charset.canonical(" \"Shift_JIS\"") == "CP932")
        #expect(Charset.canonical("latin1") == "WINDOWS-1252")
        #expect(Charset.canonical("windows-1251") == "CP1251")
        #expect(Charset.canonical("GB2312") == "GB18030")
        #expect(Charset.canonical("ibm037") == "IBM037")
    }
}
