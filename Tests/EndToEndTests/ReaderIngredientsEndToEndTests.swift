import Foundation
import Testing
import TestThreads

/// The forty-fourth round's recipe read on the command line at 40 columns: a cookbook site's
/// recipe whose method won, its ingredients in a column beside it that the method's steps name
/// one by one, and its JSON-LD giving them as one string, a line each. The ingredients come
/// first, then the method. And a recipe whose method the page set in an `<aside>` beside its
/// video, read after its introduction and ingredients.
@Suite(.serialized, .ownThread) struct ReaderIngredientsEndToEndTests {
    static let page: String = {
        let ingredients = ["1½ pounds eggplant, sliced thin", "¾ pound zucchini, sliced thin", "⅔ cup good olive oil", "1 tablespoon dried oregano",
                           "10 ounces lasagna noodles", "16 ounces fresh ricotta", "1 pound mozzarella, sliced"]
        let ld = "{\"@context\": \"https://schema.org\", \"@type\": \"Recipe\", \"name\": \"Vegetable lasagna\", \"recipeIngredient\": [\""
            + ingredients.joined(separator: "\\n") + "\"]}"
        let steps = ["Preheat the oven to 375 degrees. Arrange the eggplant and zucchini on two sheet pans, brush them with the olive oil and sprinkle them with the oregano.",
                     "Meanwhile, soak the lasagna noodles in a bowl of the hottest tap water for fifteen minutes, swirling them now and then, and drain them.",
                     "Layer the vegetables, the noodles, the mozzarella and spoonfuls of the ricotta in a dish, twice over, and bake it for an hour until it bubbles."]
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Vegetable lasagna | The Kitchen</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><div class=\"page-container\"><section class=\"entrypost\"><div class=\"flex\">"
            + "<div class=\"col-narrow\"><div class=\"cookbook\"><a href=\"/books/ahead\"><p>From the cookbook:</p><p>Make It Ahead</p></a></div><div class=\"mb-10\"><ul>"
            + ingredients.map { "<li>\($0)</li>" }.joined() + "</ul></div></div>"
            + "<div class=\"col-wide\"><h1>Vegetable lasagna</h1><div class=\"entrypost__text\">" + steps.map { "<p>\($0)</p>" }.joined() + "</div></div>"
            + "</div></section></div><footer><p>Copyright The Kitchen</p></footer></body></html>"
    }()

    @Test func ingredientsBesideTheMethodReadFirst() throws {
        let output = try ReaderEndToEndTests.readNarrow("/lasagna", shows: ["1½ pounds eggplant, sliced thin", "1 pound mozzarella, sliced",
                                                                           "Preheat the oven to 375 degrees", "bake it for an hour"],
                                                        hides: ["Copyright"])
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        let first = try #require(flat.range(of: "1½ pounds eggplant"))
        let method = try #require(flat.range(of: "Preheat the oven"))
        #expect(first.lowerBound < method.lowerBound)
    }

    static let methodInAside: String = {
        let steps = ["Separate the egg whites from the yolks, and whisk the yolks with the sugar until the mixture is foamy.",
                     "Pour the batter into a bundt pan and bake it for thirty minutes, then let it cool before you turn it out."]
        let ld = "{\"@context\": \"https://schema.org\", \"@type\": \"Recipe\", \"name\": \"Skyr cake\", \"recipeInstructions\": ["
            + steps.map { "{\"@type\": \"HowToStep\", \"text\": \"\($0)\"}" }.joined(separator: ", ") + "]}"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Skyr cake | Kitchen</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<main><article><h1>Skyr cake</h1><p>Skyr is an Icelandic specialty that lies between yogurt and cream cheese, and a cake of it tastes fresh and light.</p>"
            + "<h2>Ingredients</h2><ul><li>16 oz skyr</li><li>4 eggs</li><li>1/4 cup sugar</li></ul></article></main>"
            + "<aside class=\"recipe-video\"><section class=\"steps\"><h2>Preparation</h2><ul>" + steps.map { "<li>\($0)</li>" }.joined() + "</ul></section></aside>"
            + "</body></html>"
    }()

    @Test func methodInAnAsideReadAfterTheIngredients() throws {
        let output = try ReaderEndToEndTests.readNarrow("/skyr", shows: ["Skyr is an Icelandic specialty", "16 oz skyr", "Preparation",
                                                                        "Separate the egg whites", "bake it for thirty minutes"])
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        let ingredients = try #require(flat.range(of: "16 oz skyr"))
        let method = try #require(flat.range(of: "Separate the egg whites"))
        #expect(ingredients.lowerBound < method.lowerBound)
    }
}
