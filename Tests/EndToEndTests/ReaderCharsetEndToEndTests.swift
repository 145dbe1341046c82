import Foundation
import LoopbackServer
import Testing
import TestThreads

/// `tidings read` of pages in charsets libxml2 used to complain about on stderr (invalid
/// Shift_JIS, UTF-16 with a lone surrogate, UTF-32, EBCDIC, UTF-8 under a label that lies, and
/// GBK and Windows-1252 with no label at all):
/// each prints its article and writes nothing else, anywhere.
@Suite(.serialized, .ownThread) struct ReaderCharsetEndToEndTests {
    static let prose = [
        "The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open for another year.",
        "Engineers had warned that the steel, which was laid in 1931, was corroding faster than expected, but repairs would cost less.",
    ]

    /// The page around `middle`, a sentence in the page's own bytes, in `encode`'s charset.
    static func page(_ encode: (String) -> [UInt8], middle: [UInt8] = [], head: String = "") -> [UInt8] {
        encode("<html><head>\(head)<title>Bridge</title></head><body><article><p>\(prose[0]) ") + middle
            + encode("</p><p>\(prose[1])</p></article></body></html>")
    }

    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

    static func utf32(_ text: String) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar -> [UInt8] in
            let value = scalar.value
            return [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
    }

    /// IBM037, for the characters these pages use.
    static func ebcdic(_ text: String) -> [UInt8] {
        let punctuation: [UInt8: UInt8] = [0x20: 0x40, 0x3C: 0x4C, 0x3E: 0x6E, 0x2F: 0x61, 0x2C: 0x6B, 0x2E: 0x4B, 0x3D: 0x7E, 0x22: 0x7F, 0x27: 0x7D]
        return text.utf8.map { byte -> UInt8 in
            switch byte {
            case 0x61...0x69: 0x81 + (byte - 0x61)
            case 0x6A...0x72: 0x91 + (byte - 0x6A)
            case 0x73...0x7A: 0xA2 + (byte - 0x73)
            case 0x41...0x49: 0xC1 + (byte - 0x41)
            case 0x4A...0x52: 0xD1 + (byte - 0x4A)
            case 0x53...0x5A: 0xE2 + (byte - 0x53)
            case 0x30...0x39: 0xF0 + (byte - 0x30)
            default: punctuation[byte] ?? 0x6F
            }
        }
    }

    static let pages: [String: (contentType: String, body: [UInt8], expected: String)] = [
        // 日本語, then 0x82 0xFF, which is no Shift_JIS character, then 漢字.
        "/sjis": ("text/html; charset=Shift_JIS", page(ascii, middle: [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xFF, 0x8A, 0xBF, 0x8E, 0x9A]), "日本語\u{FFFD}"),
        "/utf16": ("text/html", [0xFF, 0xFE] + page(utf16, middle: [0x00, 0xD8] + utf16("Zürich")), "\u{FFFD}Zürich"),
        "/utf32": ("text/html; charset=utf-32", [0x00, 0x00, 0xFE, 0xFF] + page(utf32, middle: utf32("Zürich ✓")), "Zürich ✓"),
        "/ebcdic": ("text/html; charset=IBM037", page(ebcdic), prose[1]),
        "/lie": ("text/html", page(ascii, middle: Array("Crème brûlée, 中文".utf8), head: #"<meta charset="gb2312">"#), "Crème brûlée, 中文"),
        // No label anywhere: guessed from the bytes, GBK's 我们在河边的水位站看到了这个国家最大的河。 and Windows-1252's "café".
        "/unlabelled-gbk": ("text/html", page(ascii, middle: [0xCE, 0xD2, 0xC3, 0xC7, 0xD4, 0xDA, 0xBA, 0xD3, 0xB1, 0xDF, 0xB5, 0xC4, 0xCB, 0xAE, 0xCE, 0xBB,
                                                              0xD5, 0xBE, 0xBF, 0xB4, 0xB5, 0xBD, 0xC1, 0xCB, 0xD5, 0xE2, 0xB8, 0xF6, 0xB9, 0xFA, 0xBC, 0xD2,
                                                              0xD7, 0xEE, 0xB4, 0xF3, 0xB5, 0xC4, 0xBA, 0xD3, 0xA1, 0xA3]), "这个国家最大的河。"),
        "/unlabelled-latin": ("text/html", page(ascii, middle: [0x4C, 0x65, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x97, 0x20, 0x93, 0x65, 0x6E, 0x66, 0x69, 0x6E, 0x94, 0x2E]),
                              "Le café — “enfin”."),
    ]

    @Test func pagesInAnyCharsetPrintTheirArticleAndNothingElse() throws {
        let server = try LoopbackServer { request in
            guard let page = Self.pages[request.pathWithoutQuery] else { return .text("not here", status: 404) }
            return .respond(status: 200, headers: ["Content-Type": page.contentType], body: Data(page.body))
        }
        defer { server.stop() }
        for (path, page) in Self.pages.sorted(by: { $0.key < $1.key }) {
            let result = try ReaderEndToEndTests.tidings(["read", "--width", "400", server.baseURL.absoluteString + path])
            #expect(result.status == 0, "\(path): \(result.errors)")
            #expect(result.errors.isEmpty, "\(path) wrote to stderr: \(result.errors.prefix(300))")
            #expect(result.output.contains(page.expected), "\(path): \(result.output.prefix(600))")
            #expect(result.output.contains(Self.prose[1]), "\(path): the rest of the page")
        }
    }
}
