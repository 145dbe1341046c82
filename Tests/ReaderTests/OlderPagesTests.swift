import Foundation
import Testing
import TestThreads
@testable import Reader

/// Pages as the 2010s' sites wrote them, each written for the test from what such a page was
/// seen to lose or gain: words set straight in a box beside the list that won, readers' posts
/// and teaser cards read as the story, a gallery hidden until its script lays it out, a list
/// article's items past its opening. (The ad frame whose markup closed the page is
/// `MarkupTests/HTMLInputTests.iframeHoldsText`.)
@Suite("Older pages", .ownThread)
struct OlderPagesTests {
    typealias Beyond = PagesBeyondNewsTests

    /// The bridge story's paragraphs, and a page of `site`'s holding `body` under its menu.
    static let story = Pages.paragraphs(Pages.prose + [
        "The council's engineer said the bridge would be inspected again in the spring, and that the weight limit would stay in place until then.",
    ])
    static func page(site: String, _ body: String) -> String {
        "<!DOCTYPE html><html><head><title>Bridge stays open | \(site)</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/news\">News</a></div>" + body + "</body></html>"
    }

    /// That the story is read, from its first paragraph to its last, and none of `absent`.
    static func expectStory(in page: String, lacks absent: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Beyond.expect(page, holds: ["The committee met on Tuesday evening", "the weight limit would stay in place"], lacks: absent,
                   sourceLocation: sourceLocation)
    }

    static func pick(_ name: String, _ words: String) -> String {
        "<li class=\"p1\"><a href=\"https://\(name.lowercased()).example/\"><strong>\(name)</strong></a>. \(words)</li>"
    }

    @Test("Words set straight in the box beside the list that won are read as its opening paragraph")
    func looseWordsBesideTheList() throws {
        let about = " Its writer, who has lived by the water all her life, knows every boat, every buyer, every gull, and most of their secrets, too."
        let picks = [
            Self.pick("Harbour Notes", "A weekly letter from the fish market, written by the auctioneer himself, with prices, catches, weather and "
                + "the odd quarrel between the boats, the buyers and the gulls." + about),
            Self.pick("Slow Tides", "Long essays on the estuary, its birds, its mud and its people. It publishes once a month, so it is easy to "
                + "keep up with, and every letter is worth the wait." + about),
            Self.pick("Quay Street", "The town council's doings, reported without fear, with a good deal of humour, and with the minutes, the "
                + "votes and the arguments set out in full every Friday." + about),
            Self.pick("Net Works", "Two retired skippers mend nets and tell stories about the boats they sailed, the good ones, the bad ones, "
                + "the storms, the catches and the crews they knew." + about),
            Self.pick("Low Water", "Photographs of the harbour at its lowest tide, with a paragraph on what was found in the mud that day, a "
                + "bottle, a bicycle, a boot, and once a ring." + about),
        ].joined()
        let sidebar = "<div class=\"sidebar\"><h3>Most read</h3><ul>"
            + (0..<12).map { "<li><a href=\"/s\($0)\">Story number \($0) from the harbour desk</a></li>" }.joined() + "</ul></div>"
        let page = "<!DOCTYPE html><html><head><title>Five harbour blogs worth reading | The Gazette</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/blogs\">Blogs</a></div><div class=\"main\">"
            + "<div class=\"col1_article\"><h1>Five harbour blogs worth reading</h1><div style=\"padding-bottom: 5px;\">"
            + "There are only five blogs here, but the list is much longer. If you read one we missed, tell us about it.<br>"
            + "<blockquote>[<strong>RELATED:</strong> <a href=\"/boats\">Take a boat trip round the harbour this summer.</a>]</blockquote>"
            + "<p class=\"p1\">Without further ado, here are the harbour blogs you should read.</p><ol>" + picks + "</ol>"
            + "<em>Ann Reeve writes about the harbour for the Gazette and keeps a blog of her own, <a href=\"/annreeve\">Ann at Sea</a>.</em><br>"
            + "</div></div>" + sidebar + "</div><div class=\"footer\"><a href=\"/about\">About</a></div></body></html>"
        try Beyond.expect(page, holds: ["There are only five blogs here, but the list is much longer.", "Without further ado", "Harbour Notes.",
                                      "Low Water. Photographs", "Ann Reeve writes about the harbour"], lacks: ["Story number 3"])
    }

