import Foundation
import Testing
import TestThreads

/// The forty-fourth round read on the command line at 40 columns: a wiki's list page, whose
/// thousand citations once won as a list of their own (Readability scores no list item), is
/// read from its opening paragraphs through its headings, its list of kinds (each linking the
/// kind's page before a colon, no control's label) and its table, with its references after;
/// and a wiki's mobile page, whose wrapper Readability's words call a header, keeps its box of
/// links for navigation after the article, as Readability reads such a page again keeping it.
@Suite(.serialized, .ownThread) struct ReaderWikiListEndToEndTests {
    static let page: String = {
        let paragraphs = (1...3).map { "<p>Paragraph \($0) of the list tells which gauges the river authority keeps, and where, along the river.</p>" }
        let kinds = (1...6).map { "<li>Gauge family <a href=\"/wiki/Family\($0)\">Millbrook</a> (river gauges): \($0 + 2) kinds, \(12 * $0) sites</li>" }.joined()
        let rows = (1...8).map {
            "<tr><td><a href=\"/wiki/Weir\($0)\">Stone weir</a><br>(gauge \($0))</td><td><a href=\"/wiki/Lee\">Lee</a>, 18\(10 + $0)</td>"
                + "<td>Upper and middle river, with the eastern tributaries<sup><a href=\"#cite_note-\($0)\">[\($0)]</a></sup></td></tr>"
        }.joined()
        let references = (1...150).map {
            "<li id=\"cite_note-\($0)\"><span class=\"mw-cite-backlink\"><a href=\"#cite_ref-\($0)\">^</a></span> <span class=\"reference-text\">Lee, Ann; Chan, Bo (19\($0 % 90 + 10)). "
                + "<a class=\"external text\" href=\"https://archive.example/\($0)\">Archive of the river authority, volume \($0)</a>. Millbrook Press, pages \($0), \($0 + 9), and \($0 + 20).</span></li>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>List of river gauges - River Wiki</title></head><body>"
            + "<div id=\"mw-content-text\" class=\"mw-body-content\"><div class=\"mw-parser-output\">" + paragraphs[0...1].joined()
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"Upper\">Upper basin</h2></div><div class=\"columns-start columns-2\"><div class=\"column\"><ul>" + kinds + "</ul></div></div>"
            + "<table class=\"wikitable\"><tr><th>Gauge</th><th>Authority</th><th>Range</th></tr>" + rows + "</table>"
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"Lower\">Lower basin</h2></div>" + paragraphs[2]
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"References\">References</h2></div><div class=\"mw-references-wrap\"><ol class=\"references\">" + references + "</ol></div>"
            + "</div></div></body></html>"
    }()

    @Test func wikisListPageReadWholeWithItsReferencesAfter() throws {
        let output = try ReaderEndToEndTests.readNarrow("/gauges", shows: ["Paragraph 1 of the list", "Paragraph 2 of the list", "Upper basin",
                                                                          "3 kinds, 12 sites", "Stone weir",
                                                                          "Lower basin", "Paragraph 3 of the list", "150. Lee, Ann; Chan, Bo (1970)"])
        try ReaderEndToEndTests.expectOrder(output, "Paragraph 1 of the list", before: "Lee, Ann; Chan, Bo (1911)")
    }

    static let mobile: String = {
        let paragraphs = (1...4).map { "<p>Paragraph \($0) of the article tells how the river authority reads its gauges, and when, each morning.</p>" }
        let rows = ["A", "B"].map { group in
            "<tr><th scope=\"row\">Gauges \(group)</th><td><ul>" + (1...6).map { "<li><a href=\"/wiki/G\(group)\($0)\">Gauge \(group)\($0)</a></li>" }.joined() + "</ul></td></tr>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>River gauge - River Wiki</title></head><body>"
            + "<div id=\"mw-mf-viewport\" class=\"feature-header-v2\"><main id=\"content\"><div class=\"mw-parser-output\">"
            + "<section>" + paragraphs[0...1].joined() + "</section><h2>History</h2><section>" + paragraphs[2...3].joined() + "</section>"
            + "<div role=\"navigation\" class=\"navbox\"><table><tr><th colspan=\"2\">River gauges of the valley</th></tr>" + rows + "</table></div>"
            + "</div></main></div></body></html>"
    }()

    @Test func mobileWikiPageKeepsItsBoxOfLinksAfterTheArticle() throws {
        _ = try ReaderEndToEndTests.readNarrow("/mobile-wiki", shows: ["Paragraph 1 of the article", "History", "Paragraph 4 of the article",
                                                                      "River gauges of the valley", "Gauge B6"])
    }
}
