import Foundation
import LoopbackServer
import Testing
import ReaderFixtures
import TestThreads

/// The reader as people use it: `tidings read` in a pipe, and `v` in the full-screen browser,
/// both against pages served from 127.0.0.1.
@Suite(.serialized, .ownThread) struct ReaderEndToEndTests {
    static let article = """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>The loopback bridge | Loopback Gazette</title>
    <meta name="author" content="Ann Lee"><meta property="og:site_name" content="Loopback Gazette">
    <meta property="article:published_time" content="2026-11-29T09:30:00Z"></head><body>
    <nav><a href="/">Home</a> <a href="/news">News</a></nav>
    <article><h1>The loopback bridge</h1>
    <p>The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open for another year.</p>
    <p>Engineers had warned that the steel, which was laid in 1931, was corroding faster than expected; see <a href="/report">the engineers' report</a> for the numbers.</p>
    <pre>let cost = 1_200_000 // euros, and this comment runs on far past the edge of a narrow terminal window</pre>
    <p>Residents who depend on the bridge, including the bakers, the nurses and the school bus drivers, filled the hall to make their case.</p>
    </article><footer>Copyright the Loopback Gazette</footer></body></html>
    """

    /// A story with a captioned picture, a title after the writer's name, and an ad blocker's
    /// notice beside the whole page.
    static let captioned: String = {
        let paragraphs = (1...10).map { "<p>Paragraph \($0) of the report explains, in some detail, how the river authority measured the flood of that spring.</p>" }
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The flood | River Times</title><meta name="author" content="JOSEPH WHITE AP Sports Writer"></head><body>
        <div class="site"><nav><a href="/">Home</a></nav><div class="content"><div class="wrap"><article><header class="entry-header"><h1>The flood</h1>
        <div class="meta">Published on the second of May by the river desk</div></header><div class="entry-content">\(paragraphs[0..<5].joined())
        <figure class="media-landscape has-caption"><img src="/levee.jpg" alt=""><span class="media-caption">Volunteers fill sandbags on the east levee hours before the crest (Image: River Times)</span></figure>
        \(paragraphs[5...].joined())</div></article></div></div></div>
        <div class="adb-notification"><div class="message"><h3>We noticed you are using an ad blocker.</h3><p>We get it: you like to have control of your own internet
        experience. Please turn it off to read on. Advertising pays for the reporting you came here to read today.</p></div></div></body></html>
        """
    }()

    /// A post on a blog whose name is its logo's `<h1>`, with the headline after a kicker in a
    /// heading of its own, and the search engines' headline in JSON-LD.
    static let kicker: String = {
        let paragraphs = (1...6).map { "<p>Paragraph \($0) of the report explains, in some detail, how the river authority measured the flood of that spring.</p>" }
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Flood papers: How the levee held | Notes from the River</title>
        <meta property="og:title" content="How the levee held"><meta property="og:site_name" content="Notes from the River">
        <script type="application/ld+json">{"@type":"BlogPosting","headline":"Levee held in 2026 flood, papers show"}</script></head><body>
        <header><h1 class="site-title"><a href="/">Notes from the River</a></h1></header>
        <article><h2><span class="kicker">Flood papers</span> <span class="headline">How the levee held</span></h2>\(paragraphs.joined())</article></body></html>
        """
    }()

    /// A newsletter's issue: each item headed by a link to what it discusses.
    static let newsletter = """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>River notes, issue 12 | River Notes</title></head><body>
    <nav><a href="/">Home</a> <a href="/archive">Archive</a></nav><main><div class="issue"><h1>River notes, issue 12</h1>
    <p>Welcome to the twelfth issue. This week the authority published its flood report and the weirs reopened.</p>
    <h2><a href="https://authority.example.net/flood-2026">The authority's flood report is out</a></h2>
    <p>The report runs to ninety pages, and most of it is maps. What matters is on page twelve: the levee held because it was raised in time.</p>
    <h2><a href="https://weirs.example.com/reopened">Both weirs reopened on Monday</a></h2>
    <p>After six weeks of repairs the gates move again. Boats can pass from Tuesday, though the lock keepers ask for a day's notice.</p>
    <p>That is all for this week. Write to us with what you saw on the river, and we will print the best of it next time.</p>
    </div></main></body></html>
    """

