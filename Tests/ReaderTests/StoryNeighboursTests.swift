import Foundation
import Testing
import TestThreads
@testable import Reader

/// Which boxes beside the story join it (issue 23, from the fortieth round), each page written for the
/// test from a newsroom's page that lost to Readability, and each checked against Readability.js.
@Suite("The story's neighbours", .ownThread)
struct StoryNeighboursTests {
    typealias Story = NewsroomPagesTests

    /// A photo's caption in a lead carousel: a long sentence or three, as agencies write them.
    static func caption(_ number: Int) -> String {
        "FILE - Boats, number \(number), wait at the lock on the river, May 4, 2023. The town held a ceremony to mark the opening of the new levee, "
            + "which took, after years of argument, eleven months to build. When the river rose over a century ago, many families who lived by it were moved. (Photo/Ann Lee, File)"
    }

    @Test("A lead carousel over the story, its captions in a page's own elements, is not the story's opening, however many sentences they say; the story is read whole")
    func leadCarouselOverTheStory() throws {
        let slides = (1...3).map {
            "<div class=\"CarouselSlide\"><div class=\"CarouselSlide-media\"><picture><img src=\"/s\($0).jpg\" alt=\"\"></picture></div>"
                + "<div class=\"CarouselSlide-info\"><bsp-read-more class=\"ReadMore\"><span class=\"CarouselSlide-infoDescription\"><p>\(Self.caption($0))</p></span></bsp-read-more></div></div>"
        }.joined()
        let body = "<main class=\"Page-main\"><div class=\"Page-lead\"><bsp-carousel class=\"Carousel\"><div class=\"Carousel-slides\">" + slides + "</div></bsp-carousel></div>"
            + "<div class=\"Page-storyBody\"><div class=\"StoryPage-actions-wrapper\"><a href=\"/share\"></a></div><div class=\"RichTextStoryBody\">"
            + Story.lines(1...12) + "</div></div></main>"
        try Story.expectStory(body, lines: 1...12, lacks: ["wait at the lock"])
    }

    @Test("The credits under a story that filled its columns (\"Story Source\", a journal's reference) are measured against the story's own box, as Readability measures them, not against the columns around it")
    func creditsUnderWideStory() throws {
        let credits = "<hr><div id=\"story_source\"><p><strong>Story Source:</strong></p><p><a href=\"https://uni.example/news/levee\">Materials</a> provided by "
            + "<a href=\"https://uni.example/\"><strong>the River Institute</strong></a>. Original written by Ann Lee. <em>Note: Content may be edited for style and length.</em></p></div>"
            + "<hr><div id=\"journal_references\"><p><strong>Journal Reference</strong>:</p><ol class=\"journal\"><li>"
            + (1...39).map { "Author Number\($0)" }.joined(separator: ", ")
            + ". <strong>The levee and the river</strong>. <em>Rivers</em>, 2023; DOI: <a href=\"https://doi.example/10.1038/1\">10.1038/1</a></li></ol></div>"
        let story = "<div class=\"row\"><div class=\"col-md-8\"><div id=\"story_text\"><p class=\"lead\">\(Story.line(1))</p><div id=\"text\">" + Story.lines(2...45)
            + "</div></div></div><div class=\"col-md-4\"><div class=\"ad-slot\"></div></div></div>"
        let mostRead = (1...30).map { "<li><a href=\"/most/\($0)\">Another story, number \($0), about something else entirely</a></li>" }.joined()
        let html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Bridge stays open | The Gazette</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/news\">News</a></nav><div id=\"main\"><article>" + story + credits + "</article></div>"
            + "<div><h3>Most read</h3><ul>" + mostRead + "</ul></div><footer>Copyright The Gazette. All rights reserved.</footer></body></html>"
        let text = try Story.text(html)
        Story.expectLines(text, 1...45)
        #expect(!text.contains("Story Source") && !text.contains("Author Number1"), "\(text)")
    }

