import Foundation
import Testing
import ReaderFixtures
import TestThreads
@testable import Reader

/// The shapes of newsrooms' pages in many languages (issue 23, nineteenth round): a story
/// that carries teasers to other stories inside it, a story a page builder cut into widgets,
/// each written for the test from what such a page was seen to lose.
@Suite("Newsrooms' pages", .ownThread)
struct NewsroomPagesTests {
    typealias Page = FailureClassTests
    static func sentence(_ number: Int) -> String { Page.sentence(number) }
    static func text(_ html: String) throws -> String { try ArticleShapeTests.text(html) }

    /// A teaser to another story: its headline a link, a sentence under it in a box named
    /// for text.
    static func teaser(_ number: Int) -> String {
        "<div class=\"teaser\"><div class=\"headlinewrapper\"><h2><a href=\"/stories/\(number).html\">Another story, number \(number), on the same river</a></h2></div>"
            + "<div class=\"teasertext\"><p>More than eighty people in the valley asked the authority, in a survey published this week, for clear rules on building near the river.</p></div></div>"
    }

    /// A news story's paragraph: a sentence of a hundred characters, one comma.
    static func line(_ number: Int) -> String {
        "Paragraph \(number) of the story tells how the water rose in the night, and what the town did about it the next morning."
    }

    static func lines(_ numbers: ClosedRange<Int>) -> String {
        numbers.map { "<p>\(line($0))</p>" }.joined()
    }

