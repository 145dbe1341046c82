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
        let tickets = "<div class=\"box\"><p>Tickets for the walk along the levee go on sale in May.</p>"
            + "<p><a href=\"/walk/book\">Book a place on the walk</a> before they run out.</p></div>"
        let text = try Self.story(Page.paragraphs(1...2), tickets, Page.paragraphs(3...4))
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(!text.contains("Tickets for the walk"), "\(text)")
    }

    @Test("A short box is weighed after the row of links inside it has gone: the story's last line stays, its toolbar goes")
    func aShortBoxWeighedWithoutItsToolbar() throws {
        let end = "<div class=\"coda\"><p>The levee was rebuilt the following year, a metre higher than before.</p>"
            + "<div class=\"tools\"><a href=\"/save\">Save</a> <a href=\"/login\">Log in</a>, <a href=\"/register\">register</a> or "
            + "<a href=\"/subscribe\">subscribe</a> to save stories.</div></div>"
        let text = try Self.story(Page.paragraphs(1...4), end)
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(text.hasSuffix("The levee was rebuilt the following year, a metre higher than before."), "\(text)")
        #expect(!text.contains("Log in"), "\(text)")
    }

    @Test("Ten commas are prose when a figure's are counted too (\"1,204,330 sandbags\"), however much of the box links")
    func commasInFiguresCount() throws {
        let tally = "<div class=\"tally\"><p>By the end of the week the board had counted 1,204,330 sandbags, 3,120 volunteers and 14,500 meals, "
            + "<a href=\"/tally/2021\">the board's tally for the year 2021</a> says, against 980,000 sandbags and 2,050 volunteers in 2019.</p>"
            + "<p>Costs, <a href=\"/costs\">the board's own published accounts</a> show, came to 12,400,000 dollars.</p></div>"
        let text = try Self.story(Page.paragraphs(1...2), tally, Page.paragraphs(3...4))
        ArticleShapeTests.expectAll(text, 1...4)
        #expect(text.contains("Costs, the board's own published accounts show, came to 12,400,000 dollars."), "\(text)")
    }

    @Test("A box of words and phrases alone is the paragraph Readability makes of it, however much of it links (a post's signature)")
    func aBoxOfPhrasesIsAParagraph() throws {
        let signature = "<div class=\"signature\">Sent from the <a href=\"https://app.example/\">River Times app</a> on my phone, "
            + "somewhere on the train home.</div>"
        let text = try Self.story(Page.paragraphs(1...3), signature, Page.paragraphs(4...5))
        ArticleShapeTests.expectAll(text, 1...5)
        #expect(text.contains("Sent from the River Times app on my phone, somewhere on the train home."), "\(text)")
    }
}
