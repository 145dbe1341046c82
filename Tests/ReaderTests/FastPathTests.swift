import Testing
import TestThreads
@testable import Reader

/// The reader's quick ways of comparing names and titles say what the slow ways say.
@Suite("Quick comparisons agree with the slow ones", .ownThread)
struct FastPathTests {
    /// What `comparable` meant before it read ASCII byte by byte.
    static func slowComparable(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.isAlphanumeric }.map(Character.init))
    }

    @Test("A title's comparable form is the same read byte by byte or scalar by scalar", arguments: [
        "A Headline | The Site", "ÉTÉ à Paris — Le Monde", "İstanbul’da 3 gün", "COVID-19: what we know",
        "Ann Lee USA TODAY", "", "!!!", "日本語のタイトル", "Ünïcödé and ASCII 42",
    ])
    func comparableAgrees(_ text: String) {
        #expect(BlockBuilder.comparable(text) == Self.slowComparable(text))
        #expect(BlockBuilder.comparable(Substring(text)) == Self.slowComparable(text))
    }

    @Test("A name's last words compare as their joined comparable forms (USA TODAY after the name goes)")
    func trailingPublicationGoes() {
        #expect(Byline.withoutTrailing(["USA TODAY"], "Ann Lee USA TODAY") == "Ann Lee")
        #expect(Byline.withoutTrailing(["Süddeutsche Zeitung"], "Ann Lee Süddeutsche Zeitung") == "Ann Lee")
        #expect(Byline.withoutTrailing(["USA TODAY"], "Ann Lee") == "Ann Lee")
    }

    @Test("Places of a separator are found from the start without overlapping, as ranges(of:) finds them", arguments: [
        ("A headline | The Site | Section", " | "), ("a - - b", " - "), ("no separator here", " | "),
        ("Ünïcode – title – Site", " – "), (" | ", " | "), ("Ann Lee and Bo Chan and Cy Dunn", " and "),
    ])
    func placesAgree(_ text: String, _ piece: String) {
        let all = text.ranges(of: piece)
        #expect(text.firstPlace(of: piece) == all.first)
        #expect(text.lastPlace(of: piece) == all.last)
        let tail = text.dropFirst()
        #expect(tail.firstPlace(of: piece) == tail.ranges(of: piece).first)
    }

    @Test("A piece is held where contains(_:) finds it: at either end, after a false start, or not at all", arguments: [
        ("comment-list", "comment"), ("the-comments", "comments"), ("aaab", "aab"), ("aab", "aaab"), ("widge widget", "widget"),
        ("no such word", "context"), ("Ünïcode – title", "– t"), ("", "a"), ("one", "one"), ("onE", "one"),
    ])
    func holdsAgrees(_ text: String, _ piece: String) {
        #expect(text.holds(piece) == text.contains(piece))
        let tail = text.dropFirst()
        #expect(tail.holds(piece) == tail.contains(piece))
    }

    @Test("A class word is matched whole, not by its first two letters' bucket (-ad- is not in mad-hatter)")
    func matcherComparesEveryByte() {
        let matcher = NameMatcher([["-ad-"], ["byline"]])
        #expect(matcher.matches(caseFolding: "mad-hatter") == 0)
        #expect(matcher.matches(caseFolding: "top-AD-slot") == 1)
        #expect(matcher.matches(caseFolding: "post-Byline x") == 2)
        #expect(matcher.matches(caseFolding: "-ad-byline") == 3)
        #expect(matcher.matches(caseFolding: "-") == 0)
        #expect(matcher.matches(Array("x-ad-".utf8)) == 1)
    }

    @Test("A word marked to begin a word of the name is not found inside one (\"ad-container\" is not in lead-container)")
    func matcherWordAtItsStart() {
        let matcher = NameMatcher([["|ad-container"], ["lead"]])
        #expect(matcher.matches(caseFolding: "lead-container") == 2)
        #expect(matcher.matches(caseFolding: "Download-Container") == 0)
        #expect(matcher.matches(caseFolding: "ad-container") == 1)
        #expect(matcher.matches(caseFolding: "top-AD-container") == 1)
        #expect(matcher.matches(caseFolding: "x ad-container") == 1)
        #expect(matcher.matches(caseFolding: "lead ad-container") == 3)
        #expect(matcher.matches(caseFolding: "é-ad-container") == 1)
        #expect(matcher.matches(caseFolding: "éad-container") == 0)
    }
}
