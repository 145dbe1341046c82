import Foundation
import Testing
import TidingsText

/// The helpers that replace Foundation's (which bring ICU into the static binary) agree with
/// Foundation on what the program gives them.
@Suite struct WithoutFoundationTests {
    static let samples = [
        "", " ", "\t", "plain", "  both ends  ", "\t tabs\t", "\n line breaks \r\n", "\u{00A0}no-break\u{00A0}",
        "\u{3000}ideographic\u{3000}", "\u{2028}separator\u{2029}", "\u{0085}next line\u{0085}", "inner  space kept",
        "\u{200B}zero width is no space\u{200B}", "\u{FEFF}bom", "é\u{301} combining", "🇫🇷 flag ", "\u{1680}ogham\u{2003}",
    ]

    @Test func trimmingAgreesWithFoundation() {
        for text in Self.samples {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(text.trimming(charactersIn: "\" '") == text.trimmingCharacters(in: CharacterSet(charactersIn: "\" '")))
        }
        #expect("«quoted»,".trimming(\.isPunctuation) == "«quoted»,".trimmingCharacters(in: .punctuationCharacters))
        for scalar in "aZ9é漢٣ _-.,!\u{301}".unicodeScalars {
            #expect(scalar.isAlphanumeric == CharacterSet.alphanumerics.contains(scalar), "\(scalar.escaped(asASCII: true))")
        }
    }

    @Test func pathsAgreeWithNSString() {
        for path in ["/a/b/c", "/home/ann/.local/share/tidings/reading.sqlite3", "/a/b/c/", "/a", "a/b", "./x", "../y/z"] {
            #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
            #expect(PathText.name(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
        // Where Foundation's own path methods trap on Linux ("", "c", "/", "//a//b//").
        #expect(PathText.folder(of: "") == "" && PathText.name(of: "") == "")
        #expect(PathText.folder(of: "feeds") == "" && PathText.name(of: "feeds") == "feeds")
        #expect(PathText.folder(of: "/") == "/" && PathText.name(of: "/") == "/")
        #expect(PathText.folder(of: "//a//b//") == "//a/" || PathText.folder(of: "//a//b//") == "//a")
    }

    @Test func decimalsAgreeWithFormat() {
        for value in [0, 0.004, 0.005, 0.015, 1.5, 2.675, 99.95, 123.456, -0.5, -1.25, 1e9 + 0.5] {
            for places in 0...2 {
                #expect(Decimals.text(value, places: places) == String(format: "%.\(places)f", value), "\(value) \(places)")
            }
        }
    }

    @Test func percentEncodingAgreesWithFoundationOnUnreservedCharacters() {
        var unreserved = CharacterSet(charactersIn: "-._~")
        unreserved.formUnion(CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
        func allowed(_ byte: UInt8) -> Bool {
            PercentEncoding.isASCIIAlphanumeric(byte) || "-._~".utf8.contains(byte)
        }
        for text in ["abc", "a b/c?d#e", "漢字", "50%", "x+y=z&w", "../../etc", "\u{0}"] {
            #expect(PercentEncoding.encode(text, allowing: allowed) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
        }
    }

    @Test func searchFoldingSetsCaseAndAccentsAside() {
        let needle = SearchFolding.fold("Café")
        #expect(needle == "cafe")
        for text in ["CAFÉ au lait", "a cafe", "cafe\u{301}", "Le Café", "ÇA CAFÉ"] {
            #expect(SearchFolding.text(text, holdsFolded: needle), "\(text)")
        }
        #expect(!SearchFolding.text("caff", holdsFolded: needle))
        // Searched in place while the text is ASCII, folded whole once it is not.
        #expect(SearchFolding.text("THE CAFE", holdsFolded: needle) && SearchFolding.text("cafe, then café", holdsFolded: needle))
        #expect(SearchFolding.text("naïve: a café", holdsFolded: needle), "a match after the first accented letter")
        #expect(!SearchFolding.text("CAF", holdsFolded: needle) && !SearchFolding.text("ca fe", holdsFolded: needle))
        #expect(!SearchFolding.text("plain ascii", holdsFolded: SearchFolding.fold("日本")))
        #expect(SearchFolding.text("東京と日本", holdsFolded: SearchFolding.fold("日本")))
        #expect(SearchFolding.fold("Ærøskøbing Łódź İstanbul ΆΘΗΝΑ Ёлка") == "ærøskøbing lodz istanbul αθηνα елка".replacingOccurrences(of: "ø", with: "o"))
        // Whatever Foundation folds the same way, this does too, over the Latin letters.
        for scalar in (0x00C0...0x017F).compactMap(Unicode.Scalar.init) where scalar.properties.isAlphabetic {
            let text = String(scalar)
            let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            if foundation.unicodeScalars.allSatisfy(\.isASCII) {
                #expect(SearchFolding.fold(text) == foundation.lowercased(), "\(scalar.escaped(asASCII: true))")
            }
        }
    }
}