    @Test("A site's disclaimer beside the story's section, over the comments, stays out: the story's box is not widened to a section that says more than its headline's lines beside it")
    func disclaimerBesideTheStorysSection() throws {
        let disclaimer = "<div class=\"row\">Disclaimer: All rights reserved for writing and editorial content. No rights or credit claimed for any images featured here unless stated. "
            + "If you own rights to any of the images because <strong>YOU ARE THE PHOTOGRAPHER</strong> and do not wish them to appear here, please contact us, by mail or phone, and they will be promptly removed. "
            + "If you are a representative of the photographer, provide signed documentation in your query that you are acting on their behalf.<div class=\"p-comments\"><div id=\"comments\"></div></div></div>"
        let body = "<div class=\"content-color\"><section id=\"celebs\"><p class=\"e-category\">RIVERS</p><div class=\"e-box-date\">Published December 22, 2023 at 10:41 am</div>"
            + "<div class=\"e-text\"><div class=\"entry\">" + Story.lines(1...12) + "</div></div></section>" + disclaimer + "</div>"
        try Story.expectStory(body, lines: 1...12, lacks: ["Disclaimer", "YOU ARE THE PHOTOGRAPHER"])
    }

    @Test("A standfirst whose `<h2>` the page left open around the story still opens it: words standing loose in the story's parent are the story's, though they are a tenth of what it says")
    func standfirstLeftOpenAroundTheStory() throws {
        let body = "<main><article><h1>The flood of that spring</h1><h2 class=\"standfirst\">After two years behind the levee, the town watched the river rise again.\n"
            + "<div class=\"story-body\">" + Story.lines(1...6) + "</div></h2><div class=\"author-box\"><p>Ann Lee covers the river for the paper.</p></div></article></main>"
        let text = try Story.expectStory(body, lines: 1...6)
        #expect(text.contains("After two years behind the levee"), "\(text)")
    }

    @Test("A picture's credit in the story stays under it, as Readability keeps it, whether in its caption or a box of its own named for the credit")
    func pictureCreditsStay() throws {
        let figure = "<figure><img src=\"/levee.jpg\" alt=\"\"><figcaption>The levee at dawn, after the water fell. <span class=\"credit\">Ann Lee | The River Times</span></figcaption></figure>"
        let inline = "<div class=\"InlineImage-wrapper\"><img src=\"/bridge.jpg\" alt=\"\"><div class=\"InlineImage-imageEmbedCredit\">Bo Chan | Getty Images</div></div>"
        let body = "<article><h1>The flood of that spring</h1><div class=\"entry-content\">" + Story.lines(1...3) + figure + Story.lines(4...6) + inline + Story.lines(7...9) + "</div></article>"
        let text = try Story.expectStory(body, lines: 1...9)
        #expect(text.contains("Ann Lee | The River Times") && text.contains("Bo Chan | Getty Images"), "\(text)")
    }

