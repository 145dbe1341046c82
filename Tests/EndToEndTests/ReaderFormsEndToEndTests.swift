import Foundation
import Testing
import TestThreads

/// Forms inside a story as a person meets them (the thirty-seventh round): one whose name
/// Readability weighs against (a letter to sign up for) and one of a search field beside its
/// two paragraphs go, as Readability judges forms; the story around them stays. Read on the
/// command line at 40 columns.
@Suite(.serialized, .ownThread) struct ReaderFormsEndToEndTests {
    static let story: String = {
        let paragraph = { (number: Int) in
            "<p>Paragraph \(number) of the report tells how the river rose in the night, and what the town did the next morning.</p>"
        }
        let letter = "<form class=\"media-letter\" action=\"/subscribe\" method=\"post\"><p>Our weekly letter brings the river reports, the flood "
            + "warnings and the council notices to your door, every Friday, for the price of a stamp.</p><p>Readers who write to us by post "
            + "get the first issue free, with a map of the valley and the old mill drawn by hand.</p></form>"
        let search = "<form action=\"/search\" method=\"get\"><p>Search the archive of the river reports, from the first flood of 1890 to "
            + "this spring, by place, by year or by the name of a bridge.</p><p>Every report since the archive opened is there, each with the "
            + "photographs that came with it and the letters that answered it.</p><input type=\"search\" name=\"q\"><button>Search</button></form>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<article><h1>The flood of that spring</h1>" + (1...3).map(paragraph).joined() + letter + (4...5).map(paragraph).joined()
            + search + (6...7).map(paragraph).joined() + "</article></body></html>"
    }()

    @Test func formsInsideTheStoryGoAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/forms", shows: ["Paragraph 1 of the report", "Paragraph 5 of the report", "Paragraph 7 of the report"],
                                               hides: ["Our weekly letter", "Search the archive"])
    }
}
