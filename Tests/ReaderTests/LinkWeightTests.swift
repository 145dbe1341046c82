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

    @Test("A box of under 25 characters, some of them a link, goes, however little links (a picture's credit in two lines), as Readability finds it suspiciously short")
    func suspiciouslyShortBox() throws {
        let credit = ReaderFixtures.shortCreditBox
        let text = try Self.story(Page.paragraphs(1...3), credit, Page.paragraphs(4...6))
        ArticleShapeTests.expectAll(text, 1...6)
        #expect(!text.contains("File photo"), "\(text)")
        // Without a link, or inside a figure, it stays.
        let unlinked = try Self.story(Page.paragraphs(1...3), "<div class=\"story-note\"><p>Photo AP</p><p>File photo</p></div>", Page.paragraphs(4...6))
        #expect(unlinked.contains("File photo"), "\(unlinked)")
        let figure = try Self.story(Page.paragraphs(1...3), "<figure><img src=\"/a.jpg\" alt=\"\">" + credit + "</figure>", Page.paragraphs(4...6))
        #expect(figure.contains("File photo"), "\(figure)")
        // Nor when nine tenths of it is a heading.
        let headed = try Self.story(Page.paragraphs(1...3), "<div class=\"story-note\"><h4>Photos by <a href=\"/ap\">AP</a> files</h4><p>1</p></div>",
                                    Page.paragraphs(4...6))
        #expect(headed.contains("Photos by AP files"), "\(headed)")
    }
}