    @Test("A story told as a gallery of slides (\"list-gallery\", each a picture, its credit, its count and its words) is read whole, credits and all, as Readability reads it: \"gallery\" names no machinery")
    func storyToldAsAGallery() throws {
        let slides = (1...6).map {
            "<div class=\"ami-gallery-item\" id=\"slide-\($0)\"><figure class=\"gallery-item__figure\"><img src=\"/s\($0).jpg\" alt=\"\"><p class=\"photo-credit\">Courtesy of the River Museum</p></figure>"
                + "<p class=\"gallery-item__count\">\($0) of 6</p><p>Slide \($0): the boats, the levee and the bridge, as the town saw them that spring.</p></div>"
        }.joined()
        let body = "<article><h1>The flood of that spring</h1><div class=\"entry-content\">" + Story.lines(1...2)
            + "<div class=\"list-gallery_wrapper\"><div class=\"list-gallery\">" + slides + "</div></div></div></article>"
        let text = try Story.expectStory(body, lines: 1...2)
        for part in ["Slide 1: the boats", "Slide 6: the boats", "3 of 6", "Courtesy of the River Museum"] { #expect(text.contains(part), "\(part): \(text)") }
    }

    @Test("A live blog's cards keep each update's time over its headline, as Readability keeps them: \"timestamp\" names no machinery")
    func liveBlogTimes() throws {
        let cards = (1...4).map {
            "<div class=\"live-blog-card\" id=\"card\($0)\"><div class=\"cardTimestamp\"><div class=\"timestamp\">\($0)h ago / \($0 + 6):58 AM UTC</div></div>"
                + "<h2 class=\"cardHeadline\">Update \($0) from the levee</h2><p>\(Story.line(2 * $0 - 1))</p><p>\(Story.line(2 * $0))</p></div>"
        }.joined()
        let text = try Story.expectStory("<article><h1>The flood of that spring: live</h1><div class=\"LiveBlog\"><div class=\"cardsContainer\">" + cards + "</div></div></article>", lines: 1...8)
        #expect(text.contains("2h ago / 8:58 AM UTC") && text.contains("4h ago / 10:58 AM UTC"), "\(text)")
    }

    @Test("A box named for social media in the story (\"social-embed\", a consent box standing in for an Instagram post) goes whatever it says, as Readability's first reading drops it")
    func socialEmbedInTheStory() throws {
        let embed = "<div class=\"social-embed mb-lg-12 mb-8\"><div><div class=\"bg-grey-900 px-4 py-8 text-center text-white md:px-16 md:py-10\">"
            + "<h3 class=\"text-headline-l mb-6 text-mint\">Empfohlener redaktioneller Inhalt</h3><p class=\"text-body-l\">An dieser Stelle findet Ihr einen externen Inhalt von <b>Instagram</b>, "
            + "der den Artikel ergänzt. Ihr könnt ihn Euch mit einem Klick anzeigen lassen.</p><label class=\"flex cursor-pointer\" for=\"\"><span class=\"relative\">"
            + "<input id=\"\" class=\"sr-only\" type=\"checkbox\"><span class=\"box block\"></span></span></label><p class=\"text-body-s mt-2\">Ich bin damit einverstanden, "
            + "dass mir externe Inhalte angezeigt werden. Damit können personenbezogene Daten an Drittplattformen übermittelt werden. "
            + "<a href=\"/de/datenschutz\">Mehr dazu in unserer Datenschutzerklärung</a></p></div></div></div>"
        let body = "<article><h1>The flood of that spring</h1><div class=\"cms-content text-common-styles\">" + Story.lines(1...3) + embed + Story.lines(4...6) + embed
            + Story.lines(7...9) + "</div></article>"
        try Story.expectStory(body, lines: 1...9, lacks: ["Empfohlener redaktioneller Inhalt", "externen Inhalt", "einverstanden"])
    }

    @Test("A story's first part, in a section of its own with the lead's section before an ad's row, joins the rest in the next section: Readability scores every section as a paragraph, so the first section scores enough beside the second")
    func storySplitAcrossSections() throws {
        let first = Self.firstSection()
        let second = "<section class=\"page-content__row\"><div class=\"container container--story\"><div class=\"container__column\"><div class=\"container__row\">"
            + "<div class=\"container__column center\"><div class=\"story-text\">" + Story.lines(10...39) + "</div></div></div></div></div></section>"
        try Story.expectStory("<main id=\"main\"><div class=\"page-content page-content--story\">" + first + second + "</div></main>", lines: 1...39)
    }

    static let ad = "<div class=\"content-group ad\"><div class=\"ad-slot placeholder\"></div></div>"
    static let lead = "<div class=\"container__row\"><div class=\"container__column\"></div><div class=\"container__column\"><section class=\"media-item media-item--lead\">"
        + "<div class=\"media-item__summary\"><h2 class=\"headline\">The flood of that spring</h2><p class=\"dek\">The town watched the river rise again, and the levee held this time.</p></div>"
        + "<div class=\"media-item__image\"><figure class=\"art\"><img src=\"/lead.jpg\" alt=\"\"></figure></div></section></div></div>"

    /// The section of a newsroom's page that holds its lead and the story's first paragraphs.
    static func firstSection() -> String {
        "<section class=\"page-content__row\"><div class=\"container container--story\"><div class=\"container__column summary-middle\">" + lead
            + "<div class=\"container__row\"><div class=\"container__column\"></div><div class=\"container__column center\"><div class=\"story-text\">"
            + Story.lines(1...4) + ad + Story.lines(5...9) + "</div></div></div></div><div class=\"container__column hide-under-small\">" + ad + "</div></div></section>"
    }

    /// The page of `storyBesideEmptyColumns`: the rest of the story in a section of its own,
    /// `beside` it in its row.
    static func storyInTwoSections(beside: String) -> String {
        let second = "<section class=\"page-content__row\"><div class=\"container container--story\"><div class=\"container__column center\"></div><div class=\"container__column\">"
            + "<div class=\"container__row\"><div class=\"container__column center\"><div class=\"story-text\">" + Story.lines(10...79) + "</div></div>" + beside
            + "</div></div></div></section>"
        return "<main id=\"main\"><div class=\"page-content page-content--story\">" + firstSection() + second + "</div></main>"
    }

    static let shareNote = "<p>Share this story with a friend, or print it for the fridge.</p>"

    @Test("The story's first part joins the rest when the rest is nearly all the page, alone in its section but for an ad's empty columns, a rail named as never the article, a box with that role and a box its style hides: Readability moves up through parents that hold nothing else it keeps, and takes the first section beside the last of them")
    func storyBesideEmptyColumns() throws {
        let beside = "<div style=\"display:none\">" + Self.shareNote + "</div><div role=\"complementary\"><a href=\"/x\">Other stories of the river</a></div>"
            + "<div class=\"rail sidebar\"><ul><li><a href=\"/more\">More stories from the river</a></li></ul></div>"
        try Story.expectStory(Self.storyInTwoSections(beside: beside), lines: 1...79)
    }

    @Test("A box hidden only by its class list (\"hidden\") still stops the move up, as Readability reads no class list for that: the story's first part, in the section beside, stays out as it does there")
    func classHiddenBoxStopsTheMove() throws {
        let text = try Story.text(FailureClassTests.page(Self.storyInTwoSections(beside: "<div class=\"hidden\">" + Self.shareNote + "</div>")))
        Story.expectLines(text, 10...79)
        #expect(!text.contains(Story.line(1)), "\(text)")
    }

    @Test("A header beside the story's columns (the date, the headline, a video's title) stays out when the story's body shares its box with the story's footer: what we leave out, Readability still counts, and it moves up no further than the body")
    func headerBesideTheStorysColumns() throws {
        let header = "<header class=\"article-header\"><div class=\"article-meta\"><div class=\"eyebrow\"><a href=\"/rivers\">Rivers</a></div>"
            + "<div class=\"article-date\">Published December 21, 2023 4:27pm EST</div></div><h1 class=\"headline\">The flood of that spring</h1>"
            + "<div class=\"featured featured-video video-ct\"><div class=\"contain\"><div class=\"info\"><div class=\"caption\">"
            + "<p class=\"title\">The levee that held: a look back at the town's long night by the river</p></div></div></div></div></header>"
        let body = "<main class=\"main-content\"><article class=\"article-wrap\">" + header + "<div class=\"article-content-wrap sticky-columns\"><div class=\"article-content\">"
            + "<div class=\"article-body\">" + Story.lines(1...19) + "</div><footer class=\"article-footer\"><div class=\"article-tags\"><a href=\"/t/river\">River</a> "
            + "<a href=\"/t/levee\">Levee</a></div></footer></div><aside class=\"sidebar sidebar-primary\"><h3>Trending</h3><ul><li><a href=\"/a\">Another story about something else</a></li>"
            + "<li><a href=\"/b\">Yet another story</a></li></ul></aside></div></article></main>"
        try Story.expectStory(body, lines: 1...19, lacks: ["The levee that held", "Published December"])
    }

    @Test("A fact check's statement beside the story's column stays out once the choice has moved up to that column: there only Readability's rules take a sibling in, not ours for a short opening beside the story's own box")
    func statementBesideTheStorysColumn() throws {
        let statement = "<div class=\"col-xs-12\"><div class=\"fc__body\"><div class=\"statement\"><div class=\"statement-head red\"><div class=\"statement-author\">The river authority</div></div>"
            + "<div class=\"statement-content\"><div class=\"wsw\"><p>“A cause for serious concern is the state of the levee south of the town, where the water stood for three days last spring. "
            + "The authority warned, again and again, that the old wall would not hold another flood, and asked for money to build a new one before the winter.”</p></div></div>"
            + "<div class=\"statement-source\"><a href=\"/source\">Source: River Authority, October 25, 2023</a></div></div><div class=\"verdict\"><div class=\"verdict-head\">"
            + "<div class=\"title red\"><span>False</span><div class=\"intro\">Records from the town disprove the claim</div></div></div></div></div></div>"
        let story = "<div class=\"col-xs-12 col-md-8 pull-left\"><div class=\"content-floated-wrap\"><div class=\"wsw\">" + Story.lines(1...29) + "</div></div></div>"
        let rail = "<div class=\"col-xs-12 col-md-4 pull-left sidebar\"><div class=\"region\"><h2>Most popular</h2><ul><li><a href=\"/a\">Another story about something else</a></li>"
            + "<li><a href=\"/b\">Yet another story</a></li></ul></div></div>"
        try Story.expectStory("<div class=\"body-container\"><div class=\"row\">" + statement + story + rail + "</div></div>", lines: 1...29,
                              lacks: ["A cause for serious concern", "Records from the town"])
    }

    @Test("Readability's climb from the story's box to a parent scoring more than the box below it: a summary, a deck and a picture's caption over the story's wrapper come with the story, as there")
    func climbToAParentScoringMore() throws {
        let head = "<span class=\"section-link\"><a href=\"/towns\">Towns</a> · <span>The valley</span></span><h1>The flood of that spring</h1>"
            + "<div class=\"detailSummary\">The council met the engineers, the farmers and the ferrymen to talk about the levee, the weir and the road to the lower town.</div>"
            + "<h2 class=\"deck\">The new levee held, and the lower town stayed dry</h2><div class=\"byline\">Ann Lee · Posted: May 4, 2023</div>"
        let story = "<div data-cy=\"storyWrapper\"><figure><img src=\"/lock.jpg\" alt=\"\"><figcaption>The lock at Weir Bend the morning after. (Ann Lee)</figcaption></figure>"
            + "<div class=\"story\">" + Story.lines(1...12) + "</div></div>"
        let text = try Story.expectStory("<div class=\"page\"><div class=\"detailMainCol sclt-storycontent\">" + head + story + "</div>" + FailureClassTests.sidebar + "</div>", lines: 1...12)
        for part in ["The council met the engineers", "The new levee held", "The lock at Weir Bend"] { #expect(text.contains(part), "\(part)") }
    }

    @Test("On that climb an <article> earns no points for its tag, as Readability gives it none: the story's box climbs past it to the box that also holds the headline's dek")
    func climbPastAnArticleTag() throws {
        let hero = "<section class=\"hero\"><div class=\"hero-headline\"><h1>The flood of that spring</h1>"
            + "<div class=\"dek\">The council met the engineers, the farmers and the ferrymen to talk about the levee, the weir and the road.</div></div></section>"
        let body = "<article class=\"article-body\"><div class=\"article-body__grid--container\"><div class=\"article-body__section\">"
            + "<div class=\"article-body layout-grid-item\"><div class=\"article-body__content\">" + Story.lines(1...12) + "</div></div></div></div></article>"
        let text = try Story.expectStory("<div class=\"article\">" + hero + body + "</div>", lines: 1...12)
        #expect(text.contains("The council met the engineers"), "\(text)")
    }

    @Test("On that climb a box's class and id each weigh as Readability weighs them: a post whose class and id both name it (\"post\", \"post-1184\") is taken over its text box with its line of when and where it was filed, as there; one named so by its class alone is not")
    func climbToAPostNamedTwice() throws {
        let post = { (id: String) in
            "<div class=\"content\">\(id)<h1 class=\"entry-title\">The flood of that spring</h1>"
                + "<p class=\"post-info\">Filed under Towns, Rivers on May 4, 2023 at 4:11 pm</p>"
                + "<div class=\"entry-content\">" + Story.lines(1...6) + "</div></div>" + FailureClassTests.sidebar + "</div>"
        }
        let twice = try Story.expectStory(post("<div id=\"post-1184\" class=\"post type-post hentry\">"), lines: 1...6)
        #expect(twice.contains("Filed under Towns, Rivers on May 4, 2023"), "\(twice)")
        let once = try Story.expectStory(post("<div class=\"post type-post hentry\">"), lines: 1...6)
        #expect(!once.contains("Filed under"), "\(once)")
    }
}
