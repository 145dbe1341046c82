import Testing
import TidingsText

/// Hostile strings a server (or anyone who can post a title) could send, and what must reach the
/// terminal instead.
struct HostileInput: CustomTestStringConvertible, Sendable {
    let name: String
    let raw: String
    let line: String

    var testDescription: String { name }
}

let hostileInputs: [HostileInput] = [
    HostileInput(name: "OSC title change", raw: "a\u{1B}]0;pwned\u{07}b", line: "ab"),
    HostileInput(name: "OSC terminated by ST", raw: "a\u{1B}]2;pwned\u{1B}\\b", line: "ab"),
    HostileInput(name: "OSC unterminated runs to the end", raw: "safe\u{1B}]0;pwned and more", line: "safe"),
    HostileInput(
        name: "OSC 8 hyperlink",
        raw: "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\ me",
        line: "click me"
    ),
    HostileInput(name: "CSI colour", raw: "\u{1B}[31;1mred\u{1B}[0m", line: "red"),
    HostileInput(name: "CSI cursor moves and clear", raw: "x\u{1B}[2J\u{1B}[10;20H\u{1B}[?25ly", line: "xy"),
    HostileInput(name: "CSI aborted by a control", raw: "a\u{1B}[31\u{07}b", line: "a\u{2407}b"),
    HostileInput(name: "8-bit CSI", raw: "\u{9B}31mred", line: "red"),
    HostileInput(name: "8-bit OSC ended by 8-bit ST", raw: "a\u{9D}0;pwned\u{9C}b", line: "ab"),
    HostileInput(name: "8-bit OSC after a letter, unterminated", raw: "a\u{9D}0;pwned", line: "a0;pwned"),
    HostileInput(name: "a mis-decoded quote is not a string's start", raw: "said,\u{9D} then \u{E2}\u{80}\u{9C}more\u{9C}", line: "said, then \u{E2}more"),
    HostileInput(name: "DCS", raw: "a\u{1B}P1$r0m\u{1B}\\b", line: "ab"),
    HostileInput(name: "8-bit DCS ended by BEL", raw: "a\u{90}q#0;2\u{07}b", line: "ab"),
    HostileInput(name: "APC, PM and SOS", raw: "1\u{1B}_x\u{1B}\\2\u{1B}^y\u{1B}\\3\u{1B}Xz\u{1B}\\4", line: "1234"),
    HostileInput(name: "charset designation", raw: "a\u{1B}(0qqq\u{1B}(Bb", line: "aqqqb"),
    HostileInput(name: "two-character escape", raw: "a\u{1B}cb\u{1B}7c", line: "abc"),
    HostileInput(name: "other C1 controls", raw: "a\u{80}b\u{8D}c\u{9C}d", line: "abcd"),
    HostileInput(name: "bidi override", raw: "abc\u{202E}txt.exe\u{202C}", line: "abctxt.exe"),
    HostileInput(name: "bidi isolates and marks", raw: "\u{2066}a\u{2069}\u{200E}b\u{200F}\u{061C}c", line: "abc"),
    HostileInput(name: "byte-order mark inside a line", raw: "Methods\u{FEFF} and more", line: "Methods and more"),
    HostileInput(name: "NUL", raw: "a\u{0}b", line: "a\u{2400}b"),
    HostileInput(name: "BEL and backspace", raw: "a\u{07}\u{08}b", line: "a\u{2407}\u{2408}b"),
    HostileInput(name: "DEL", raw: "a\u{7F}b", line: "a\u{2421}b"),
    HostileInput(name: "lone ESC at the end", raw: "title\u{1B}", line: "title"),
    HostileInput(name: "double ESC", raw: "a\u{1B}\u{1B}[1mb", line: "ab"),
    HostileInput(name: "entity-encoded ESC", raw: "&#27;[2Jcleared", line: "cleared"),
    HostileInput(name: "entity-encoded OSC", raw: "&#27;]0;pwned&#7;title", line: "title"),
    HostileInput(name: "hex-entity ESC", raw: "&#x1b;[31mred", line: "red"),
    HostileInput(name: "entity-encoded 8-bit CSI", raw: "&#x9b;2Jx", line: "x"),
    HostileInput(name: "newline folding", raw: " Line one\n\n\tline\r\ntwo\u{2028}three\u{A0} ", line: "Line one line two three"),
    HostileInput(name: "whitespace around removed sequences", raw: "a \u{1B}[0m b", line: "a b"),
]