    @Test("Words loose in the body beside the article are not read: there they are more often a script's leftovers")
    func looseWordsInTheBodyStayOut() throws {
        let leftovers = #"","providerName":"Twitter","providerUrl":"https://twitter.com","type":"oembed","width":550},{"content":"The "#
            + #"ferry ran late again on Tuesday, and the harbour master said the fault lay with the tide tables printed in spring."}"#
        let story = Pages.paragraphs()
        let page = "<!DOCTYPE html><html><head><title>Ferry late again | The Gazette</title></head><body>" + leftovers
            + "<div class=\"root\"><h1>Ferry late again</h1>" + story + "</div>" + leftovers + "</body></html>"
        try Beyond.expect(page, holds: ["The committee met on Tuesday evening"], lacks: ["providerName"])
    }

    @Test("A box named for the community under the story holds readers' posts, not the story")
    func communityPostsStayOut() throws {
        let posts = [
            ("RogueFive", "The company that bought the name is already gone from the web, which says it all really."),
            ("brotsalami", "When I got my first home computer in 1988 nothing at the price could touch it. The desktop beat everything else by "
                + "miles, and it could run several programs at once [...]"),
            ("esopherah", "Long before that I had a machine with a floppy drive and a proper keyboard! Those were the days, and I still "
                + "have the manuals somewhere in the attic."),
        ].enumerated().map { number, post in
            "<div class=\"spCommunityBoxEntry\"><h6><a href=\"/forum/post\(number)\">07.04.2011 by <strong>\(post.0)</strong>:</a></h6>"
                + "<p>\(post.1) <a href=\"/forum/post\(number)\">more...</a></p></div>"
        }.joined()
        let forum = "<div class=\"spCommunityBox spArticleBottomBox\"><h4>Forum</h4><div class=\"spCommunityBoxHead\">"
            + "<a href=\"/forum\"><strong>Discuss this article</strong></a></div><div class=\"spCommunityBoxBody\">"
            + "<div class=\"spCommunityBoxCount\">99 posts in all <a href=\"/forum\">to the forum...</a></div><h5>The latest posts:</h5>"
            + posts + "</div></div>"
        let page = Self.page(site: "The Gazette", "<div class=\"spArticleColumn\"><h1>Bridge stays open</h1>" + Self.story + forum + "</div>")
        try Self.expectStory(in: page, lacks: ["still have the manuals", "nothing at the price could touch it"])
    }

    @Test("Boxes named for recent posts beside the post are other stories, though their box is named for content")
    func recentPostsStayOut() throws {
        let teasers = [
            "The ferry company wants to run more boats this year, to catch up with demand on the island routes, its director says. She expects two new routes by summer, and a third in the autumn.",
            "At the harbour fair this week, the council and the port previewed a plan for the old warehouses, the fish market and the quay. It would turn them into flats, shops and a museum.",
            "For the fishing fleet, the new year will bring stricter quotas, closer checks and new nets. Skippers say they are ready for all three, mostly, though the nets cost more than they hoped.",
            "Can a harbour make a film? That is what is happening at the port, whose staff, more used to ropes than cameras, are shooting a documentary about the last working dry dock.",
            "Time was, the lifeboat crew turned down every sponsor. This year, for the first time, a local bakery will pay for their new engine, and the crew will wear its name on their jackets.",
            "Here are some of the things the harbour master saw this year, from the storm in March, which sank two yachts, to the whale that swam into the marina in June and stayed a week.",
        ].enumerated().map { number, teaser in
            "<div class=\"recent-posts debug\"><div class=\"recent-video-container clearfix postsOnPage\">"
                + "<div class=\"recent-post-thumbnail\"><a href=\"/video/\(number)\"><img src=\"/\(number).jpg\" alt=\"image\"></a></div>"
                + "<div class=\"title-and-content\"><div class=\"recent-post-title\"><a href=\"/video/\(number)\">Harbour video \(number)</a></div>"
                + "<div class=\"recent-post-author\">by Ann Reeve on 01/10/2016</div>"
                + "<div class=\"recent-post-content\"><p>\(teaser)</p></div></div></div></div>"
        }.joined()
        let page = Self.page(site: "Harbour TV", "<h1>Bridge stays open</h1><div class=\"main-content content-single\"><div id=\"clearWidgets\">"
            + "<div class=\"entry-content content-single\">" + Self.story + "</div></div><div class=\"single-recent-post-container new_content\">"
            + "<span class=\"title-bar\">Recent Videos</span>" + teasers + "</div></div>")
        try Self.expectStory(in: page, lacks: ["The ferry company wants", "stricter quotas"])
    }

