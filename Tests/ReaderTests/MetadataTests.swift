import Foundation
import Testing
import TestThreads
@testable import Reader

@Suite("Metadata: JSON-LD, OpenGraph, meta author, dates", .ownThread)
struct MetadataTests {
    @Test("JSON-LD in @graph gives headline, author, publisher and date")
    func jsonLD() throws {
        let head = """
        <title>Ignored | The Gazette</title>
        <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
          {"@type":"WebSite","name":"Gazette site"},
          {"@type":"NewsArticle","headline":"Bridge stays open for a year","datePublished":"2026-11-29T14:05:00+01:00",
           "author":[{"@type":"Person","name":"Ann Lee"},{"@type":"Person","name":"Bo Chan"}],
           "publisher":{"@type":"Organization","name":"The Gazette"}}]}</script>
        """
        let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
        #expect(article.title == "Bridge stays open for a year")
        #expect(article.byline == "Ann Lee, Bo Chan")
        #expect(article.site == "The Gazette")
        #expect(article.published?.display == "2026-11-29 14:05")
        #expect(article.published?.iso8601 == "2026-11-29T14:05:00+01:00")
    }

    @Test("OpenGraph and <meta name=author> when there is no JSON-LD")
    func openGraph() throws {
        let head = """
        <meta property="og:title" content="Bridge stays open">
        <meta property="og:site_name" content="Gazette">
        <meta name="author" content="By Ann Lee">
        <meta property="article:published_time" content="2026-11-29">
        """
        let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
        #expect(article.title == "Bridge stays open")
        #expect(article.site == "Gazette")
        #expect(article.byline == "Ann Lee")
        #expect(article.published?.display == "2026-11-29")
        #expect(article.published?.iso8601 == "2026-11-29")
    }

    @Test("Dublin Core and Parse.ly names, written with a dot or a colon, before the <title>")
    func dublinCore() throws {
        for (title, creator) in [("dc.title", "dc:creator"), ("DC:Title", "dc.creator"), ("dcterms.title", "dcterms:creator"), ("parsely-title", "parsely-author")] {
            let head = """
            <title>Bridge stays open - ABC News (Australian Broadcasting Corporation)</title>
            <meta name="\(title)" content="Bridge stays open"><meta name="\(creator)" content="Ann Lee">
            """
            let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
            #expect(article.title == "Bridge stays open", "\(title)")
            #expect(article.byline == "Ann Lee", "\(creator)")
        }
    }

