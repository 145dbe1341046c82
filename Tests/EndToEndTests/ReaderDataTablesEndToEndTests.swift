import Foundation
import Testing
import ReaderFixtures
import TestThreads

/// The reader's thirty-seventh round as a person meets it: all a table Readability takes for
/// data holds stays, as there, and so does the box around it — a recipe's ingredients, each
/// name a link to the site's page for it, and a comparison's lender cards, each a linked name
/// over its rating, its header cell's one word and its last row at the story's end. Read on the
/// command line at 40 columns, and from a feed to its end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderDataTablesEndToEndTests {
    static let comparison: String = {
        let paragraphs = (1...6).map {
            "<p>Paragraph \($0) of the guide tells how holiday lights and heavy wreaths can damage gutters, siding and roofs, and what to do instead.</p>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>How your decorations could damage your house</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/money\">Money</a></nav><div class=\"article-body\">" + paragraphs
            + ReaderFixtures.lendersTable + "</div><footer><a href=\"/privacy\">Privacy notice</a></footer></body></html>"
    }()

    @Test func aRecipesIngredientsOfLinksStayWhole() throws {
        _ = try ReaderEndToEndTests.readNarrow("/bake", shows: [
            "A bake from the oven", "Chicken breast", "Green pepper", "Mozzarella", "1450 g", "Step 7: cut the", "add a spoon of vinegar",
        ], hides: ["Lemon cake", "Fish pie"])
    }

    @Test func aComparisonKeepsItsCardsToItsLastRow() throws {
        _ = try ReaderEndToEndTests.readNarrow("/lenders", shows: [
            "Paragraph 6 of the guide", "Lender", "New American Funding", "Rocket Mortgage", "Not disclosed",
        ], hides: ["Privacy notice"])
    }

    @Test func theComparisonIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "How your decorations could damage your house", story: Self.comparison,
                                opening: "Paragraph 1 of the guide", lacking: ["Privacy notice"],
                                end: "Not disclosed", lacking: ["Privacy notice"])
    }
}