    @Test("A teaser card that opens with its thumbnail, then its linked headline, is another story's")
    func teaserCardsAfterTheirThumbnails() throws {
        let cards = [
            ("Smart meters will find failing boxes", "The harbour board's smart meters can now tell whether a box on the quay is about to need repairs, and..."),
            ("Ferry company apologises for charging twice", "If you paid for the island ferry by card last week, you may want to check your bank account."),
            ("What the new quotas mean for you", "Fishing news is full of talk about quotas, especially given the cuts announced in spring and the many meetings..."),
        ].enumerated().map { number, card in
            "<div class=\"cm-story\"><a href=\"/story/\(number)\" class=\"story-photo-link\"><img src=\"/\(number).jpg\" alt=\"\(card.0)\"></a>"
                + "<h5 class=\"story-title\"><a href=\"/story/\(number)\">\(card.0)</a></h5><p class=\"story-byline\">by Ann Reeve, Staff Writer</p>"
                + "<div class=\"story-text\">\(card.1)</div></div>"
        }.joined()
        let page = Self.page(site: "Harbour Post", "<div class=\"container\"><article class=\"article-well story-well\"><h1>Bridge stays open</h1>"
            + "<div class=\"article-content\">" + Self.story + "</div></article><div class=\"article-well content row\"><div class=\"cm-category-list\">"
            + "<h4>Next Up in News</h4><div class=\"list-section\">" + cards + "</div></div></div></div>")
        try Self.expectStory(in: page, lacks: ["check your bank account", "smart meters can now tell"])
    }

    @Test("A teaser card whose headline is a line of links under its section's name, a question, is another story's")
    func teaserCardsUnderTheirSection() throws {
        let cards = [
            ("Ask the harbour master: what would a dry dock teach us?", "Every boat in the harbour is built of wood or steel. If a dry dock were built, what would it change?"),
            ("Ask the harbour master: why do tides come twice a day?", "The moon pulls the sea towards it. But why are there two high tides, and not one, each day?"),
            ("Ask the harbour master: can a ferry outrun a storm?", "Ferries are faster than they were. Could one outrun the storm that sank two yachts in March?"),
        ].enumerated().map { number, card in
            "<article class=\"card card-standard\"><div class=\"card-media\"><a href=\"/ask/\(number)\"><img src=\"/\(number).jpg\" alt=\"\"></a></div>"
                + "<div class=\"card-content\"><div class=\"eyebrow\"><a href=\"/ask\">Ask the Harbour Master</a></div>"
                + "<div class=\"card-headline\"><a href=\"/ask/\(number)\">\(card.0)</a></div><div class=\"card-excerpt\">\(card.1)</div></div></article>"
        }.joined()
        // A long story: the cards add so little to the page that the whole of it is read.
        let page = Self.page(site: "Harbour Post", "<main><article class=\"post\"><h1>Bridge stays open</h1><div class=\"prose\">" + Self.story
            + FailureClassTests.paragraphs(1...24) + "</div></article><div class=\"modules\"><div class=\"flex-row\">" + cards + "</div></div></main>")
        try Self.expectStory(in: page, lacks: ["If a dry dock were built", "two high tides", "outrun the storm"])
    }

