import ReaderFixtures
import Testing
import TestThreads
@testable import Reader

/// What the links inside the story weigh against a box, as Readability weighs them (issue 23,
/// thirty-eighth round): each page our own, each checked against Readability.js.
@Suite("A box's links weighed as Readability weighs them", .ownThread)
struct LinkWeightTests {
    typealias Page = FailureClassTests

    static func story(_ parts: String...) throws -> String {
        try ArticleShapeTests.text(Page.page("<article><h1>The flood of that spring</h1>" + parts.joined() + "</article>"))
    }

    @Test("A box of two short paragraphs goes when more than a fifth of its words link (a booking box's \"Book a place\")")
    func aFifthOfABoxLinking() throws {
        let text = try Self.story(Page.paragraphs(1...2), ReaderFixtures.bookingBox, Page.paragraphs(3...4))
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(!text.contains("Tickets for the walk"), "\(text)")
    }

    @Test("A short box is weighed after the row of links inside it has gone: the story's last line stays, its toolbar goes")
    func aShortBoxWeighedWithoutItsToolbar() throws {
        let text = try Self.story(Page.paragraphs(1...4), ReaderFixtures.lastLineAndToolbar)
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(text.hasSuffix("The levee was rebuilt the following year, a metre higher than before."), "\(text)")
        #expect(!text.contains("Log in"), "\(text)")
    }

    @Test("Ten commas are prose when a figure's are counted too (\"1,204,330 sandbags\"), however much of the box links")
    func commasInFiguresCount() throws {
        let text = try Self.story(Page.paragraphs(1...2), ReaderFixtures.tallyOfFigures, Page.paragraphs(3...4))
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(text.contains("Costs, the board's own published accounts show, came to 12,400,000 dollars."), "\(text)")
    }

    @Test("A box of words and phrases alone is the paragraph Readability makes of it, however much of it links (a post's signature)")
    func aBoxOfPhrasesIsAParagraph() throws {
        let text = try Self.story(Page.paragraphs(1...3), ReaderFixtures.signature, Page.paragraphs(4...5))
        ArticleShapeTests.expectAll(text, 1...5)
        #expect(text.contains("Sent from the River Times app on my phone, somewhere on the train home."), "\(text)")
    }
}