    /// An encyclopedia's article with its facts in a table: a unit with a superscript, a link
    /// before a comma.
    static let encyclopedia = """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>River Wend</title></head><body>
    <div id="content" role="main"><h1>River Wend</h1><div class="mw-parser-output">
    <table class="infobox"><tr><th colspan="2">River Wend</th></tr>
    <tr><th scope="row">Length</th><td>64 km (40 mi)</td></tr>
    <tr><th scope="row">Basin size</th><td>880 km<sup>2</sup></td></tr>
    <tr><th scope="row">Mouth</th><td>River <a href="https://encyclopedia.example.org/Lode">Lode</a>, at <i>Marsham</i></td></tr></table>
    <p>The <b>River Wend</b> is a river in the south of England. It rises on the chalk downs near Ashcombe and flows north-east for 64 kilometres to join the River Lode at Marsham.</p>
    <p>The river is known for its floods, which are recorded from 1309, and for the levee built at Aldbury after the flood of 1953.</p>
    </div></div></body></html>
    """

    /// A live match: its line-ups as lists of names, then its entries, each named like a
    /// comment and one short sentence.
    static let liveMatch: String = {
        let moments = [
            ("90'", "There will be at least five minutes of added time."),
            ("85'", "Depay heads a cross from Dubois just over the bar."),
            ("77'", "Dubois equalises for Lyon with a fine run from the right and a low shot into the far corner."),
            ("14'", "Wissa scores for Lorient after a long ball over the defence."),
        ]
        let entries = moments.map { #"<div class="live-comment"><div class="live-comment-time">\#($0.0)</div><div class="live-comment-body">\#($0.1)</div></div>"# }
        let names = ["Y. Wissa", "T. Fontaine", "J. Laporte", "J. Morel", "H. Mendes", "V. Le Goff", "P. Nardi", "M. Depay", "M. Dembélé",
                     "P. Kadewere", "L. Dubois", "J. Denayer", "M. Bard", "A. Lopes", "P. Hamel", "U. Bozok", "A. Grbić", "J. Hergault"]
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Lorient v Lyon, live</title></head><body>
        <main><div class="live-match"><h1>Lorient 1–1 Lyon</h1><div class="teams"><h3>Line-ups</h3>
        <ul>\(names.map { "<li>\($0)</li>" }.joined())</ul></div><div class="live-comments">\(entries.joined())</div></div></main></body></html>
        """
    }()

    /// A photo story: one paragraph, then frames, each a caption in an <h3> over its picture
    /// (whose alt text says the same) and a credit.
    static let photoStory: String = {
        let captions = ["Exhausted, the dog had been in the frigid water for more than half an hour",
                        "A firefighter uses a basket to slide out across the ice to the dog",
                        "He grabs her by the scruff of the neck and lifts her from the water"]
        let frames = captions.enumerated().map { number, caption in
            #"<div class="media-image"><h3>\#(caption)</h3><img src="/frame\#(number).png" alt="\#(caption)"><p class="source">River Herald</p></div>"#
        }
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>The rescue on the ice</title></head><body>
        <article><h1>The rescue on the ice</h1><p>A thirteen-year-old husky fell through the ice on her morning walk. After half an hour in the water, a firefighter came to the rescue.</p>\(frames.joined())</article></body></html>
        """
    }()

    /// A story with a list of links its sentence announces, and a rail of other stories under
    /// a label at its end.
    static let announcedList = """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>A week of remembrance</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
    <article><h1>A week of remembrance</h1>
    <p>This weekend has been named a day of service and remembrance. Across the country, people will take part in projects to honour those who were lost ten years ago.</p>
    <p>Throughout the week, the ministers have shared what they remember of that day. Take a look at their videos:</p>
    <ul><li><a href="https://video.example.org/1">Attorney General Ann Lee</a></li><li><a href="https://video.example.org/2">Secretary of State Bo Chan</a></li></ul>
    <p>Even the smallest act of service shows that the sense of common purpose is as strong today as it was then, and every project counts.</p>
    <p>More from The River Times:</p><ul><li><a href="/a">The levee that held in 1953</a></li><li><a href="/b">Boats return to the weir</a></li></ul>
    </article></body></html>
    """

    /// An old site's page: its template's document closed, then the story's pasted after it.
    static let twoDocuments = """
    <html><head><title>WVVA</title></head><body><table><tr><td><a href="/">Home</a> <a href="/news">News</a></td></tr></table></body></html>
    <html><head><title>Primary takes on a racial tone</title></head><body><table><tr><td><h1>Primary takes on a racial tone</h1>
    <p>The primary is taking on a racial tone amid a dispute over comments about the role of a civil rights leader, and the campaigns traded words all week.</p>
    <p>The candidates met voters in the city on Saturday, and both said they wanted to move past the argument before the caucuses next week.</p>
    </td></tr></table></body></html>
    """

    /// A guide: each place a heading linking to its own page, its address set as a heading
    /// under it, then what the guide says about it.
    static let guide: String = {
        let places = [("The Lock Keeper", "lock-keeper", "A pub by the lock with a long bench outside, where the soup comes in bowls the size of a small boat."),
                      ("Millbrook Tavern", "tavern", "The tavern serves pies all afternoon and keeps a fire going from October to March.")]
        let parts = places.enumerated().map { number, place in
            #"<h2><a class="subhead" href="/places/\#(place.1)">\#(place.0)</a></h2><h3><i>\#(number + 4) Quay Street, Millbrook</i></h3><p>\#(place.2)</p>"#
        }
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Where to eat by the river</title></head><body><nav><a href="/">Home</a> <a href="/food">Food</a></nav>
        <main><h1>Where to eat by the river</h1><div class="article-content"><p>Three places along the towpath feed walkers well, and none of them asks for a booking at lunch.</p>\(parts.joined())</div></main>
        <aside><h3>More from River Notes</h3><ul><li><a href="/a">The flood of that spring</a></li><li><a href="/b">A week of remembrance</a></li></ul></aside></body></html>
        """
    }()

    /// A story with a captioned grid of stations whose names link to their pages, and a
    /// table of dated headlines that is no part of it.
    static let stations: String = {
        let sentence = "the report explains how the river authority measured the flood of that spring and what it changed afterwards."
        let rows = (1...5).map { #"<tr><td><a href="/station/\#($0)">Station \#($0)</a></td><td>\#($0 * 3) m</td><td>\#(1950 + $0)</td></tr>"# }
        let headlines = (1...5).map { #"<tr><td>20:\#($0)8</td><td><a href="/n/\#($0)">A headline about the weather and the roads, number \#($0)</a></td></tr>"# }
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Heights at the stations</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
        <article><h1>Heights at the stations</h1><p>Paragraph 1 of \(sentence)</p><table><caption>Heights on the morning of the fifth</caption>\(rows.joined())</table>
        <p>Paragraph 2 of \(sentence)</p><table>\(headlines.joined())</table><p>Paragraph 3 of \(sentence)</p></article></body></html>
        """
    }()

    /// A Chinese story with subheadings in bold and a share button's word between paragraphs.
    static let chinese: String = {
        let paragraphs = (1...3).map { "<p>第\($0)段：河务局详细测量了那年春天的洪水，并在之后改变了许多做法，所有这些都写在一份很长的报告里。</p>" }
        return """
        <!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><title>那年春天的洪水</title></head><body><nav><a href="/">首页</a> <a href="/news">新闻</a></nav>
        <div class="article"><h1>那年春天的洪水</h1>\(paragraphs[0])<p><strong>中美合作共赢是大势所趋</strong></p>\(paragraphs[1])<p>分享</p>\(paragraphs[2])</div></body></html>
        """
    }()

    static func pageServer() throws -> LoopbackServer {
        try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/story": .html(article)
            case "/kicker": .html(kicker)
            case "/encyclopedia": .html(encyclopedia)
            case "/live": .html(liveMatch)
            case "/photos": .html(photoStory)
            case "/week": .html(announcedList)
            case "/twodocs": .html(twoDocuments)
            case "/guide": .html(guide)
            case "/stations": .html(stations)
            case "/chinese": .html(chinese)
            case "/shared": .html(ReaderWorldPagesEndToEndTests.sharedParagraphs)
            case "/advisory": .html(ReaderListsOfLinksEndToEndTests.advisory)
            case "/notice": .html(ReaderListsOfLinksEndToEndTests.claim)
            case "/short": .html(ReaderDocsEndToEndTests.shortPage)
            case "/defer": .html(ReaderChineseEndToEndTests.page)
            case "/bars": .html(ReaderRecipeEndToEndTests.post)
            case "/aside": .html(ReaderRecipeEndToEndTests.inAnAside)
            case "/older": .html(ReaderOlderPagesEndToEndTests.post)
            case "/gallery": .html(ReaderOlderPagesEndToEndTests.gallery)
            case "/listicle": .html(ReaderOlderPagesEndToEndTests.listArticle)
            case "/notebook": .html(ReaderSmallSitesEndToEndTests.post)
            case "/plea": .html(ReaderSmallSitesEndToEndTests.plea)
            case "/essay": .html(ReaderEssayEndToEndTests.essay)
            case "/halves": .html(ReaderSplitStoryEndToEndTests.story)
            case "/column": .html(ReaderMagazineColumnEndToEndTests.story)
            case "/rolypoly": .html(ReaderMagazineColumnEndToEndTests.recipe)
            case "/keto": .html(ReaderCardsEndToEndTests.listicle)
            case "/scroll": .html(ReaderCardsEndToEndTests.nextStories)
            case "/release": .html(ReaderCardsEndToEndTests.release)
            case "/episode": .html(ReaderShowNotesEndToEndTests.episode)
            case "/gazette": .html(ReaderShowNotesEndToEndTests.gazette)
            case "/play": .html(ReaderPlayEndToEndTests.play)
            case "/listing": .html(ReaderPlayEndToEndTests.listing)
            case "/wiki": .html(ReaderWikiEndToEndTests.wiki)
            case "/forum": .html(ReaderWikiEndToEndTests.thread)
            case "/easy": .html(ReaderWikiEndToEndTests.easy)
            case "/portal": .html(ReaderPortalEndToEndTests.story)
            case "/komentarze": .html(ReaderPortalEndToEndTests.commented)
            case "/sources": .html(ReaderListsEndToEndTests.story)
            case "/scrollbox": .html(ReaderListsEndToEndTests.wiki)
            case "/byline-pictures": .html(ReaderPicturesAndBylineEndToEndTests.story)
            case "/reference": .html(ReaderPicturesAndBylineEndToEndTests.reference)
            case "/boxes": .html(ReaderBoxesEndToEndTests.story)
            case "/mill": .html(ReaderReferencesEndToEndTests.story)
            case "/answers": .html(ReaderFixtures.questionWithAnswers)
            case "/bake": .html(ReaderFixtures.ingredientsTable)
            case "/lenders": .html(ReaderDataTablesEndToEndTests.comparison)
            case "/forms": .html(ReaderFormsEndToEndTests.story)
            case "/weighed": .html(ReaderLinkWeightEndToEndTests.story)
            case "/named": .html(ReaderNamesEndToEndTests.story)
            case "/neighbours": .html(ReaderNeighboursEndToEndTests.story)
            case "/edges": .html(ReaderEdgesEndToEndTests.story)
            case "/sections": .html(ReaderClimbEndToEndTests.post)
            case "/summary-column": .html(ReaderClimbEndToEndTests.column)
            case "/headed": .html(ReaderClimbEndToEndTests.headed)
            case "/filed": .html(ReaderWeighingEndToEndTests.filed)
            case "/formulas": .html(ReaderWeighingEndToEndTests.formulas)
            case "/gauges": .html(ReaderWikiListEndToEndTests.page)
            case "/mobile-wiki": .html(ReaderWikiListEndToEndTests.mobile)
            case "/lasagna": .html(ReaderFixtures.recipeIngredientsBesideMethod(asOneString: true))
            case "/skyr": .html(ReaderFixtures.recipeMethodInAside)
            case "/transcript": .html(ReaderTranscriptEndToEndTests.page)
            case "/short-post": .html(ReaderFixtures.shortPostAmongLinks)
            case "/old-references": .html(ReaderOldBlogsEndToEndTests.oldPage)
            case "/blog-comments": .html(ReaderOldBlogsEndToEndTests.commentedPost)
            case "/forum-index": .html(ReaderOldBlogsEndToEndTests.forumPost)
            case "/review-verdict": .html(ReaderOldBlogsEndToEndTests.review)
            case "/overlay": .html(ReaderThreadEndToEndTests.overlay)
            case "/xenforo": .html(ReaderThreadEndToEndTests.thread(at: "xenforo"))
            case "/newsroom": .html(ReaderNewsroomEndToEndTests.page)
            case "/newsletter": .html(newsletter)
            case "/flood": .html(captioned)
            case "/empty": .respond(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html><body><p>Hi.</p></body></html>".utf8))
            case "/trap": .respond(status: 302, headers: ["Location": "file:///etc/passwd"], body: Data())
            default: .text("not here", status: 404)
            }
        }
    }