    @Test("Cards alike under headlines linking to other pages of the site, each summed up in three sentences, are other stories'; a section of three under a linked heading is the story's")
    func cardsOfThreeSentences() throws {
        let summaries = [
            "A simple soup made special with crusty croutons. It takes twenty minutes. Perfect for the days you need it.",
            "A meal in a jar, just add water and tomatoes. It keeps for a month. Perfect for camping or weeknights.",
        ]
        let cards = summaries.enumerated().map { number, summary in
            "<div class=\"card\"><div class=\"card-img-top\"><a href=\"/recipes/\(number)\"><img src=\"/\(number).jpg\" alt=\"\"></a></div>"
                + "<div class=\"card-body\"><h4><a href=\"/recipes/\(number)\">Soup number \(number)</a></h4><p>\(summary)</p></div></div>"
        }.joined()
        let page = Self.page(site: "Harbour Post", "<main><article class=\"post\"><h1>Bridge stays open</h1><div class=\"prose\">" + Self.story
            + FailureClassTests.paragraphs(1...4) + "<div class=\"grid\">" + cards + "</div>" + FailureClassTests.paragraphs(5...8) + "</div></article></main>")
        try Self.expectStory(in: page, lacks: ["crusty croutons", "just add water"])
        // One box of the story under a heading that links to its source, alone of its kind.
        let section = "<div class=\"card-body\"><h4><a href=\"https://example.org/report\">The report</a></h4><p>\(summaries[0])</p></div>"
        let story = Self.page(site: "Harbour Post", "<main><article class=\"post\"><h1>Bridge stays open</h1><div class=\"prose\">" + Self.story
            + FailureClassTests.paragraphs(1...4) + section + FailureClassTests.paragraphs(5...8) + "</div></article></main>")
        try Beyond.expect(story, holds: ["The committee met on Tuesday evening", "crusty croutons"], lacks: [])
    }

    @Test("A card that ends with a link to its headline's story (\"Read more\") is another story's, however long its summary and whatever its links are called")
    func cardsEndingWithTheirOwnLink() throws {
        let summary = "A full basket of mushrooms is a reason to be proud. But how do you clean them? It depends on what you cook. So how? We tell you!"
        // Named for machinery or not, its headline and its last link say where it leads.
        let card = { (number: Int, header: String, more: String) in
            "<div class=\"column\"><div class=\"box\"><div class=\"\(header)-wrapper\"><a class=\"\(header)\" href=\"/blog/\(number)\">How to clean mushrooms, part \(number)</a></div>"
                + "<p class=\"summary\">\(summary)</p><a class=\"\(more)\" href=\"/blog/\(number)\">Read more</a></div></div>"
        }
        let cards = card(1, "title", "more") + card(2, "box-header", "read-more")
        let page = Self.page(site: "Harbour Post", "<main><article class=\"post\"><h1>Bridge stays open</h1><div class=\"prose\">" + Self.story
            + FailureClassTests.paragraphs(1...4) + "<div class=\"advice\">" + cards + "</div>" + FailureClassTests.paragraphs(5...8) + "</div></article></main>")
        try Self.expectStory(in: page, lacks: ["A full basket of mushrooms"])
        // A part of the story that opens with a linked heading and ends with a link elsewhere
        // (its source) is the story's.
        let part = "<div class=\"box\"><div class=\"title\"><a href=\"/river\">The river, in numbers</a></div><p>\(summary)</p>"
            + "<a href=\"https://example.org/report\">The report</a></div>"
        let story = Self.page(site: "Harbour Post", "<main><article class=\"post\"><h1>Bridge stays open</h1><div class=\"prose\">" + Self.story
            + FailureClassTests.paragraphs(1...8) + part + "</div></article></main>")
        try Beyond.expect(story, holds: ["The committee met on Tuesday evening", "A full basket of mushrooms"], lacks: [])
    }

