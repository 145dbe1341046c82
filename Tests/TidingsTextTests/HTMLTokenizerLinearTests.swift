import Foundation
import Testing
@testable import TidingsText

private func tokens(_ html: String) -> [HTMLTokenizer.Token] {
    var tokenizer = HTMLTokenizer(html)
    var out: [HTMLTokenizer.Token] = []
    while let token = tokenizer.next() { out.append(token) }
    return out
}

private func referenceTokens(_ html: String) -> [HTMLTokenizer.Token] {
    var tokenizer = ReferenceHTMLTokenizer(html)
    var out: [HTMLTokenizer.Token] = []
    while let token = tokenizer.next() { out.append(token) }
    return out
}

/// A deterministic generator, so a failure names a reproducible input.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Test func splitsSmallInputsExactlyAsBefore() {
    // Markup-heavy pieces, so random strings hit every branch: unclosed quotes, stray "=",
    // comments with and without ends, end tags, nested "<".
    let pieces = ["<", ">", "a", "<a", "</a", "<!--", "-->", "<!", "<?", " ", "=", "\"", "'", "href", "HREF",
                  "/", "x", "<p>", "<a href=\"u\">", "&amp;", "\n", "-", "é"]
    var random = SplitMix(state: 42)
    for _ in 0..<20_000 {
        var html = ""
        for _ in 0..<Int(random.next() % 14) { html += pieces[Int(random.next() % UInt64(pieces.count))] }
        #expect(tokens(html) == referenceTokens(html), "input: \(html.debugDescription)")
    }
}

/// Each of these took seconds to minutes when every "<" rescanned to the end. The inputs are
/// big enough that a quadratic tokenizer would hang the test run visibly (well over a minute).
@Test(arguments: [
    "<a", "</a", "<!--", "<a href=\"", "<a x='", "<a x=\"<a x='", "<!", "<a =", "<a b ", "<a/", "<a x=y",
])
func unterminatedMarkupIsLinear(unit: String) {
    let count = 200_000 / unit.utf8.count
    let html = String(repeating: unit, count: count)
    let parsed = tokens(html)
    // Nothing ever closes, so everything is text, byte for byte.
    let text = parsed.map { token -> String in
        if case .text(let text) = token { return text }
        return "?"
    }.joined()
    #expect(text == html)
    // With a ">" at the very end, which the old code also had to reach from every "<", the
    // tokens still cover the input in order: each text token is a piece of it.
    var rest = Substring(html + ">")
    for case .text(let text) in tokens(html + ">") {
        guard let range = rest.range(of: text) else {
            Issue.record("text token not found in order: \(text.prefix(20))")
            return
        }
        rest = rest[range.upperBound...]
    }
}

@Test func pathologicalInputsMatchReferenceWhenSmall() {
    for unit in ["<a", "</a", "<!--", "<a href=\"", "<a x='", "<a x=\"<a x='", "<a =", "<a b "] {
        for count in 1...12 {
            let html = String(repeating: unit, count: count)
            #expect(tokens(html) == referenceTokens(html), "input: \(html.debugDescription)")
            #expect(tokens(html + ">") == referenceTokens(html + ">"), "input: \(html.debugDescription)>")
            #expect(tokens(html + "\">") == referenceTokens(html + "\">"), "input: \(html.debugDescription)\">")
        }
    }
}

@Test func hugeUnterminatedCommentParsesToItsText() {
    let html = String(repeating: "<a", count: 100_000)
    let parsed = HTMLText.parse(html)
    #expect(RichTextPlainLength.of(parsed) == html.count)
}

private enum RichTextPlainLength {
    static func of(_ text: RichText) -> Int {
        text.blocks.reduce(0) { total, block in
            switch block {
            case .paragraph(let spans), .quote(let spans): total + spans.reduce(0) { $0 + $1.text.count }
            case .code(let lines): total + lines.reduce(0) { $0 + $1.count }
            }
        }
    }
}
