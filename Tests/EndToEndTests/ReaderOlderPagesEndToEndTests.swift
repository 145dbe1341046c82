import Foundation
import Testing
import TestThreads

/// The reader's twenty-second round as a person meets it: a 2010s blog post whose opening words
/// are set straight in the box beside the numbered list that wins, an ad frame whose address is
/// an unescaped page of its own, the readers' posts under the story in a "community" box and a
/// theme's teaser cards (each opening with its thumbnail) after it; and a photo gallery hidden
/// until its script lays it out. Read on the command line at 40 columns, and in the reader:
/// read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderOlderPagesEndToEndTests {
    static let post: String = {
        let about = " Its writer has lived by the water all her life, and knows every boat, every buyer, every gull, and most of their secrets."
        let picks = [
            ("Harbour Notes", "A weekly letter from the fish market, written by the auctioneer himself, with prices, catches, weather and the odd quarrel."),
            ("Slow Tides", "Long essays on the estuary, its birds, its mud and its people, once a month, so it is easy to keep up with."),
            ("Quay Street", "The council's doings, reported without fear, with humour, and with the minutes, the votes and the arguments in full."),
            ("Net Works", "Two retired skippers mend nets and tell stories about the boats they sailed, the storms, the catches and the crews."),
            ("Low Water", "Photographs of the harbour at its lowest tide, with a paragraph on what was found in the mud that day, once a ring."),
        ].map { "<li class=\"p1\"><a href=\"https://blog.example/\"><strong>\($0.0)</strong></a>. \($0.1)\(about)</li>" }
        let ad = #"<iframe id="google_ads_iframe_0__hidden__" width="0" height="0" src="javascript:"<html><body style='background:transparent'></body></html>"" style="border: 0px; visibility: hidden; display: none;"></iframe>"#
        let posts = ["The list misses my favourite, the one about the lighthouse, which has been going for twenty years now.",
                     "I read Harbour Notes every week. The auctioneer's quarrels are the best part, better than the prices."]
            .enumerated().map { "<div class=\"spCommunityBoxEntry\"><h6><a href=\"/forum/\($0.offset)\">by Reader\($0.offset):</a></h6><p>\($0.element) <a href=\"/forum/\($0.offset)\">more...</a></p></div>" }
        let cards = ["Ferry company apologises for charging twice", "What the new quotas mean for you", "The harbour's new museum opens"]
            .enumerated().map { "<div class=\"cm-story\"><a href=\"/s/\($0.offset)\"><img src=\"/\($0.offset).jpg\" alt=\"\"></a><h5><a href=\"/s/\($0.offset)\">\($0.element)</a></h5>"
                + "<p>by Staff Writer</p><div class=\"story-text\">If you took the ferry last week, you may want to check your bank account...</div></div>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Four harbour blogs worth reading | Harbour Daily</title></head>"
            + "<body><div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/blogs\">Blogs</a></div><div class=\"main\"><div class=\"col1_article\">"
            + "<h1>Four harbour blogs worth reading</h1><div style=\"padding-bottom: 5px;\">There are only four blogs here, but the list is much "
            + "longer. If you read one we missed, tell us about it.<br><p class=\"p1\">Without further ado, here are the blogs you should read.</p>"
            + "<ol>" + picks.joined() + "</ol><div class=\"ad\">\(ad)</div><em>Ann Reeve writes about the harbour and keeps a blog of her own.</em></div>"
            + "<div class=\"spCommunityBox\"><h4>Forum</h4><div class=\"spCommunityBoxBody\">" + posts.joined() + "</div></div></div>"
            + "<div class=\"article-well content row\"><h4>Next Up</h4>" + cards.joined() + "</div>"
            + "<div class=\"sidebar\"><h3>Most read</h3><ul>" + (0..<12).map { "<li><a href=\"/m\($0)\">Story \($0) from the harbour desk</a></li>" }.joined()
            + "</ul></div></div></body></html>"
    }()

    static let gallery: String = {
        let slides = ["In this aerial photo, flood water covers the harbour road on Wednesday. A rare winter flood threatened the sea wall.",
                      "The lifeboat crew carries a child to safety from a flooded house on Quay Street after the water rose overnight.",
                      "Fishermen move their boats to the inner basin before the storm, as they did in 1953, when the wall last gave way."]
            .enumerated().map { "<div class=\"gallery-item image\"><img src=\"/\($0.offset).jpg\" alt=\"\"><div class=\"caption\"><span class=\"caption-text\">\($0.element)</span>"
                + "<span class=\"credits\">AP</span></div></div>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Photo gallery: the day's best | Harbour Daily</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/photos\">Photos</a></div><section class=\"main-content gallery-page\" role=\"main\">"
            + "<div class=\"top-gallery\"><h1>News</h1><div class=\"slick-gallery-container\" style=\"visibility: hidden;\">" + slides.joined()
            + "</div></div></section></body></html>"
    }()

    static let listArticle: String = {
        let items = [("Best Kettle", "This kettle boils a litre in two minutes, and it whistles, loudly, so you will never forget it on the stove."),
                     ("Best Lamp", "A reading lamp that bends where you need it, with a warm light for the evening and a cold one for exams."),
                     ("Best Rug", "Soft, washable and cheap enough to spill on, this rug makes a bare floor feel like a room of your own."),
                     ("Best Rack", "Everyone needs somewhere to put things, and this rack holds mugs, tea, a kettle and a plant, all at once."),
                     ("Best Planner", "A planner with a page for every week, a list for every term, and stickers, which you will use, eventually."),
                     ("Best Blanket", "Heavy, warm and grey, it hides the stains of every late night spent reading on a narrow bed in the cold."),
                     ("Best Speaker", "Small enough for a shelf, loud enough for a party, and its battery lasts longer than any party does."),
                     ("Best Mug", "A mug that holds a whole pot of tea, keeps it hot through a lecture, and survives a fall from the desk.")]
            .map { "<div class=\"listicle-item\"><div class=\"rendition-social-outer\"><img src=\"/\($0.0).jpg\" alt=\"\($0.0)\">"
                + "<div class=\"component-social-share\"><a href=\"/share\">Share</a></div></div><div class=\"item-content visible-title\">"
                + "<div class=\"item-description\"><cite class=\"listicle-credit\">Courtesy of the maker</cite><h4 class=\"listicle-title\">"
                + "<strong>\($0.0)</strong></h4><div class=\"listicle-caption\">\($0.1)</div>"
                + "<p>\($0.0), $20. <a href=\"https://shop.example/\">shop.example</a></p></div></div></div>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Best dorm picks | Harbour Daily</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/life\">Life</a></div><div class=\"grid listicle container\">"
            + "<div class=\"component-listicle\"><div class=\"listicle-wrapper\"><div class=\"listicle-items\">"
            + "<div class=\"intro-text\"><div class=\"listicle-body\"><p>This year, for our second awards, we wanted to make sure you were "
            + "covered, from head to toe, floor to ceiling, and everywhere in between. Looking for a lamp? We got you. Looking for a cheaper "
            + "lamp? We got that, too. And what about a room that will be as tidy as your notes? We have it all. Flip through to see "
            + "what our editors chose, and get a head start on your shopping, like a good student.</p></div></div>"
            + items.joined() + "</div></div></div></div></body></html>"
    }()

    @Test func aListArticleReadsEveryItemPastItsOpening() throws {
        let output = try ReaderEndToEndTests.read("/listicle", ["--width", "40"]).output
        #expect(output.contains("for our second awards, we"), "\(output)")
        for item in ["Best Kettle", "Best Planner", "Best Mug"] { #expect(output.contains(item), "\(item): \(output)") }
    }

    @Test func anOlderPostReadsWithItsOpeningWordsAndWithoutItsNeighbours() throws {
        let output = try ReaderEndToEndTests.read("/older", ["--width", "40"]).output
        for said in ["There are only four blogs here", "Without further ado", "1. Harbour Notes", "5. Low Water", "Ann Reeve writes"] {
            #expect(output.contains(said), "\(said): \(output)")
        }
        for unsaid in ["background:transparent", "\"\"", "lighthouse", "auctioneer's quarrels are", "check your bank", "apologises"] {
            #expect(!output.contains(unsaid), "\(unsaid): \(output)")
        }
    }

    @Test func aGalleryHiddenUntilLaidOutIsRead() throws {
        let output = try ReaderEndToEndTests.read("/gallery", ["--width", "40"]).output
        #expect(output.contains("In this aerial photo, flood water covers") && output.contains("when the wall last gave way"), "\(output)")
    }

    @Test func anOlderPostSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "Four harbour blogs", story: Self.post,
                                opening: "There are only four blogs", lacking: ["background:transparent"],
                                end: "Ann Reeve writes", lacking: ["lighthouse", "check your bank"])
    }
}
