import Foundation
import Testing
@testable import Reader

@Suite("Charsets: header, meta, Windows-1252, invalid UTF-8")
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
}
