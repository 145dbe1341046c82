import Foundation
import Testing
import TestThreads

/// The reader's thirty-fourth round as a person meets it: a story whose writer's line sits in
/// its body and its metadata names no one (the line is the byline, shown once, above), with a
/// shop's row of products under it (gone, as Readability drops a list of pictures with few
/// paragraphs), a film from YouTube with its linked credit (kept, as Readability keeps a box
/// that plays an allowed video), and notes pointing to the sources at its foot (kept: a link
/// within the page weighs three tenths); and a reference page whose contents are entries, not
/// paragraphs (read whole, as Readability reads a page where nothing scores). Read on the
/// command line at 40 columns; the story also in the reader from a feed, to its end, saved
/// and read offline.
@Suite(.serialized, .ownThread) struct ReaderPicturesAndBylineEndToEndTests {
    static let story: String = {
        let paragraphs = { (numbers: ClosedRange<Int>) in numbers.map(ReaderListsEndToEndTests.paragraph).joined() }
        let byline = "<div class=\"articleByline\">By Ann Lee | November 18, 2026 at 2:26 PM</div>"
        // (Each product's line says one comma: ten in the row would make it prose to Readability.)
        let products = "<span class=\"shoptitle\">shop this story</span><div class=\"photolist\"><ul>" + (1...4).map {
            "<li><a href=\"https://shop.example.com/\($0)\"><span><img src=\"/p\($0).jpg\" alt=\"\">Brass river gauge model \($0) with its float and chart, $2\($0).50"
                + "<br><b>shop.example.com</b></span></a></li>"
        }.joined() + "</ul></div>"
        let film = "<div class=\"video\"><iframe src=\"https://www.youtube.com/embed/weirnight\"></iframe><p><a href=\"/films/weir\">The night at the weir</a>"
            + " \u{B7} <a href=\"/films\">More films</a></p></div>"
        let notes = "<div class=\"notes\"><b>Read with:</b> <a href=\"#source1\">the keepers' log of that night</a>, "
            + "<a href=\"#source2\">the county's survey of the weir</a> <span>(both at the town hall)</span></div>"
        let sources = "<ol><li id=\"source1\">The keepers' log, November 2026.</li><li id=\"source2\">The county survey, 2025.</li></ol>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The weir's second night | The River Times</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/region\">Region</a></nav><article><h1>The weir's second night</h1><div class=\"article-body\">"
            + paragraphs(1...1) + byline + paragraphs(2...5) + film + paragraphs(6...9) + notes + paragraphs(10...12) + sources + products
            + "</div></article></body></html>"
    }()

    static let reference: String = {
        let entries = (1...30).map {
            "<dt><span><a href=\"/schema/gauge\($0).html\">gauge\($0)</a></span><span> \u{2014} Holds the readings of gauge \($0) along the river. "
                + "A nightly task sums them into the yearly table.</span></dt>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Database Schema</title></head><body>"
            + "<div class=\"navheader\"><table width=\"100%\"><tr><th colspan=\"3\">Database Schema</th></tr><tr><td><a href=\"/prev\">Prev</a></td>"
            + "<th>Part VI. Database Schema</th><td><a href=\"/next\">Next</a></td></tr></table><hr></div>"
            + "<div class=\"reference\"><h1>Database Schema</h1><div class=\"toc\"><p><b>Table of Contents</b></p><dl>" + entries + "</dl></div></div></body></html>"
    }()

    @Test func aStorysBylinePicturesFilmAndNotesAreReadAsReadabilityReadsThem() throws {
        let output = try ReaderEndToEndTests.readNarrow("/byline-pictures", shows: [
            "by Ann Lee", "Paragraph 1 of the report", "The night at the weir", "the county's survey of the weir", "Paragraph 12 of the report",
        ], hides: ["Region", "November 18, 2026 at", "Brass river gauge", "shop.example.com"])
        // The writer is named once, in the header.
        #expect(output.components(separatedBy: "Ann Lee").count == 2, "\(output)")
    }

    @Test func aReferenceOfEntriesIsReadWhole() throws {
        _ = try ReaderEndToEndTests.readNarrow("/reference", shows: ["Holds the readings of gauge 1 along", "Holds the readings of gauge 30 along"])
    }

    @Test func theStoryIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "The weir's second night", story: Self.story,
                                opening: "Paragraph 1 of the report", lacking: ["Region", "November 18, 2026 at"],
                                end: "Paragraph 12 of the report", lacking: ["Brass river gauge"])
    }
}
