import Foundation
import Testing
import TestThreads
@testable import Reader

/// Pages built to make some part of the extraction cost more than linear time. Each is read in
/// time that grows with the page only because that part now does; before, each of these took
/// minutes (measured: the first three took 2.9 s, 0.43 s and 30 s at half the sizes used here or less,
/// and grew as the square). Every one comes out as the article.
@Suite("Pages built to be slow are read in time", .ownThread)
struct SlowPageTests {
    static let prose = Pages.paragraphs()

    /// A name of letters for each number: names alike once their digits go count as one.
    static func name(_ number: Int) -> String {
        var letters = ""
        var rest = number
        repeat {
            letters.append(Character(UnicodeScalar(UInt8(97 + rest % 26))))
            rest /= 26
        } while rest > 0
        return letters
    }

    /// A page with a title (headings are compared with it) around `body`.
    static func page(_ body: String) -> String {
        "<html><head><title>Bridge stays open | The Gazette</title></head><body>" + body + "</body></html>"
    }

    /// Processor time on this thread to read `html`, and what came out. The budget is wide, so a
    /// page that has grown slow again fails by its ratio below rather than by this machine's speed.
    static func timedRead(_ html: String) -> (seconds: Double, outcome: ReaderOutcome?) {
        let start = WorkMeter.threadNanoseconds()
        let outcome = try? ArticleExtractor.read(html: Array(html.utf8), url: Pages.url, contentType: "text/html; charset=utf-8",
                                                 limits: ExtractionLimits(seconds: 60))
        return (Double(WorkMeter.threadNanoseconds() - start) / 1e9, outcome)
    }

    /// The page built at `size` must come out as its article, and reading it must grow with the
    /// page: at four times the size, less than eight times the processor time (work in
    /// proportion reads four; work that grows as the square, sixteen). A ratio rather than a
    /// limit in seconds, so a slower machine or a debug build reads the same; measured twice
    /// before failing, as one measure can be caught by the machine's other work.
    static func expectLinear(size: Int, containing text: String = "school bus drivers",
                             sourceLocation: SourceLocation = #_sourceLocation, _ page: (Int) -> String) {
        let small = page(size / 4), large = page(size)
        var ratio = Double.infinity
        var outcome: ReaderOutcome?
        for _ in 0..<2 where ratio >= 8 {
            let quarter = timedRead(small), whole = timedRead(large)
            ratio = min(ratio, whole.seconds / max(quarter.seconds, 1e-4))
            outcome = whole.outcome
        }
        #expect(ratio < 8, "four times the page took \(ratio)× the time", sourceLocation: sourceLocation)
        guard case .article(let article)? = outcome else {
            Issue.record("not read: \(String(describing: outcome))", sourceLocation: sourceLocation)
            return
        }
        #expect(article.text.contains(text), sourceLocation: sourceLocation)
    }

    @Test("Scripts written self-closed by the thousand with no end tag after them (each looked for one to the page's end)")
    func selfClosedScriptsWithoutEnd() {
        Self.expectLinear(size: 40_000) { Self.page(Self.prose + String(repeating: "<script/><p>x</p>", count: $0)) }
    }

    @Test("Boxes of a link to a heading and a list of words nested 5,000 deep, the last link going elsewhere (each box looked through all below it for a table of contents)")
    func nestedContents() {
        Self.expectLinear(size: 5_000) {
            Self.page("<article><h2 id=\"part\">Part</h2>" + Self.prose
                + String(repeating: "<div><a href=\"#part\">Part of the story told</a>, a, b, c, d, e, f, g, h, i, j", count: $0)
                + "<a href=\"/elsewhere\">Elsewhere</a></article>")
        }
    }

    @Test("10,000 linked spans in one box before as many of words (each looked through all its siblings for words that link nowhere)")
    func linkedSpansInABox() {
        Self.expectLinear(size: 10_000) {
            Self.page("<article>" + Self.prose + "<div>" + String(repeating: "<span><a href=\"/x\">linked words</a></span>", count: $0)
                + String(repeating: "<span>, and more words, and more, </span>", count: $0) + "</div></article>")
        }
    }

    @Test("Headings nested 4,000 deep in divs (each heading was compared with the title by all its text)")
    func nestedHeadings() {
        Self.expectLinear(size: 4_000) { Self.page(Self.prose + String(repeating: "<h2>Heading words<div>", count: $0)) }
    }

    @Test("A heading left open around boxes nested 50,000 deep (each box looked up for its heading)")
    func boxesInAHeading() {
        Self.expectLinear(size: 50_000) { Self.page(Self.prose + "<h2>Heading words" + String(repeating: "<div>", count: $0) + "x") }
    }

    @Test("Elements named like bylines nested 1,500 deep (each one's whole text was gathered)")
    func nestedBylines() {
        let byline = "<div class=byline>" + String(repeating: "long text ", count: 12)
        Self.expectLinear(size: 1_500) { "<html><body>" + Self.prose + String(repeating: byline, count: $0) + "</body></html>" }
    }

