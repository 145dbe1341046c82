import Foundation
import Testing
import TestThreads

/// The forty-second round read on the command line at 40 columns: a post whose sections each
/// open under an `<h1>` between rules, in the one `<article>` (as Medium sets them), is read
/// whole, not cut at its second heading as though the next story began there; a story's column
/// that also holds its summary and its deck, over the wrapper around the story, is read from
/// the summary down, as Readability climbs to it; and a wiki's box of its subject's topics under
/// a heading cell stays, as Readability keeps a table marked as data.
@Suite(.serialized, .ownThread) struct ReaderClimbEndToEndTests {
    static func paragraphs(_ numbers: ClosedRange<Int>) -> String {
        numbers.map { "<p>Paragraph \($0) of the post tells how the river rose in the night, and what the town did the next morning.</p>" }.joined()
    }

    static let post: String = {
        let section = { (heading: String, numbers: ClosedRange<Int>) in "<div class=\"ia ib\"><h1 class=\"lg\">\(heading)</h1>" + paragraphs(numbers) + "</div>" }
        let rule = "<div class=\"o dy\" role=\"separator\"><span class=\"lc\"></span><span class=\"lc\"></span></div>"
        let sections = [section("The flood of that spring", 1...5), section("What the authority changed", 6...10),
                        section("How the ferry came back", 11...15)].joined(separator: rule)
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | River Notes</title></head><body>"
            + "<nav><a href=\"/\">Home</a></nav><main><article><div class=\"l\"><section><div>" + sections + "</div></section></div></article></main>"
            + "<div class=\"related\"><a href=\"/more\">More posts from River Notes</a></div></body></html>"
    }()

    static let column: String = {
        let head = "<span class=\"section-link\"><a href=\"/towns\">Towns</a> · <span>The valley</span></span><h1>The flood of that spring</h1>"
            + "<div class=\"detailSummary\">The council met the engineers and the ferrymen to talk about the levee and the road.</div>"
            + "<h2 class=\"deck\">The new levee held, and the lower town stayed dry</h2>"
        let story = "<div data-cy=\"storyWrapper\"><div class=\"story\">" + paragraphs(1...12) + "</div></div>"
        let topics = (1...4).map { "<li><a href=\"/wiki/T\($0)\">Topic number \($0)</a></li>" }.joined()
        let navbox = "<table class=\"vertical-navbox nowraplinks\"><tbody><tr><th><a href=\"/wiki/Rivers\">Rivers</a> of the valley</th></tr>"
            + "<tr><td><ul>\(topics)</ul></td></tr></tbody></table>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The River Times</title></head><body>"
            + "<nav><a href=\"/\">Home</a></nav><div class=\"page\"><div class=\"detailMainCol sclt-storycontent\">" + head + navbox + story + "</div>"
            + "<aside class=\"sidebar\"><ul><li><a href=\"/popular\">Popular stories this week</a></li></ul></aside></div></body></html>"
    }()

    static let headed: String = {
        let header = "<header><h1>The flood of that spring</h1><p class=\"byline\">By <a href=\"/ann\">Ann Lee</a></p><p><time>March 3, 2020</time></p></header>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The River Times</title></head><body>"
            + "<nav><a href=\"/\">Home</a></nav><div class=\"story\">" + header + paragraphs(1...6) + "</div></body></html>"
    }()

    @Test func storysHeaderKeepsItsDatelineAndSaysTheBylineOnce() throws {
        let output = try ReaderEndToEndTests.readNarrow("/headed", shows: ["by Ann Lee", "March 3, 2020", "Paragraph 1 of the post", "Paragraph 6 of the post"])
        #expect(output.components(separatedBy: "Ann Lee").count == 2, "\(output)")
        #expect(output.components(separatedBy: "The flood of that spring").count == 2, "\(output)")
    }

    @Test func postOfSectionsUnderHeadlineSizedHeadingsReadWhole() throws {
        let output = try ReaderEndToEndTests.readNarrow("/sections",
                                                        shows: ["Paragraph 1 of the post", "What the authority changed", "Paragraph 10 of the post",
                                                                "How the ferry came back", "Paragraph 15 of the post"],
                                                        hides: ["More posts from River Notes"])
        try ReaderEndToEndTests.expectOrder(output, "How the ferry came back", before: "Paragraph 11 of the post")
    }

    @Test func storysColumnReadFromItsSummaryWithItsTopics() throws {
        let output = try ReaderEndToEndTests.readNarrow("/summary-column",
                                                        shows: ["The council met the engineers", "The new levee held", "of the valley",
                                                                "Topic number 4", "Paragraph 1 of the post", "Paragraph 12 of the post"],
                                                        hides: ["Popular stories this week"])
        try ReaderEndToEndTests.expectOrder(output, "The council met the engineers", before: "Paragraph 1 of the post")
    }
}