    /// Reads a page of `body`: each of its story's lines numbered `numbers` there, none of
    /// `absent`; the text, for more.
    @discardableResult
    static func expectStory(_ body: String, lines numbers: ClosedRange<Int>, lacks absent: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let text = try text(Page.page(body))
        expectLines(text, numbers, sourceLocation: sourceLocation)
        for part in absent { #expect(!text.contains(part), "\(part)", sourceLocation: sourceLocation) }
        return text
    }

    /// Reads a story of seven lines with `box` after its third, each line there.
    static func storyAround(_ box: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try expectStory("<article><h1>The flood of that spring</h1><div class=\"entry-content\">" + lines(1...3) + box + lines(4...7) + "</div></article>",
                        lines: 1...7, sourceLocation: sourceLocation)
    }

    /// That `text` holds each of the story's lines numbered `numbers`.
    static func expectLines(_ text: String, _ numbers: ClosedRange<Int>, sourceLocation: SourceLocation = #_sourceLocation) {
        for number in numbers { #expect(text.contains(line(number)), "paragraph \(number)", sourceLocation: sourceLocation) }
    }

    @Test("A story carrying teasers to other stories is read whole, its standfirst too, not as one teaser's sentence")
    func storyCarryingTeasers() throws {
        let body = "<article><header><h1>The flood of that spring</h1><div class=\"lastchanged\">Updated 17.06.2025 18:24</div>"
            + "<p class=\"preface\">\(Self.line(1))</p></header>" + Self.lines(2...4) + Self.teaser(1)
            + "<h2>What the authority changed</h2>" + Self.lines(5...7) + Self.teaser(2) + Self.lines(8...9) + Self.teaser(3) + "</article>"
        let text = try Self.text(Page.page(body))
        Self.expectLines(text, 1...9)
    }

    /// A box of the story as a page builder writes it: its kind in its class, an id that is a
    /// UUID of its own.
    static func widget(_ id: String, kind: String, _ inner: String) -> String {
        "<div id=\"\(id)\" class=\"article-widget article-widget-\(kind)\"><div class=\"wrap\">\(inner)</div></div>"
    }

    @Test("A story a page builder cut into widgets, each with an id of its own, is read from its first widget")
    func storyInWidgets() throws {
        let related = "<div class=\"related-container\"><a href=\"/stories/7.html\"><h3>Watch the minister's speech</h3>"
            + "<div class=\"synopsis\">The minister is speaking on Wednesday.</div><div class=\"timestamp\">22 hours ago</div></a></div>"
        let widgets = "<div class=\"article-widgets\">"
            + Self.widget("6f677730-826a-42ce-989e-a86f663c70ae", kind: "text", "<div class=\"text\">" + Page.paragraphs(1...3) + "</div>")
            + Self.widget("25ad5cdc-89c6-479f-846e-9ab71c5b9036", kind: "related_articles", related)
            + Self.widget("ad6ed79d-88fd-4c8e-a27a-ff8349c9446f", kind: "text", "<div class=\"text\">" + Page.paragraphs(4...12) + "</div>")
            + "</div>"
        let text = try Self.text(Page.page("<div class=\"article-body\"><h1>The flood of that spring</h1>" + widgets + "</div>" + Page.sidebar))
        ArticleShapeTests.expectAll(text, 1...12)
        #expect(!text.contains("Watch the minister's speech"))
    }

    @Test("A story React streams after its page is read where its placeholder stands, its parts in order")
    func storyStreamedAfterThePage() throws {
        // The page as sent: placeholders in the story, a skeleton to show meanwhile; then the
        // parts, hidden, each moved into place by a script no reader runs. One part holds the
        // placeholder of another; a hidden box no placeholder asks for stays hidden.
        let body = "<main><article><h1>The flood of that spring</h1><div class=\"article-body\"><template id=\"B:0\"></template>"
            + "<div class=\"skeleton\"><div class=\"skeleton-line\"></div></div></div>" + "<p>\(Self.line(9))</p></article></main>"
            + "<div hidden id=\"S:0\">" + Self.lines(1...3) + "<template id=\"P:1\"></template>" + Self.lines(7...8) + "</div>"
            + "<script>$RC(\"B:0\",\"S:0\")</script>"
            + "<div hidden id=\"S:1\">" + Self.lines(4...6) + "</div>"
            + "<div hidden id=\"S:7\"><p>A part the page never asked for, hidden in its box of its own, is not shown.</p></div>"
        let text = try Self.text(Page.page(body))
        let places = (1...9).map { text.range(of: Self.line($0))?.lowerBound }
        #expect(places.allSatisfy { $0 != nil }, "\(text)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "in the story's order")
        #expect(!text.contains("never asked for"))

        // A part that holds its own placeholder, and a placeholder written twice: each part is
        // placed once, where its first placeholder stands.
        let looped = "<main><article><h1>The flood of that spring</h1><template id=\"B:0\"></template></article></main>"
            + "<div hidden id=\"S:0\">" + Self.lines(1...3) + "<template id=\"P:1\"></template><template id=\"P:1\"></template></div>"
            + "<div hidden id=\"S:1\"><template id=\"P:1\"></template>" + Self.lines(4...6) + "</div>"
        let once = try Self.text(Page.page(looped))
        for number in 1...6 {
            #expect(once.components(separatedBy: Self.line(number)).count == 2, "paragraph \(number) once: \(once)")
        }
    }

    @Test("A consent centre that says more than the story, with a main content of its own, is left out")
    func consentCentreOutweighingTheStory() throws {
        let purposes = (1...8).map { number in
            "<div class=\"accordion-text\"><h4>Purpose \(number)</h4><p>These cookies, set by us or by our partners, are used for purpose \(number): "
                + "they remember your choices, count your visits, and measure how well each part of the site works for you.</p></div>"
        }.joined()
        let centre = "<div id=\"onetrust-consent-sdk\"><div class=\"ot-sdk-container\"><div class=\"ot-main-content\">"
            + "<h2>Privacy preference centre</h2>" + purposes + "<button>Confirm my choices</button></div></div></div>"
        let body = "<main><article><h1>The flood of that spring</h1><div class=\"article-body\">" + Self.lines(1...6) + "</div></article></main>" + centre
        let text = try Self.text(Page.page(body))
        Self.expectLines(text, 1...6)
        #expect(!text.contains("These cookies"))
        #expect(!text.contains("Privacy preference centre"))
    }

    @Test("A story in parts between pictures is read as its parts, not as the whole page around them")
    func storyInPartsAmongBoxes() throws {
        let part = { (numbers: ClosedRange<Int>) in "<div class=\"richtext lg:w-8/12\">" + Self.lines(numbers) + "</div>" }
        let picture = "<figure><img src=\"/pictures/flood.jpg\" alt=\"\"><figcaption>The river at dawn</figcaption></figure>"
        let story = "<article><header><h1>The flood of that spring</h1></header><div class=\"relative\">"
            + part(1...2) + picture + part(3...4) + picture + part(5...6) + picture + part(7...8) + "</div></article>"
        // Prompts about the page, each scoring more than the wrapper of the story's parts does
        // but far less than a part.
        let prompt = { (number: Int) in
            "<div class=\"layer\"><div class=\"box\"><p>Save stories to your list, number \(number), to read them later, offline, on the train, "
                + "at home, or anywhere else you go, by bus or by boat. <a href=\"/account/sign-in\">Sign in to your account first, or make one</a>, "
                + "and the list follows you. It is free.</p></div></div>"
        }
        let text = try Self.text(Page.page("<div class=\"page\"><main>" + story + "</main></div>" + (2...4).map(prompt).joined()))
        Self.expectLines(text, 1...8)
        #expect(!text.contains("Save stories to your list"))
    }

    @Test("What a class hides (\"hidden\", shown by a script to some readers) is left out; what it shows on a wide screen stays")
    func hiddenByClass() throws {
        let appeal = "<div class=\"support-huffpost hidden\"><h3>We need your help</h3><p>Would you join us to keep our stories free for all? "
            + "Your contribution of as little as two dollars will go a long way, and it keeps the newsroom going.</p></div>"
        let wide = "<div class=\"hidden lg:block\"><p>\(Self.line(4))</p></div>"
        let body = "<article><h1>The flood of that spring</h1>" + Self.lines(1...3) + appeal + wide + Self.lines(5...7) + "</article>"
        let text = try Self.text(Page.page(body))
        Self.expectLines(text, 1...7)
        #expect(!text.contains("Would you join us"))
    }

    @Test("A phone's menu (\"hidden lg:!hidden\") and a drop-down shown on a hover (\"hidden group-hover:block\") stay hidden; \"hidden md:flex\" shows")
    func hiddenOnEveryScreen() throws {
        #expect(BoilerplateHints.hidesByClass("hidden sticky top-16 overflow-y-auto lg:!hidden"))
        #expect(BoilerplateHints.hidesByClass("hidden absolute group-hover:block hover:text-ink"))
        #expect(!BoilerplateHints.hidesByClass("hidden md:flex"))
        #expect(!BoilerplateHints.hidesByClass("hidden lg:!block"))
        // A site whose story is nearly all the page: the page is read whole, the phone's menu
        // of link cards (each with a line about it) under the navigation bar too.
        let card = { (name: String, about: String) in
            "<div class=\"block px-7 py-4\"><a href=\"/\(name.lowercased())\"><b>\(name)</b></a><p class=\"mt-1 block\">\(about)</p></div>"
        }
        let menu = "<div class=\"hidden sticky top-16 lg:!hidden\" id=\"drawer\"><p class=\"px-7 pb-3\">Explore what your community could build.</p>"
            + card("Features", "Building blocks your community can combine, one at a time.")
            + card("Compare", "How we differ from the other platforms, feature by feature.")
            + card("Stories", "How communities are shaping the project for their own needs.") + "</div>"
        try Self.expectStory(menu + "<div class=\"mx-auto\"><article class=\"prose\"><h1>The flood of that spring</h1>"
            + Self.lines(1...12) + "</article></div>", lines: 1...12, lacks: ["Explore what your community", "Building blocks"])
    }

    @Test("A quotation the site sets in a widget's box (\"quote-widget\") is the story's words; a widget of links is not")
    func quotationInAWidget() throws {
        let quote = "<blockquote class=\"_ce_measure_widget\" data-widget=\"quote\"><p>There is not much to add: from the first letter to the "
            + "stamp at the bottom, it says everything about where we are.</p></blockquote>"
        let links = "<div class=\"related-widget\"><a href=\"/a\">More on the flood</a> <a href=\"/b\">The river's history</a></div>"
        let body = "<article><h1>The flood of that spring</h1>" + Self.lines(1...3) + quote + Self.lines(4...6) + links + "</article>"
        let text = try Self.expectStory(body, lines: 1...6, lacks: ["More on the flood"])
        #expect(text.contains("There is not much to add: from the first letter"))
    }

    @Test("A subscription box named in French (\"bloc_abonnez\") and a spinner's \"Loading comments…\" after the story are not the story")
    func subscribeInOtherWordsAndASpinner() throws {
        let subscribe = "<div id=\"bloc_actu_abonnez\"><div id=\"bloc_actu_abonnez_head\"><div class=\"container_knob\"><input type=\"text\" value=\"83\">"
            + "</div><h2 class=\"title_reserve_article\">Lisez la suite : <span class=\"percent\">83</span> % de ce contenu reste à découvrir</h2>"
            + "<h4 class=\"already_abonne_title\">Seuls nos abonnés peuvent lire l'intégralité de cet article, et les commentaires.</h4></div>"
            + "<div class=\"offers\"><a href=\"/abonnement?type=1\">Mensuel, 5 € par mois</a></div></div>"
        let spinner = "<div class=\"spinner-container wide\" data-comment-mode=\"chrono\"><img src=\"/loading.gif\" alt=\"\"><br>"
            + "Loading the readers' comments, which may take a moment...</div>"
        try Self.expectStory("<article><h1>The flood of that spring</h1>" + Self.lines(1...6) + subscribe + "</article>" + spinner,
                             lines: 1...6, lacks: ["Lisez la suite", "Seuls nos abonnés", "Loading the readers' comments"])
    }

    /// A sign-up box in the story that no name gives away: a heading, two lines, and a field
    /// for an address (`type="email"`, or an older form's text field named for one).
    static func signUp(field: String) -> String {
        "<div class=\"box-3 centered\"><div class=\"inner\"><h3>Stay connected</h3><p>Get the latest updates from The River Times.</p>"
            + "<p>Discover special offers, top stories, upcoming events, and more.</p><form action=\"/join\"><label>Enter your address</label>"
            + field + "<button>Join</button></form><p class=\"small\">Thank you for joining. Look out for our first letter on Friday.</p></div></div>"
    }

    @Test("A box asking for an e-mail address around a few lines is a sign-up, whatever its name; the story's own box is not")
    func signUpInOtherWords() throws {
        for field in ["<input type=\"email\" name=\"addr\">", "<input type=\"text\" name=\"user_email\" placeholder=\"you@example.org\">"] {
            try Self.expectStory("<article><h1>The flood of that spring</h1>" + Self.lines(1...4) + Self.signUp(field: field) + Self.lines(5...6) + "</article>",
                                 lines: 1...6, lacks: ["Stay connected", "Discover special offers", "Thank you for joining"])
        }
        // A short story whose box, named for the story, also holds a field to send it on.
        let short = "<div class=\"story\"><h1>The flood of that spring</h1>" + Self.lines(1...3)
            + "<form action=\"/send\"><input type=\"email\" name=\"to\"><button>Send</button></form></div>"
        try Self.expectStory(short + "<div class=\"more\">" + (1...4).map(Self.teaser).joined() + "</div>", lines: 1...3)
        // A box of the story whose share bar holds a sign-up popup, shown on a click: the
        // popup's field is the popup's, and the box's words stay (a byline's box, on a page).
        let popup = "<div class=\"modal\"><div class=\"inner\"><form class=\"newsletter-form\"><input type=\"text\" name=\"email\" placeholder=\"Enter Email\">"
            + "<input type=\"submit\" value=\"Subscribe\"></form></div></div>"
        let note = "<div class=\"section30\"><p>The authority's report on the flood is published below, with its maps.</p>"
            + "<div class=\"shares-top\"><p>1.7M shares</p>" + popup + "</div></div>"
        let text = try Self.expectStory("<div class=\"single\"><h1>The flood of that spring</h1>" + Self.lines(1...3) + note + Self.lines(4...6) + "</div>", lines: 1...6)
        #expect(text.contains("The authority's report on the flood is published below"), "\(text)")
    }

    @Test("A story a script reveals, its whole box hidden by a class, is still read")
    func storyRevealedByScript() throws {
        let body = "<article><h1>The flood of that spring</h1><div class=\"article-body hidden\">" + Self.lines(1...7) + "</div></article>"
        let text = try Self.text(Page.page(body))
        Self.expectLines(text, 1...7)
    }

    @Test("The story's header beside its body keeps the standfirst under the headline; a header of a date alone does not")
    func standfirstInTheHeaderBesideTheBody() throws {
        let header = "<header><h1>The flood of that spring</h1><div class=\"lastchanged\">Updated 17.06.2025 18:24</div>"
            + "<p class=\"preface\">\(Self.line(1))</p></header>"
        let text = try Self.text(Page.page("<article>" + header + "<div class=\"article-body\">" + Self.lines(2...8) + "</div></article>"))
        Self.expectLines(text, 1...8)
        let dated = "<header><h1>The flood of that spring</h1><p class=\"date\">Updated 17.06.2025 18:24</p></header>"
        let plain = try Self.text(Page.page("<article>" + dated + "<div class=\"article-body\">" + Self.lines(2...8) + "</div></article>"))
        #expect(!plain.contains("17.06.2025"))
    }

    @Test("A box whose class is the word \"ad\" (\"ad\", \"ad__label\") goes with its label; a class that only holds the letters stays")
    func advertsNamedAsAWord() throws {
        let advert = "<section class=\"ad\"><div class=\"ad__container\"><div class=\"ad__label\">Story continues below</div></div></section>"
        let mail = "<div class=\"adn ads\"><p>\(Self.line(5))</p></div>"
        let body = "<article><h1>The flood of that spring</h1>" + Self.lines(1...2) + advert + Self.lines(3...4) + mail
            + "<div class=\"shadow\"><p>\(Self.line(6))</p></div>" + Self.lines(7...8)
            + "<div class=\"ad__slot\"><div class=\"ad__label\">Advertisement: the river shop</div></div>"
            + "<div class=\"ad-unit\"><span>Sponsored: boats for hire</span></div>" + Self.lines(9...9) + "</article>"
        let text = try Self.text(Page.page(body))
        Self.expectLines(text, 1...9)
        for label in ["Story continues below", "Advertisement: the river shop", "Sponsored: boats for hire"] {
            #expect(!text.contains(label), "\(label)")
        }
    }

    @Test("A story the page cut in two around a row of ads and links is read in both halves; the next story, under its own headline, is not")
    func storyCutInTwoRows() throws {
        let half = { (numbers: ClosedRange<Int>) in
            "<div class=\"row\"><div class=\"column\"><div class=\"body articleBody\">" + Self.lines(numbers) + "</div></div></div>"
        }
        let rail = "<div class=\"row\"><div class=\"advert\"><div class=\"advert-title\">Advertisement</div></div><ul class=\"more\">"
            + (1...6).map { "<li><a href=\"/stories/\($0).html\">Another story, number \($0), on the same river</a></li>" }.joined() + "</ul></div>"
        let page = { (between: String) in
            Page.page("<div class=\"page\"><h1>The flood of that spring</h1>" + half(1...6) + rail + between + half(7...11) + "</div>")
        }
        Self.expectLines(try Self.text(page("")), 1...11)
        let next = try Self.text(page("<h1>The drought of that summer</h1>"))
        Self.expectLines(next, 1...6)
        #expect(!next.contains(Self.line(7)))
    }

    @Test("A long story is read without the link the page sets after it (\"Unable to edit the page?\"), though the story is most of the page")
    func storyWithoutTheLinksAfterIt() throws {
        let body = "<div id=\"page\"><div id=\"content\"><h1>The flood of that spring</h1>" + Self.lines(1...14) + "</div></div>"
            + "<p><a href=\"/FrontPage\">Unable to edit the page? See the front page for instructions.</a></p>"
        try Self.expectStory(body, lines: 1...14, lacks: ["Unable to edit the page"])
    }

    @Test("A column of offers beside the story stays out though a wrapper around both, with nothing else, is passed on the way up")
    func storyWithoutTheColumnBesideIt() throws {
        func box(_ title: String, _ link: String, _ words: String) -> String {
            "<div class=\"asset-box\"><div class=\"asset-title\">\(title)</div><a href=\"/weekly/\(link)\">\(link.capitalized) this week</a><p>\(words)</p></div>"
        }
        let sections = ["politics", "business", "science", "culture", "sport", "travel"]
        let offers = "<div class=\"column-small\">"
            + box("The printed weekly", "digital", "The whole world of news, with graphics and videos. Read the new issue on Friday evening, before it reaches the shops.")
            + box("Offers", "subscribe", "Read the weekly or give it to a friend, and save a third of the price for a whole year.")
            + box("Older issues", "archive", "Browse every issue since 1947, free of charge, except the last twelve months of them.")
            + "<div class=\"asset-box\">" + sections.map { "<a href=\"/weekly/\($0)\">\($0.capitalized) from the weekly, all of it</a>" }.joined(separator: " ") + "</div></div>"
        let body = "<div id=\"wrapper\"><div id=\"content-main\"><div class=\"column-wide\"><h1>The flood of that spring</h1><div class=\"text\">"
            + Self.lines(1...45) + "</div></div>" + offers + "</div></div>"
        try Self.expectStory(body, lines: 1...45, lacks: ["The printed weekly", "The whole world of news", "Older issues", "Browse every issue"])
    }

    @Test("Microdata written out for machines (a publisher's name and logo address, the page's own address) is not read; an address the story links, writes out, or names in a sentence, is")
    func microdataForMachines() throws {
        let meta = "<div class=\"b-article__meta\"><div itemprop=\"image\">https://cdn.example.com/img/flood_1200x675.jpg</div>"
            + "<div itemprop=\"publisher\" itemscope itemtype=\"http://schema.org/Organization\"><div itemprop=\"name\">Valley News Agency</div>"
            + "<div itemprop=\"logo\" itemscope itemtype=\"https://schema.org/ImageObject\"><div itemprop=\"url\">https://cdn.example.com/logo.png</div></div></div>"
            + "<div itemprop=\"mainEntityOfPage\">https://news.example.com/valley/flood-of-that-spring</div></div>"
        let links = "<p><a href=\"https://council.example.org/minutes\">https://council.example.org/minutes</a></p>"
            + "<p>The council's minutes are at <span itemprop=\"url\">https://council.example.org/minutes/2024</span> for anyone to read.</p>"
            + "<div class=\"budget\">https://council.example.org/budget</div>"
            + "<div class=\"place\"><span itemprop=\"name\">Riverside Town Hall</span></div>"
            + "<div class=\"lead\"><p itemprop=\"description\">The river's new wall was paid for twice, the auditors found.</p><span itemprop=\"url\">https://news.example.com/wall</span></div>"
        let body = "<article><h1>The flood of that spring</h1>" + meta + "<div itemprop=\"articleBody\">" + Self.lines(1...6) + links + Self.lines(7...9) + "</div></article>"
        let text = try Self.expectStory(body, lines: 1...9, lacks: ["flood_1200x675", "Valley News Agency", "logo.png", "news.example.com"])
        #expect(text.contains("https://council.example.org/minutes\n") || text.contains("https://council.example.org/minutes "), "\(text)")
        #expect(text.contains("at https://council.example.org/minutes/2024 for anyone"), "\(text)")
        #expect(text.contains("https://council.example.org/budget") && text.contains("was paid for twice") && text.contains("Riverside Town Hall"), "\(text)")
    }

    @Test("A story of one paragraph in lines, its last a quotation without a full stop, is a story: the page is not read again with its comment box")
    func storyOfLinesEndingInAQuotation() throws {
        let lines = (1...3).map { Self.line($0) }.joined(separator: "<br>")
            + "<br>«The inquiry is led by the harbour police of the valley, who will report to the council in the spring»"
        let comments = "<div class=\"comments\"><div id=\"respond\"><h4 id=\"reply-title\">Write your comment</h4>"
            + "<p>Fill in the form below with your name, your address and your message, please.</p>"
            + "<p>Comments that insult, threaten or spread hatred are not published. The newsroom reads every comment before it appears.</p>"
            + "<form id=\"commentform\"><label>Name *</label><input id=\"author\" name=\"author\" type=\"text\"><label>Email *</label><input id=\"email\" name=\"email\" type=\"text\"><textarea name=\"comment\"></textarea></form></div></div>"
        let body = "<article class=\"article_page\"><div class=\"columns\"><h1>The flood of that spring</h1><p>" + lines + "</p>" + comments + "</div></article>"
        let text = try Self.expectStory(body, lines: 1...3, lacks: ["Write your comment", "Fill in the form", "Comments that insult"])
        #expect(text.contains("report to the council in the spring"), "\(text)")
    }

    @Test("A lead in a \"lead-container\" is the story's (no \"ad-container\" in its name); a consent notice's line in place of a video is not, a sentence named for cookies is")
    func leadInItsContainer() throws {
        let lead = "<div class=\"lead-container\"><p class=\"e-p\">A judge of the tax court steps back from a case about the river's levee, after a party given by the firm that built it.</p></div>"
        let video = "<div class=\"video-responsive__wrapper\"><p class=\"cookie-empty-placeholder\">In order to view the video, please allow <a class=\"optanon-toggle-display\">Manage Cookies</a></p></div>"
        let baking = "<p class=\"cookie-step\">The volunteers on the levee were fed with oat cookies baked by the school.</p>"
        let body = "<main><h1>The flood of that spring</h1>" + video + lead + "<section class=\"redactionals\">" + Self.lines(1...4) + baking + Self.lines(5...8) + "</section></main>"
        let text = try Self.expectStory(body, lines: 1...8, lacks: ["In order to view the video", "Manage Cookies"])
        #expect(text.contains("A judge of the tax court steps back") && text.contains("fed with oat cookies"), "\(text)")
    }

    @Test("A box a class hides (\"is_hidden\", \"is-hidden\": Bulma's and a portal's display:none) is not read; \"this-is-hidden-text\" is no such class")
    func hiddenByIsHidden() throws {
        #expect(BoilerplateHints.hidesByClass("ends_help_layer is_hidden"))
        #expect(BoilerplateHints.hidesByClass("is-hidden modal"))
        #expect(!BoilerplateHints.hidesByClass("this-is-hidden-text"))
        let help = "<div class=\"ends_btn\"><div class=\"ends_help_layer is_hidden\"><p class=\"ends_help_desc\">You can recommend stories up to fifty times a day, and each counts once.</p></div></div>"
        let body = "<div class=\"newsct_body\"><article class=\"newsct_article\"><h1>The flood of that spring</h1>" + Self.lines(1...4) + help + Self.lines(5...8) + "</article></div>"
        try Self.expectStory(body, lines: 1...8, lacks: ["You can recommend stories"])
    }

    @Test("Readers' comments in a box between the story and its dateline bar are not read as part of the story")
    func commentsBetweenTheStoryAndItsBar() throws {
        let comment = { (name: String, words: String) in
            "<div class=\"article_comment_answer\"><div class=\"indented\"><p class=\"by\">Posted by \(name)</p><div class=\"comment_content\"><p>\(words)</p></div></div></div>"
        }
        let comments = "<div id=\"article_footer_bottom\"><div class=\"article_footer_comments\"><h3>10 comments</h3><div class=\"article_comments_content\">"
            + comment("Anne", "Quite right. The council has known about the levee for years, and did nothing until the water came. Now it wants praise for the sandbags.")
            + comment("Bo", "Not so fast. The council asked for the money twice, and the region said no twice. Blame the region, not the town. Read the minutes.")
            + "</div></div></div>"
        let body = "<div id=\"article_content\"><h1>The flood of that spring</h1><h2>How a town kept its levee, and what it cost the people who live behind it.</h2>"
            + "<div id=\"article_text\">" + Self.lines(1...12) + "</div>" + comments
            + "<div id=\"article_topbar\"><div id=\"article_topbar_infos\"><div style=\"float:left\">Published on 29/10/2012<br><em>Updated on 29/10/2012 at 14:03</em></div>"
            + "<a href=\"#reactions\" class=\"article_num_comm\">10<span> comments</span></a></div></div></div>"
        try Self.expectStory(body, lines: 1...12, lacks: ["Quite right. The council", "Blame the region"])
    }

    @Test("A subheading between two of the story's paragraphs stays whatever it is called (\"widget-title\"), but not one named as Readability's first reading drops (\"comment-head\"), nor an <h1> or <h2> so named, which Readability's cleaning of headers takes out; a list of links stays while the heading so named over it goes, as in Readability")
    func subheadingNamedForMachinery() throws {
        let related = "<h2 class=\"widget-title\">More from the harbour</h2><ul>"
            + (1...4).map { "<li><a href=\"/stories/\($0).html\">Another story, number \($0), on the same river</a></li>" }.joined() + "</ul>"
        let body = "<article><h1>The flood of that spring</h1><div class=\"text\">" + Self.lines(1...4)
            + "<h3 class=\"widget-title mb-5 font-bold\">The road reopened</h3>" + Self.lines(5...6)
            + ReaderFixtures.widgetSubheading + Self.lines(7...8)
            + "<h3 class=\"widget-title\">Share this story</h3><div class=\"sharing\"><p>Send it to a friend who lives by the river, or to the council.</p></div>"
            + Self.lines(9...10) + "<h3 class=\"comment-head\">What readers said</h3>" + Self.lines(11...11) + related + "</div></article>"
        let text = try Self.expectStory(body, lines: 1...11, lacks: ["Share this story", "More from the harbour", "A word from the council", "What readers said"])
        #expect(text.contains("The road reopened") && text.contains("Another story, number 2"), "\(text)")
    }

    @Test("A page that goes on with the next stories, each under its own headline, is read for the story it is titled after")
    func storyOfThePageNotTheNextOnes() throws {
        let story = { (headline: String, lines: ClosedRange<Int>) in
            "<div class=\"row\"><div class=\"main-content\"><article class=\"post type-post\"><header><h1 class=\"entry-title\">\(headline)</h1></header>"
                + "<div class=\"post-content\">" + Self.lines(lines) + "</div></article></div></div><div class=\"ads-outer\">Next Story</div>"
        }
        let body = story("The flood of that spring", 1...5) + story("Ferry fares go up again in the new year", 6...14)
            + story("A new school opens by the harbour", 15...22)
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The River Times</title></head><body>"
            + Page.navigation + "<div class=\"container\">" + body + "</div>" + Page.sidebar + "</body></html>"
        let text = try Self.text(page)
        Self.expectLines(text, 1...5)
        for number in 6...22 { #expect(!text.contains(Self.line(number)), "paragraph \(number)") }
    }

    @Test("A post whose sections each open under an <h1> between rules, boxes alike in the one <article> (as Medium sets them), is read whole; stories each in an <article> of their own are still told apart")
    func postOfSectionsUnderHeadlineSizedHeadings() throws {
        let section = { (heading: String, lines: ClosedRange<Int>) in
            "<div class=\"ia ib ic\"><h1 class=\"lg ku\">\(heading)</h1>" + Self.lines(lines) + "</div>"
        }
        let rule = "<div class=\"o dy kz\" role=\"separator\"><span class=\"lc\"></span><span class=\"lc\"></span></div>"
        let sections = [section("The flood of that spring", 1...5), section("What the authority changed", 6...10),
                        section("How the ferry came back", 11...15)].joined(separator: rule)
        let page = { (body: String) in
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | River Notes</title></head><body>"
                + Page.navigation + "<main><div class=\"l\">" + body + "</div></main>" + Page.sidebar + "</body></html>"
        }
        Self.expectLines(try Self.text(page("<article><div class=\"l\"><section><div>" + sections + "</div></section></div></article>")), 1...15)
        // The same boxes, each its own <article>, are the next stories.
        let apart = try Self.text(page(sections.replacingOccurrences(of: "<div class=\"ia ib ic\">", with: "<article><div class=\"ia ib ic\">")
            .replacingOccurrences(of: "</p></div>", with: "</p></div></article>")))
        Self.expectLines(apart, 1...5)
        #expect(!apart.contains(Self.line(6)))
    }

    @Test("A story whose subheadings are set as <h1>, as its headline is, is read whole")
    func storyWithHeadlineSizedSubheadings() throws {
        let body = "<header><h1>The flood of that spring</h1><p class=\"standfirst\">" + Self.line(1) + " " + Self.line(2) + " " + Self.line(3)
            + "</p></header><div class=\"story-body\">" + Self.lines(4...4)
            + "<h1>What the authority changed</h1>" + Self.lines(5...9) + "</div>"
        try Self.expectStory(body, lines: 1...9)
    }

    @Test("A subtitle line just before the story's body, in a box named for it, is read however short and unended, in Korean or Chinese; a date in such a box is not, nor a subtitle over a box of facts, nor a rail's heading so named at the end",
          arguments: ["line", "chinese", "date", "facts"])
    func subtitleBeforeTheBody(kind: String) throws {
        let subtitle = switch kind {
        case "date": "13.12.2022 - 08:13 Uhr"
        case "chinese": "国内首家快闪店开业，品牌最佳产品与新品全面公开"
        default: "- 국내 첫 번째 팝업스토어로, 브랜드 베스트 제품 및 컬러스킨 신제품 전격 공개"
        }
        let facts = kind == "facts" ? "<dl class=\"facts\"><dt>Date:</dt><dd>December 13, 2023</dd><dt>Source:</dt><dd>Harbour Medical School</dd></dl>" : ""
        let related = "<ul class=\"links\">" + (1...6).map { "<li><a href=\"/news/\($0)\">Another story of the harbour, number \($0)</a></li>" }.joined() + "</ul>"
        let body = "<div id=\"article-view-content-div\"><div class=\"article-head-sub\">\(subtitle)</div>" + facts
            + "<div id=\"articleBody\" itemprop=\"articleBody\">" + Self.lines(1...8) + "<h3 class=\"subhead\">Top ten stories right now</h3></div>"
            + related + "</div>"
        let text = try Self.expectStory(body, lines: 1...8, lacks: ["08:13", "Source:", "Harbour Medical School", "Top ten stories"])
        #expect(text.contains("팝업스토어로") == (kind == "line"), "\(text)")
        #expect(text.contains("快闪店") == (kind == "chinese"), "\(text)")
    }

    @Test("Readers' comments named in Catalan, Spanish, German, Polish or Hungarian (\"comentaris\", \"kommentare\", \"komentarze\", \"kommentek\") stay out as \"comments\" do",
          arguments: ["comentari", "kommentar", "komentarz", "kommentek"])
    func commentsNamedInOtherLanguages(word: String) throws {
        let comment = { (name: String, words: String) in
            "<div class=\"well \(word) \(word)1\"><div class=\"row\"><div class=\"col-xs-6\">\(name), 13/02/2017 a les 17:39</div></div>"
                + "<div class=\"text\(word)\">\(words)</div></div>"
        }
        let comments = "<div class=\"\(word)s\"><h3>COMENTARIS</h3>"
            + comment("el talp venjador", "Penso que les preguntes adients poden ser altres, per exemple, pot el govern fer alguna cosa per ajudar la nostra gent gran, que no arriba a final de mes?")
            + comment("Anònim", "Catalunya és un país ideal: no existeix atur, les infraestructures es troben en un estat perfecte, i la corrupció és un tema del passat.")
            + comment("Joan", "Gràcies per l'article, molt ben explicat, tot i que hi trobo a faltar la veu de les entitats que treballen cada dia amb els refugiats.")
            + "</div>"
        try Self.expectStory("<h1>The flood of that spring</h1><div class=\"text\">" + Self.lines(1...9) + "</div>" + comments, lines: 1...9,
                             lacks: ["Penso que les preguntes", "Catalunya és un país ideal", "el talp venjador"])
    }

    @Test("A bar of buttons for social networks named \"sns\", as Japanese and Korean sites name them, stays out")
    func socialButtonsNamedSNS() throws {
        let bar = "<div class=\"articletool\"><ul class=\"articletool-list\"><li class=\"btn-sns tool-twitter\"><div class=\"label\">ツイート</div></li>"
            + "<li class=\"btn-sns tool-twitter-timeline\"><div class=\"label\">みんなのツイートを見る</div></li>"
            + "<li class=\"btn-sns tool-facebook\"><div class=\"label\">シェア</div></li><li class=\"btn-sns tool-hatebu\"><div class=\"label\">ブックマーク</div></li></ul></div>"
        try Self.expectStory("<h1>The flood of that spring</h1>" + bar + "<section class=\"body\">" + Self.lines(1...9) + "</section>", lines: 1...9,
                             lacks: ["ツイート", "シェア", "ブックマーク"])
    }

    @Test("A copy of the story the page hides beside it (display:none, marked as the article's body) is not read a second time")
    func hiddenCopyOfTheStory() throws {
        let copy = "<div style=\"display:none;\" itemprop=\"articleBody\">" + (1...9).map(Self.line).joined(separator: " ") + "</div>"
        let text = try Self.expectStory("<h1>The flood of that spring</h1><div class=\"item-text\">" + Self.lines(1...9) + "</div>" + copy, lines: 1...9)
        #expect(text.components(separatedBy: Self.line(5)).count == 2, "\(text)")
    }

    @Test("The page's notice of its rights under the story, sentences though it says, is not read as the story's last paragraph",
          arguments: ["&copy; 2026", "Copyright 2026", "COPYRIGHT &copy; 2026"])
    func copyrightNoticeUnderTheStory(opening: String) throws {
        let notice = "<div style=\"margin: 11px 0; font-size: 7pt\">\(opening) The River Times, Inc. All Rights Reserved. Any reproduction, "
            + "republication, redistribution, translation and/or modification of our content, in print or online, is expressly prohibited "
            + "without our prior written consent.<br><br>"
            + "<div><a href=\"/licence\">Republish this story</a></div></div>"
        let body = "<div class=\"wrap\"><div class=\"sv\"><h1>The flood of that spring</h1><div class=\"ad\"></div><div>" + Self.lines(1...7)
            + "</div></div><div style=\"clear: both\"></div>" + notice + "</div>"
        try Self.expectStory(body, lines: 1...7, lacks: ["All Rights Reserved", "Republish this story"])
    }

    @Test("A story's header named a header (\"entry-header\") that says no sentence, its headline, writer and date, stays out, its name's \"entry\" notwithstanding; one named otherwise (\"entry-title\") stays in, as in Readability",
          arguments: ["entry-header", "entry-title"])
    func headerOfNoSentence(name: String) throws {
        let header = "<header class=\"\(name)\"><h1 class=\"entry-title\">The flood of that spring</h1><div class=\"entry-meta\">"
            + "<span class=\"by-writer\"><span class=\"writer\">By <strong>Mitchell Byars, Daily Camera</strong></span></span> "
            + "<time class=\"entry-date\" datetime=\"2019-07-19T12:31:19-0600\">Jul 19, 2019, 12:31 pm</time></div></header>"
        let body = "<article class=\"post\"><div class=\"entry-body\">" + header + "<div class=\"entry-content\">" + Self.lines(1...7) + "</div></div></article>"
        let text = try Self.expectStory(body, lines: 1...7)
        #expect(text.contains("Mitchell Byars") == (name == "entry-title"), "\(text)")
    }

    @Test("A box named as Readability names what is never the article (\"extraInfo\", \"remark\", \"supplemental\", a feed's \"rss\" link) stays out, prose though it holds; a name that also says \"content\" or \"and\" clears it, and a heading so styled (\"text-extra-large\") stays",
          arguments: ["extraInfo", "remark", "supplemental", "rsslink", "legends", "extra-content", "expand-extra"])
    func namedAsNeverTheArticle(name: String) throws {
        let box = "<div class=\"\(name)\"><p>The keeper of the lock, who has kept it for thirty years, remembers the spring of 1962, when the water stood higher still.</p></div>"
        let body = "<article><h1 class=\"text-extra-large\">The flood of that spring</h1><div class=\"entry-content\">" + Self.lines(1...3)
            + "<h2 class=\"text-extra-large\">What the town did next</h2>" + box + Self.lines(4...7) + "</div></article>"
        let text = try Self.expectStory(body, lines: 1...7)
        #expect(text.contains("The keeper of the lock") == (name.contains("content") || name.contains("and")), "\(text)")
        #expect(text.contains("What the town did next"), "\(text)")
    }

    @Test("A section named \"related\" in the story stays out, a link, pictures and a line of names though it holds, as Readability never takes it for the article; \"related-content\" is cleared by its \"content\"",
          arguments: ["related", "related-content"])
    func relatedSectionInTheStory(name: String) throws {
        let box = "<section class=\"\(name)\"><p>The keeper of the lock, who has kept it for thirty years, remembers the spring of 1962. <a href=\"/keepers\">Other keepers</a></p>"
            + "<img src=\"/k0.jpg\" alt=\"\"><img src=\"/k1.jpg\" alt=\"\"><img src=\"/k2.jpg\" alt=\"\">"
            + "<p>Keepers, millers, boatmen, farmers, teachers, carters, smiths, bakers, weavers, masons, tanners, coopers</p></section>"
        let text = try Self.storyAround(box)
        #expect(text.contains("The keeper of the lock") == (name == "related-content"), "\(text)")
    }

    @Test("A section in the story is judged by its name only as Readability judges it: \"widget\" stays; a short one of share buttons (\"share-tools\", \"post_share\") and one named for a sidebar go",
          arguments: [("widget", true), ("share-tools", false), ("post_share", false), ("shares-count", true), ("sidebar-widget", false)])
    func sectionNamedAsMachinery(name: String, stays: Bool) throws {
        let box = "<section class=\"\(name)\"><p>The keeper of the lock remembers the spring of 1962. <a href=\"/keepers\">Other keepers</a></p></section>"
        let text = try Self.storyAround(box)
        #expect(text.contains("The keeper of the lock") == stays, "\(text)")
    }

    @Test("A paragraph named for sharing (a sharing plugin's \"dpsp-share-text\", \"post_share\") goes under 500 characters whatever it says, as Readability takes it out, though its name says text; a longer one stays")
    func shareParagraphInTheStory() throws {
        let line = "Tell a friend about the flood, the levee, the town and the valley, by mail, by phone, or over the fence, as people did then."
        for (box, stays) in [("<p class=\"dpsp-share-text\">\(line)</p>", false), ("<p class=\"post_share text\">\(line)</p>", false),
                             ("<p class=\"post_share text\">" + String(repeating: line + " ", count: 5) + "</p>", true)] {
            let text = try Self.storyAround(box)
            #expect(text.contains("Tell a friend about the flood") == stays, "\(box): \(text)")
        }
    }

    @Test("A wrapper so named around the whole story (\"extra-wrap\") is still read, as Readability reads the page again when its first reading finds next to nothing")
    func wholeStoryInsideAnUnlikelyName() throws {
        try Self.expectStory("<div id=\"extra-wrap\"><h1>The flood of that spring</h1>" + Self.lines(1...7) + "</div>", lines: 1...7)
    }

    @Test("A small table of teasers in the story, each a picture and a linked headline over its line, goes; a table of facts whose values link, too large for Readability to drop, stays")
    func tableOfTeasersInTheStory() throws {
        let teasers = "<table class=\"tb02 takze\"><tbody><tr><td colspan=\"2\"><span>More on prices in 2012</span></td></tr>" + (1...3).map {
            "<tr><td><a href=\"https://money.example/story/\($0)\"><img src=\"/t\($0).jpg\"></a></td><td><b><a href=\"https://money.example/story/\($0)\">"
                + "Bad news for drivers, number \($0)</a></b><br>The companies announced new wholesale prices for petrol and diesel today.</td></tr>"
        }.joined() + "</tbody></table>"
        let facts = "<table><tbody><tr><td colspan=\"2\"><b>Task Order Awarded</b></td></tr>"
            + "<tr><td><strong>Project: </strong></td><td><a href=\"/projects/annex\">Dirksen Elementary School Annex</a></td></tr>"
            + "<tr><td><strong>Company: </strong></td><td><a href=\"/contractors/carlson\">Carlson Environmental, Inc.</a></td></tr>"
            + "<tr><td><strong>Task Order Number: </strong></td><td>05225-PS2060C-001</td></tr>"
            + "<tr><td><strong>Amount: </strong></td><td>$118,378.65</td></tr>"
            + "<tr><td><strong>Awarded on: </strong></td><td>November 13, 2018</td></tr>"
            + "<tr><td><strong>Notes: </strong></td><td>Environmental Engineering Services</td></tr></tbody></table>"
        let text = try Self.expectStory("<article><h1>The flood of that spring</h1>" + Self.lines(1...3) + teasers + Self.lines(4...5) + "<h2>The awards</h2>" + facts
                                        + "<h2>What comes next</h2>" + Self.lines(6...7) + "</article>", lines: 1...7, lacks: ["Bad news for drivers", "wholesale prices", "More on prices"])
        #expect(text.contains("Dirksen Elementary School Annex") && text.contains("Environmental Engineering Services"), "\(text)")
    }

    @Test("A table of lenders to compare, under its header cells, keeps each lender's linked name over its rating, as Readability keeps all a table of data holds")
    func comparisonTableKeepsItsCards() throws {
        let table = ReaderFixtures.lendersTable
        // Between the story's paragraphs and at its end, where the last row's short cells are
        // no fragments to trim; the header cell's one word is no button's label.
        // (A button's word loose in the box just before the table is no cell of it.)
        let heading = try #require(table.range(of: "<table>"))
        let labelled = table[..<heading.lowerBound] + "<div>Advertisement" + table[heading.lowerBound...] + "</div>"
        for body in [Self.lines(1...4) + table + Self.lines(5...8), Self.lines(1...8) + table, Self.lines(1...8) + labelled] {
            let text = try Self.expectStory("<div class=\"article-body\">" + body + "</div>", lines: 1...8, lacks: ["Advertisement"])
            for part in ["Compare top mortgage lenders", "Lender", "Min. credit score", "New American Funding", "NBKC Bank", "Rocket Mortgage", "4.6", "Not disclosed"] {
                #expect(text.contains(part), "\(part)")
            }
        }
    }
}
