import Foundation
import Testing
import ReaderFixtures
import TestThreads
@testable import Reader

/// Pages of recipe sites and food blogs, each written for the test from what such a page was
/// seen to lose: a summary read without its method, a nutrition panel read as the story, the
/// readers' comments read instead of the post, a recipe set in an `<aside>`.
@Suite("Recipe pages", .ownThread)
struct RecipePagesTests {
    typealias Beyond = PagesBeyondNewsTests

    static func step(_ number: Int) -> String {
        "<li class=\"mb-2\"><div>Step \(number): stir the pot over a low heat for ten minutes. Taste it and add salt if it needs it. "
            + "Keep the lid on between stirs.</div></li>"
    }

    static var methodPage: String {
        let summary = "<div class=\"ContentRecipe_description\"><article class=\"articleContent\">"
            + "<p>Potatoes and chicken meet again in this dish, and they get on better than ever. The vegetables are tossed with the "
            + "chicken in a pan, the potatoes are boiled and mashed, and a curry sauce and grated cheese go on top before the oven.</p>"
            + "<p>It shows how two familiar tastes turn into something new when they share a dish. Make it for the people you cook for; "
            + "they will ask for it again.</p></article></div>"
        let ingredients = "<div class=\"ContentRecipe_ingredients\"><h2>Ingredients</h2><ul>"
            + ["4 potatoes", "2 chicken breasts", "1 onion", "1 red pepper", "2 tbsp butter", "1 cup grated cheese", "1 tsp curry powder"]
                .map { "<li>\($0)</li>" }.joined() + "</ul></div>"
        let method = "<div class=\"ContentRecipe_instructions\"><h2>Method</h2><div><ol>" + (1...7).map(Self.step).joined() + "</ol></div></div>"
        let page = "<!DOCTYPE html><html><head><title>Chicken and potato bake</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><div class=\"row\"><div class=\"col-sm-8\">"
            + summary + "<section>" + ingredients + method + "</section></div>"
            + "<div class=\"col-sm-4\"><h3>Popular</h3><ul><li><a href=\"/a\">Lemon cake</a></li><li><a href=\"/b\">Fish pie</a></li></ul></div>"
            + "</div></main></body></html>"
        return page
    }

    @Test("A recipe's method in steps of its own box is read with the summary that won")
    func methodBesideItsSummary() throws {
        try Beyond.expect(Self.methodPage, holds: ["Potatoes and chicken meet again", "Step 1: stir the pot", "Step 7: stir the pot"],
                        lacks: ["Lemon cake"])
    }

    static var replyPage: String {
        let reply = { (number: Int) in
            "<div class=\"response\"><div class=\"response-content\"><p>I made this \(number) times now. The first time the sauce "
                + "split, so I kept the heat lower. I stirred more often and took it off sooner. The second time it was perfect, and "
                + "the third time I added spinach. My children asked for it again the next week. Next I will try it with fish. "
                + "Thank you for the recipe; it is on our table every month now.</p></div></div>"
        }
        return "<!DOCTYPE html><html><head><title>Chicken and potato bake</title></head><body><div class=\"wrap\">"
            + "<div class=\"post-content\"><p>Potatoes and chicken meet again in this dish, and they get on better than ever. "
            + "The peppers, onions and beans are tossed with the chicken, hot, in a pan, and a curry sauce, with cheese, goes on top to brown.</p></div>"
            + "<div class=\"responses\">" + reply(1) + (2...6).map { "<div class=\"response\"><div class=\"response-inner\"><p>"
                + "Made it on Sunday for \($0) of us, with rice on the side and a green salad. Lovely, and the children ate every bit "
                + "of it.</p></div></div>" }.joined() + "</div></div></body></html>"
    }

