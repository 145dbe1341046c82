import Foundation
import Testing
import TestThreads
@testable import Reader

@Suite("Hostile pages", .ownThread)
struct HostilePageTests {
    @Test("Escape sequences in the text are removed before anything is shown")
    func escapes() throws {
        let hostile = "Nothing to see\u{1B}[2J\u{1B}]0;owned\u{07} here \u{9B}31m and \u{202E}reversed &#x1b;[31mred."
        let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs(Pages.prose + [hostile]))))
        for block in article.blocks {
            #expect(!block.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 || $0.value == 0x202E })
        }
        #expect(article.text.contains("Nothing to see"))
    }

    @Test("50,000 nested divs neither crash nor hide the article")
    func deepNesting() throws {
        let depth = 50_000
        let page = "<html><body>" + String(repeating: "<div>", count: depth) + Pages.paragraphs() + String(repeating: "</div>", count: depth) + "</body></html>"
        let article = try #require(Pages.extract(page))
        #expect(article.text == Pages.prose.joined(separator: "\n\n"))
    }

    @Test("A 10 MB page is read to the end")
    func hugePage() throws {
        var filler = ""
        let row = "<div class=\"promo\"><a href=\"/x\">Lots of links nobody reads</a></div>\n"
        while filler.utf8.count < 10_000_000 { filler += row }
        let page = Pages.page(body: Pages.paragraphs()) + filler
        // No size cut-off: the whole page is read. The time budget is the release build's; a
        // debug build beside the rest of the run is near it, so this reading has a wider one
        // (the budget itself is tested in ExtractionBudgetTests).
        let outcome = try ArticleExtractor.read(html: Array(page.utf8), url: Pages.url, contentType: "text/html; charset=utf-8",
                                                limits: ExtractionLimits(seconds: 60))
        guard case .article(let article) = outcome else { Issue.record("\(outcome)"); return }
        #expect(article.text.contains("The committee met on Tuesday evening"))
        #expect(!article.text.contains("Lots of links"))
    }

    @Test("Navigation, sidebars and footers stay out of the article")
    func boilerplate() throws {
        let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs())))
        #expect(article.text == Pages.prose.joined(separator: "\n\n"))
    }

    @Test("Button labels between paragraphs are not part of the text")
    func buttonLabels() throws {
        let body = Pages.paragraphs([Pages.prose[0], "Share", Pages.prose[1], "Advertisement", Pages.prose[2]])
        let article = try #require(Pages.extract(Pages.page(body: body)))
        #expect(article.text == Pages.prose.joined(separator: "\n\n"))
    }

    @Test("A page without an article says so")
    func noArticle() {
        #expect(Pages.extract("<html><body><nav><a href='/'>Home</a></nav><p>Hi.</p></body></html>") == nil)
        #expect(Pages.extract("") == nil)
        #expect(Pages.extract("\u{0}\u{1}\u{2}") == nil)
    }
}
