import Foundation
import Testing
import ReaderFixtures
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
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<article><h1>The flood of that spring</h1>" + (1...3).map(paragraph).joined() + ReaderFixtures.letterForm + (4...5).map(paragraph).joined()
            + ReaderFixtures.searchForm + (6...7).map(paragraph).joined() + "</article></body></html>"
    }()

    @Test func formsInsideTheStoryGoAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/forms", shows: ["Paragraph 1 of the report", "Paragraph 5 of the report", "Paragraph 7 of the report"],
                                               hides: ["Our weekly letter", "Search the archive"])
    }
}
