import Foundation
import Testing
import TestThreads

/// The reader's twenty-sixth round as a person meets it: a weekly's story in the wide column of a
/// grid, the column beside it holding the offers (most of it links), both in a wrapper
/// that holds nothing else; a lead in a "lead-container"; a video's place holding only a consent
/// notice's line; schema.org microdata written out for machines (the publisher's logo address);
/// a help layer a class hides ("is_hidden"); and the story's notes in a table under a caption.
/// Read on the command line at 40 columns, and in the reader: read to its end, saved, read
/// offline. And a recipe site's page, read with the ingredients and the method its JSON-LD
/// lists, each in a column of its own beside the introduction that wins.
@Suite(.serialized, .ownThread) struct ReaderMagazineColumnEndToEndTests {
    static let story: String = {
        let paragraphs = [
            "The harbour's new wall was paid for twice, the auditors found, once by the town and once by the port.",
            "The town's share, raised by a levy on every berth, went to the builder in three payments over two years.",
            "The port paid the same builder again from a fund meant for dredging, on invoices that named the same work.",
            "Neither the town nor the port noticed, the auditors wrote, because neither had asked the other what it paid.",
        ]
        let more = (5...40).map { "Paragraph \($0) of the audit follows the money from the levy to the builder, invoice by invoice, and month by month." }
        let offer = { (title: String, link: String, words: String) in
            "<div class=\"asset-box\"><div class=\"asset-title\">\(title)</div><a href=\"/weekly/\(link)\">\(link.capitalized) this week</a><p>\(words)</p></div>"
        }
        let offers = "<div class=\"column-small\">"
            + offer("The printed weekly", "digital", "The whole world of news, with graphics and videos. Read the new issue on Friday evening, before it reaches the shops.")
            + offer("Offers", "subscribe", "Read the weekly or give it to a friend, and save a third of the price for a whole year.")
            + offer("Older issues", "archive", "Browse every issue since 1947, free of charge, except the last twelve months of them.")
            + "<div class=\"asset-box\">" + ["politics", "business", "science", "culture", "sport", "travel"].map {
                "<a href=\"/weekly/\($0)\">\($0.capitalized) from the weekly, all of it</a>"
            }.joined(separator: " ") + "</div></div>"
        let meta = "<div class=\"b-article__meta\"><div itemprop=\"publisher\" itemscope><div itemprop=\"name\">Harbour Weekly Publishing</div>"
            + "<div itemprop=\"logo\" itemscope><div itemprop=\"url\">https://cdn.harbour.example/logo.png</div></div></div></div>"
        let video = "<div class=\"video-responsive__wrapper\"><p class=\"cookie-empty-placeholder\">In order to view the video, please allow <a>Manage Cookies</a></p></div>"
        let help = "<div class=\"ends_btn\"><div class=\"ends_help_layer is_hidden\"><p>You can recommend stories up to fifty times a day.</p></div></div>"
        let notes = "<div class=\"footnotes_reference_container\"><table class=\"footnotes_table\"><caption>Notes</caption><tbody>"
            + "<tr><th><a href=\"#r1\">↑1</a></th><td>The auditors' report runs to ninety pages; the payments are on page twelve.</td></tr>"
            + "<tr><th><a href=\"#r2\">↑2</a></th><td>The builder said it had returned the second payment in March.</td></tr></tbody></table></div>"
        let body = "<div class=\"lead-container\"><p>Auditors say the town and the port both paid for the same wall.</p></div>"
            + paragraphs.prefix(2).map { "<p>\($0)</p>" }.joined() + video + meta + help
            + (paragraphs.dropFirst(2) + more).map { "<p>\($0)</p>" }.joined() + notes
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The wall paid for twice | Harbour Weekly</title></head><body>"
            + "<div id=\"wrapper\"><div id=\"content-main\"><div class=\"column-wide\"><h1>The wall paid for twice</h1>"
            + "<div class=\"dig-text\">" + body + "</div></div>" + offers + "</div></div></body></html>"
    }()

    /// A recipe site's page: the introduction wins; the ingredients (a grid of amounts and
    /// names) and the method (each step a few boxes deep) are in columns of their own, listed
    /// in the page's JSON-LD.
    static let recipe: String = {
        let steps = ["Preheat the oven to 200 degrees and butter a roasting tin, then sift the flour into a bowl with a pinch of salt.",
                     "Stir in the suet and add the water a little at a time, bringing it together into a soft, but not sticky, dough.",
                     "Roll the dough into a rectangle on a floured surface and spread the jam over it, leaving a border all round.",
                     "Brush it with the egg, sprinkle it with sugar and bake it for forty minutes, until it is golden brown."]
        let items = [("225g", "self-raising flour"), ("115g", "suet"), ("8 tbsp", "water"), ("4 tbsp", "raspberry jam")]
        let ld = "{\"@type\": \"Recipe\", \"recipeIngredient\": [" + items.map { "\"\($0.0) \($0.1)\"" }.joined(separator: ", ") + "],"
            + " \"recipeInstructions\": [" + steps.map { "{\"@type\": \"HowToStep\", \"text\": \"\($0)\"}" }.joined(separator: ", ") + "]}"
        let intro = "<div class=\"recipe-intro\"><p>Jam roly poly is a proper old school pudding, and it will brighten up a cold and grey day, served with a jug of custard.</p>"
            + "<p>Traditionally it is wrapped in muslin and steamed, but this one goes straight into the oven, and you get a crisp, sugary crust to crack your spoon into.</p></div>"
        let grid = "<div class=\"recipe-ingredients\"><h2>Ingredients</h2><div class=\"ingredient-list\">"
            + items.map { "<div class=\"ingredient-item\"><span class=\"qty\">\($0.0) </span><span class=\"name\">\($0.1)</span></div>" }.joined() + "</div></div>"
        let method = "<div class=\"method\"><h2>Method</h2><div class=\"method-list\">" + steps.enumerated().map {
            "<div class=\"methodlist__step\"><div class=\"methodlist__stepwrap\"><div><div class=\"methodlist__stepnumber\">\($0.offset + 1)</div>"
                + "<div class=\"methodlist__steptext\">\($0.element)</div></div></div></div>"
        }.joined() + "</div></div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Jam roly poly</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><h1>Jam roly poly</h1>" + intro
            + "<div class=\"recipe-columns\"><div class=\"col-narrow\">" + grid + "</div><div class=\"col-wide\">" + method + "</div></div></main></body></html>"
    }()

    @Test func aRecipeReadsWithItsIngredientsAndItsMethod() throws {
        try ReaderEndToEndTests.readNarrow("/rolypoly", shows: ["a proper old school pudding", "Ingredients", "115g suet", "4 tbsp raspberry jam",
                                                                "Stir in the suet", "until it is golden brown."])
    }

    static let shown = ["Auditors say the town and the port both paid", "The harbour's new wall was paid for twice",
                        "what it paid.", "the payments are on page twelve."]
    static let hidden = ["The printed weekly", "The whole world of news", "Browse every issue", "Harbour Weekly Publishing",
                         "logo.png", "In order to view the video", "You can recommend stories"]

    @Test func aStoryInAColumnReadsWithItsLeadAndNotesWithoutTheOffersOrTheMachinery() throws {
        try ReaderEndToEndTests.readNarrow("/column", shows: Self.shown, hides: Self.hidden)
    }

    @Test func aStoryInAColumnSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "The wall paid for twice", story: Self.story,
                                opening: "Auditors say the town and the port", lacking: ["Harbour Weekly Publishing", "In order to view"],
                                end: "on page twelve.", lacking: ["The printed weekly", "Browse every issue"])
    }
}
