import Foundation
import Testing
import ReaderFixtures
import TestThreads

/// The forty-fourth round's recipe read on the command line at 40 columns: a cookbook site's
/// recipe whose method won, its ingredients in a column beside it that the method's steps name
/// one by one, and its JSON-LD giving them as one string, a line each. The ingredients come
/// first, then the method. And a recipe whose method the page set in an `<aside>` beside its
/// video, read after its introduction and ingredients.
@Suite(.serialized, .ownThread) struct ReaderIngredientsEndToEndTests {
    @Test func ingredientsBesideTheMethodReadFirst() throws {
        let output = try ReaderEndToEndTests.readNarrow("/lasagna", shows: ["1½ pounds eggplant, sliced thin", "1 pound mozzarella, sliced",
                                                                           "Preheat the oven to 375 degrees", "bake it for an hour"],
                                                        hides: ["Copyright"])
        try ReaderEndToEndTests.expectOrder(output, "1½ pounds eggplant", before: "Preheat the oven")
    }

    @Test func methodInAnAsideReadAfterTheIngredients() throws {
        let output = try ReaderEndToEndTests.readNarrow("/skyr", shows: ["Skyr is an Icelandic specialty", "16 oz skyr", "Preparation",
                                                                        "Separate the egg whites", "bake it for thirty minutes", "2/3 cup chocolate chips"])
        try ReaderEndToEndTests.expectOrder(output, "16 oz skyr", before: "Separate the egg whites")
    }
}