    @Test("A photo gallery hidden until its script lays it out is read when nothing shown is an article")
    func galleryHiddenUntilLaidOut() throws {
        let captions = [
            "In this aerial photo, flood water covers the harbour road on Wednesday. A rare winter flood threatened the sea wall as the tide rose.",
            "The lifeboat crew carries a child to safety from a flooded house on Quay Street, Wednesday, after the water rose overnight.",
            "Fishermen move their boats to the inner basin before the storm, as they did in 1953, when the wall last gave way.",
        ]
        let slides = captions.enumerated().map { number, caption in
            "<div class=\"gallery-item image\"><img src=\"/photo/\(number).jpg\" alt=\"\(caption)\"><div class=\"caption\">"
                + "<span class=\"caption-text\">\(caption)</span><span class=\"photographer\">Ann Reeve</span><span class=\"credits\">AP</span></div></div>"
        }.joined()
        let page = "<!DOCTYPE html><html><head><title>Photo gallery: the day's best | Harbour Post</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/photos\">Photos</a></div>"
            + "<section class=\"container main-content gallery-page\" role=\"main\"><div class=\"top-gallery\"><h1>News</h1>"
            + "<ul class=\"share\"><li><a href=\"/share\">Share</a></li></ul>"
            + "<div class=\"mi-slick-gallery-container\" style=\"overflow: hidden; Visibility: hidden;\"><div class=\"slick-gallery\">" + slides + "</div></div>"
            + "</div></section></body></html>"
        try Beyond.expect(page, holds: ["A rare winter flood threatened the sea wall", "as they did in 1953"])
    }

    @Test("A list article's items, five and more alike past the opening that won, each nearly as good, are its article")
    func listItemsPastTheOpening() throws {
        let items = [
            ("Best Kettle", "This kettle boils a litre in two minutes, and it whistles, loudly, so you will never forget it on the stove."),
            ("Best Lamp", "A reading lamp that bends where you need it, with a warm light for the evening and a cold one for exams."),
            ("Best Rug", "Soft, washable and cheap enough to spill on, this rug makes a bare floor feel like a room of your own."),
            ("Best Kettle Rack", "Everyone needs somewhere to put things, and this rack holds mugs, tea, a kettle and a plant, all at once."),
            ("Best Planner", "A planner with a page for every week, a list for every term, and stickers, which you will use, eventually."),
            ("Best Blanket", "Heavy, warm and grey, it hides the stains of every late night spent reading on a narrow bed in the cold."),
            ("Best Speaker", "Small enough for a shelf, loud enough for a party, and its battery lasts longer than any party does."),
            ("Best Mug", "A mug that holds a whole pot of tea, keeps it hot through a lecture, and survives a fall from the desk."),
        ].map { item in
            "<div class=\"listicle-item\"><div class=\"rendition-social-outer\"><img src=\"/\(item.0).jpg\" alt=\"\(item.0)\">"
                + "<div class=\"component-social-share\"><a href=\"/share\">Share</a></div></div><div class=\"item-content visible-title\">"
                + "<div class=\"item-description\"><cite class=\"listicle-credit\">Courtesy of the maker</cite><h4 class=\"listicle-title\">"
                + "<strong>\(item.0)</strong></h4><div class=\"listicle-caption\">\(item.1)</div>"
                + "<p>\(item.0), $20. <a href=\"https://shop.example/\">shop.example</a></p></div></div></div>"
        }.joined()
        let opening = "<div class=\"intro-text\"><div class=\"listicle-body\"><p>This year, for our second awards, we wanted to make sure "
            + "you were covered, from head to toe, floor to ceiling, and everywhere in between. Looking for a lamp? We got you. Looking for a "
            + "cheaper lamp? We got that, too. And what about a room that will be as tidy as your notes? We have it all. Flip through to see "
            + "what our editors chose, and get a head start on your shopping, like a good student.</p></div></div>"
        let page = Self.page(site: "Harbour Post", "<div class=\"grid listicle container\"><div class=\"component-listicle\"><div class=\"listicle-wrapper\">"
            + "<div class=\"listicle-items\">" + opening + items + "</div></div></div></div>")
        try Beyond.expect(page, holds: ["we wanted to make sure you were covered", "boils a litre in two minutes", "survives a fall from the desk"])
    }
    @Test("A run of teasers that joined the story as a box beside it is left out: each a headline on a line of its own, a summary under it")
    func teasersBesideTheStory() throws {
        // A news site's "Current stories" under the story, in the same table cell: each a
        // linked kicker and headline, a linked thumbnail, and a summary of two sentences.
        let teasers = (1...3).map { number in
            "<p class=\"small\"><span class=\"headline\"><a href=\"/news/\(number).html\"><strong>Kicker \(number)</strong> <br>"
                + "<b>Quay number \(number) on the east side of the harbour to be rebuilt</b></a></span><br><span style=\"float: right\"><a href=\"/news/\(number).html\">"
                + "<img src=\"/thumb/\(number).jpg\" alt=\"\"></a></span>The harbour master said on Monday that quay \(number) would be "
                + "rebuilt by the autumn, at a cost of two million. The work starts in May and will close the quay to boats.</p>"
        }.joined()
        let page = Self.page(site: "Gazette", "<table><tr><td><h1>Bridge stays open</h1><div class=\"articletext\">" + Self.story + "</div>"
            + "<div style=\"width: 480px\"><h5 class=\"head\"><a href=\"/ticker/\"><b>Current stories</b></a></h5>" + teasers
            + "<p class=\"small\">&nbsp;</p></div></td></tr></table>")
        try Self.expectStory(in: page, lacks: ["The harbour master said", "Current stories"])
    }