    @Test("A heading cut short with an ellipsis (this story's teaser in a list of others) is not taken for its headline")
    func teaserHeadingCutShort() throws {
        let head = """
        <title>Harbour investment to touch two billion in 2027 - Harbour Times</title>
        <meta property="og:title" content="Harbour investment to touch two billion in 2027">
        """
        for ellipsis in ["...", "…"] {
            let teasers = "<div class=\"more\"><h2><a href=\"/a\">Harbour investment to touch two billion in\(ellipsis)</a></h2>"
                + "<h2><a href=\"/b\">Ferry timetable changes for the winter\(ellipsis)</a></h2></div>"
            let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs() + teasers)))
            #expect(article.title == "Harbour investment to touch two billion in 2027", "\(ellipsis)")
        }
        // A title cut short there too is the headline as the site shows it, its section and name after it.
        let cut = "<title>Harbour investment to touch two billion in..._Business_Harbour Times</title>"
        let shown = "<h1>Harbour investment to touch two billion in...</h1>" + Pages.paragraphs()
        #expect(Pages.extract(Pages.page(head: cut, body: shown))?.title == "Harbour investment to touch two billion in...")
    }

    @Test("Of a page's titles for search, for sharing and for the tab, the one its <h1> shows wins")
    func theVisibleHeadlineWins() throws {
        let head = """
        <title>All the new phone features, from model 11 to model 15 | Gadget Weekly</title>
        <script type="application/ld+json">{"@type":"NewsArticle","headline":"All the new phone features, from model 11 to model 15"}</script>
        <meta property="og:title" content="No, phones aren't all the same. Here is what changed.">
        """
        let shown = try #require(Pages.extract(Pages.page(head: head, body: "<h1>No, phones aren\u{2019}t all the same. Here is what changed.</h1>" + Pages.paragraphs())))
        // (Written as the heading shows it, with its typographer's apostrophe.)
        #expect(shown.title == "No, phones aren\u{2019}t all the same. Here is what changed.")
        // A heading that is none of them (the site's name, a section) leaves the order as it was.
        for heading in ["Gadget Weekly", "Reviews and news of the week"] {
            let other = try #require(Pages.extract(Pages.page(head: head, body: "<h1>\(heading)</h1>" + Pages.paragraphs())))
            #expect(other.title == "All the new phone features, from model 11 to model 15", "\(heading)")
        }
    }

    @Test("A heading that opens with its kicker in an element of its own shows the headline the page also gives alone")
    func theHeadlineAfterTheKicker() throws {
        // The search engines' headline first, so the order alone would take it; and the tab's
        // title is the heading with its kicker, so the heading read whole would take that.
        let head = """
        <title>Leaked files: Data stolen from the ship maker | The Gazette</title>
        <script type="application/ld+json">{"@type":"NewsArticle","headline":"Ship maker's files found online"}</script>
        <meta property="og:title" content="Data stolen from the ship maker">
        """
        for heading in ["<span class=\"kicker\">Leaked files</span> <span>Data stolen from the ship maker</span>",
                        "<span class=\"title\"><small>Leaked files</small><br>Data stolen from the ship maker</span>"] {
            let article = try #require(Pages.extract(Pages.page(head: head, body: "<h1>\(heading)</h1>" + Pages.paragraphs())))
            #expect(article.title == "Data stolen from the ship maker", "\(heading)")
        }
        // Written as one run of words, the heading is the headline as it stands.
        let whole = try #require(Pages.extract(Pages.page(head: head.replacingOccurrences(of: "Data stolen from the ship maker\">", with: "Leaked files: Data stolen from the ship maker\">")
            .replacingOccurrences(of: "<title>Leaked files: Data stolen from the ship maker", with: "<title>Data stolen from the ship maker"),
            body: "<h1>Leaked files: Data stolen from the ship maker</h1>" + Pages.paragraphs())))
        #expect(whole.title == "Leaked files: Data stolen from the ship maker")
    }

    @Test("A blog's name in an <h1> that links to the front page is its logo; the post's title in an <h2> is the title")
    func theLogoIsNotTheHeadline() throws {
        let head = """
        <title>Paper cuts (3) | Notes from the Allotment</title>
        <script type="application/ld+json">{"@type":"BlogPosting","headline":"Third round of paper cuts in the shed"}</script>
        <meta property="og:title" content="Paper cuts (3)">
        """
        for link in ["/", "https://example.org/"] {
            let body = "<h1><a href=\"\(link)\">Notes from the Allotment</a></h1><h2>Paper cuts (3)</h2>" + Pages.paragraphs()
            let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
            #expect(article.title == "Paper cuts (3)", "\(link)")
        }
    }

    @Test("A JSON-LD person whose name is a list of the writers gives them all")
    func personWithListOfNames() throws {
        let head = """
        <script type="application/ld+json">{"@type":"NewsArticle","headline":"Bridge stays open",
          "author":{"@type":"Person","name":["Ann Lee","Bo Chan","Cy Dunn"]}}</script>
        """
        let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
        #expect(article.byline == "Ann Lee, Bo Chan, Cy Dunn")
    }

    @Test("An account's handle where the name belongs gives way to the name the page writes, and stays when it is all there is")
    func aHandleGivesWayToAName() throws {
        let handle = #"<meta property="article:author" content="ann.lee.1232">"#
        let named = try #require(Pages.extract(Pages.page(head: handle, body: "<p class=\"byline\">By Ann Lee</p>" + Pages.paragraphs())))
        #expect(named.byline == "Ann Lee")
        for alone in ["Herr_Rein", "ann.lee.1232"] {
            let head = "<meta property=\"article:author\" content=\"\(alone)\">"
            let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
            #expect(article.byline == alone)
        }
        #expect(!MetadataReader.isHandle("D.E.") && !MetadataReader.isHandle("stern.de") && !MetadataReader.isHandle("oe24.at"))
        #expect(MetadataReader.isHandle("edilson.la.rosa") && MetadataReader.isHandle("gabor_munier"))
    }

    @Test("Metadata naming the first writer gives way to the page's byline naming them all; a place or a degree after the name does not")
    func theBylineNamesEveryWriter() throws {
        let head = #"<script type="application/ld+json">{"@type":"NewsArticle","headline":"Bridge stays open","author":{"@type":"Person","name":"Ann Lee"}}</script>"#
        for (line, expected) in [("By Ann Lee and Bo Chan", "Ann Lee and Bo Chan"), ("By Ann Lee, Bo Chan, Cy J. Dunn", "Ann Lee, Bo Chan, Cy J. Dunn"),
                                 ("By Ann Lee, Washington", "Ann Lee"), ("By Ann Lee, PhD", "Ann Lee"),
                                 ("By Ann Lee, U.S. National Institute of Health", "Ann Lee")] {
            let article = try #require(Pages.extract(Pages.page(head: head, body: "<p class=\"byline\">\(line)</p>" + Pages.paragraphs())))
            #expect(article.byline == expected, "\(line)")
        }
    }

    @Test("Without a writer in the metadata, the page's first line named or marked as its byline is the byline, shown above the story and not in it, whatever else its name says")
    func bylineLineIsTheBylines() throws {
        func text(_ article: Article) -> String { article.blocks.map(\.text).joined(separator: "\n") }
        for line in ["<div class=\"articleByline\">By Ann Lee | November 18, 2019 at 2:26 PM</div>", "<div class=\"story-author\">By Ann Lee | November 18, 2019 at 2:26 PM</div>",
                     "<p><span rel=\"author\">By Ann Lee | November 18, 2019 at 2:26 PM</span></p>", "<div itemprop=\"author\">By Ann Lee | November 18, 2019 at 2:26 PM</div>"] {
            // (Under the story's first paragraph, where no short line at its edge is trimmed.)
            let body = Pages.paragraphs(Array(Pages.prose.prefix(1))) + line + Pages.paragraphs(Array(Pages.prose.dropFirst()))
            let article = try #require(Pages.extract(Pages.page(body: "<article><div class=\"article-body\">" + body + "</div></article>")))
            #expect(article.byline == "Ann Lee", "\(line)")
            #expect(!text(article).contains("November 18, 2019"), "\(line)")
        }
        // Only the first: a line further on named so is the story's.
        let note = "<p class=\"story-author-note\">Ann Lee covers the river for us.</p>"
        let article = try #require(Pages.extract(Pages.page(body: "<article><div class=\"article-body\"><div class=\"articleByline\">By Ann Lee</div>"
            + Pages.paragraphs() + note + "</div></article>")))
        #expect(text(article).contains("Ann Lee covers the river for us."))
    }

    @Test("A link named for the author inside a box the page hides (a follow menu's \"Edit topics\") is no byline; the one shown is")
    func hiddenAuthorLinkIsNoByline() throws {
        let menu = "<div class=\"followContainer\"><div class=\"maxTopics\" style=\"display: none;\">Fourteen topics chosen. "
            + "<a href=\"/profile/topics/\" class=\"followAuthorBtn\">Edit topics</a></div></div>"
        let article = try #require(Pages.extract(Pages.page(body: menu + "<p class=\"byline\">By Ann Lee</p>" + Pages.paragraphs())))
        #expect(article.byline == "Ann Lee")
    }

    @Test("A box about the writer names them on the line under its heading; a label joined to the name (\"本文作者：\") is no name; links to the writer's accounts are none")
    func bylineUnderItsHeading() throws {
        let about = "<div class=\"author-block\"><h5><em>About The Author</em></h5><div class=\"row\"><h4>Simon Taylor</h4>"
            + "<p>Full-time Coder, Full-time Nerd</p></div></div>"
        let boxed = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + about)))
        #expect(boxed.byline == "Simon Taylor")
        let labelled = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + "<p class=\"post-author\">本文作者： Anthony-Dong</p>")))
        #expect(labelled.byline == "Anthony-Dong")
        let links = "<div class=\"links-of-author\"><a href=\"https://code.example/ann\">GitHub</a> <a href=\"mailto:ann@example.com\">E-Mail</a></div>"
        let accounts = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + links)))
        #expect(accounts.byline == nil, "\(accounts.byline ?? "")")
    }

    @Test("A byline the page gives as unknown (Blogger's \"Unknown\") is none, not the profile link after it")
    func unknownAuthorIsNoByline() throws {
        let byline = "<span class=\"post-author vcard\">Posted by <span class=\"fn\" itemprop=\"author\">"
            + "<a class=\"g-profile\" href=\"https://www.blogger.com/profile/1\" rel=\"author\"><span itemprop=\"name\">Unknown</span></a></span></span>"
        let profile = "<div class=\"widget Profile\"><a class=\"profile-name-link g-profile\" href=\"https://www.blogger.com/profile/1\" rel=\"author\">Unknown</a>"
            + "<a class=\"profile-link\" href=\"https://www.blogger.com/profile/1\" rel=\"author\">View my complete profile</a></div>"
        let article = try #require(Pages.extract(Pages.page(body: "<div class=\"post\">" + Pages.paragraphs() + byline + "</div>" + profile)))
        #expect(article.byline == nil, "\(article.byline ?? "")")
    }

    /// A page titled `title` whose head holds `json` as its JSON-LD.
    static func withLinkedData(_ title: String, _ json: String) throws -> Article {
        let head = "<title>\(title)</title><script type=\"application/ld+json\">\(json)</script>"
        return try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
    }

    @Test("A recipe's JSON-LD names its author when no article type does; its name (the dish's) is not the headline")
    func recipeAuthor() throws {
        let article = try Self.withLinkedData("Saftiger Zitronenkuchen vom Blech | Backen",
            #"{"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Zitronenkuchen vom Blech","#
            + #""author":{"@type":"Person","name":"Kathrin Alt"},"datePublished":"2024-03-02"}]}"#)
        #expect(article.byline == "Kathrin Alt")
        #expect(article.title == "Saftiger Zitronenkuchen vom Blech")
        // An article's own author, where the page has one, is the byline whichever comes first.
        let post = try Self.withLinkedData("Lemon cake", #"[{"@type":"Recipe","name":"Lemon cake","author":"Test Kitchen"},"#
            + #"{"@type":"BlogPosting","headline":"Lemon cake for a crowd","author":{"@type":"Person","name":"Ann Lee"}}]"#)
        #expect(post.byline == "Ann Lee")
        #expect(post.title == "Lemon cake for a crowd")
        // Of two recipes, the page's own comes first (a suggestion of another follows).
        let two = try Self.withLinkedData("Lemon cake", #"[{"@type":"Recipe","name":"Lemon cake","author":"Kathrin Alt"},"#
            + #"{"@type":"Recipe","name":"Fish pie","author":"Bo Berg"}]"#)
        #expect(two.byline == "Kathrin Alt")
    }

    @Test("A forum post's line \"Post by kiki » 2024-04-11\" names kiki")
    func forumPostByline() {
        #expect(Byline.clean("Post by kiki » 2024-04-11 16:01") == "kiki")
        #expect(Byline.clean("Posted by Ann Lee") == "Ann Lee")
        // A forum's "»" before the post's date, its weekday cut short.
        #expect(Byline.clean("par Ann Lee » Ven 9 Oct 2011 19:35") == "Ann Lee")
    }

    @Test("A link's label where a name would be, or a job title alone, names nobody; a newsroom's credit does, and so does a name ending in \"Dice\" (a comment's \"dice:\" does not)")
    func bylinesThatNameNobody() {
        #expect(Byline.clean("More by this editor") == nil)
        #expect(Byline.clean("View all posts") == nil)
        #expect(Byline.clean("Other posts by this author") == nil)
        #expect(Byline.clean("Senior Research Scientist") == nil)
        #expect(Byline.clean("News Staff") == "News Staff")
        #expect(Byline.clean("Staff Writer") == "Staff Writer")
        #expect(Byline.clean("Dave Dice") == "Dave Dice")
        #expect(Byline.clean("Ann Lee says:") == nil)
        #expect(Byline.clean("Jean Dubray Says: Udi,") == nil)
        #expect(Byline.clean("Moreno Allison") == "Moreno Allison")
    }

    @Test("A recipe's ingredients and steps are read from its JSON-LD, after the article too; the article's headline and author stay the article's")
    func recipeIngredients() {
        var data = LinkedData()
        data.read(#"{"@graph":[{"@type":"BlogPosting","headline":"Lemon cake for a crowd","author":"Ann Lee"},"#
            + #"{"@type":"WebPage","name":"Lemon cake | Test Kitchen"},{"@type":"Recipe","recipeIngredient":["2 lemons","200 g sugar"]}]}"#)
        #expect(data.headline == "Lemon cake for a crowd")
        #expect(data.author == "Ann Lee")
        #expect(data.ingredients == ["2 lemons", "200 g sugar"])
        // In a later script, and as a single line; a later recipe's are not the page's.
        var later = LinkedData()
        later.read(#"{"@type":"NewsArticle","headline":"Cakes of the year"}"#)
        later.read(#"{"@type":"Recipe","ingredients":"flour, eggs and milk"}"#)
        later.read(#"{"@type":"Recipe","recipeIngredient":["fish"]}"#)
        #expect(later.headline == "Cakes of the year")
        #expect(later.ingredients == ["flour, eggs and milk"])
        #expect(RecipeParts.keys(["125 g flour", "1 egg", "2 Dose/n Mandarine(n)", "100 g 薄力粉", "flour"]) == ["flour", "mandarine", "薄力粉"])
        // The method's steps: strings, HowToSteps' texts, a HowToSection's steps in turn.
        var method = LinkedData()
        method.read(#"{"@type":"Recipe","recipeIngredient":["flour"],"recipeInstructions":["Sift.",{"@type":"HowToStep","text":"Stir."},"#
            + #"{"@type":"HowToSection","itemListElement":[{"@type":"HowToStep","text":"Roll."},{"@type":"HowToStep","text":"Bake."}]}]}"#)
        #expect(method.instructions == ["Sift.", "Stir.", "Roll.", "Bake."])
    }

    @Test("A forum thread's JSON-LD (DiscussionForumPosting, as Readability reads it) gives its headline and starter")
    func forumPosting() throws {
        let article = try Self.withLinkedData("Patch Notes Patchnotes 4.47.4 - Bugfix Build | Forum",
            #"{"@type":"DiscussionForumPosting","headline":"Patchnotes 4.47.4 - Bugfix Build","author":{"@type":"Person","name":"Tiberius"}}"#)
        #expect(article.byline == "Tiberius")
        #expect(article.title == "Patchnotes 4.47.4 - Bugfix Build")
    }

    @Test("A profile's address given as the author (\"facebook.com/annlee\") is no name: the page's byline is")
    func profileAddressIsNoName() throws {
        for address in ["facebook.com/annlee", "https://www.facebook.com/annlee", "www.facebook.com/annlee", "/author/ann-lee"] {
            let head = "<title>Tofu bites</title><meta property=\"article:author\" content=\"\(address)\">"
            let body = "<p class=\"byline\">By Ann Lee</p>" + Pages.paragraphs()
            #expect(try #require(Pages.extract(Pages.page(head: head, body: body))).byline == "Ann Lee", "\(address)")
        }
    }

    @Test("An author box's social links (an icon titled \"Instagram\", \"Website\") name no one")
    func socialLinksAreNoName() throws {
        let links = ["instagram": "<svg role=\"img\"><title>Instagram</title></svg>", "website": "Website"]
            .map { "<div class=\"author-social author-social-\($0.key)\"><a href=\"https://example.net/\($0.key)\">\($0.value)</a></div>" }
        let box = "<div class=\"author-byline\"><div class=\"author-bio\">Hand surgeon by day, cook to five children and three dogs "
            + "by night, writing about family, food and travel.</div>" + links.sorted().joined() + "</div>"
        let article = try #require(Pages.extract(Pages.page(body: box + Pages.paragraphs())))
        #expect(article.byline == nil, "\(article.byline ?? "")")
    }

    @Test("Without metadata: the <title> without its site suffix, and the host as the site")
    func fallbacks() throws {
        let article = try #require(Pages.extract(Pages.page(head: "<title>Bridge stays open for a year | The Gazette</title>", body: Pages.paragraphs())))
        #expect(article.title == "Bridge stays open for a year")
        #expect(article.site == "example.org")
        #expect(article.byline == nil)
    }

    @Test("A title's tail that is the site's address in words goes, however short the headline; so does such a head before a headline", arguments: [
        ("»Bridge« – Example", "»Bridge«"), ("Bridge · EXAMPLE", "Bridge"),
        ("Example - The bridge stays open", "The bridge stays open"), ("Example | Bridge", "Example | Bridge"),
        ("Opinion | The bridge stays open", "Opinion | The bridge stays open"),
        ("Bridges – examples of old crossings the towns kept", "Bridges – examples of old crossings the towns kept"),
        // A section after the address: both go; a headline's own dash stays.
        ("Bridge stays open - example.org - Local news", "Bridge stays open"),
        ("Bridge stays open - for a year - Local news", "Bridge stays open - for a year"),
    ])
    func titleWithoutTheAddress(_ raw: String, _ expected: String) throws {
        let article = try #require(Pages.extract(Pages.page(head: "<title>\(raw)</title>", body: Pages.paragraphs())))
        #expect(article.title == expected)
    }

    @Test("A headline repeated at the top of the body is shown once, in the header")
    func headlineNotRepeated() throws {
        let head = #"<meta property="og:title" content="Bridge stays open">"#
        let article = try #require(Pages.extract(Pages.page(head: head, body: "<h1>Bridge stays open</h1>" + Pages.paragraphs())))
        #expect(!article.text.contains("Bridge stays open"))
        #expect(article.blocks.first?.kind == .paragraph)
        // So is the headline after its kicker; a heading further down that ends alike stays.
        let kicked = try #require(Pages.extract(Pages.page(head: head, body: "<h1><span>Town hall</span> Bridge stays open</h1>" + Pages.paragraphs()
            + "<h2>Why the old bridge stays open</h2>" + Pages.paragraphs())))
        #expect(kicked.title == "Bridge stays open")
        #expect(!kicked.text.contains("Town hall"), "\(kicked.text)")
        #expect(kicked.blocks.first?.kind == .paragraph)
        #expect(kicked.text.contains("Why the old bridge stays open"))
    }

    @Test("Metadata is sanitized: escape sequences and line breaks never reach the screen")
    func sanitized() throws {
        let head = "<meta property=\"og:title\" content=\"Bridge\u{1B}[2J stays\nopen\"><meta name=\"author\" content=\"Ann &#27;]0;pwned&#7; Lee\">"
        let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
        let title = try #require(article.title)
        let byline = try #require(article.byline)
        #expect(!title.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!byline.unicodeScalars.contains { $0.value < 0x20 })
        #expect(title.contains("stays open"))
    }

    @Test("A headline with a phrase set apart reads as the page shows it, without a space before the colon")
    func headlineWithAnItalicPhrase() throws {
        let head = "<title>Flood Papers: what the levee held | The River Times</title>"
        let body = "<h1><i>Flood Papers</i>: what the levee held</h1>" + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "Flood Papers: what the levee held")
    }

    @Test("A title reads with the page's own quotes and ellipsis when its headline shows them")
    func titleWithTheHeadlinesQuotes() throws {
        let head = #"<title>The levee you've never heard of... | The River Times</title><meta property="og:title" content="The levee you've never heard of...">"#
        let body = "<h1>The levee you’ve never heard of…</h1>" + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "The levee you’ve never heard of…")
    }

    @Test("A headline that leaves out a mark the title has (a dash set by style) keeps the title's writing")
    func headlineWithoutTheTitlesDash() throws {
        let head = #"<title>Flood papers - What the levee held | The River Times</title><meta property="og:title" content="Flood papers - What the levee held">"#
        let body = #"<h1><span class="kicker">Flood papers</span> <span>What the levee held</span></h1>"# + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "Flood papers - What the levee held")
    }

    @Test("A title set out as a trail (site » section » post) is the post's title its heading shows, however short")
    func titleAtTheEndOfATrail() throws {
        let head = "<title>The River Gang » Blog Archive » Stand Up Guys</title>"
        let body = #"<h1><a href="http://example.org/">The River Gang</a></h1><h2><a href="/2013/stand-up-guys/">Stand Up Guys</a></h2>"# + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "Stand Up Guys")
    }

    @Test("A title its <h1> shows whole stays whole when a subheading shows only its first part")
    func titleShownWholeOverAShorterHeading() throws {
        let head = #"<meta property="og:title" content="How the levee held in 2021 (and what comes next)"><title>How the levee held in 2021 (and what comes next)</title>"#
        let body = "<h1>How the levee held in 2021 (and what comes next)</h1><h2>How the levee held in 2021</h2>" + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "How the levee held in 2021 (and what comes next)")
    }

    @Test("A title in a script written without spaces reads without its site's name, counted in characters", arguments: [
        ("<title>話題のワンピース | エミのおしゃれ日記</title>", "<h1>話題のワンピース</h1>", "話題のワンピース"),
        ("<title>水位监测站因检修暂停使用_新闻频道_河流网</title>", "<h1>水位监测站因检修暂停使用</h1>", "水位监测站因检修暂停使用"),
        ("<title>对于Docker和Podman的一点使用经验 - 好看的博客</title>", "", "对于Docker和Podman的一点使用经验"),
    ])
    func titleWithoutSpaces(_ head: String, _ heading: String, _ expected: String) throws {
        let article = try #require(Pages.extract(Pages.page(head: "<meta charset=\"utf-8\">" + head, body: heading + Pages.paragraphs())))
        #expect(article.title == expected)
    }

    @Test("A blog's title after its name and a colon reads without the name the front page's heading gives")
    func titleAfterTheBlogsName() throws {
        let head = "<title>Lost on the River: The levee and the road towards the weir</title>"
        let body = #"<h1><a href="https://example.org/">Lost on the River</a></h1><h3 class="post-title">The levee and the road towards the weir</h3>"# + Pages.paragraphs()
        let article = try #require(Pages.extract(Pages.page(head: head, body: body)))
        #expect(article.title == "The levee and the road towards the weir")
        // The front page at the site's other host ("www.") is its front page still.
        let www = body.replacingOccurrences(of: "https://example.org/", with: "https://www.example.org/")
        #expect(try #require(Pages.extract(Pages.page(head: head, body: www))).title == "The levee and the road towards the weir")
        let headline = try #require(Pages.extract(Pages.page(head: "<title>Flood Papers: what the levee held</title>", body: Pages.paragraphs())))
        #expect(headline.title == "Flood Papers: what the levee held", "a colon inside a headline stays")
        let suffixed = #"<h1><a href="https://example.org/">Lost on the River Wend in Spring</a></h1>"# + Pages.paragraphs()
        let recipe = try #require(Pages.extract(Pages.page(head: "<title>Pike with apple and onion | Lost on the River Wend in Spring</title>", body: suffixed)))
        #expect(recipe.title == "Pike with apple and onion", "the front page's heading names the site after a bar too")
        let section = try #require(Pages.extract(Pages.page(head: "<title>blog | Lost on the River Wend in Spring</title>", body: suffixed)))
        #expect(section.title == "blog | Lost on the River Wend in Spring", "a section's one word is not the page's title")
    }
}
