import Foundation
import Testing
import TestThreads

/// The reader's thirty-fifth round as a person meets it: a story holding a box of paragraphs a
/// third of whose words link (gone, however long, as Readability judges boxes), a writer's box
/// whose own words stay while the list of her stories inside it goes (Readability judges the
/// innermost box first), a form of linked questions (gone, as Readability judges forms), and
/// further reading two boxes deep, each entry a sentence and its source (kept: a box nine tenths
/// lists is judged as a list), and a table of pictures whose words are no paragraph (gone, as Readability
/// judges a table by its paragraphs to pictures, however long). Read on the command line at 40 columns, and from a feed to its
/// end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderBoxesEndToEndTests {
    static let story: String = {
        let paragraphs = { (numbers: ClosedRange<Int>) in numbers.map(ReaderListsEndToEndTests.paragraph).joined() }
        let ledgers = "<div class=\"box\">" + (1...3).map {
            "<p>The gauges along the river were read again each day by the keepers, who wrote the levels in a ledger, "
                + "<a href=\"/ledgers/\($0)\">which is kept at the county archive and open to readers</a> on weekdays.</p>"
        }.joined() + "</div>"
        let writer = "<div class=\"bio\"><p>Mara Vell has written about the river for the Gazette since 2004, and before that she kept the lock at "
            + "Weir Bend for eleven years, which is where she learned how the water rises, how it falls, and how it surprises the people "
            + "who live beside it. She lives in Millbrook with her husband, two dogs and a boat that has not left its shed since the spring "
            + "of the great flood.</p><div>" + (1...4).map { "<div><a href=\"/stories/\($0)\">The flood of \(1900 + $0) as a story in the archive to read again</a></div>" }.joined()
            + "</div></div>"
        let questions = "<form action=\"/archive\">" + (1...2).map {
            "<p>Readers asked about the flood of \(1930 + $0) and the gauges that failed that year in the valley, "
                + "<a href=\"/archive/\($0)\">and the archive holds every letter written about it</a> since.</p>"
        }.joined() + "</form>"
        let reading = "<div class=\"infobox\"><div class=\"infobody\"><ul>" + (1...4).map {
            "<li>The survey of \(1950 + $0) measured the banks at every mile in <a href=\"/surveys/\($0)\">its report and its maps and its tables "
                + "of levels and photographs</a> kept by the county.</li>"
        }.joined() + "</ul></div></div>"
        let album = "<table><tr><td>The photographs of the weir were taken by the keepers over the three days of the flood from the tower above "
            + "the gates and from the bridge below them, and they show the water rising over the walls and the town waiting on the hill above it, in the first album.</td></tr>"
            + (1...3).map { "<tr><td><img src=\"/weir\($0).jpg\" alt=\"\"></td></tr>" }.joined() + "</table>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The Gazette</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/region\">Region</a></nav><div id=\"main\"><article><h1>The flood of that spring</h1>"
            + paragraphs(1...3) + ledgers + paragraphs(4...5) + writer + paragraphs(6...7) + questions + reading + album + paragraphs(8...9)
            + "</article></div></body></html>"
    }()

    @Test func boxesAreJudgedAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/boxes", shows: [
            "Paragraph 1 of the report", "Mara Vell has written about", "The survey of 1952 measured", "Paragraph 9 of the report",
        ], hides: ["Region", "The gauges along the river", "as a story in the archive", "Readers asked about the flood", "in the first album"])
    }

    @Test func theStoryIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "The flood of that spring", story: Self.story,
                                opening: "Paragraph 1 of the report", lacking: ["Region", "The gauges along the river"],
                                end: "Paragraph 9 of the report", lacking: ["Readers asked about the flood"])
    }
}
