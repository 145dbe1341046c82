import Foundation
import Testing
import TestThreads

/// The reader's twenty-seventh round as a person meets it: a cooking site's listicle, its
/// recipes as cards (a number, a picture, the recipe's linked name, a line about it, "Get
/// Recipe"), one card with a link under it, the cover picture captioned in thirty Chinese
/// characters; and a news site that goes on past the story opened with the next ones, each
/// under its own headline; a release's notes beside a box listing its changes line by line. Read on the
/// command line at 40 columns, and in the reader: read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderCardsEndToEndTests {
    static let names = ["Chicken and goat cheese skillet", "Cheesy cauliflower breadsticks", "Herbed balsamic chicken",
                        "Garlic and dill eggs", "Zucchini crusted pizza", "Creamy mustard chicken"]

    static let listicle: String = {
        let cards = names.enumerated().map { number, name in
            let address = "/recipes/" + name.lowercased().replacingOccurrences(of: " ", with: "-") + "/"
            let extra = number == 1 ? "<p><a href=\"/article/keto-foods/\">Here is our full list of the foods you can eat on this diet.</a></p>" : ""
            return "<div class=\"listicle-page\"><div class=\"count\">\(number + 1) / 6</div><div class=\"image-wrapper\"><a href=\"\(address)\">"
                + "<img src=\"/img/\(number).jpg\" alt=\"\"></a></div><h4 class=\"listicle-page__title\"><a href=\"\(address)\">\(name)</a></h4>"
                + "<div class=\"listicle-page__content\">My family asks for this one every week. It is quick, cheap and good. Item \(number + 1).</div>"
                + "<div class=\"cta\"><a href=\"\(address)\">Get Recipe</a></div>\(extra)</div>"
        }.joined()
        let cover = "<figure class=\"lbimg\"><a href=\"/big.jpg\"><img src=\"/cover.jpg\" alt=\"\"></a><span id=\"caption\" class=\"cpt\">"
            + "病患林鴻死亡後，家屬指控姚素珍未具醫師資格卻替林急救。資料照片</span></figure>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Six keto recipes | Home Cooking</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><main><article class=\"post collection\"><h1>Six keto recipes</h1>"
            + "<div class=\"entry-content\"><p>Whether you are new to this diet or have kept it for years, these recipes will suit you, every one.</p>"
            + cover + cards + "</div></article></main><footer>Home Cooking, 2018</footer></body></html>"
    }()

    static func line(_ number: Int) -> String {
        "Paragraph \(number) of the story tells how the water rose in the night, and what the town did about it the next morning."
    }

    /// The story opened, then the next two as the site's endless scroll serves them, and
    /// beside them a box of a release's changes, a line each.
    static let nextStories: String = {
        let story = { (headline: String, lines: ClosedRange<Int>) in
            "<div class=\"row\"><div class=\"main-content\"><article class=\"post type-post\"><header><h1 class=\"entry-title\">\(headline)</h1></header>"
                + "<div class=\"post-content\">" + lines.map { "<p>\(line($0))</p>" }.joined() + "</div></article></div></div><div class=\"ads-outer\">Next Story</div>"
        }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The River Times</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/news\">News</a></nav><div class=\"container\">"
            + story("The flood of that spring", 1...5) + story("Ferry fares go up again in the new year", 6...14) + story("A new school opens by the harbour", 15...22)
            + "</div><footer>The River Times</footer></body></html>"
    }()

    /// A release's notes in prose, beside a box listing its changes a line each.
    static let release: String = {
        let changes = (1...25).map { "<li><a href=\"/pull/\(16000 + $0)\">#\(16000 + $0)</a> Add a check of part \($0) to the tests, run on arm (Marco)</li>" }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Version 2.0 released</title></head><body><nav><a href=\"/\">Home</a></nav>"
            + "<div class=\"main\"><div class=\"story\">" + (1...5).map { "<p>\(line($0))</p>" }.joined() + "</div></div>"
            + "<div class=\"extra\"><div class=\"box\"><h3>Changes</h3><ul>" + changes + "</ul></div></div><footer>About us</footer></body></html>"
    }()

    static let shownCards = names + ["Item 1.", "Item 6.", "病患林鴻死亡後"]

    @Test func aListicleReadsWithEachRecipesNameAndLine() throws {
        try ReaderEndToEndTests.readNarrow("/keto", shows: Self.shownCards, hides: ["Get Recipe", "Home Cooking, 2018"])
    }

    @Test func aStoryFollowedByTheNextOnesReadsAsTheOneOpened() throws {
        try ReaderEndToEndTests.readNarrow("/scroll", shows: [Self.line(1), Self.line(5)],
                                           hides: [Self.line(6), Self.line(15), "Ferry fares go up"])
    }

    @Test func releaseNotesReadWithoutTheListOfChangesBesideThem() throws {
        try ReaderEndToEndTests.readNarrow("/release", shows: [Self.line(1), Self.line(5)], hides: ["#16003", "Add a check of part"])
    }

    @Test func aListicleSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "Six keto recipes", story: Self.listicle,
                                opening: "Chicken and goat cheese", lacking: ["Get Recipe"], end: "Item 6.", lacking: ["Home Cooking, 2018"])
    }
}