    @Test("10,000 lines of text and <br> in one element (each line looked through all its siblings)")
    func textSiblings() {
        Self.expectLinear(size: 10_000, containing: "A line of text in the long list") {
            "<html><body><div>" + String(repeating: "A line of text in the long list, with a comma<br>", count: $0) + "</div></body></html>"
        }
    }

    @Test("One element with 150,000 attributes (libxml2 compares each with all before it)")
    func manyAttributes() {
        Self.expectLinear(size: 150_000) {
            "<html><body><div " + (0..<$0).map { "a\($0)=x" }.joined(separator: " ") + ">" + Self.prose + "</div></body></html>"
        }
    }

    @Test("50,000 headings before the first paragraph (each looked for a paragraph among all blocks so far)")
    func headingsBeforeProse() {
        Self.expectLinear(size: 50_000) {
            Self.page("<div>" + String(repeating: "<h3>A heading of a few words</h3>", count: $0) + Self.prose + "</div>")
        }
    }

    @Test("Tables nested 50,000 deep, each cell holding the next (each table gathered the text of all below it)")
    func nestedTables() {
        Self.expectLinear(size: 50_000) {
            "<html><body>" + Self.prose + String(repeating: "<table><tr><td><span></span>", count: $0) + "end</body></html>"
        }
    }

    @Test("Code with a line of 50,000 spaces before its end (the trailing-space pattern backtracked)")
    func codeWithSpaces() {
        Self.expectLinear(size: 50_000, containing: "next line") {
            Pages.page(body: Self.prose + "<pre>let x = 1" + String(repeating: " ", count: $0) + "// end\nnext line</pre>")
        }
    }

    @Test("10,000 equal sections 25,000 levels down (the widening looked at every strong section at every level)")
    func equalSectionsDeepDown() {
        // Five levels down from its section, so no common ancestor gathers their score and
        // every section's block is as strong as the best.
        let section = "<section><div><div><div><div><p>\(Pages.prose[0])</p></div></div></div></div></section>"
        Self.expectLinear(size: 10_000, containing: "The committee met") {
            "<html><body>" + String(repeating: "<div>", count: $0 * 5 / 2) + String(repeating: section, count: $0)
                + String(repeating: "</div>", count: $0 * 5 / 2) + "</body></html>"
        }
    }

    @Test("10,000 short boxes after the story, each named its own way (each was compared with all its siblings)")
    func namedBoxesAfterTheStory() {
        Self.expectLinear(size: 10_000) {
            "<html><body><div class=\"story\">" + Self.prose + "</div>"
                + (0..<$0).map { "<div class=\"note-\(Self.name($0))\">It rained. Then.</div>" }.joined() + "</body></html>"
        }
    }

    @Test("10,000 cards in the story, each named its own way (each looked through all its siblings for one alike)")
    func namedCardsInTheStory() {
        Self.expectLinear(size: 10_000) {
            "<html><body><div class=\"story\">" + Self.prose
                + (0..<$0).map { "<div class=\"card-\(Self.name($0))\"><h4><a href=\"/s\">A story</a></h4>It rained.</div>" }.joined()
                + "</div></body></html>"
        }
    }

    @Test("10,000 asides each closed over an open div, and 10,000 stray </section> over 10,000 open divs in a table's cell (each looked down the open elements)")
    func misplacedEndTags() {
        Self.expectLinear(size: 10_000) {
            Self.page(String(repeating: "<aside><div>", count: $0) + String(repeating: "</aside>", count: $0) + Self.prose
                + "<section><table><tr><td>" + String(repeating: "<div>", count: $0) + String(repeating: "</section>", count: $0))
        }
    }

    /// Parts that were never slow, kept so: the work counted grows in proportion to the page.
    static func part(_ name: String, _ n: Int) -> String {
        switch name {
        case "siblings": String(repeating: "<div><p>Some text, with a comma and words.</p></div>", count: n)
        case "inline": "<p>" + String(repeating: "<b><i>word, ", count: n) + "</p>"
        case "links": "<p>" + String(repeating: "<a href=\"/l\">a link</a>, ", count: n) + "</p>"
        case "text": "<p>" + String(repeating: "word, ", count: n * 8) + "</p>"
        case "class": "<div class=\"" + String(repeating: "screen-reade ", count: n * 4) + "\">x</div>"
        case "json": "<script type=\"application/ld+json\">[" + String(repeating: "{\"@type\":\"Thing\"},", count: n * 3) + "{}]</script>"
        case "lists": String(repeating: "<ul><li><p>Item words, more words here.</p>", count: n / 4)
        default: String(repeating: "<blockquote><p>Quoted words, and more.", count: n / 4)
        }
    }

    @Test("Siblings, deep inline markup, links, a huge text, class or JSON-LD, nested lists and quotes cost work in proportion",
          arguments: ["siblings", "inline", "links", "text", "class", "json", "lists", "quotes"])
    func proportionalWork(_ name: String) {
        func work(_ n: Int) -> Int {
            let page = "<html><body>" + Self.part(name, n) + Self.prose + "</body></html>"
            return ArticleExtractor.work(html: Array(page.utf8), url: Pages.url).work
        }
        let small = work(2_000)
        let large = work(8_000)
        #expect(large < small * 6, "\(name): \(small) → \(large) for four times the page")
    }
}