    /// A recipe site's page: its JSON-LD lists the ingredients; the page sets them in a grid
    /// of names and amounts (no sentence among them) beside the method's steps, and a panel of
    /// the same ingredients with their calories further down.
    static func ingredientsPage(inTable: Bool, asMicrodata: Bool = false) -> String {
        let items = [("125 g", "flour"), ("65 g", "sugar"), ("65 g", "butter"), ("1", "egg"), ("500 ml", "milk"), ("3 tins", "mandarins"), ("1 packet", "custard powder")]
        let ld = "{\"@context\": \"https://schema.org\", \"@type\": \"Recipe\", \"name\": \"Mandarin cake\", \"recipeIngredient\": ["
            + items.map { "\"\($0.0) \($0.1)\"" }.joined(separator: ", ") + "]}"
        let grid = inTable
            ? "<table class=\"ingredients\"><thead><tr><th colspan=\"2\"><h3>For the cake:</h3></th></tr></thead><tbody>"
                + items.map { "<tr><td class=\"td-left\"><span>\($0.0)</span></td><td class=\"td-right\"><span>\($0.1)</span></td></tr>" }.joined() + "</tbody></table>"
            : "<div class=\"ingredient-list\">" + items.map {
                "<div class=\"ingredient-item\"\(asMicrodata ? " itemprop=\"recipeIngredient\"" : "")><span class=\"qty\">\($0.0)</span><span class=\"name\">\($0.1)</span></div>"
            }.joined() + "</div>"
        // (The method names few of them: "the dry things", "the fruit".)
        let steps = ["Rub the butter into the dry things, add the egg, and press the dough into a greased tin.",
                     "Cook the cream for the filling and let it cool, stirring now and then so that no skin forms on it.",
                     "Spread the filling over the base, lay the fruit on top, and bake for eighty minutes at 175 degrees."]
        let method = "<div class=\"recipe-preparation\"><h2>Method</h2>" + steps.enumerated().map { "<h3>Step \($0.offset + 1)</h3><p>\($0.element)</p>" }.joined() + "</div>"
        let calories = "<div class=\"nutrition\"><h2>Calories</h2><table><tbody>" + items.map { "<tr><td>\($0.1.capitalized)</td><td>120 kcal</td></tr>" }.joined() + "</tbody></table></div>"
        let head = asMicrodata ? "" : "<script type=\"application/ld+json\">\(ld)</script>"
        return "<!DOCTYPE html><html><head><title>Mandarin cake</title>\(head)</head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><h1>Mandarin cake</h1>"
            + "<div class=\"recipe-ingredients\"><h2>Ingredients</h2>" + grid + "</div>" + method + calories + "</main></body></html>"
    }

    @Test("A recipe's ingredients, a grid of names and amounts its JSON-LD lists (or its microdata marks), are read with the method; the calories panel is not")
    func ingredientsBesideTheMethod() throws {
        for (inTable, asMicrodata) in [(false, false), (true, false), (false, true)] {
            try Beyond.expect(Self.ingredientsPage(inTable: inTable, asMicrodata: asMicrodata), holds: ["flour", "3 tins", "custard powder", "Rub the butter into the dry things"],
                              lacks: ["120 kcal"])
        }
    }

    @Test("Of a recipe's ingredients set out alike in tabs, one per serving, the first on the page is read, the same on every reading")
    func firstOfTheIngredientsTabs() throws {
        let items = ["flour", "sugar", "butter", "milk", "mandarins"]
        let ld = "{\"@type\": \"Recipe\", \"name\": \"Mandarin cake\", \"recipeIngredient\": [" + items.map { "\"100 g \($0)\"" }.joined(separator: ", ") + "]}"
        // Eight tabs of the same shape: a choice left to a dictionary's order picks the first
        // only one run in eight.
        let tabs = (1...8).map { tab in
            "<div class=\"tab\"><ul>" + items.map { "<li><span>\(tab * 100) g</span> <a href=\"/food/\($0)\">\($0)</a></li>" }.joined() + "</ul></div>"
        }.joined()
        let steps = "<div class=\"method\"><h2>Method</h2>" + ["Rub the fat into the dry things, then press the dough into a greased tin.",
                                                            "Pour the warm liquid over the fruit, and bake the cake for an hour at 175 degrees."].map { "<p>\($0)</p>" }.joined() + "</div>"
        let page = "<!DOCTYPE html><html><head><title>Mandarin cake</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<main><h1>Mandarin cake</h1><div class=\"servings\"><h2>Ingredients</h2>" + tabs + "</div>" + steps + "</main></body></html>"
        // (The method names none of them, so the panel is looked for.)
        try Beyond.expect(page, holds: ["100 g flour", "Rub the fat"], lacks: ["200 g flour", "800 g flour"])
    }

    @Test("A recipe's method, its steps in a column of their own that its JSON-LD lists as HowToSteps (or its microdata marks), is read after the introduction that won")
    func methodItsJSONLDLists() throws {
        let steps = ["Preheat the oven to 200 degrees and butter a roasting tin, then sift the flour into a bowl with a pinch of salt.",
                     "Stir in the suet and add the water a little at a time, bringing it together into a soft, but not sticky, dough.",
                     "Roll the dough into a rectangle on a floured surface and spread the jam over it, leaving a border all round.",
                     "Roll it up from the long side like a swiss roll, press the ends together and lay it in the tin, seam down.",
                     "Brush it with the egg, sprinkle it with sugar and bake it for forty minutes, until it is golden brown."]
        // Listed in JSON-LD, or marked as microdata on the page's steps.
        for marked in [false, true] {
            let listed = marked ? "" : ", \"recipeInstructions\": [{\"@type\": \"HowToSection\", \"itemListElement\": ["
                + steps.map { "{\"@type\": \"HowToStep\", \"text\": \"\($0)\"}" }.joined(separator: ", ") + "]}]"
            let ld = "{\"@type\": \"Recipe\", \"recipeIngredient\": [\"225g of self-raising flour\", \"115g of suet\", \"8 tbsp of water\", \"4 tbsp of raspberry jam\"]"
                + listed + "}"
            let intro = "<div class=\"recipe-intro\"><p>At the risk of sounding like a chef from the west country, jam roly poly is a proper old school pudding, and it will brighten up a cold and grey day.</p>"
                + "<p>Traditionally it is wrapped in muslin and steamed, but this one goes straight into the oven, and you get a crisp, sugary crust to crack your spoon into.</p></div>"
            let ingredients = "<div class=\"ingredients\"><h2>Ingredients</h2><ul><li>225g of self-raising flour</li><li>115g of suet</li><li>8 tbsp of water</li><li>4 tbsp of raspberry jam</li></ul></div>"
            let method = "<div class=\"method\"><h2>Method</h2><div class=\"method-list\">" + steps.enumerated().map {
                "<div class=\"methodlist__step\"><div class=\"methodlist__stepwrap\"><div><div class=\"methodlist__stepnumber\">\($0.offset + 1)</div>"
                    + "<div class=\"methodlist__steptext\"\(marked ? " itemprop=\"recipeInstructions\"" : "")>\($0.element)</div></div></div></div>"
            }.joined() + "</div></div>"
            let page = "<!DOCTYPE html><html><head><title>Jam roly poly</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
                + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><h1>Jam roly poly</h1>" + intro
                + "<div class=\"recipe-columns\"><div class=\"col-narrow\">" + ingredients + "</div><div class=\"col-wide\">" + method + "</div></div></main></body></html>"
            try Beyond.expect(page, holds: ["jam roly poly is a proper old school pudding", "115g of suet", "Stir in the suet and add the water",
                                            "bake it for forty minutes"])
        }
    }

    @Test("A recipe's ingredients in a column beside the method that won are read with it, though the method's steps name each of them, and though the JSON-LD gives them as one string, a line each", arguments: [false, true])
    func ingredientsBesideAMethodThatNamesThem(asOneString: Bool) throws {
        try Beyond.expect(ReaderFixtures.recipeIngredientsBesideMethod(asOneString: asOneString), holds: ["1½ pounds eggplant, sliced thin", "1 pound mozzarella, sliced", "Preheat the oven to 375 degrees", "bake it for an hour"])
    }

    @Test("A recipe's method that the page set in an <aside> beside its video, as its JSON-LD lists it, is read after the introduction and the ingredients")
    func methodInAnAsideBesideTheVideo() throws {
        try Beyond.expect(ReaderFixtures.recipeMethodInAside, holds: ["Skyr is an Icelandic specialty", "2/3 cup chocolate chips", "Separate the egg whites from the yolks",
                                                     "bake it for thirty minutes"])
    }

    @Test("A post that names its recipe's ingredients in its own words is read without a list of them set beside it")
    func ingredientsNamedInThePost() throws {
        let names = ["flour", "sugar", "butter", "milk", "mandarins", "custard"]
        let ld = "{\"@type\": \"Recipe\", \"recipeIngredient\": [" + names.map { "\"1 cup \($0)\"" }.joined(separator: ", ") + "]}"
        let post = "<p>My grandmother's mandarin cake starts with flour, sugar and cold butter, rubbed together by hand until it looks like sand.</p>"
            + "<p>The filling is custard cooked in milk, and the top is a layer of mandarins from a tin, drained, which nobody has ever complained about.</p>"
            + "<p>It keeps for three days in a cool place, if it lasts that long, and it travels well in its tin to any party you take it to.</p>"
        let shop = "<div class=\"shop-box\"><h3>Shop the recipe</h3><div>" + names.map { "<div><span>\($0.capitalized)</span> <span>from our shop</span></div>" }.joined() + "</div></div>"
        let page = "<!DOCTYPE html><html><head><title>Mandarin cake</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<main><h1>Mandarin cake</h1>" + shop + "<div class=\"entry\">" + post + "</div></main></body></html>"
        try Beyond.expect(page, holds: ["My grandmother's mandarin cake", "travels well"], lacks: ["Shop the recipe", "from our shop"])
    }

    @Test("A table whose header cell holds a heading (\"For the cake:\") is a table of data, read row by row")
    func tableWithAHeadingInItsHeader() throws {
        let article = try #require(Beyond.read(Self.ingredientsPage(inTable: true)))
        #expect(article.blocks.contains { block in
            if case .table = block.kind { return block.text.contains("125 g flour") && block.text.contains("1 packet custard powder") }
            return false
        }, "\(article.blocks.map(\.text))")
    }

    @Test("A summary beside a reader's long reply does not take the reply in")
    func summaryBesideAReplyStaysAlone() throws {
        try Beyond.expect(Self.replyPage, holds: ["Potatoes and chicken meet again"], lacks: ["I made this 1 times"])
    }

    @Test("A nutrition panel's figures are not prose: commas before figures are not counted, nor a thousands separator")
    func commasOfFigures() {
        #expect(PageStatistics.measure("490 calories, 104 g carbohydrates, 22 g protein, 5 g fat").commas == 0)
        #expect(PageStatistics.measure("Some 1,000 walkers came, and most, it seems, stayed").commas == 3)
        #expect(PageStatistics.measure("On May 14, 2026, the weir held,").commas == 2)
    }

    /// A food blog's post and its readers' comments as WordPress themes write them: each
    /// comment an `<article itemprop="comment">`, one of them longer than the post's best part.
    static func blogPost(commentMarkup: String) -> String {
        let post = "<div class=\"entry-content\"><div class=\"post_wrapper\">"
            + "<p>It is the season for gingerbread. I cannot remember the last time I had it before I made it for this blog.</p>"
            + "<h2>Gingerbread</h2><p>When I went to start making this, I found I was out of coconut sugar. I thought about brown sugar. "
            + "I went to the shop instead.</p><p>Sugar is sugar in the end. Some kinds have more to them than others. None of them is "
            + "good for you. Bake it anyway; it is the season.</p></div>"
            + "<div class=\"recipe-card\"><h2>Paleo gingerbread</h2><ol><li>Heat the oven. Grease the tin.</li>"
            + "<li>Whisk the flours and the spices.</li><li>Pour it in. Bake for forty minutes.</li></ol></div></div>"
        let long = (1...6).map { "<p>Thank you for this, \($0). I came to this way of eating for my health, with headaches, tests, "
            + "visits, diets and, in the end, a nutritionist, who helped, slowly, over three years, with patience, and now I am careful, "
            + "grateful, and mostly well.</p>" }.joined()
        let comment = { (name: String, body: String) in
            "<li class=\"comment depth-1\"><article \(commentMarkup)><header class=\"comment-header\"><p class=\"comment-author\">"
                + "<span>\(name)</span> says</p></header><div class=\"comment-content\" itemprop=\"text\">\(body)</div>"
                + "<div class=\"comment-reply\"><a href=\"#reply\">Reply</a></div></article></li>"
        }
        return "<!DOCTYPE html><html><head><title>Gingerbread</title></head><body><main class=\"content\">"
            + "<article class=\"post type-post\"><h1>Gingerbread</h1>" + post + "</article>"
            + "<div class=\"entry-comments\" id=\"comments\"><h3>Comments</h3><ol class=\"comment-list\">"
            + comment("Liz", "<p>Love the rant. I will try it.</p>") + comment("Ann", long) + comment("Joe", "<p>Made it twice.</p>")
            + "</ol></div></main></body></html>"
    }

    @Test("Readers' comments marked up as comments stay out, however long one of them is")
    func markedCommentsStayOut() throws {
        try Beyond.expect(Self.blogPost(commentMarkup: "itemprop=\"comment\" itemscope itemtype=\"https://schema.org/Comment\""),
                        holds: ["It is the season for gingerbread", "Sugar is sugar in the end"], lacks: ["Thank you for this"])
    }

    @Test("A recipe a site set in an <aside> is read when nothing else on the page is an article")
    func recipeInAnAside() throws {
        let page = "<!DOCTYPE html><html><head><title>Stuffed tortellini</title></head><body>"
            + "<header><a href=\"/\">Recipes</a> <a href=\"/veg\">Veg</a></header><div class=\"middle\"><div class=\"wrapper\">"
            + "<aside class=\"left_mid\"><h1>Stuffed tortellini</h1><div class=\"story\"><p>Channel your inner Italian with this pasta, "
            + "made with tortellini, roasted cherry tomatoes and pesto. It is ready in half an hour.</p></div>"
            + "<div class=\"steps\"><ul><li>Heat the oven to 200 degrees. Spread the tomatoes on a tray with oil, salt and pepper.</li>"
            + "<li>Roast them for fifteen minutes, until they burst.</li><li>Boil the tortellini, drain them and toss them with the "
            + "tomatoes and the pesto.</li></ul></div></aside>"
            + "<aside class=\"right_side\"><h3>More</h3><a href=\"/x\">Lemon cake</a></aside></div></div></body></html>"
        try Beyond.expect(page, holds: ["Channel your inner Italian", "Roast them for fifteen minutes"], lacks: ["Lemon cake"])
    }

    @Test("An aside beside a short story stays out")
    func asideBesideAShortStoryStaysOut() throws {
        let page = "<!DOCTYPE html><html><head><title>Weir opens</title></head><body><article><h1>Weir opens</h1>"
            + "<p>The new weir opened on Monday, a year late. The wardens say it will hold the spring floods back from the town.</p>"
            + "</article><aside class=\"about\"><h3>About me</h3><p>I am a retired engineer who writes about rivers, weirs and floods, "
            + "and about the people who keep them. I live by the river with my dog, two cats and far too many books.</p></aside>"
            + "</body></html>"
        try Beyond.expect(page, holds: ["The new weir opened on Monday"], lacks: ["retired engineer"])
    }

    /// A food blog's post: a few short paragraphs, a long box of tips that wins, then `box`,
    /// then the post's last words.
    static func postAround(_ box: String) -> String {
        let story = (1...3).map { "<p>Paragraph \($0) of the post tells how the bake went wrong twice and what finally worked.</p>" }
        let tips = (1...6).map { "<p>Tip \($0): use a metal pan, line it with foil, and let the bars cool completely, overnight if you "
            + "can, before cutting, or they will crumble, sag and stick to the knife, the board and the plate.</p>" }
        return "<!DOCTYPE html><html><head><title>Brown butter bars</title></head><body><div class=\"wrap\">"
            + "<div class=\"recipe_intro\">" + story.joined() + "<div class=\"recipe-tips\"><h3>Tips</h3>" + tips.joined() + "</div>"
            + box + "<p>Let me know how yours turn out, and tag me in your pictures so I can see them all.</p>"
            + "<p>More bars are coming next week, with a chocolate version that a reader asked for.</p></div></div></body></html>"
    }

    @Test("A recipe card between a post's paragraphs is read with them, though its steps are list items")
    func recipeCardBetweenParagraphs() throws {
        let card = "<div class=\"recipe-container\"><div class=\"recipe-card\"><h2>Brown butter bars</h2><ul>"
            + "<li>1 cup butter</li><li>2 cups sugar</li><li>3 eggs</li></ul><ol>"
            + "<li><div>Heat the oven to 325°F. Line the pan with foil.</div></li>"
            + "<li><div>Brown the butter in a pan. Let it cool for ten minutes.</div></li>"
            + "<li><div>Whisk in the sugar and the eggs. Pour the batter in the pan.</div></li>"
            + "<li><div>Bake for 40 minutes. Cool before cutting.</div></li></ol></div></div>"
        try Beyond.expect(Self.postAround(card), holds: ["Paragraph 1 of the post", "Brown the butter in a pan", "Let me know how yours"])
    }

    @Test("A gallery of photos alike between a post's paragraphs stays out, captions and all")
    func galleryBetweenParagraphsStaysOut() throws {
        let slides = (1...5).map { "<div class=\"photo-item\"><p>Slide \($0). The bars on a plate. The dog watched.</p></div>" }.joined()
        try Beyond.expect(Self.postAround("<div class=\"photos\">" + slides + "</div>"),
                        holds: ["Paragraph 1 of the post", "Let me know how yours"], lacks: ["Slide 1."])
    }

    @Test("An ingredient group whose ingredients link to a shop is read under its name; a box of linked headlines named for shopping goes")
    func ingredientGroupOfLinks() throws {
        let shop = { (name: String) in "<a href=\"https://shop.example/\(name.lowercased())\" rel=\"nofollow\">\(name)</a>" }
        let items = ["240 ml " + shop("Broth"), "1 tin " + shop("Coconut milk") + " or 400 ml oat cream", "1 tsp " + shop("Mustard"),
                     "1 tsp " + shop("Garlic powder"), "Salt and pepper to taste", "1 tbsp " + shop("Cornstarch") + " or flour"]
        let group = "<div class=\"recipe-ingredient-group\"><h4>For the sauce</h4><ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul></div>"
        // (Left in a paragraph, as a page builder leaves it.)
        let related = "<p><div class=\"box shopping-box\"><h3>YOU MAY LIKE</h3><ul>" + (1...4).map {
            "<li><a href=\"/r/\($0)\">Another bake we love, number \($0), with pecans and a caramel top</a></li>"
        }.joined() + "</ul></div></p>"
        let method = "<ol>" + (1...6).map(Self.step).joined() + "</ol>"
        try Beyond.expect(Self.postAround("<div class=\"recipe-card\"><h2>Brown butter bars</h2>" + group + method + "</div>"),
                          holds: ["Paragraph 1 of the post", "For the sauce", "240 ml Broth", "Salt and pepper to taste", "Let me know how yours"])
        let story = try ArticlePartsTests.story(FailureClassTests.paragraphs(1...4) + related + FailureClassTests.paragraphs(5...5))
        ArticleShapeTests.expectAll(story, 1...5)
        #expect(!story.contains("Another bake we love") && !story.contains("YOU MAY LIKE"), "\(story)")
    }

    @Test("An ingredients table of linked names and amounts, in a box of its own, stays whole, as Readability keeps a table it takes for data")
    func ingredientsTableOfLinks() throws {
        let page = ReaderFixtures.ingredientsTable
        try Beyond.expect(page, holds: ["A bake from the oven", "Chicken breast", "Green pepper", "Buy", "Mozzarella", "1450 g", "Step 7: cut the",
                                        "add a spoon of vinegar"], lacks: ["Lemon cake"])
    }

    @Test("A method told in short steps, each under its number, keeps the numbers of the steps before its first long one")
    func stepNumbersBeforeTheFirstLongStep() throws {
        let steps = ["Cook the rice as the packet says.", "Cut the vegetables and blanch them for five minutes.",
                     "Cut the tofu into pieces, turn them in flour, egg and breadcrumbs, and fry them briefly on every side until golden.",
                     "Toast the cashews in a dry pan.", "Warm the sauce and put the tofu on skewers.", "Serve it all with the sprouts on top."]
        let method = steps.enumerated().map { number, step in
            "<div class=\"font-bold\" id=\"step\">Step 0\(number + 1)</div><div class=\"mb-8\">\(step)</div>"
        }.joined()
        let page = "<!DOCTYPE html><html><head><title>Crispy tofu bowl</title></head><body><main><section><div class=\"recipe\">"
            + "<h1>Crispy tofu bowl</h1><div>60 min.</div><div>Easy, tasty and quick to make. And good for using up what is left.</div>"
            + "<h2>Method</h2><div>" + method + "</div></div></section></main></body></html>"
        let text = try ArticleShapeTests.text(page)
        for number in 1...6 { #expect(text.contains("Step 0\(number)\n"), "\(number): \(text)") }
        #expect(text.contains("Cook the rice as the packet says.") && text.contains("Serve it all with the sprouts"), "\(text)")
    }
}