    /// Runs `tidings ARGS` to the end; stdout and stderr apart.
    static func tidings(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try TmuxSession.binary()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// `tidings read ARGUMENTS URL` of a page the loopback server serves at `path`, with the
    /// server's address, after checking it exited 0.
    /// Reads the page at `path` on the command line at 40 columns and checks that it says each of
    /// `shown` and none of `hidden`, each looked for with its words on one line (the text is
    /// wrapped); the output, for more.
    @discardableResult
    static func readNarrow(_ path: String, shows shown: [String], hides hidden: [String] = [],
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let output = try read(path, ["--width", "40"]).output
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        for said in shown { #expect(flat.contains(said), "\(said): \(output)", sourceLocation: sourceLocation) }
        for unsaid in hidden { #expect(!flat.contains(unsaid), "\(unsaid): \(output)", sourceLocation: sourceLocation) }
        return output
    }

    /// Checks that `earlier` is said before `later` in `output`, read as one line (the wrapping
    /// at 40 columns aside).
    static func expectOrder(_ output: String, _ earlier: String, before later: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        let first = try #require(flat.range(of: earlier), "\(earlier): \(output)", sourceLocation: sourceLocation)
        let second = try #require(flat.range(of: later), "\(later): \(output)", sourceLocation: sourceLocation)
        #expect(first.lowerBound < second.lowerBound, "\(earlier) before \(later)", sourceLocation: sourceLocation)
    }

    static func read(_ path: String, _ arguments: [String]) throws -> (output: String, errors: String, base: String) {
        let server = try pageServer()
        defer { server.stop() }
        let result = try tidings(["read"] + arguments + [server.baseURL.absoluteString + path])
        #expect(result.status == 0, "\(result.errors)")
        return (result.output, result.errors, server.baseURL.absoluteString)
    }

    @Test func readPrintsTheArticleWrappedToTheWidth() throws {
        let server = try Self.pageServer()
        defer { server.stop() }
        let result = try Self.tidings(["read", "--width", "64", server.baseURL.absoluteString + "/story"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "The loopback bridge")
        #expect(lines.contains("Loopback Gazette · by Ann Lee · 2026-11-29 09:30 · 1 min read"))
        #expect(!result.output.contains("Home") && !result.output.contains("Copyright"))
        #expect(result.output.contains("report[1]"))
        #expect(result.output.contains("[1] \(server.baseURL.absoluteString)/report"))
        #expect(result.output.contains("  let cost = 1_200_000 // euros, and this comment runs on far past the edge of a narrow terminal window"))
        let prose = lines.filter { !$0.hasPrefix("  let cost") && !$0.hasPrefix("[1]") }
        #expect(prose.allSatisfy { $0.count <= 64 }, "prose is wrapped to 64 columns")
        #expect(result.errors.isEmpty)
    }

    @Test func readKeepsTheCaptionAndLeavesTheNoticeBesideThePage() throws {
        let result = try Self.read("/flood", ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["byline"] as? String == "JOSEPH WHITE")
        let text = try #require(object["text"] as? String)
        #expect(text.contains("Volunteers fill sandbags on the east levee hours before the crest (Image: River Times)"))
        #expect(text.contains("Paragraph 10 of the report"))
        #expect(!text.contains("ad blocker"), "\(text)")
    }

    @Test func readTitlesThePostWithItsHeadlineNotTheBlogsName() throws {
        let result = try Self.read("/kicker", ["--width", "72"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "How the levee held", "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("Notes from the River") }, "the site line names the blog")
        #expect(!result.output.contains("Flood papers"), "the heading, its kicker and all, is the title shown once")
        #expect(result.output.contains("Paragraph 6 of the report"))
    }

    /// Reads `path` at 72 columns and checks that what it prints holds each of `present` and
    /// none of `absent`.
    static func expectRead(_ path: String, holds present: [String], lacks absent: [String] = [],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try read(path, ["--width", "72"]).output
        for part in present { #expect(output.contains(part), "\(part) in \(output)", sourceLocation: sourceLocation) }
        for part in absent { #expect(!output.contains(part), "\(part) in \(output)", sourceLocation: sourceLocation) }
    }

    @Test func readKeepsANewslettersLinkedHeadingsWithTheirNumbers() throws {
        try Self.expectRead("/newsletter", holds: [
            "The authority's flood report is out[1]", "Both weirs reopened on Monday[2]",
            "[1] https://authority.example.net/flood-2026", "The report runs to ninety pages",
        ], lacks: ["Archive"])
    }

    /// Reads `path` at `width` columns; each line with its runs of spaces (a table's padding)
    /// folded to one, beside the output as printed.
    static func readLines(_ path: String, width: Int) throws -> (output: String, lines: [String]) {
        let output = try read(path, ["--width", String(width)]).output
        return (output, output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") })
    }

    @Test func readShowsATablesCellsAsThePageDoes() throws {
        let (output, rows) = try Self.readLines("/encyclopedia", width: 72)
        #expect(rows.contains("Basin size │ 880 km2"), "\(output)")
        #expect(rows.contains("Mouth │ River Lode[1], at Marsham"))
        #expect(output.contains("[1] https://encyclopedia.example.org/Lode"))
    }

    @Test func readALiveMatchAsItsEntries() throws {
        try Self.expectRead("/live", holds: [
            "Wissa scores for Lorient after a long ball over the defence.", "There will be at least five minutes of added time.", "Line-ups",
        ])
    }

    @Test func readAPhotoStoryFrameByFrame() throws {
        let result = try Self.read("/photos", ["--width", "100"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let last = "He grabs her by the scruff of the neck and lifts her from the water"
        // (Each frame's credit under its picture, the last one's too, as Readability keeps it.)
        #expect(lines.suffix(3) == [last, "[image]", "River Herald"], "\(result.output)")
        #expect(lines.filter { $0 == "[image]" }.count == 3)
        #expect(lines.filter { $0 == last }.count == 1, "a caption is said once, not again as its picture's alt text")
    }

    @Test func readKeepsTheStorysListsOfLinks() throws {
        // Announced by a sentence or by a label, as Readability keeps a list in the story.
        try Self.expectRead("/week", holds: [
            "Take a look at their videos:", "• Attorney General Ann Lee[1]", "• Secretary of State Bo Chan[2]", "[2] https://video.example.org/2",
            "More from The River Times", "Boats return to the weir",
        ])
    }

    @Test func readAPageThatGoesOnAfterItsDocumentCloses() throws {
        try Self.expectRead("/twodocs", holds: [
            "The primary is taking on a racial tone", "The candidates met voters in the city on Saturday",
        ])
    }

    @Test func readAGuidesPlacesUnderTheirLinkedNames() throws {
        try Self.expectRead("/guide", holds: [
            "The Lock Keeper[1]", "4 Quay Street, Millbrook", "Millbrook Tavern[2]", "keeps a fire going",
            "[2] http://127.0.0.1:", "/places/tavern",
        ], lacks: ["The flood of that spring"])
    }

    @Test func readAGridsCaptionAndItsLinkedNames() throws {
        let (output, rows) = try Self.readLines("/stations", width: 60)
        #expect(rows.contains("Heights on the morning of the fifth"), "\(output)")
        #expect(rows.contains("Station 3[3] │ 9 m │ 1953"))
        #expect(output.contains("/station/3"))
        #expect(output.contains("Paragraph 3 of the report"))
        #expect(!output.contains("A headline about the weather"))
    }

    @Test func readAChineseStoryWithItsSubheadingsAndItsCommasInPlace() throws {
        for width in 36...40 {
            let (output, lines) = try Self.readLines("/chinese", width: width)
            #expect(lines.contains("中美合作共赢是大势所趋"), "\(output)")
            #expect(!output.contains("分享"), "a share button's word")
            #expect(!lines.contains { $0.hasPrefix("，") || $0.hasPrefix("。") }, "no line opens with a comma or a full stop at \(width): \(output)")
        }
    }

    @Test func readJSON() throws {
        let server = try Self.pageServer()
        defer { server.stop() }
        let result = try Self.tidings(["read", "--json", server.baseURL.absoluteString + "/story"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "The loopback bridge")
        #expect(object["byline"] as? String == "Ann Lee")
        #expect(object["site"] as? String == "Loopback Gazette")
        #expect(object["published"] as? String == "2026-11-29T09:30:00+00:00")
        let text = try #require(object["text"] as? String)
        #expect(text.hasPrefix("The committee met on Tuesday evening"))
        #expect(text.hasSuffix("to make their case."))
        #expect(!text.contains("[1]"))
    }

    @Test func readFailuresExitOneWithOneLine() throws {
        let server = try Self.pageServer()
        defer { server.stop() }
        for path in ["/missing", "/empty", "/trap"] {
            let result = try Self.tidings(["read", server.baseURL.absoluteString + path])
            #expect(result.status == 1, "\(path)")
            #expect(result.output.isEmpty, "\(path): nothing on stdout")
            #expect(result.errors.hasPrefix("tidings: "), "\(path): \(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(path): one line")
            #expect(!result.errors.contains("root:"), "\(path): never a local file")
        }
        let refused = try Self.tidings(["read", "file:///etc/passwd"])
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
    }

    /// An HN front page whose first story links to the page server.
    static func hackerNews(articleURL: String) throws -> LoopbackServer {
        let front = """
        {"hits":[{"objectID":"701","title":"Loopback bridge story","url":"\(articleURL)","author":"ann","points":12,"num_comments":0,"created_at_i":1795000000}],"page":0,"nbPages":1}
        """
        return try LoopbackServer { request in
            if request.path.hasPrefix("/api/v1/search") { return .json(front) }
            if request.path == "/v0/topstories.json" { return .json("[701]") }
            if request.path.hasPrefix("/v0/") { return .json("null") }
            return .json(#"{"error":"Not Found"}"#, status: 404)
        }
    }

    @Test func vReadsTheStoryInTheTerminal() throws {
        let pages = try Self.pageServer()
        defer { pages.stop() }
        let hn = try Self.hackerNews(articleURL: pages.baseURL.absoluteString + "/story")
        defer { hn.stop() }
        let session = try TmuxSession()
        let browser = try session.recordingBrowser()
        try session.start(arguments: ["hn"], environment: TmuxSession.hackerNews(on: hn, ["BROWSER": browser.command]), columns: 60, rows: 24)
        try session.waitFor(text: "Loopback bridge story")

        try session.send("v")
        let reader = try session.waitFor(text: "The committee met on Tuesday")
        #expect(reader.contains("The loopback bridge"))
        #expect(reader.contains("Loopback Gazette · by Ann Lee"))
        #expect(!reader.contains("Copyright"))
        #expect(reader.contains("  let cost = 1_200_000 // euros"), "code starts at its left edge")

        // Code wider than the pane scrolls sideways with →; ← comes back.
        try session.send("Right")
        try session.waitFor(text: "00 // euros, and this comment runs")
        try session.send("Left")
        try session.waitFor(text: "  let cost = 1_200_000")

        // A link number, typed, opens that link with the same opener as o.
        try session.send("1")
        try session.waitFor(text: "Open link (1–1): 1")
        try session.send("Enter")
        #expect(try session.waitForFile(browser.record) == pages.baseURL.absoluteString + "/report\n")

        // Back to the feed, and v again is served from memory: the page server is not asked again.
        try session.send("Escape")
        try session.waitFor("the feed") { $0.contains("Loopback bridge story") && !$0.contains("The committee met") }
        let fetches = pages.requests.count
        try session.send("v")
        try session.waitFor(text: "The committee met on Tuesday")
        #expect(pages.requests.count == fetches)

        try session.send("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    @Test func escCancelsALoadingPage() throws {
        let slow = try LoopbackServer { _ in .hang }
        defer { slow.stop() }
        let hn = try Self.hackerNews(articleURL: slow.baseURL.absoluteString + "/slow")
        defer { hn.stop() }
        let session = try TmuxSession()
        try session.start(arguments: ["hn"], environment: TmuxSession.hackerNews(on: hn))
        try session.waitFor(text: "Loopback bridge story")
        try session.send("v")
        try session.waitFor(text: "(Esc cancels)")
        // The screen answers keys while the page loads.
        try session.send("Escape")
        try session.waitFor("the feed") { $0.contains("Loopback bridge story") && !$0.contains("Esc cancels") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }
}
