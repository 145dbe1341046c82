/// Pages the reader's unit tests and its end-to-end tests both read: one page, written once.
public enum ReaderFixtures {
    /// A question-and-answer page: the question's body short of a sentence, beside its tags and
    /// menu; five answers alike, each a sentence of commas, that win as parts of the answers' box.
    public static let questionWithAnswers: String = {
        let answers = [
            "Cast it explicitly, as the compiler asks, since a decimal holds digits a double cannot, and the conversion may round them.",
            "Divide by a double constant instead, such as 5000.0, and the whole expression is a double, with no cast needed at all.",
            "Use Convert.ToDouble, which does the same cast, reads better to some, and works on objects whose type you do not know.",
            "Keep the decimal for money, where every cent counts, and convert only at the edge, where the window wants its opacity.",
            "The other language casts for you, silently, while this one makes you say it, because the conversion loses precision.",
        ].enumerated().map { number, text in
            "<div class=\"answer\" id=\"answer-\(number)\"><div class=\"votecell\">\(40 - number)</div><div class=\"answercell post-layout--right\"><div class=\"s-prose js-post-body\"><p>\(text)</p></div>"
                + "<div class=\"user-info\"><a href=\"/users/\(number)\">writer\(number)</a> answered Aug \(number + 1), 2008</div></div></div>"
        }.joined()
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>How do I convert a decimal to a double? - Answers</title></head><body>
            <header><a href="/">Answers</a> <a href="/questions">Questions</a> <a href="/tags">Tags</a></header>
            <div id="content"><div id="mainbar"><div class="question"><div class="votecell">815</div><div class="postcell post-layout--right"><div class="s-prose js-post-body">
            <p>I want to assign the decimal variable trans to the double variable this.Opacity.</p>
            <pre><code>decimal trans = trackBar1.Value / 5000;
            this.Opacity = trans;</code></pre><p>When I build the app it gives the following error:</p></div>
            <div class="post-taglist"><a href="/tags/c%23">c#</a> <a href="/tags/floating-point">floating-point</a> <a href="/tags/type-conversion">type-conversion</a> <a href="/tags/double">double</a> <a href="/tags/decimal">decimal</a></div>
            <div class="post-menu"><a href="/q/4/share">Share</a> <a href="/posts/4/edit">Edit</a> <a href="/q/4/follow">Follow</a></div><div class="user-info">asked Jul 31, 2008 <a href="/users/8">Eve Marsh</a></div></div></div>
            <div id="answers"><h2>5 Answers</h2>\(answers)</div></div></div>
            <footer><p>Answers. <a href="/privacy">Privacy</a></p></footer>
            </body></html>
            """
    }()

    /// A recipe whose ingredients are a table of fourteen rows, each name a link to the site's
    /// page for it (in one row of two, in a box of links beside a link to buy it), a table
    /// Readability takes for data by its size; its method in steps under it.
    public static let ingredientsTable: String = {
        let names = ["Chicken breast", "Carrot", "Potato", "Tomato", "Green pepper", "Red pepper", "Black pepper", "Starch", "Ketchup",
                     "Salt", "Sugar", "Soy sauce", "Onion", "Mozzarella"]
        let rows = names.enumerated().map { number, name in
            let link = "<a href=\"/category/\(number)\">\(name)</a>"
            let box = "<div class=\"ingredient\"><div>\(link)</div><div><a href=\"/shop/\(number)\">Buy</a></div></div>"
            return "<tr><td class=\"name\">" + (number % 2 == 0 ? box : link) + "</td><td class=\"unit\">\(number + 1)50 g</td></tr>"
        }
        let steps = (1...7).map {
            "<li class=\"container\"><p class=\"text\">Step \($0): cut the vegetables and stir them into the pan, and keep the heat low.</p></li>"
        }
        return "<!DOCTYPE html><html><head><title>Chicken and tomato rice bake</title></head><body><div class=\"page\">"
            + "<div class=\"main-panel\"><div class=\"recipe-show\"><h1>Chicken and tomato rice bake</h1><div class=\"desc\">A bake from the "
            + "<a href=\"/c/oven\">oven</a> for a change from <a href=\"/c/sweets\">sweets</a>. Autumn is here, and a hot dish of rice with "
            + "tomato, tender chicken and cheese is what the afternoon wants, with a cup of cocoa beside it.</div>"
            + "<h2>Ingredients</h2><div class=\"ings\"><table>" + rows.joined() + "</table></div>"
            + "<h2>Method</h2><div class=\"steps\"><ol>" + steps.joined() + "</ol></div>"
            + "<h2>Tip</h2><div class=\"tip\">If the ketchup is not sour enough, add a spoon of vinegar.</div></div></div>"
            + "<div class=\"side\"><h3>Popular</h3><ul><li><a href=\"/a\">Lemon cake</a></li><li><a href=\"/b\">Fish pie</a></li></ul></div>"
            + "</div></body></html>"
    }()

    /// A table of lenders to compare under its header cells, each lender's linked name over its
    /// rating in a box of its own, as a card for another page is built.
    public static let lendersTable: String = {
        let lenders = [("New American Funding", "4.7", "3%", "580"), ("NBKC Bank", "4.7", "3%", "620"), ("Rocket Mortgage", "4.6", "1%", "Not disclosed")]
        let rows = lenders.enumerated().map { number, lender in
            "<tr><td><div class=\"lender\"><div class=\"lender-box\"><a href=\"/reviews/\(number)\"><p>\(lender.0)</p></a>"
                + "<div class=\"score-box\"><p>\(lender.1)</p></div></div></div></td><td>\(lender.2)</td><td>\(lender.3)</td></tr>"
        }
        return "<h2>Compare top mortgage lenders</h2><table><thead><tr><th>Lender</th><th>Min. down payment</th><th>Min. credit score</th></tr>"
            + "</thead><tbody>" + rows.joined() + "</tbody></table>"
    }()
    /// A form to sign up for a letter, named so that Readability's words weigh against it, of two
    /// paragraphs and no field.
    public static let letterForm = "<form class=\"media-letter\" action=\"/subscribe\" method=\"post\"><p>Our weekly letter brings the river "
        + "reports, the flood warnings and the council notices to your door, every Friday, for the price of a stamp.</p><p>Readers who "
        + "write to us by post get the first issue free, with a map of the valley and the old mill drawn by hand.</p></form>"

    /// A search form: two paragraphs beside one field.
    public static let searchForm = "<form action=\"/search\" method=\"get\"><p>Search the archive of the river reports, from the first "
        + "flood of 1890 to this spring, by place, by year or by the name of a bridge.</p><p>Every report since the archive opened is "
        + "there, each with the photographs that came with it and the letters that answered it.</p><input type=\"search\" name=\"q\">"
        + "<button>Search</button></form>"

    /// A box of two short paragraphs, more than a fifth of its words a link to book a place:
    /// Readability's test of links takes it out.
    public static let bookingBox = "<div class=\"box\"><p>Tickets for the walk along the levee go on sale in May.</p>"
        + "<p><a href=\"/walk/book\">Book a place on the walk</a> before they run out.</p></div>"

    /// The story's last line in a box with a row of links after it: the row goes first, as
    /// Readability judges the innermost box first, and the line stays.
    public static let lastLineAndToolbar = "<div class=\"coda\"><p>The levee was rebuilt the following year, a metre higher than before.</p>"
        + "<div class=\"tools\"><a href=\"/save\">Save</a> <a href=\"/login\">Log in</a>, <a href=\"/register\">register</a> or "
        + "<a href=\"/subscribe\">subscribe</a> to save stories.</div></div>"

    /// Two paragraphs of figures that link a quarter of their words: ten commas with the
    /// figures' ("1,204,330"), which Readability counts as prose.
    public static let tallyOfFigures = "<div class=\"tally\"><p>By the end of the week the board had counted 1,204,330 sandbags, 3,120 volunteers "
        + "and 14,500 meals, <a href=\"/tally/2021\">the board's tally for the year 2021</a> says, against 980,000 sandbags and 2,050 "
        + "volunteers in 2019.</p><p>Costs, <a href=\"/costs\">the board's own published accounts</a> show, came to 12,400,000 dollars.</p></div>"

    /// A post's signature: words and a link in a box of their own, which Readability makes a
    /// paragraph of.
    public static let signature = "<div class=\"signature\">Sent from the <a href=\"https://app.example/\">River Times app</a> on my phone, "
        + "somewhere on the train home.</div>"

    /// A picture whose caption is a span of what it shows and a span of credit, and a paragraph
    /// of two spans, the second named for the photographs' credit.
    public static let creditedPicture = "<figure><img src=\"/levee.jpg\" alt=\"\"><figcaption><span class=\"caption-text\">The east levee at dawn </span>"
        + "<span class=\"credit\">(Image credit: River Times / Ana Ruiz)</span></figcaption></figure>"
        + "<p><span class=\"lede\">The board met again on Friday.</span> <span class=\"photo-credit\">Photographs by Ana Ruiz.</span></p>"

    /// A picture's credit in two short lines, one a link: under 25 characters, which
    /// Readability finds suspiciously short.
    public static let shortCreditBox = "<div class=\"story-note\"><p>Photo <a href=\"/ap\">AP</a></p><p>File photo</p></div>"

    /// A subheading of the second rank named as a widget's title, which Readability's cleaning of
    /// headers takes out wherever it stands.
    public static let widgetSubheading = "<h2 class=\"widget-title\">A word from the council</h2>"

    /// A recipe page whose steps, listed as HowToSteps in its JSON-LD, sit in an `<aside>` with
    /// its video, beside the introduction and the ingredients.
    public static let recipeMethodInAside: String = {
        let steps = ["Separate the egg whites from the yolks, and whisk the yolks with the sugar until the mixture is pale and foamy.",
                     "Add the skyr and the cornstarch, then mix well, and fold in the chocolate chips until they are spread evenly.",
                     "Whisk the egg whites until stiff peaks form, then fold them gently into the mixture with a spatula.",
                     "Pour the batter into a bundt pan and bake it for thirty minutes, then let it cool before you turn it out."]
        let ingredients = ["16 oz skyr", "4 eggs", "1/4 cup sugar", "1/2 cup cornstarch", "2/3 cup chocolate chips"]
        let ld = "{\"@context\": \"https://schema.org\", \"@type\": \"Recipe\", \"name\": \"Skyr cake\", \"recipeIngredient\": ["
            + ingredients.map { "\"\($0)\"" }.joined(separator: ", ") + "], \"recipeInstructions\": ["
            + steps.map { "{\"@type\": \"HowToStep\", \"text\": \"\($0)\"}" }.joined(separator: ", ") + "]}"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Skyr cake | Kitchen</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<div class=\"page container\"><main class=\"page-main\"><article><header><h1>Skyr cake</h1></header>"
            + "<p>Skyr is an Icelandic specialty that lies between yogurt and cream cheese, lower in fat than Greek yogurt and rich in protein, and a cake of it tastes fresh and light.</p>"
            + "<section class=\"materials\"><h2>Ingredients</h2><ul>" + ingredients.map { "<li>\($0)</li>" }.joined() + "</ul></section></article></main>"
            + "<aside class=\"recipe-video\"><div class=\"video\"><iframe src=\"https://www.youtube.com/embed/x\"></iframe></div><aside><section class=\"steps\"><h2>Preparation</h2><ul>"
            + steps.map { "<li>\($0)</li>" }.joined() + "</ul></section></aside></aside></div></body></html>"
    }()

    /// A cookbook site's recipe: the method won, its steps naming each ingredient, and the
    /// ingredients sit in a column beside it, listed in the JSON-LD as a list or as one string,
    /// a line each.
    public static func recipeIngredientsBesideMethod(asOneString: Bool) -> String {
        let ingredients = ["1½ pounds eggplant, sliced thin", "¾ pound zucchini, sliced thin", "⅔ cup good olive oil", "1 tablespoon dried oregano",
                           "10 ounces lasagna noodles", "16 ounces fresh ricotta", "1 pound mozzarella, sliced"]
        let listed = asOneString ? "[\"" + ingredients.joined(separator: "\\n") + "\"]" : "[" + ingredients.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let ld = "{\"@context\": \"https://schema.org\", \"@type\": \"Recipe\", \"name\": \"Vegetable lasagna\", \"recipeIngredient\": \(listed)}"
        let steps = ["Preheat the oven to 375 degrees. Arrange the eggplant and zucchini on two sheet pans, brush them with the olive oil and sprinkle them with the oregano, then roast them for half an hour.",
                     "Meanwhile, soak the lasagna noodles in a bowl of the hottest tap water for fifteen minutes, swirling them now and then so that they do not stick together, and drain them.",
                     "Spread a little sauce in a baking dish, then layer the vegetables, the noodles, the mozzarella and spoonfuls of the ricotta, twice over, and bake it for an hour until it bubbles."]
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Vegetable lasagna | The Kitchen</title><script type=\"application/ld+json\">\(ld)</script></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/recipes\">Recipes</a></nav><div class=\"page-container\"><section class=\"entrypost\"><div class=\"container\"><div class=\"flex\">"
            + "<div class=\"col-narrow\"><div class=\"cookbook\"><a href=\"/books/ahead\"><p>From the cookbook:</p><p>Make It Ahead</p></a></div><div class=\"mb-10\"><ul>"
            + ingredients.map { "<li>\($0)</li>" }.joined() + "</ul></div></div>"
            + "<div class=\"col-wide\"><h1>Vegetable lasagna</h1><div class=\"entrypost__text\">" + steps.map { "<p>\($0)</p>" }.joined() + "</div></div>"
            + "</div></div></section></div><footer><p>Copyright The Kitchen</p></footer></body></html>"
    }

    /// A short post among its blog's links: "previous post" and "next post" above it, a
    /// sponsor's line, the post's two lines and its related entries, and beside its column the
    /// blog's column of two dozen topics and partners' offers.
    public static let shortPostAmongLinks: String = {
        let topics = (1...24).map { "<li><a href=\"/topics/\($0)\">Topic number \($0)</a></li>" }.joined()
        let offers = (1...5).map { "<div class=\"ad\"><a href=\"/go/\($0)\"><img src=\"/i\($0).png\"><br><span>Partner offer \($0) for gauge makers</span></a></div>" }.joined()
        return """
            <!DOCTYPE html><html><head><title>Gaugeviz draws a river's gauges as a tree : Gauge notes</title></head><body>
            <div id="container"><div id="banner"><h1><a href="/"><img src="/logo.png" alt="Gauge notes"></a></h1></div>
            <div class="content"><div id="con_left">
            <div id="article_navi">Previous post: <a href="/2019/04/levels.html">Reading the levels of the lower river with a phone</a><br>
            Next post: <a href="/2019/04/floats.html">Brass floats, and why they still work</a><br></div>
            <h3 class="hl">Gaugeviz draws a river's gauges as a tree</h3>
            <h4 class="hl">2019-04-04 <a href="/bookmark?u=1"><img src="/b.png" alt="bookmark"></a></h4>
            <div class="sponsor"><a href="/pr/1">[PR] Learn every gauge's name with a spaced-repetition app</a></div>
            <div class="entrybody"><p><a href="https://gaugeviz.example/">Gaugeviz</a><br><br>Gaugeviz draws the gauges of a river as a tree of stations.<br>
            <img src="/shot.png"><br><br>Related posts</p><ul><li><a href="/2011/11/arbor.html">A library that lays out a network of stations</a></li>
            <li><a href="/2008/09/viz.html">Libraries for drawing data you can read at a glance</a></li></ul></div>
            <p class="posted">By Kay : 2019-04-04 09:00 <a href="/subscribe">Subscribe</a> <a href="/share">Share</a></p></div>
            <div id="rightbar"><div class="head">TOPICS OF THIS BLOG</div><ul>\(topics)</ul>\(offers)</div></div></div></body></html>
            """
    }()

    /// A post of two lines in Japanese, each closing on its verb with no full stop.
    public static let twoLinesInJapanese = ["川の水位計を木のように並べて描くライブラリです", "観測所ごとの水位を色で分けて見せてくれます"]
    public static let postOfTwoLinesInJapanese = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>川の水位計をまとめて描く「Gaugeviz」</title></head><body>
        <div id="main"><h1>川の水位計をまとめて描く「Gaugeviz」</h1><div class="entry"><p>\(twoLinesInJapanese[0])<br>\(twoLinesInJapanese[1])</p></div>
        <div class="nav"><a href="/prev">前の記事</a> <a href="/next">次の記事</a></div></div></body></html>
        """
}
