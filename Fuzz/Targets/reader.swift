import FoundationEssentials
import Reader

// The whole reader on a page from the network: charset, parse, score, build. Byte 0 picks the
// content type the server claimed (none, UTF-8, Latin-1, or a type that is not HTML), the rest
// is the page. Whatever comes out must be safe to draw: no control character but a line break in
// the text (none at all in the title, byline and site), no block without text but a picture or a
// rule, no table without rows, and every address numbered for `f` and every picture's address
// http or https.

private let contentTypes: [String?] = [nil, "text/html; charset=utf-8", "text/html; charset=iso-8859-1", "application/pdf"]

private func isDrawable(_ text: String, lineBreaks: Bool) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x0A: lineBreaks
        case 0x00..<0x20, 0x7F...0x9F: false
        // Bidirectional overrides and isolates would reorder what the screen shows.
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}

private func fail(_ what: String, _ article: Article) -> Never {
    fatalError("\(what): \(String(reflecting: article))")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let contentType = contentTypes[Int(data[0]) % contentTypes.count]
    let page = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let url = URL(string: "https://example.org/news/story.html")!
    guard case .article(let article)? = try? ArticleExtractor.read(html: page, url: url, contentType: contentType) else { return 0 }
    for line in [article.title, article.byline, article.site] {
        if let line, !isDrawable(line, lineBreaks: false) { fail("a metadata line that cannot be drawn", article) }
    }
    for link in article.links where link.scheme != "http" && link.scheme != "https" {
        fail("a link that is not a web address: \(link)", article)
    }
    for block in article.blocks {
        guard isDrawable(block.text, lineBreaks: true), isDrawable(block.markedText, lineBreaks: true) else {
            fail("a block that cannot be drawn", article)
        }
        switch block.kind {
        case .image:
            if let address = block.imageURL, address.scheme != "http" && address.scheme != "https" {
                fail("a picture that is not a web address", article)
            }
        case .rule:
            break
        case .table(let rows):
            if rows.isEmpty { fail("a table without rows", article) }
        default:
            if block.text.isEmpty { fail("an empty block", article) }
        }
    }
    return 0
}
