import Foundation
import Testing
import TestThreads

/// The forty-first round read on the command line at 40 columns: a story whose first part sits
/// in a section of its own, beside the section an ad's empty columns and a rail leave the rest
/// alone in, is read whole, as Readability joins the two; the dateline over it and the credits
/// under it stay, as Readability keeps them.
@Suite(.serialized, .ownThread) struct ReaderEdgesEndToEndTests {
    static let story: String = {
        let paragraphs = { (numbers: ClosedRange<Int>) in
            numbers.map { "<p>Paragraph \($0) of the report tells how the river rose in the night, and what the town did the next morning.</p>" }.joined()
        }
        let ad = "<div class=\"content-group ad\"><div class=\"ad-slot placeholder\"></div></div>"
        let lead = "<div class=\"container__row\"><div class=\"container__column\"></div><div class=\"container__column\"><section class=\"media-item media-item--lead\">"
            + "<div class=\"media-item__summary\"><h2 class=\"headline\">The flood of that spring</h2><p class=\"dek\">The town watched the river rise again, and the levee held this time.</p></div>"
            + "<div class=\"media-item__image\"><figure class=\"art\"><img src=\"/lead.jpg\" alt=\"\"></figure></div></section></div></div>"
        let first = "<section class=\"page-content__row\"><div class=\"container container--story\"><div class=\"container__column summary-middle\">" + lead
            + "<div class=\"container__row\"><div class=\"container__column\"></div><div class=\"container__column center\"><div class=\"story-text\">"
            + "<p>Updated 10:01 pm PST, Tuesday, November 19, 2019</p>" + paragraphs(1...4) + ad + paragraphs(5...9)
            + "</div></div></div></div><div class=\"container__column hide-under-small\">" + ad + "</div></div></section>"
        let second = "<section class=\"page-content__row\"><div class=\"container container--story\"><div class=\"container__column center\"></div><div class=\"container__column\">"
            + "<div class=\"container__row\"><div class=\"container__column center\"><div class=\"story-text\">" + paragraphs(10...79)
            + "<p>Image credit: Paul Schultz</p><p><em>For more information: </em><a href=\"/levee\">the levee report</a></p></div></div>"
            + "<div class=\"rail sidebar\"><ul><li><a href=\"/more\">More stories from the river</a></li></ul></div></div></div></div></section>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<main id=\"main\"><div class=\"page-content page-content--story\">" + first + second + "</div></main></body></html>"
    }()

    @Test func storyAcrossSectionsReadWholeWithItsEdges() throws {
        let output = try ReaderEndToEndTests.readNarrow("/edges",
                                                        shows: ["Updated 10:01 pm PST", "Paragraph 1 of the report", "Paragraph 9 of the report",
                                                                "Paragraph 10 of the report", "Paragraph 79 of the report", "Image credit: Paul Schultz",
                                                                "For more information: the levee report"],
                                                        hides: ["More stories from the river"])
        // The dateline opens the story, and the credits close it, before the links' list.
        try ReaderEndToEndTests.expectOrder(output, "Updated 10:01 pm PST", before: "Paragraph 1 of the report")
        try ReaderEndToEndTests.expectOrder(output, "Paragraph 79 of the report", before: "Image credit: Paul Schultz")
    }
}
