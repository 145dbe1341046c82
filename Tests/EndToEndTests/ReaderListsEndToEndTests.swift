import Foundation
import Testing
import TestThreads

/// The reader's thirty-third round as a person meets it: a story whose list of sources links
/// elsewhere (kept, as Readability keeps a list in the story whatever it links), beside a box
/// of picture notes named for media and a bulleted list of its topics named as meta (both
/// gone, as Readability drops what its words weigh against), and a numbered list of steps named
/// as meta (kept: Readability judges bulleted lists only); and a wiki page whose every section
/// is a "scrollbox", read whole as Readability reads it again when its weighing takes most of
/// the page. Read on the command line at 40 columns; the story also in the reader from a feed,
/// to its end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderListsEndToEndTests {
    static func paragraph(_ number: Int) -> String {
        "<p>Paragraph \(number) of the report explains, in some detail, how the weir's keepers measured the flood and what they changed afterwards.</p>"
    }

    static let story: String = {
        let paragraphs = { (numbers: ClosedRange<Int>) in numbers.map(paragraph).joined() }
        let sources = "<p>The keepers drew on these reports:</p><ul>" + ["The state of the river in 2025", "A survey of the levees since 1953",
                                                                          "What the gauges saw that night"].enumerated().map {
            "<li><a href=\"https://reports.riverwatch.net/\($0)\">\($1)</a></li>"
        }.joined() + "</ul>"
        let credits = "<div class=\"media-notes\"><p>Photographs by the weir's archive.</p><p>Maps by the county surveyor's office.</p></div>"
        let tags = "<ul class=\"topic-meta\"><li><a href=\"/tag/flood\">Flood</a></li><li><a href=\"/tag/weir\">Weir</a></li></ul>"
        let steps = "<ol class=\"meta-steps\"><li>Close the upper sluice before the water reaches the second mark.</li>"
            + "<li>Open the lower sluice once the gauge falls below the first mark.</li></ol>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The weir's long night | The River Times</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/region\">Region</a></nav><article><h1>The weir's long night</h1>"
            + paragraphs(1...6) + sources + credits + paragraphs(7...10) + steps + paragraphs(11...12) + tags + "</article></body></html>"
    }()

    static let wiki: String = {
        let contents = "<ul>" + (1...9).map { "<li><a href=\"#s\($0)\">Section \($0) of the keeper's notes on the gauge</a></li>" }.joined() + "</ul>"
        let sections = (1...3).map { "<div class=\"scrollbox\"><h2 id=\"s\($0)\">Section \($0)</h2><div>" + (($0 * 4 + 1)...($0 * 4 + 4)).map(paragraph).joined() + "</div></div>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Gauge notes | The Keepers' Wiki</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/wiki\">Wiki</a></nav><article><h1>Gauge notes</h1>"
            + (1...4).map(paragraph).joined() + contents + sections.joined() + "</article></body></html>"
    }()

    @Test func aStorysListsAreJudgedAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/sources", shows: [
            "Paragraph 1 of the report", "A survey of the levees since 1953", "Open the lower sluice", "Paragraph 12 of the report",
        ], hides: ["Region", "Photographs by the weir's archive", "Maps by the county", "Flood"])
    }

    @Test func aWikiWhoseSectionsAreAllNamedAgainstIsReadWhole() throws {
        _ = try ReaderEndToEndTests.readNarrow("/scrollbox", shows: ["Paragraph 1 of the report", "Paragraph 9 of the report", "Paragraph 16 of the report"],
                                               hides: ["Home"])
    }

    @Test func theStoryIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "The weir's long night", story: Self.story,
                                opening: "Paragraph 1 of the report", lacking: ["Region"],
                                end: "Paragraph 12 of the report", lacking: ["Photographs by the weir's archive", "Maps by the county"])
    }
}
