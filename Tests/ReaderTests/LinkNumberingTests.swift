import Foundation
import Testing
import TestThreads
@testable import Reader

@Suite("Links are numbered in reading order", .ownThread)
struct LinkNumberingTests {
    static let body = """
    <p>\(Pages.prose[0]) See <a href="/council/minutes">the minutes</a> and <a href="https://other.example/report.pdf">the report</a>.</p>
    <p>\(Pages.prose[1]) The <a href="/council/minutes">minutes again</a>, a <a href="javascript:alert(1)">script</a>,
    a <a href="mailto:desk@example.org">mail link</a> and <a href="#top">a jump</a> are not numbered twice or at all.</p>
    <p>\(Pages.prose[2]) <a href="https://example.org/empty"></a></p>
    """

    @Test("Numbers follow first appearance; a repeated address keeps its number; relative links resolve")
    func numbering() throws {
        let article = try #require(Pages.extract(Pages.page(body: Self.body)))
        #expect(article.links.map(\.absoluteString) == ["https://example.org/council/minutes", "https://other.example/report.pdf"])
        let marked = article.blocks.map(\.markedText).joined(separator: "\n")
        #expect(marked.contains("the minutes[1] and the report[2]."))
        #expect(marked.contains("minutes again[1]"))
        #expect(marked.contains("script,") && !marked.contains("script["))
        #expect(!marked.contains("mail link["))
    }

    @Test("An address whose scheme is written in capitals (\"hTtps:\", \"HTTP:\") is a web address in lower case, one number with the same address written plainly; a picture's too")
    func schemeInCapitals() throws {
        let body = "<p>\(Pages.prose[0]) See <a href=\"hTtps://other.example/report.pdf\">the report</a> and "
            + "<a href=\"https://other.example/report.pdf\">the report again</a>.</p><p>\(Pages.prose[1])</p>"
            + "<img src=\"HTTP://pics.example/bridge.jpg\" alt=\"The old bridge at dawn\"><p>\(Pages.prose[2])</p>"
        let article = try #require(Pages.extract(Pages.page(body: body)))
        #expect(article.links.map(\.absoluteString) == ["https://other.example/report.pdf"])
        #expect(article.blocks.map(\.markedText).joined(separator: "\n").contains("the report[1] and the report again[1]."))
        #expect(article.blocks.compactMap(\.imageURL).map(\.absoluteString) == ["http://pics.example/bridge.jpg"])
    }

    @Test("The plain text carries no numbers; the layout lists the links at the end")
    func plainAndListed() throws {
        let article = try #require(Pages.extract(Pages.page(body: Self.body)))
        #expect(!article.text.contains("[1]"))
        let lines = ArticleLayout(article: article, width: 60).lines
        let heading = try #require(lines.firstIndex { $0.role == .linksHeading })
        #expect(lines[heading + 1].text == "[1] https://example.org/council/minutes")
        #expect(lines[heading + 2].text == "[2] https://other.example/report.pdf")
    }

    @Test("<base href> decides where relative links point")
    func baseElement() throws {
        let page = Pages.page(head: #"<base href="https://cdn.example.net/articles/">"#, body: Self.body)
        let article = try #require(Pages.extract(page))
        #expect(article.links.first?.absoluteString == "https://cdn.example.net/council/minutes")
    }
}
