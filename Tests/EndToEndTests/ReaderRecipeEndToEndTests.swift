import Foundation
import Testing
import TestThreads

/// The reader's twenty-first round as a person meets it: a food blog's post whose recipe card
/// (ingredients and steps as list items) stands between its paragraphs after a long box of tips,
/// with the readers' comments marked up as comments (one longer than the post) and the author
/// only in the recipe's JSON-LD; and a recipe site that set its whole recipe in an `<aside>`.
/// Read on the command line at 40 columns, and in the reader: saved, read ahead, read offline.
@Suite(.serialized, .ownThread) struct ReaderRecipeEndToEndTests {
    static let post: String = {
        let story = (1...3).map { "<p>Paragraph \($0) of the post tells how the bake went wrong twice and what finally worked.</p>" }
        let tips = (1...6).map { "<p>Tip \($0): use a metal pan, line it with foil, and let the bars cool completely, overnight if "
            + "you can, before cutting, or they will crumble, sag and stick to the knife, the board and the plate.</p>" }
        let card = "<div class=\"wprm-recipe-container\"><div class=\"wprm-recipe\"><h3>Ingredients</h3><ul><li>1 cup butter</li>"
            + "<li>2 cups sugar</li><li>3 eggs</li></ul><h3>Instructions</h3><ol><li><div>Heat the oven to 325°F. Line the pan with foil.</div></li>"
            + "<li><div>Brown the butter in a pan. Let it cool for ten minutes.</div></li>"
            + "<li><div>Whisk in the sugar and the eggs. Pour the batter in the pan.</div></li>"
            + "<li><div>Bake for 40 minutes. Cool before cutting.</div></li></ol></div></div>"
        let long = (1...6).map { "<p>Thank you for this, \($0). I came to baking late, with burnt trays, sunk middles, cracked tops "
            + "and, in the end, a class, which helped, slowly, over three years, with patience, and now I am careful and proud.</p>" }
        let comment = { (name: String, body: String) in
            "<li class=\"comment depth-1\"><article itemprop=\"comment\" itemscope itemtype=\"https://schema.org/Comment\">"
                + "<p class=\"comment-author\"><span>\(name)</span> says</p><div class=\"comment-content\" itemprop=\"text\">\(body)</div></article></li>"
        }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Brown butter bars | Ann bakes</title>"
            + "<script type=\"application/ld+json\">{\"@graph\":[{\"@type\":\"WebPage\",\"name\":\"Brown butter bars\"},"
            + "{\"@type\":\"Recipe\",\"name\":\"Bars\",\"author\":{\"@type\":\"Person\",\"name\":\"Ann Baker\"}}]}</script></head>"
            + "<body><nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main class=\"content\"><article class=\"post\">"
            + "<h1>Brown butter bars</h1><div class=\"recipe_intro\">" + story.joined() + "<div class=\"recipe-tips\"><h3>Tips</h3>"
            + tips.joined() + "</div>" + card + "<p>Let me know how yours turn out, and tag me in your pictures so I can see them all.</p>"
            + "</div></article><div class=\"entry-comments\" id=\"comments\"><h3>Comments</h3><ol class=\"comment-list\">"
            + comment("Liz", "<p>Love these.</p>") + comment("Sam", long.joined()) + comment("Joe", "<p>Made them twice.</p>")
            + "</ol></div></main></body></html>"
    }()

    static let inAnAside = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Stuffed tortellini</title></head><body>
        <header><a href="/">Recipes</a> <a href="/veg">Veg</a></header><div class="middle"><div class="wrapper">
        <aside class="left_mid"><h1>Stuffed tortellini</h1><div class="story"><p>Channel your inner Italian with this pasta,
        made with tortellini, roasted cherry tomatoes and pesto. It is ready in half an hour.</p></div>
        <div class="steps"><ul><li>Heat the oven to 200 degrees. Spread the tomatoes on a tray with oil, salt and pepper.</li>
        <li>Roast them for fifteen minutes, until they burst.</li><li>Boil the tortellini, drain them and toss them with the
        tomatoes and the pesto.</li></ul></div></aside>
        <aside class="right_side"><h3>More</h3><a href="/x">Lemon cake</a></aside></div></div></body></html>
        """

    @Test func aFoodBlogPostReadsWithItsRecipeCardAndWithoutItsComments() throws {
        let output = try ReaderEndToEndTests.read("/bars", ["--width", "40"]).output
        #expect(output.contains("by Ann Baker"), "the recipe's author: \(output)")
        for said in ["Paragraph 1 of the post", "1. Heat the oven to 325°F.", "• 2 cups sugar", "Let me know how yours"] {
            #expect(output.contains(said), "\(said): \(output)")
        }
        #expect(!output.contains("Thank you for this") && !output.contains("Made them twice"), "a comment: \(output)")
    }

    @Test func aRecipeSetInAnAsideIsRead() throws {
        let output = try ReaderEndToEndTests.read("/aside", ["--width", "40"]).output
        #expect(output.contains("Channel your inner Italian") && output.contains("Roast them for fifteen"), "\(output)")
        #expect(!output.contains("Lemon cake"), "\(output)")
    }

    @Test func aFoodBlogPostSavedIsReadAheadAndReadOffline() throws {
        let site = try FeedStorySite(item: "Brown butter bars", story: Self.post)
        defer { site.server.stop() }
        let first = try site.read(until: "Paragraph 1 of the post")
        #expect(first.contains("by Ann Baker"), "\(first)")
        let end = try site.readToTheEnd(until: "Let me know how yours")
        #expect(end.contains("Bake for 40 minutes") && !end.contains("Thank you for this"), "\(end)")
        try site.backToTheList()
        try site.saveThenReadOfflineInTheNextRun(shown: "Paragraph 1 of the post")
    }
}
