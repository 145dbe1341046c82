import Foundation
import Testing
import TestThreads

/// The forty-third round read on the command line at 40 columns: a post whose class and id both
/// name it is read from its filed-under line, as Readability weighs each name and climbs to it;
/// a heading whose id is its own words made into an address ("…-rating-…") stays, its words
/// inside the id naming nothing; a link within the page that is a phrase of a sentence in an
/// emphasis (a correction's "(Return.)") keeps its words; and a wiki's formulas, whose MathML a
/// style hides beside a picture of each, are read as their TeX.
@Suite(.serialized, .ownThread) struct ReaderWeighingEndToEndTests {
    static let filed: String = {
        let paragraphs = (1...6).map { "<p>Paragraph \($0) of the post tells how the river rose in the night, and what the town did the next morning.</p>" }
        let body = "<div class=\"entry-content\">" + paragraphs[0...2].joined()
            + "<h3 id=\"what-the-rating-of-the-levee-means\">What the rating of the levee means</h3>"
            + "<ul><li>A levee rated good holds a flood of a hundred years.</li><li>One rated poor is mended before the spring.</li></ul>"
            + paragraphs[3...5].joined()
            + "<p><em><strong>Correction, May 4:</strong> This post first said the water rose a metre. It rose two. (<a href=\"#rt\">Return</a>.)</em></p></div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | River Notes</title></head><body>"
            + "<nav><a href=\"/\">Home</a></nav><div class=\"content\"><div id=\"post-1184\" class=\"post type-post hentry\">"
            + "<h1 class=\"entry-title\">The flood of that spring</h1><p class=\"post-info\">Filed under Towns, Rivers on May 4, 2023 at 4:11 pm</p>"
            + body + "</div><div class=\"sidebar\"><h3>Popular</h3><ul><li><a href=\"/a\">A story about a different river entirely</a></li>"
            + "<li><a href=\"/b\">Another story about the weather</a></li></ul></div></div></body></html>"
    }()

    /// A wiki's article of formulas: each formula's MathML hidden by a style beside the same
    /// formula drawn as a picture.
    static let formulas: String = {
        func formula(_ tex: String, display: Bool) -> String {
            let box = display ? "div" : "span"
            return "<\(box) class=\"mwe-math-element\"><\(box) class=\"mwe-math-mathml-a11y\" style=\"display: none;\"><math><semantics><mrow><mi>x</mi></mrow>"
                + "<annotation encoding=\"application/x-tex\">{\\displaystyle \(tex)}</annotation></semantics></math></\(box)>"
                + "<img src=\"/math/\(tex.count).svg\" aria-hidden=\"true\" alt=\"{\\displaystyle \(tex)}\"></\(box)>"
        }
        let paragraphs = (1...4).map { "<p>Paragraph \($0) of the article tells how the gauges along the river are read, and by whom, each morning.</p>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>River gauge - River Wiki</title></head><body>"
            + "<div id=\"content\"><h1>River gauge</h1><div id=\"mw-content-text\">" + paragraphs[0...1].joined()
            + "<p>Given a set of \(formula("N", display: false)) gauges, the authority averages their readings:</p>"
            + "<dl><dd>\(formula("{\\bar {h}}={\\frac {1}{N}}\\sum _{i}h_{i}", display: true))</dd></dl>"
            + paragraphs[2...3].joined() + "</div></div></body></html>"
    }()

    @Test func wikisFormulasReadAsTheirTeX() throws {
        let output = try ReaderEndToEndTests.readNarrow("/formulas", shows: ["Given a set of N gauges, the authority averages their readings:",
                                                                            "Paragraph 4 of the article"],
                                                        hides: ["displaystyle", "[image"])
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        #expect(flat.contains("\\frac {1}{N}"), "\(output)")
    }

    @Test func postNamedTwiceReadFromItsFiledUnderLineWithItsHeadingAndCorrection() throws {
        let output = try ReaderEndToEndTests.readNarrow("/filed",
                                                        shows: ["Filed under Towns, Rivers on May 4, 2023", "Paragraph 1 of the post",
                                                                "What the rating of the levee means", "A levee rated good", "Paragraph 6 of the post",
                                                                "It rose two. (Return"],
                                                        hides: ["A story about a different river", "Popular"])
        try ReaderEndToEndTests.expectOrder(output, "Filed under Towns", before: "Paragraph 1 of the post")
    }
}
