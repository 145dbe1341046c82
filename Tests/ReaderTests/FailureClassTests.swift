import Foundation
import Testing
import TestThreads
@testable import Reader
import ReaderFixtures

/// The failure classes seen on pages the reader was never tuned on (issue 23), each as a small
/// page of our own written from its description.
@Suite("What the reader got wrong on pages it had never seen", .ownThread)
struct FailureClassTests {
    /// Sentences of prose, numbered so a test can tell which survived.
    static func sentence(_ number: Int) -> String {
        "Paragraph \(number) of the report explains, in some detail, how the river authority measured the flood of that spring and what it changed afterwards."
    }

    static func paragraphs(_ numbers: ClosedRange<Int>) -> String {
        numbers.map { "<p>\(sentence($0))</p>" }.joined(separator: "\n")
    }

    static let navigation = """
    <nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/about">About us</a></li></ul></nav>
    """

    static let sidebar = """
    <aside class="sidebar"><h3>Popular</h3><ul>
    <li><a href="/a">A story about a different river entirely</a></li><li><a href="/b">Another story about the weather</a></li>
    <li><a href="/c">Yet another story, about roads</a></li></ul></aside>
    """

    static func page(title: String = "The flood of that spring", head: String = "", _ body: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>\(title) | The River Times</title>\(head)</head><body>
        \(navigation)
        \(body)
        <footer><p>Copyright The River Times. <a href="/privacy">Privacy</a></p></footer>
        </body></html>
        """
    }

    static func read(_ html: String) -> Article? { Pages.extract(html) }

    // MARK: 1. Sections removed whole by a class or id word

    @Test("A div named read-more holding everything after paragraph four is kept")
    func readMoreHoldsTheRest() throws {
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...4)
            + "<div id=\"read-more\">" + Self.paragraphs(5...12) + "</div></article>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...12 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
    }

    @Test("Chapters with ids like sharing-with-… are kept")
    func chapterIDs() throws {
        let body = "<main><h1>The flood of that spring</h1>" + Self.paragraphs(1...2)
            + "<section id=\"sharing-with-neighbours\"><h2>Sharing with neighbours</h2>" + Self.paragraphs(3...6) + "</section>"
            + "<section id=\"comments-from-the-town\"><h2>What the town said</h2>" + Self.paragraphs(7...10) + "</section></main>"
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...10 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
        #expect(text.contains("Sharing with neighbours") && text.contains("What the town said"))
    }

    @Test("A six-paragraph div whose class says share, sharing, comments or read-more is kept", arguments: ["share", "post-sharing", "comments-text", "read-more-body"])
    func namedDiv(_ name: String) throws {
        let body = "<div class=\"story\"><h1>The flood of that spring</h1>" + Self.paragraphs(1...2)
            + "<div class=\"\(name)\">" + Self.paragraphs(3...8) + "</div></div>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...8 { #expect(text.contains(Self.sentence(number)), "\(name): paragraph \(number)") }
    }

    @Test("Paragraphs a plugin names for sharing a picked quote are kept, a long sentence each, however it ends")
    func paragraphsNamedForSharing() throws {
        let long = [
            "The river authority said on Monday that the new gauges, placed at four points between the mill and the harbour, would report the water's height every ten minutes to the town's website and to the farmers' association",
            "Farmers who lost their hay in the spring flood, most of them on the low fields east of the bridge, will be paid from a fund the council set up in April, once each claim is checked by an inspector from the county",
        ]
        let body = "<div class=\"story\"><h1>The flood of that spring</h1>" + Self.paragraphs(1...6)
            + long.map { "<p class=\"selectionShareable\">\($0) .</p>" }.joined() + "<p class=\"selectionShareable\">Share</p></div>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        for sentence in long { #expect(text.contains(sentence)) }
        #expect(!text.hasSuffix("Share"))
    }

    @Test("Real clutter with such names is still left out: a short share bar, a list of links")
    func clutterStillGoes() throws {
        let share = "<div class=\"share\"><a href=\"https://twitter.com/x\">Tweet</a> <a href=\"https://facebook.com/x\">Share</a> <a href=\"mailto:x\">Email</a></div>"
        let related = "<div class=\"read-more\"><h3>Read more</h3><ul><li><a href=\"/r1\">The drought that followed the flood</a></li><li><a href=\"/r2\">A bridge reopens after repairs</a></li></ul></div>"
        let body = "<article><h1>The flood of that spring</h1>" + share + Self.paragraphs(1...5) + related + "</article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(!text.contains("Tweet"))
        #expect(!text.contains("The drought that followed"))
        #expect(text.contains(Self.sentence(5)))
    }

    // MARK: 2. Words removed mid-sentence

    @Test("Inline elements inside a paragraph are never removed by their class")
    func inlineWords() throws {
        let sentence = "The authority <span class=\"link\">published</span> its <span class=\"share\">findings</span> in a <em class=\"related\">long report</em> that <a class=\"comment-link\" href=\"/report\">everyone read</a> that summer."
        let body = "<article><h1>The flood of that spring</h1><p>\(sentence)</p>" + Self.paragraphs(1...3) + "</article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains("The authority published its findings in a long report that everyone read that summer."))
        // A paragraph that is all one such box is no sentence's words: it goes as Readability drops it.
        let box = "<p><span class=\"supplemental\">Delivery in one to three days, shipping extra, sold by the kilogram at the market price.</span></p>"
        let boxed = try #require(Self.read(Self.page("<article><h1>The flood of that spring</h1><p>\(sentence)</p>" + box + Self.paragraphs(1...3) + "</article>"))).text
        #expect(!boxed.contains("Delivery in one to three days"), "\(boxed)")
    }

    @Test("A link within the page that is a phrase of a sentence inside an emphasis stays (\"Be sure to <a href=#comments>leave a note below</a> and…\", a correction's \"(Return.)\"); \"Back to top\" alone in its paragraph still goes")
    func linkWithinThePageInsideAnEmphasis() throws {
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...3)
            + "<p><strong>Did you see the flood? Be sure to <a href=\"#comments\">leave a note below</a> and tell us where you were.</strong></p>"
            + "<p><em><strong>Correction, May 2: </strong>This story first said the water rose a metre. It rose two metres. (<a href=\"#rt\">Return</a>.)</em></p>"
            + "<p><a href=\"#top\">Back to top</a></p></article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains("Be sure to leave a note below and tell us where you were."), "\(text)")
        #expect(text.contains("It rose two metres. (Return.)"), "\(text)")
        #expect(!text.contains("Back to top"), "\(text)")
    }

    // MARK: 3. Headings that are a link

    @Test("Headings that are links within the page are kept (documentation pages)")
    func linkedHeadings() throws {
        var body = "<main><h1>Configuring the gauge</h1>"
        for (index, name) in ["Installing", "Calibrating", "Reading the levels"].enumerated() {
            body += "<h2 id=\"s\(index)\"><a href=\"#s\(index)\">\(name)</a></h2>" + Self.paragraphs((index * 2 + 1)...(index * 2 + 2))
        }
        body += "</main>"
        let article = try #require(Self.read(Self.page(title: "Configuring the gauge", body)))
        let headings = article.blocks.filter { if case .heading = $0.kind { true } else { false } }.map(\.text)
        #expect(headings == ["Installing", "Calibrating", "Reading the levels"])
    }

    @Test("A guide's places, each a heading linking to its own page with its address set as a heading under it, are kept")
    func linkedNamesOverTheirAddresses() throws {
        var body = "<main><h1>Where to eat by the river</h1><div class=\"article-content\">" + Self.paragraphs(1...1)
        for (index, name) in ["The Lock Keeper", "Millbrook Tavern", "The Weir Cafe"].enumerated() {
            body += "<h2><a class=\"subhead\" href=\"/places/\(index)\">\(name)</a></h2><h3><i>\(index + 4) Quay Street, Millbrook</i></h3>"
                + Self.paragraphs((index + 2)...(index + 2))
        }
        body += "</div></main>"
        let article = try #require(Self.read(Self.page(title: "Where to eat by the river", body)))
        let headings = article.blocks.filter { if case .heading = $0.kind { true } else { false } }.map(\.text)
        #expect(headings.contains("The Lock Keeper") && headings.contains("Millbrook Tavern") && headings.contains("The Weir Cafe"), "\(headings)")
        #expect(article.text.contains("6 Quay Street, Millbrook"))
        #expect(article.text.contains(Self.sentence(4)))
    }

    // MARK: 4. Tables and cards

    @Test("A list article that is one big table of short cells is read as that table, not its references")
    func tableArticle() throws {
        var rows = "<tr><th>Rank</th><th>River</th><th>Town</th><th>Year</th><th>Height</th></tr>"
        for number in 1...30 {
            rows += "<tr><td>\(number)</td><td>River \(number)</td><td>Millbrook \(number)</td><td>\(1900 + number)</td><td>\(number) m</td></tr>"
        }
        let body = "<div class=\"content\"><h1>The thirty worst floods</h1><div class=\"table-wrap\"><table>" + rows + "</table></div></div>"
            + "<div class=\"refs\"><h2>References</h2><ol>"
            + (1...5).map { "<li>Archive of the river authority, volume \($0), pages \($0 * 10) to \($0 * 10 + 9), published in the year of the flood.</li>" }.joined()
            + "</ol></div>"
        let text = try #require(Self.read(Self.page(title: "The thirty worst floods", body))).text
        #expect(text.contains("1 River 1 Millbrook 1 1901 1 m"))
        #expect(text.contains("30 River 30 Millbrook 30 1930 30 m"))
    }

    @Test("A wiki's list page is its paragraphs, headings, lists and tables, with its references after them; not the references alone, which won only by their items (Readability scores no item; Readability.js reads this page so)")
    func wikiListOverItsReferences() throws {
        let html = Self.page(title: "List of river gauges", Self.wikiListPage(citations: 150))
        let text = try #require(Self.read(html)).text
        for part in ["Paragraph 2 of the report", "Upper basin", "Gauge family Millbrook (river gauges): 3 kinds, 12 sites", "Stone weir", "Lower basin", "Archive of the river authority, volume 150"] {
            #expect(text.contains(part), "\(part)")
        }
    }

    /// A wiki's list page: two paragraphs, a heading over a list of kinds in columns and a
    /// table of them, and its references, each a citation of its own linking to its source.
    static func wikiListPage(citations: Int) -> String {
        let kinds = (1...6).map { "<li>Gauge family <a href=\"/wiki/Family\($0)\">Millbrook</a> (river gauges): \(4 * $0 / 6 + 3) kinds, \(12 * $0) sites</li>" }.joined()
        let rows = (1...8).map { number in
            "<tr><td><a href=\"/wiki/Weir\(number)\">Stone weir</a><br>(gauge \(number))</td><td><a href=\"/wiki/Ann\">Lee</a>, 18\(10 + number)</td>"
                + "<td>Upper and middle river, with the eastern tributaries<sup><a href=\"#cite_note-\(number)\">[\(number)]</a></sup></td></tr>"
        }.joined()
        let references = (1...citations).map {
            "<li id=\"cite_note-\($0)\"><span class=\"mw-cite-backlink\"><a href=\"#cite_ref-\($0)\">^</a></span> <span class=\"reference-text\">Lee, Ann; Chan, Bo (19\($0 % 90 + 10)). "
                + "<a class=\"external text\" href=\"https://archive.example/\($0)\">Archive of the river authority, volume \($0)</a>. Millbrook Press, pages \($0), \($0 + 9), and \($0 + 20). Retrieved 4 May 2023.</span></li>"
        }.joined()
        return "<div id=\"mw-content-text\" class=\"mw-body-content\"><div class=\"mw-parser-output\">" + paragraphs(1...2)
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"Upper\">Upper basin</h2></div><div class=\"columns-start columns-2\"><div class=\"column\"><ul>" + kinds + "</ul></div></div>"
            + "<table class=\"wikitable\"><tr><th>Gauge</th><th>Authority</th><th>Range</th></tr>" + rows + "</table>"
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"Lower\">Lower basin</h2></div>" + paragraphs(3...3)
            + "<div class=\"mw-heading mw-heading2\"><h2 id=\"References\">References</h2></div><div class=\"mw-references-wrap mw-references-columns\"><ol class=\"references\">" + references + "</ol></div>"
            + "</div></div>"
    }

    @Test("A grid of data whose names link elsewhere is kept among the story's paragraphs")
    func linkedNamesInAGrid() throws {
        let rows = (1...6).map { "<tr><td><a href=\"/station/\($0)\">Station \($0)</a></td><td>\($0 * 3) m</td></tr>" }.joined()
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...2) + "<table>" + rows + "</table>" + Self.paragraphs(3...4) + "</article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains("Station 1 3 m"), "\(text)")
        #expect(text.contains("Station 6 18 m"))
        #expect(text.contains(Self.sentence(4)))
    }

    @Test("A table's caption is said above its rows")
    func tableCaption() throws {
        let rows = (1...4).map { "<tr><td>Station \($0)</td><td>\($0 * 3) m</td></tr>" }.joined()
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...2)
            + "<table><caption>Heights at each station</caption>" + rows + "</table>" + Self.paragraphs(3...4) + "</article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains("Heights at each station\n\nStation 1 3 m"), "\(text)")
    }

    @Test("Tables of links inside the story that Readability takes for data stay, as it never judges them: dated headlines, and prices under a heading of their own (Readability.js reads this page so)")
    func tablesOfLinksBesideTheStory() throws {
        // (Until the thirty-sixth round both went on their links; Readability.js, run on this
        // very page, keeps both, each more than ten cells.)
        let headlines = (1...6).map { "<tr><td>20:\($0)8</td><td><a href=\"/n/\($0)\">A headline about the weather and the roads, number \($0)</a></td></tr>" }.joined()
        let prices = (1...6).map { "<tr><td><a href=\"/q/\($0)\">Company \($0)</a></td><td>$\($0 * 7).50</td><td>+\($0).2%</td></tr>" }.joined()
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...3) + "<table>" + headlines + "</table>"
            + Self.paragraphs(4...5) + "<h3>Market winners</h3><table>" + prices + "</table></article>"
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains(Self.sentence(5)))
        #expect(text.contains("A headline about the weather and the roads, number 6"), "\(text)")
        #expect(text.contains("Company 1 $7.50 +1.2%"), "\(text)")
    }

    @Test("Feature cards numbered as a series are read as one whole, however short the others are")
    func cards() throws {
        let first = "<div class=\"card card-1\"><h3>Feature 1</h3>" + Self.paragraphs(1...4) + "</div>"
        let others = (2...8).map { number in
            "<div class=\"card card-\(number)\"><h3>Feature \(number)</h3><p>Feature \(number) measures the river every minute for you.</p></div>"
        }.joined()
        let body = "<main><h1>Gauge, the river monitor</h1><div class=\"cards\">" + first + others + "</div></main>"
        let text = try #require(Self.read(Self.page(title: "Gauge, the river monitor", body))).text
        #expect(text.contains(Self.sentence(4)))
        for number in 2...8 { #expect(text.contains("Feature \(number) measures the river"), "card \(number)") }
    }

    // MARK: 5. An article split across sibling blocks

    @Test("An article in two sibling blocks with link-heavy sidebars beside them keeps its first part")
    func splitArticle() throws {
        let links = (1...12).map { "<li><a href=\"/s\($0)\">Another story number \($0) about something</a></li>" }.joined()
        let body = "<div class=\"wrapper\"><div class=\"intro\"><h1>The flood of that spring</h1><div class=\"lede\">" + Self.paragraphs(1...2) + "</div></div>"
            + "<div class=\"links\"><ul>" + links + "</ul></div>"
            + "<div class=\"body\">" + Self.paragraphs(3...12) + "</div>"
            + "<div class=\"more-links\"><ul>" + links + "</ul></div></div>"
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...12 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
        #expect(!text.contains("Another story number"))
    }

    @Test("An article cut into fragments between ads, each in a grid of its own under <article>, keeps every fragment")
    func fragmentsBetweenAds() throws {
        // Each fragment's grid holds a column of other writers' pieces beside it.
        let others = (1...5).map { "<li><a href=\"/opinion/\($0)\"><p>Writer \($0)</p><p>Another column about the council's budget, number \($0)</p></a></li>" }.joined()
        func fragment(_ inner: String) -> String {
            "<div class=\"grid\"><div class=\"side\"><ul>" + others + "</ul></div><div class=\"column\"><div class=\"text-fragment\">" + inner + "</div></div></div>"
        }
        let ad = "<div class=\"slot\"><span>Continues after the advertisement</span><iframe src=\"/ad\"></iframe></div>"
        let opening = "<p>Paragraph 1 of the report explains, in some detail, how the <a href=\"/river-authority\">river authority measured the flood</a> of that spring.</p>"
            + Self.paragraphs(2...2)
        let body = "<article><header><h1>The flood of that spring</h1><p>By Ann Lee</p></header>"
            + fragment(opening) + ad + fragment(Self.paragraphs(3...4)) + ad + fragment(Self.paragraphs(5...10))
            + "<div class=\"grid\"><div class=\"column\"><div class=\"opinion-note\"><p>Opinion: a text in which the writer argues for a view.</p></div></div></div>"
            + "</article>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        #expect(text.contains("how the river authority measured the flood of that spring."))
        for number in 2...10 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
        #expect(!text.contains("Continues after"))
        #expect(!text.contains("Another column"))
    }

    // MARK: 6. Math

    @Test("MathML comes out as its TeX annotation, or as its text; display math as its own block")
    func math() throws {
        let inline = "<math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding=\"application/x-tex\">E = mc^2</annotation></semantics></math>"
        let plain = "<math><mi>h</mi><mo>=</mo><mn>4</mn></math>"
        let display = "<math display=\"block\"><semantics><mrow><mi>Q</mi><mo>=</mo><mi>v</mi><mi>A</mi></mrow><annotation encoding=\"application/x-tex\">Q = vA</annotation></semantics></math>"
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...2)
            + "<p>Energy is \(inline), they said, and the height was \(plain) metres.</p>" + display + Self.paragraphs(3...4) + "</article>"
        let article = try #require(Self.read(Self.page(body)))
        #expect(article.text.contains("Energy is E = mc^2, they said, and the height was h=4 metres."))
        #expect(article.blocks.contains { $0.text == "Q = vA" })
    }

    @Test("A wiki's formula, its MathML hidden by a style beside the same formula drawn as a picture, comes out as its TeX without the size wrapper, inline and on a line of its own; hidden MathML with no picture beside it stays hidden")
    func wikiMath() throws {
        func formula(_ tex: String, display: Bool) -> String {
            let box = display ? "div" : "span"
            return "<\(box) class=\"mwe-math-element\"><\(box) class=\"mwe-math-mathml-\(display ? "display" : "inline") mwe-math-mathml-a11y\" style=\"display: none;\">"
                + "<math\(display ? " display=\"block\"" : "")><semantics><mrow><mi>x</mi></mrow><annotation encoding=\"application/x-tex\">{\\displaystyle \(tex)}</annotation></semantics></math>"
                + "</\(box)><img src=\"/math/\(tex.count).svg\" class=\"mwe-math-fallback-image-\(display ? "display" : "inline")\" aria-hidden=\"true\" alt=\"{\\displaystyle \(tex)}\"></\(box)>"
        }
        let body = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...2)
            + "<p>Given a set of \(formula("N", display: false)) gauges \(formula("g_{1},\\dots ,g_{N}", display: false)), the authority averages their readings:</p>"
            + "<dl><dd>\(formula("{\\bar {h}}={\\frac {1}{N}}\\sum _{i}h_{i}", display: true))</dd></dl>"
            + "<p>The answer to the exercise is <span style=\"display: none\"><math><mi>h</mi><mo>=</mo><mn>4</mn></math></span> left for the reader.</p>"
            + Self.paragraphs(3...4) + "</article>"
        let article = try #require(Self.read(Self.page(body)))
        #expect(article.text.contains("Given a set of N gauges g_{1},\\dots ,g_{N}, the authority averages their readings:"), "\(article.text)")
        #expect(article.blocks.contains { $0.text == "{\\bar {h}}={\\frac {1}{N}}\\sum _{i}h_{i}" }, "\(article.text)")
        #expect(article.text.contains("The answer to the exercise is left for the reader."), "\(article.text)")
        #expect(!article.blocks.contains { $0.kind == .image }, "\(article.blocks)")
        #expect(BlockBuilder.withoutStyleWrapper("{\\displaystyle a}+{\\displaystyle b}") == "{\\displaystyle a}+{\\displaystyle b}")
    }

    // MARK: 7. Very short articles

    @Test("A page holding a single short paragraph returns it")
    func shortArticle() throws {
        let body = "<article><h1>Gauge offline</h1><p>The river gauge at the old mill is offline for repairs until Friday.</p></article>"
        let article = try #require(Self.read(Self.page(title: "Gauge offline", body)))
        #expect(article.text == "The river gauge at the old mill is offline for repairs until Friday.")
    }

    @Test("A single short paragraph written without spaces (a Chinese notice) returns it")
    func shortArticleWithoutSpaces() throws {
        let notice = "记者从市水利局获悉，老磨坊旁的河流水位监测站因检修暂停使用，预计周五恢复运行。"
        let body = "<div class=\"main\"><div class=\"content\"><p>\(notice)</p></div><ul>"
            + (1...6).map { "<li><a href=\"/n\($0)\">其他新闻标题第\($0)条</a></li>" }.joined() + "</ul></div>"
        let article = try #require(Self.read(Self.page(title: "水位监测站暂停使用", body)))
        #expect(article.text == notice)
    }

    @Test("A short post in Japanese with no full stop at all, a hundred characters, is an article: each counts as a word")
    func shortPostWithoutFullStops() throws {
        let lines = ["ご訪問ありがとうございます♡", "今日は", "ついについに", "話題のワンピースを", "買ってしまいました🥹", "袖を通した瞬間に", "「イイ！！」と",
                     "鏡の前で叫んでしまいました", "合わせたのはいつものデニムです", "またご訪問いただけると嬉しいです♡"]
        let body = "<article><h1>話題のワンピース</h1><div class=\"entry\">" + lines.map { "<p>\($0)</p>" }.joined() + "</div></article>"
        let article = try #require(Self.read(Self.page(title: "話題のワンピース", body)))
        #expect(article.blocks.map(\.text) == lines)
    }

    @Test("A Chinese post's opening line, thirty characters closing on a colon, is the story's, not a dateline before it")
    func chineseOpeningLine() throws {
        let opening = "这个工具不火了是有原因的，下面我从大家拿到它之后的两大痛点开始讲起："
        let paragraph = String(repeating: "很多朋友拿到这个工具后的第一个痛点就是用得不好，问出来的答案总是不够满意，于是很快就放弃了。", count: 2)
        let body = "<article><h1>工具为什么不火了</h1><div class=\"entry\"><p>\(opening)</p><p>\(paragraph)</p><p>\(paragraph)</p></div></article>"
        let article = try #require(Self.read(Self.page(title: "工具为什么不火了", body)))
        #expect(article.blocks.first?.text == opening)
    }

    @Test("A Chinese story of paragraphs of fifty characters is prose, read whole under its dateline, which stays as Readability keeps it")
    func chineseStoryUnderItsDateline() throws {
        let paragraphs = [
            "记者从市水利局获悉，老磨坊旁的河流水位监测站因检修暂停使用，预计本周五恢复运行，届时数据将重新发布。",
            "水利局表示，检修期间将安排工作人员每天两次人工测量水位，并通过网站向沿河的农户和学校通报最新情况。",
            "今年春天的洪水过后，该监测站曾多次出现数据中断，此次检修将更换全部传感器和供电设备，以保证汛期正常运行。",
        ]
        let body = "<article><h1>水位监测站暂停使用</h1><div class=\"content\"><p>2026-05-20 14:33 来源 河流网</p>"
            + paragraphs.map { "<p>\($0)</p>" }.joined() + "</div></article>"
        let article = try #require(Self.read(Self.page(title: "水位监测站暂停使用", body)))
        #expect(article.blocks.map(\.text) == ["2026-05-20 14:33 来源 河流网"] + paragraphs)
    }

    @Test("A casual post of short lines, closing at a comma or an emoji, is read to its last line")
    func casualPostOfShortLines() throws {
        let lines = [
            "子供のころよく食べたお菓子を見つけた。", "今は一年中売っているのかな？", "夏になると毎日食べたくてねぇ☺️",
            "この前、子供と買い物に行った時に、", "見つけたら喜んでいました😄", "家に帰って一緒に食べたら、", "また好きなものが増えたね😉", "やっぱり美味しいね😆", "またご訪問くださいね♡",
        ]
        let body = "<article><h1>懐かしい</h1><div class=\"entry\">" + lines.map { "<p>\($0)</p><p><br></p>" }.joined() + "</div></article>"
        let article = try #require(Self.read(Self.page(title: "懐かしい", body)))
        #expect(article.blocks.map(\.text) == lines)
    }

    @Test("A post of two lines in Japanese, neither closing on a full stop, is an article")
    func twoLinesWithoutFullStops() throws {
        let article = try #require(Self.read(ReaderFixtures.postOfTwoLinesInJapanese))
        #expect(article.text == ReaderFixtures.twoLinesInJapanese.joined(separator: "\n"))
    }

    @Test("A short post among its blog's links is read with the links around it, as Readability's last reading keeps them, not as the blog's column of topics")
    func shortPostAmongItsBlogsLinks() throws {
        let text = try #require(Self.read(ReaderFixtures.shortPostAmongLinks)).text
        #expect(text.contains("Gaugeviz draws the gauges of a river as a tree of stations."))
        #expect(text.contains("Previous post: Reading the levels of the lower river with a phone"))
        #expect(text.contains("A library that lays out a network of stations"))
        #expect(!text.contains("Topic number") && !text.contains("Partner offer"))
    }

    @Test("A short exchange whose lines close with quotation marks after the full stop is the article, every line of it")
    func shortQuotedExchange() throws {
        let body = """
            <div class="post"><h2><a href="/2013/06/14/">Nothing to do</a></h2>
            <p>„Ich weiß, ich bin müde und sollte das vielleicht nicht sagen…“</p>
            <p>– „Dann sag es nicht.“</p>
            <p>– „Ok.“</p></div>
            """
        let article = try #require(Self.read(Self.page(title: "Nothing to do", body)))
        #expect(article.blocks.map(\.text) == [
            "„Ich weiß, ich bin müde und sollte das vielleicht nicht sagen…“", "– „Dann sag es nicht.“", "– „Ok.“",
        ])
    }

    @Test("A sentence ends at its full stop or ellipsis when quotation marks or a bracket close after it")
    func sentenceEndsBeforeClosingQuotes() {
        #expect(PageStatistics.measure("He said “no.” Then he left.").sentences == 2)
        #expect(PageStatistics.measure("„Das war’s.“ Sie ging.").sentences == 2)
        #expect(PageStatistics.measure("« C’est fini. » Voilà.").sentences == 2)
        #expect(PageStatistics.measure("It rained (all day.) Then \"it stopped.\" Fine.").sentences == 3)
        #expect(PageStatistics.measure("Well… we waited").sentences == 1)
        // Quotation marks alone, or around a name, end nothing.
        #expect(PageStatistics.measure("The “Iron Claw” premiere").sentences == 0)
        #expect(SentenceEnd.endsSentence("– „Ok.“"))
        #expect(!SentenceEnd.endsSentence("„Dann sag es nicht“"))
    }

    @Test("Chinese and Arabic commas count as commas, and their question and exclamation marks end sentences")
    func commasAndEndsBeyondLatin() {
        let chinese = PageStatistics.measure("河水上涨，堤坝守住了。工程师说，明年再加高！为什么？")
        #expect(chinese.commas == 2)
        #expect(chinese.sentences == 3)
        let arabic = PageStatistics.measure("ارتفع النهر، وصمد السد. هل سيرتفع مرة أخرى؟ ربما")
        #expect(arabic.commas == 1)
        #expect(arabic.sentences == 2)
        // Arabic letters are letters: a word of them before a full stop ends a sentence.
        #expect(PageStatistics.measure("صمد السد. انتهى").sentences == 1)
    }

    // MARK: 8. A comment thread among the article's paragraphs (issue 23, third round)

    /// A reader's comment as long and as well written as a paragraph of the story.
    static func comment(_ number: Int) -> String {
        "Comment \(number): I lived by that river for thirty years, and the authority never once asked us. The water came up to the second step. Nobody mentioned the old weir, which is the real cause."
    }

    @Test("Readers' posts each signed on a line of its own, in a box named for comments, are left out; letters to the editor so signed stay")
    func signedPosts() throws {
        let posts = (1...4).map { "<p class=\"small\">I was on that boat in the spring and number \($0) of us thought the crew did well, whatever the papers said.</p><div class=\"gap\"></div><p class=\"small grey\">Reader \($0), Marsham, UK</p>" }.joined()
        let story = "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...5) + "<div id=\"comments-4-to-n\">" + posts + "</div></article>"
        let text = try #require(Self.read(Self.page(story))).text
        #expect(text.contains(Self.sentence(5)))
        #expect(!text.contains("Reader 2, Marsham"), "\(text)")
        let letters = "<article><h1>Letters: the flood of that spring</h1><div class=\"letters\">" + posts + "</div></article>"
        let page = try #require(Self.read(Self.page(title: "Letters: the flood of that spring", letters))).text
        #expect(page.contains("Reader 2, Marsham"), "\(page)")
    }

    @Test("Readers' posts each headed by a line giving the time it was written, in a box named for comments, are left out however much they say; a story's parts under headings without a time stay")
    func headedPosts() throws {
        let posts = (1...12).map { number in
            "<h4><a href=\"#c\(number)\">#</a>&nbsp;re: The flood of that spring <span>2004-12-27 12:\(10 + number)</span> <a href=\"/u/\(number)\">reader\(number)</a></h4>"
                + "<p>\(Self.comment(number))</p>"
        }.joined()
        let story = "<div class=\"post\"><h2>The flood of that spring</h2>" + Self.paragraphs(1...2) + "</div>"
            + "<a name=\"feedback\"></a><div id=\"comments\"><h3>Comments</h3>" + posts + "</div>"
        let text = try #require(Self.read(Self.page(story))).text
        #expect(text.contains(Self.sentence(2)))
        #expect(!text.contains("Comment 3:") && !text.contains("reader3"), "\(text)")
        // The same box holding the rest of the story in parts under their headings is the story.
        let parts = (1...6).map { "<h4>Part \($0): the town by the river</h4>" + Self.paragraphs($0 * 2 + 1...$0 * 2 + 2) }.joined()
        let rest = "<div class=\"post\"><h2>The flood of that spring</h2>" + Self.paragraphs(1...2) + "</div><div id=\"comments\">" + parts + "</div>"
        let whole = try #require(Self.read(Self.page(rest))).text
        for number in 1...14 { #expect(whole.contains(Self.sentence(number)), "paragraph \(number)") }
    }

    @Test("Comments named like a comment and like text, in a series beside the story's paragraphs, are left out")
    func commentSeries() throws {
        let comments = (1...4).map { number in
            "<div class=\"commentText\"><p>\(Self.comment(number))</p></div><p class=\"posted\">Posted by: Reader \(number) | May 2</p>"
        }.joined(separator: "\n")
        let body = "<div class=\"content\"><h1>The flood of that spring</h1>" + Self.paragraphs(1...5)
            + "<h3>Comments</h3>" + comments + "</div>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...5 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
        for number in 1...4 { #expect(!text.contains("Comment \(number):"), "comment \(number)") }
    }

    @Test("One div named like a comment and like text, holding part of the story, is still the story")
    func oneCommentTextDiv() throws {
        let body = "<div class=\"content\"><h1>The flood of that spring</h1>" + Self.paragraphs(1...3)
            + "<div class=\"commentText\">" + Self.paragraphs(4...5) + "</div>" + Self.paragraphs(6...7) + "</div>" + Self.sidebar
        let text = try #require(Self.read(Self.page(body))).text
        for number in 1...7 { #expect(text.contains(Self.sentence(number)), "paragraph \(number)") }
    }

    // MARK: 9. Metadata

    @Test("Bylines lose trailing dates, dashes and ages, and names said twice", arguments: [
        ("Ann Lee —", "Ann Lee"), ("Ann Lee - Apr 16, 2015 8:02 pm UTC", "Ann Lee"), ("Ann Lee • 8h", "Ann Lee"),
        ("J J", "J"), ("Ann Lee Ann Lee", "Ann Lee"), ("By Ann Lee | Apr 16, 2015", "Ann Lee"), ("Ann Lee, Bo Chan", "Ann Lee, Bo Chan"),
        ("Posted by Ann Lee on April 16, 2015", "Ann Lee"), ("Ann Lee and Bo Chan", "Ann Lee and Bo Chan"),
        ("Ann Lee/alee@rivertimes.example", "Ann Lee"), ("By Ann Lee 18/01/2008", "Ann Lee"), ("Von Ann Lee", "Ann Lee"),
        ("Ann Lee is a reporter for the River Times.", "Ann Lee"), ("Ann Lee and", "Ann Lee"), ("Ann Lee &", "Ann Lee"),
        ("Review by Ann Lee Contributor", "Ann Lee"), ("Ann Lee Author Ann Lee", "Ann Lee"), ("Author: Ann Lee", "Ann Lee"), ("Posted By: Ann Lee", "Ann Lee"),
        ("Eingestellt von Ann Lee", "Ann Lee"), ("Autorin: Ann Lee", "Ann Lee"), ("Ann Lee am", "Ann Lee"), ("Publié par Ann Lee", "Ann Lee"),
        ("Ann Lee Am", "Ann Lee Am"), ("Ann Lee, staff writer", "Ann Lee"), ("Ann Lee, Money Reporter", "Ann Lee"), ("Ann Lee, Bo Chan, Redaktion", "Ann Lee, Bo Chan"), ("Ann Lee, deutsche Journalistin und Autorin", "Ann Lee"),
        ("Ann Lee and Bo Chan, Financial Times", "Ann Lee and Bo Chan"), ("Ann Lee, THE CANADIAN PRESS", "Ann Lee"), ("Ann Lee, Washington Post", "Ann Lee"),
        ("Ann Lee, Cy Dunn", "Ann Lee, Cy Dunn"), ("Ann Lee, Washington", "Ann Lee, Washington"),
        ("作者：李明", "李明"), ("[责任编辑：韩保林 PK155]", "韩保林"), ("文/王文", "王文"), ("记者 李明", "记者 李明"), ("(Ann Lee)", "Ann Lee"),
    ])
    func bylines(_ raw: String, _ expected: String) throws {
        let head = "<meta name=\"author\" content=\"\(raw)\">"
        let article = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == expected)
    }

    @Test("A byline that names nobody (an announcement alone, a date line, a commenter, a placeholder) is none",
          arguments: ["Beitrag von", "Artikel von", "Datum:", "Quelle: dpa", "Veröffentlicht am", "Published", "Ann Lee says:", "Ann Lee sagt:", "8. Januar 2020", "Dezember 2019", "29 juin",
                      "name, email@gmail.com", "作者：未知 责任编辑：王文", "Author", "No Author", "Unknown", "N/A"])
    func noByline(_ raw: String) throws {
        let head = "<meta name=\"author\" content=\"\(raw)\">"
        let article = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == nil)
    }

    @Test("The publication named as the author gives way to a person named on the page, and is the byline when no one is")
    func publicationAsAuthor() throws {
        let head = "<meta property=\"og:site_name\" content=\"The River Times\"><meta name=\"author\" content=\"The River Times\">"
        let named = try #require(Self.read(Self.page(head: head,
            "<article><h1>The flood of that spring</h1><p class=\"byline\">By Ann Lee</p>" + Self.paragraphs(1...3) + "</article>")))
        #expect(named.byline == "Ann Lee")
        let unnamed = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(unnamed.byline == "The River Times")
        // Its address counts as its name.
        let address = try #require(Self.read(Self.page(head: "<meta name=\"author\" content=\"EXAMPLE.org\">",
            "<article><p class=\"author\">Ann Lee</p>" + Self.paragraphs(1...3) + "</article>")))
        #expect(address.byline == "Ann Lee")
    }

    @Test("A person's name followed by the publication's is the person's; a credit or a longer name of the publication stays whole",
          arguments: [("Ann Lee The River Times", "Ann Lee"), ("Ann Lee, The River Times", "Ann Lee"),
                      ("Recipe by The River Times", "Recipe by The River Times"), ("The Upper River Times", "The Upper River Times"),
                      ("Ediciones The River Times", "Ediciones The River Times"), ("Grupo The River Times", "Grupo The River Times")])
    func personBeforePublication(_ raw: String, _ expected: String) throws {
        let site = raw.hasPrefix("The Upper") ? "River Times" : "The River Times"
        let head = "<meta property=\"og:site_name\" content=\"\(site)\"><meta name=\"author\" content=\"\(raw)\">"
        let article = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == expected)
    }

    @Test("A byline's box beside the person's name holds the publication or a date line: the name is the person's", arguments: [
        ("<div class=\"byline-section\"><span class=\"author\">Ann Lee</span> <span class=\"publication\">Associated Press</span></div>", "Ann Lee"),
        ("<div class=\"story-byline\"><div class=\"byline-names\">By ANN LEE and BO CHAN</div><div class=\"byline-title\">Associated Press</div></div>",
         "ANN LEE and BO CHAN"),
        ("<h3 class=\"byline\">by Ann Lee<br><span class=\"datetime\">Monday, November 18, 2019</span></h3>", "Ann Lee"),
        ("<p class=\"byline\">Ann Lee Dienstag, 3. März 2020</p>", "Ann Lee"),
        ("<p class=\"byline\">By ANN LEE<br>THE RIVER PRESS</p>", "ANN LEE"),
        ("<div class=\"byline\"><div>By Ann Lee</div><div>Special to The Star</div></div>", "Ann Lee"),
        ("<p class=\"byline\">By<br>Ann Lee</p>", "Ann Lee"),
        ("<div class=\"author\"> Par <strong>ANN LEE</strong>, <strong>BO CHAN</strong> Envoyés spéciaux à Marsham </div>", "ANN LEE, BO CHAN"),
        ("<div class=\"story\">By ANN LEE<BR>AP River Correspondent<BR></div>", "ANN LEE"),
        ("<p class=\"byline\">By AL LEE&lt;BR&gt;The River Ledger</p>", "AL LEE"),
    ])
    func bylineBesideItsBox(_ byline: String, _ expected: String) throws {
        let article = try #require(Self.read(Self.page("<article><h1>The flood of that spring</h1>" + byline + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == expected)
    }

    @Test("A news agency credited after the writer is the agency's line, not the name; alone it is the byline", arguments: [
        ("Ann Lee, Associated Press", "Ann Lee"), ("Ann Lee The Associated Press", "Ann Lee"), ("Ann Lee (AP)", "Ann Lee"),
        ("ANN LEE AND AP", "ANN LEE"), ("The Associated Press", "The Associated Press"), ("Reuters", "Reuters"),
    ])
    func newsAgencyCredit(_ raw: String, _ expected: String) throws {
        let article = try #require(Self.read(Self.page(head: "<meta name=\"author\" content=\"\(raw)\">", "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == expected)
    }

    @Test("A title after the names with no comma before it, and a link to write to the person, are not part of the byline", arguments: [
        ("JOSEPH WHITE AP Sports Writer", "JOSEPH WHITE"), ("Jason Lee Associated Press Writer", "Jason Lee"), ("Ann Lee Science X staff", "Ann Lee Science X staff"), ("Ann Lee Staff Writer", "Ann Lee"),
        ("Ann Lee Senior Political Correspondent", "Ann Lee"), ("Ann Lee ( Contact )", "Ann Lee"), ("Ann Lee (Email)", "Ann Lee"),
        ("Ann Writer", "Ann Writer"), ("Ann Lee (Hamburg)", "Ann Lee (Hamburg)"), ("Joseph White House", "Joseph White House"),
        ("ANN LEE, BO CHAN Envoyés spéciaux à Marsham", "ANN LEE, BO CHAN"), ("ANN LEE and BO CHAN", "ANN LEE and BO CHAN"),
        ("ANN LEE in Marsham", "ANN LEE"), ("ANN LEE McDONALD", "ANN LEE McDONALD"), ("T. V. Lee", "T. V. Lee"),
    ])
    func titleAfterTheNames(_ raw: String, _ expected: String) throws {
        let article = try #require(Self.read(Self.page(head: "<meta name=\"author\" content=\"\(raw)\">", "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == expected)
    }

    @Test("The publisher JSON-LD names, given as the author, gives way to the person the page's byline names")
    func publisherAsAuthor() throws {
        let head = """
        <script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":", The Valley Journal"},
         "publisher":{"@type":"Organization","name":"The Valley Journal"}}</script>
        """
        let article = try #require(Self.read(Self.page(head: head,
            "<article><div class=\"byline-section\"><span class=\"author\">Ann Lee</span></div>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == "Ann Lee")
    }

    @Test("The publication's team named as the author stays whole (\"Team River\" on River's page)")
    func publicationTeam() throws {
        let head = "<meta property=\"og:site_name\" content=\"River\"><meta name=\"author\" content=\"Team River\">"
        let article = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == "Team River")
    }

    @Test("A byline written only in the story's words, a short line announcing a name near its start or end", arguments: [
        ("<p>Von Ann Lee</p>" + paragraphs(1...3), "Ann Lee"), ("<p><em>Text von Ann Lee und Bo Chan</em></p>" + paragraphs(1...3), "Ann Lee und Bo Chan"),
        (paragraphs(1...3) + "<p>By Ann Lee</p>", "Ann Lee"),
    ])
    func bylineInTheStory(_ body: String, _ expected: String) throws {
        let article = try #require(Self.read(Self.page("<article><h1>The flood of that spring</h1>" + body + "</article>")))
        #expect(article.byline == expected)
        #expect(!article.text.contains(expected), "the byline's line is not repeated in the story")
        // The publication named as the author gives way to the writer named in the story.
        let head = "<meta property=\"og:site_name\" content=\"The River Times\"><meta name=\"author\" content=\"The River Times\">"
        let named = try #require(Self.read(Self.page(head: head, "<article><h1>The flood of that spring</h1>" + body + "</article>")))
        #expect(named.byline == expected)
    }

    @Test("A sentence that starts with By or Von, or a line with a date, is no byline", arguments: [
        "<p>By the end of the week, the river had gone down.</p>", "<p>Von Montag an gilt der neue Plan</p>", "<p>By Ann Lee, 12 May</p>",
    ])
    func noBylineInTheStory(_ line: String) throws {
        let article = try #require(Self.read(Self.page("<article><h1>The flood of that spring</h1>" + line + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == nil)
    }

    @Test("A byline written in the page, under the names pages give it", arguments: [
        "<p class=\"post-author\">By <span><a href=\"/author/alee\">Ann Lee</a></span></p>",
        "<h5 class=\"byline\"><a href=\"/credits\">Ann Lee</a></h5>",
        "<p class=\"meta\">by <a href=\"/users/5126\" class=\"author\">Ann Lee</a> (Scribe)</p>",
        "<td><span class=\"essayBy\">by </span><span class=\"essayAuthor\">Ann Lee </span></td>",
    ])
    func bylineInThePage(_ markup: String) throws {
        let article = try #require(Self.read(Self.page("<article><h1>The flood of that spring</h1>" + markup + Self.paragraphs(1...3) + "</article>")))
        #expect(article.byline == "Ann Lee")
    }

    @Test("A comment form's name field is not a byline")
    func commentFormField() throws {
        let form = "<form id=\"commentform\"><p class=\"comment-form-author\"><label for=\"author\">Nama <span class=\"required\">(wajib)</span></label>"
            + "<input id=\"author\" name=\"author\" type=\"text\"></p><textarea name=\"comment\"></textarea></form>"
        let article = try #require(Self.read(Self.page("<article>" + Self.paragraphs(1...3) + "</article>" + form)))
        #expect(article.byline == nil)
    }

    @Test("Who wrote a comment is not the story's byline; the byline after a list of recent comments is")
    func commenterIsNotTheByline() throws {
        let recent = "<aside><h3>Recent comments</h3><ul id=\"recentcomments\"><li class=\"recentcomments\"><span class=\"comment-author-link\">flappy bird</span>"
            + " on <a href=\"/a#comment-1\">Another post</a></li></ul></aside>"
        let alone = try #require(Self.read(Self.page(recent + "<article><h1>The flood of that spring</h1>" + Self.paragraphs(1...3) + "</article>")))
        #expect(alone.byline == nil)
        let named = try #require(Self.read(Self.page(recent + "<article class=\"post comments-open\"><div class=\"inner\"><header><h1>The flood of that spring</h1>"
            + "<p class=\"meta\"><span class=\"author\">Ann Lee</span></p></header>" + Self.paragraphs(1...3) + "</div></article>")))
        #expect(named.byline == "Ann Lee")
    }

    @Test("A box about the author is not a byline")
    func authorBox() throws {
        let box = "<div class=\"author-box\">Ann Lee has written about the river for the paper since 1998 and lives in the valley with two dogs and a boat.</div>"
        let article = try #require(Self.read(Self.page("<article>" + Self.paragraphs(1...3) + box + "</article>")))
        #expect(article.byline == nil)
    }

    @Test("The page's headline when the title holds it among the site's words", arguments: [
        ("AFP: The flood of that spring is over", "The flood of that spring is over"),
        ("River Times » News » The flood of that spring is over", "The flood of that spring is over"),
        ("The flood of that spring is over - Rivers - News", "The flood of that spring is over"),
    ])
    func headlineInTitle(_ title: String, _ expected: String) throws {
        let body = "<div class=\"logo\"><h1>The River Times</h1></div><article><h1>The flood of that spring is over</h1>" + Self.paragraphs(1...3) + "</article>"
        let html = "<!DOCTYPE html><html><head><title>\(title)</title></head><body>\(body)</body></html>"
        let article = try #require(Self.read(html))
        #expect(article.title == expected)
    }

    @Test("A site's name in a heading is not taken for the headline")
    func logoHeading() throws {
        let html = "<!DOCTYPE html><html><head><title>The flood of that spring is over - The River Times</title></head><body>"
            + "<h1>The River Times</h1><article>" + Self.paragraphs(1...3) + "</article></body></html>"
        #expect(try #require(Self.read(html)).title == "The flood of that spring is over")
    }

    @Test("A JSON-LD headline that is a type's name gives way to the page's title")
    func genericHeadline() throws {
        let head = """
        <meta property="og:title" content="The flood of that spring">
        <script type="application/ld+json">{"@type":"NewsArticle","headline":"Article","author":{"@type":"Person","name":"Ann Lee"}}</script>
        """
        let article = try #require(Self.read(Self.page(head: head, "<article>" + Self.paragraphs(1...3) + "</article>")))
        #expect(article.title == "The flood of that spring")
    }
}
