import Foundation
import Testing
import TestThreads

/// The thirty-ninth round read on the command line at 40 columns: a sharing plugin's line and a
/// section named "related" go, as Readability drops them by name; a section named "widget" and a
/// form of ten commas stay, as there; and the attributes the reader never reads (an icon's path,
/// trackers' data, handlers' code), cut before the parser reads them, change nothing it shows.
@Suite(.serialized, .ownThread) struct ReaderNamesEndToEndTests {
    static let story: String = {
        let paragraph = { (number: Int) in
            "<p data-track=\"p\(number)\" onclick=\"track(\(number))\">Paragraph \(number) of the report tells how the river rose in the night, and what the town did the next morning.</p>"
        }
        let icon = "<svg viewBox=\"0 0 24 24\" data-icon=\"share\"><path d=\"M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7\"/></svg>"
        let related = "<section class=\"related\"><p>The keeper of the lock remembers the spring of 1962. <a href=\"/keepers\">Other keepers</a></p>"
            + "<img src=\"/k0.jpg\" alt=\"\"><img src=\"/k1.jpg\" alt=\"\"><img src=\"/k2.jpg\" alt=\"\">"
            + "<p>Keepers, millers, boatmen, farmers, teachers, carters, smiths, bakers, weavers, masons, tanners, coopers</p></section>"
        let widget = "<section class=\"widget\"><p>The notice from the mayor, posted <a href=\"/board\">on the board</a>, was read by all.</p></section>"
        let quiz = "<form action=\"/quiz\"><p>Before the levee, the river took, by turns, the mill, the bridge, the school, the chapel, the smithy, the bakery, "
            + "the inn, and, in the last spring, the lock-keeper's house. Which went first?</p><input type=\"text\" name=\"answer\"></form>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<article data-analytics='{\"id\": 77}'><h1>The flood of that spring</h1><div class=\"entry-content\"><p class=\"dpsp-share-text\">Sharing is caring!</p>"
            + icon + (1...3).map(paragraph).joined() + related + (4...5).map(paragraph).joined() + widget + quiz + (6...8).map(paragraph).joined()
            + "</div></article></body></html>"
    }()

    @Test func boxesGoOrStayByTheirNamesAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/named",
                                               shows: ["Paragraph 1 of the report", "Paragraph 8 of the report", "The notice from the mayor",
                                                       "Before the levee", "Which went first?"],
                                               hides: ["Sharing is caring", "The keeper of the lock", "Keepers, millers", "M18", "track("])
    }
}
