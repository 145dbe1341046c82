import Foundation
import Testing
import TestThreads
@testable import Reader

/// Pages built to make some part of the extraction cost more than linear time. Each is read
/// within the standard budget (a few seconds of processor time) only because that part now
/// grows with the page; before, each of these took minutes (measured: the first three take
/// 2.9 s, 0.43 s and 30 s at a quarter or less of the sizes used here, and grew as the square).
/// Every one comes out as the article rather than `.tooComplex`.
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

    /// Reads with the standard budget; the article, or a note of what else came out.
    static func read(_ html: String) -> ReaderOutcome? {
        try? ArticleExtractor.read(html: Array(html.utf8), url: Pages.url, contentType: "text/html; charset=utf-8")
    }

    /// The page must come out as its article, within the standard budget even where the
    /// work happened in one step the budget could not interrupt.
    static func expectArticle(_ html: String, containing text: String = "school bus drivers",
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let start = WorkMeter.threadNanoseconds()
        let outcome = read(html)
        let seconds = Double(WorkMeter.threadNanoseconds() - start) / 1e9
        #expect(seconds < ExtractionLimits.standard.seconds, "took \(seconds) s", sourceLocation: sourceLocation)
        guard case .article(let article)? = outcome else {
            Issue.record("not read: \(String(describing: outcome))", sourceLocation: sourceLocation)
            return
        }
        #expect(article.text.contains(text), sourceLocation: sourceLocation)
    }

    @Test("Headings nested 8,000 deep in divs (each heading was compared with the title by all its text)")
    func nestedHeadings() {
        Self.expectArticle(Self.page(Self.prose + String(repeating: "<h2>Heading words<div>", count: 8_000)))
    }

    @Test("A heading left open around boxes nested 100,000 deep (each box looked up for its heading)")
    func boxesInAHeading() {
        Self.expectArticle(Self.page(Self.prose + "<h2>Heading words" + String(repeating: "<div>", count: 100_000) + "x"))
    }

    @Test("Elements named like bylines nested 3,000 deep (each one's whole text was gathered)")
    func nestedBylines() {
        let byline = "<div class=byline>" + String(repeating: "long text ", count: 12)
        Self.expectArticle("<html><body>" + Self.prose + String(repeating: byline, count: 3_000) + "</body></html>")
    }

    @Test("20,000 lines of text and <br> in one element (each line looked through all its siblings)")
    func textSiblings() {
        let lines = String(repeating: "A line of text in the long list, with a comma<br>", count: 20_000)
        Self.expectArticle("<html><body><div>" + lines + "</div></body></html>", containing: "A line of text in the long list")
    }

    @Test("One element with 300,000 attributes (libxml2 compares each with all before it)")
    func manyAttributes() {
        let attributes = (0..<300_000).map { "a\($0)=x" }.joined(separator: " ")
        Self.expectArticle("<html><body><div " + attributes + ">" + Self.prose + "</div></body></html>")
    }

    @Test("100,000 headings before the first paragraph (each looked for a paragraph among all blocks so far)")
    func headingsBeforeProse() {
        Self.expectArticle(Self.page("<div>" + String(repeating: "<h3>A heading of a few words</h3>", count: 100_000)
            + Self.prose + "</div>"))
    }

    @Test("Tables nested 100,000 deep, each cell holding the next (each table gathered the text of all below it)")
    func nestedTables() {
        let tables = String(repeating: "<table><tr><td><span></span>", count: 100_000)
        Self.expectArticle("<html><body>" + Self.prose + tables + "end</body></html>")
    }

    @Test("Code with a line of 100,000 spaces before its end (the trailing-space pattern backtracked)")
    func codeWithSpaces() {
        let code = "<pre>let x = 1" + String(repeating: " ", count: 100_000) + "// end\nnext line</pre>"
        Self.expectArticle(Pages.page(body: Self.prose + code), containing: "next line")
    }

    @Test("20,000 equal sections 50,000 levels down (the widening looked at every strong section at every level)")
    func equalSectionsDeepDown() {
        // Five levels down from its section, so no common ancestor gathers their score and
        // every section's block is as strong as the best.
        let section = "<section><div><div><div><div><p>\(Pages.prose[0])</p></div></div></div></div></section>"
        let page = "<html><body>" + String(repeating: "<div>", count: 50_000) + String(repeating: section, count: 20_000)
            + String(repeating: "</div>", count: 50_000) + "</body></html>"
        Self.expectArticle(page, containing: "The committee met")
    }

    @Test("20,000 short boxes after the story, each named its own way (each was compared with all its siblings)")
    func namedBoxesAfterTheStory() {
        let boxes = (0..<20_000).map { "<div class=\"note-\(Self.name($0))\">It rained. Then.</div>" }.joined()
        Self.expectArticle("<html><body><div class=\"story\">" + Self.prose + "</div>" + boxes + "</body></html>")
    }

    @Test("20,000 cards in the story, each named its own way (each looked through all its siblings for one alike)")
    func namedCardsInTheStory() {
        let cards = (0..<20_000).map { "<div class=\"card-\(Self.name($0))\"><h4><a href=\"/s\">A story</a></h4>It rained.</div>" }.joined()
        Self.expectArticle("<html><body><div class=\"story\">" + Self.prose + cards + "</div></body></html>")
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
