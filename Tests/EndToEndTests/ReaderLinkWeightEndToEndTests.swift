import Foundation
import Testing
import ReaderFixtures
import TestThreads

/// A story's boxes weighed on their links as Readability weighs them (the thirty-eighth round),
/// read on the command line at 40 columns: a booking box, a credit of two short lines and a
/// subheading named as a widget's title go; a tally of figures, a post's signature, a
/// caption's credit and the story's last line before a row of links stay.
@Suite(.serialized, .ownThread) struct ReaderLinkWeightEndToEndTests {
    static let story: String = {
        let paragraph = { (number: Int) in
            "<p>Paragraph \(number) of the report tells how the river rose in the night, and what the town did the next morning.</p>"
        }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<article><h1>The flood of that spring</h1>" + (1...2).map(paragraph).joined() + ReaderFixtures.bookingBox
            + (3...4).map(paragraph).joined() + ReaderFixtures.shortCreditBox + ReaderFixtures.tallyOfFigures + (5...6).map(paragraph).joined() + ReaderFixtures.creditedPicture
            + paragraph(7) + ReaderFixtures.widgetSubheading + paragraph(8) + ReaderFixtures.signature + ReaderFixtures.lastLineAndToolbar + "</article></body></html>"
    }()

    @Test func boxesGoOrStayOnWhatTheirLinksWeigh() throws {
        _ = try ReaderEndToEndTests.readNarrow("/weighed",
                                               shows: ["Paragraph 1 of the report", "Paragraph 8 of the report", "came to 12,400,000 dollars.",
                                                       "(Image credit: River Times / Ana Ruiz)", "Photographs by Ana Ruiz.",
                                                       "somewhere on the train home.", "a metre higher than before."],
                                               hides: ["Tickets for the walk", "Log in", "subscribe to save", "File photo", "A word from the council"])
    }
}