@Test(arguments: hostileInputs)
func sanitizedLine(_ input: HostileInput) {
    #expect(Sanitizer.line(input.raw) == input.line)
}

@Test(arguments: hostileInputs)
func noEscapeOrControlSurvivesAnyMode(_ input: HostileInput) {
    for output in [Sanitizer.line(input.raw), Sanitizer.text(input.raw)] {
        for scalar in output.unicodeScalars {
            let value = scalar.value
            #expect(value >= 0x20 || value == 0x0A, "C0 control \(value) in \(output.debugDescription)")
            #expect(!(0x7F...0x9F).contains(value), "DEL/C1 \(value) in \(output.debugDescription)")
            #expect(!(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value))
        }
    }
}

@Test func plainASCIIIsReturnedUnchanged() {
    let title = "Show HN: A tiny database in 300 lines (2024)"
    #expect(Sanitizer.line(title) == title)
    #expect(Sanitizer.text("one\ntwo") == "one\ntwo")
    #expect(Sanitizer.neutralize(" a b ", keepNewlines: false) == " a b ")
}

@Test func textKeepsLineBreaksAndExpandsTabs() {
    #expect(Sanitizer.text("a\r\nb\rc\nd") == "a\nb\nc\nd")
    #expect(Sanitizer.text("\tindented") == "    indented")
    #expect(Sanitizer.text("x\u{2028}y") == "x\ny")
    #expect(Sanitizer.text("a  b") == "a  b")
    #expect(Sanitizer.text("a\u{A0}b\u{3000}c ") == "a\u{A0}b\u{3000}c ")
    #expect(Sanitizer.text("page\u{0C}break\u{0B}") == "page\u{240C}break\u{240B}")
    #expect(Sanitizer.text("\u{1B}[1mbold\u{1B}[0m\nnext\u{07}") == "bold\nnext\u{2407}")
    #expect(Sanitizer.text("caf&eacute; &amp; more") == "café & more")
}

@Test func neutralizeDoesNotDecodeEntities() {
    #expect(Sanitizer.neutralize("&amp;lt;", keepNewlines: false) == "&amp;lt;")
    #expect(Sanitizer.neutralize("  a\n\n b  ", keepNewlines: false) == " a b ")
    #expect(Sanitizer.neutralize("a\n\nb", keepNewlines: true) == "a\n\nb")
}

@Test func lineDecodesEntitiesOnce() {
    #expect(Sanitizer.line("Tom &amp; Jerry") == "Tom & Jerry")
    #expect(Sanitizer.line("&amp;lt;b&amp;gt;") == "&lt;b&gt;")
    #expect(Sanitizer.line("It&#x27;s &quot;fine&quot;") == "It's \"fine\"")
}

@Test func emojiSequencesSurvive() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let heart = "\u{2764}\u{FE0F}"
    let flag = "\u{1F1EF}\u{1F1F5}"
    let text = "\(family) \(heart) \(flag) e\u{301}"
    #expect(Sanitizer.line(text) == text)
    #expect(Sanitizer.text(text) == text)
}

@Test func nonASCIIWithoutControlsIsUntouched() {
    let text = "Überraschung — “quoted” 日本語 ‰ ‹›"
    #expect(Sanitizer.line(text) == text)
}

@Test func whitespaceOnlyBecomesEmpty() {
    #expect(Sanitizer.line(" \n\t\u{A0}\u{3000} ") == "")
    #expect(Sanitizer.line("") == "")
    #expect(Sanitizer.line(" padded title  ") == "padded title")
    #expect(Sanitizer.line("trailing ") == "trailing")
    #expect(Sanitizer.line("two  spaces") == "two spaces")
    #expect(Sanitizer.line("\u{1B}[0m") == "")
}