    @Test("A story that is nearly all the page says is read without the page's own lines under it, its address and copyright, in the body or in a wrapper around the page")
    func storyWithoutTheLinesAroundIt() throws {
        let footer = "<div class=\"bottom\">© 2016 The River Gazette, 1110 Washington St. <a href=\"/contact\">Write to us</a>.</div>"
        let story = "<div class=\"whole\"><div class=\"news\"><h1>Bridge stays open</h1>" + Self.story + "</div></div>"
        try Self.expectStory(in: Self.page(site: "The River Gazette", story + footer), lacks: ["Washington St.", "Write to us"])
        try Self.expectStory(in: Self.page(site: "The River Gazette", "<div class=\"page\">" + story + footer + "</div>"),
                             lacks: ["Washington St.", "Write to us"])
        // A table that is the whole page keeps its rows of headings.
        let rows = (1...12).map { "<tr><td>06/\($0 + 10)/2018, 11:30 A.M.</td><td>Board meeting number \($0) on the bridge, its repairs, its costs and its future</td>"
            + "<td>Board Room, 567 W. Lake Street, 2nd Floor, Chicago, IL, 60661</td></tr>" }
        let table = "<table class=\"records\"><thead><tr><th>Date</th><th>Meeting name</th><th>Location</th></tr></thead><tbody>"
            + rows.joined() + "</tbody></table>"
        try Beyond.expect(Self.page(site: "The River Gazette", table), holds: ["Meeting name", "Board meeting number 1 on"])
    }

    @Test("A prompt a tenth of the story's box beside it, within the page's column, is not read with the story")
    func promptBesideTheStoryInItsColumn() throws {
        let prompt = "<div class=\"offer\"><h4>Want more?</h4><p>Keep reading every story for $1.99 a month. "
            + "<a href=\"/subscribe\">Subscribe now</a></p></div>"
        let others = "<div class=\"column-two\"><ul>" + (1...3).map { "<li><a href=\"/news/\($0).html\">Another story from the river, number \($0)</a></li>" }
            .joined() + "</ul></div>"
        let page = Self.page(site: "The River Gazette", "<div class=\"column\"><div class=\"news\"><h1>Bridge stays open</h1>" + Self.story + "</div>"
            + prompt + "</div>" + others)
        try Self.expectStory(in: page, lacks: ["Want more?", "Keep reading every story"])
    }
}
