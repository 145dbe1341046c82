import Foundation
import Testing
import TestThreads

/// The reader's thirty-second round as a person meets it: a regional portal's story, a lead
/// and a picture over its paragraphs set in phrases between ads (`<span id="chunk_1"><p>…`), a
/// box of the portal's extras ("extraInfo") and its notice of rights under it; and a story
/// under a header of its writer and date ("entry-header"), a small table of teasers among its
/// paragraphs, its readers' comments named in Polish after it. Read on the command line at 40 columns; the portal's story also in the
/// reader from a feed, to its end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderPortalEndToEndTests {
    static let comments = ["Idioci, jak wolicie zarażać swoje dzieci ospą, to sobie róbcie, ale równie dobrze mogą nigdy nie dostać ospy, a wtedy co?",
                           "Wielkie halo, od wielu wielu lat takie coś się praktykuje, nawet w PRL wiele matek tak robiło, i nikt nie robił z tego afery.",
                           "Ospa u dorosłych ma o wiele cięższy przebieg niż u dzieci, jest przede wszystkim dłuższa, więc lepiej przejść ją za młodu."]

    /// Fifteen paragraphs of the story, numbered so a screen can tell which it shows.
    static func paragraph(_ number: Int) -> String {
        "<p>Paragraph \(number) of the report explains, in some detail, how the health office counted the cases that winter and what it changed afterwards.</p>"
    }

    static let story: String = {
        let paragraphs = { (numbers: ClosedRange<Int>) in numbers.map(paragraph).joined() }
        let ad = "<div class=\"mvp-info\"><div class=\"mvp-info-bar\"><span class=\"mvp-info-title\"></span></div></div>"
        let more = "<div class=\"k_newsBlurbs\">" + (1...6).map {
            "<div class=\"k_newsBlurb\"><h3><a href=\"/news/\($0)\">Another story of the valley, number \($0)</a></h3>"
                + "<p>What the mayor said about the roads and the schools this week.</p></div>"
        }.joined() + "</div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>A pox party in the valley | The Valley Portal</title></head><body>"
            + "<div id=\"menu\"><a href=\"/\">Home</a> <a href=\"/region\">Region</a></div>"
            + "<div class=\"k_newsDetail\"><div class=\"k_content\"><p class=\"k_lead\">Parents in the valley are taking their children to "
            + "play with friends who have the pox, on purpose, so that they catch it young.</p><div class=\"k_insetPhotoLarge\">"
            + "<img src=\"/pox.jpg\" alt=\"\"><div class=\"k_title\">Children at play, photo archive</div></div><div><div class=\"k_copy\">"
            + "<span id=\"chunk_1\">" + paragraphs(1...10) + "</span>" + ad + "<span id=\"chunk_2\">" + paragraphs(11...13) + "</span>" + ad
            + "<span id=\"chunk_3\">" + paragraphs(14...15) + "</span></div></div></div>"
            + "</div>" + more
            + "<div class=\"extraInfo\"><p>Read the portal every morning in its app, with the weather and the traffic for your own town.</p></div>"
            + "<div style=\"clear: both\"></div><div style=\"font-size: 7pt\">&copy; 2011 The Valley Portal. All Rights Reserved. Any reproduction, "
            + "republication, redistribution, translation and/or modification of our content, in print or online, is expressly prohibited "
            + "without our prior written consent.<br><br><div><a href=\"/licence\">Republish this story</a></div></div></body></html>"
    }()

    /// A story under a header of its writer and date named "entry-header", its readers'
    /// comments named in Polish after it.
    static let commented: String = {
        let lines = (1...9).map { "<p>Paragraph \($0) of the story tells how the water rose in the night, and what the town did about it the next morning.</p>" }
        let teasers = "<table class=\"tb02 takze\"><tbody><tr><td colspan=\"2\"><span>More on prices in 2012</span></td></tr>" + (1...3).map {
            "<tr><td><a href=\"https://money.example/story/\($0)\"><img src=\"/t\($0).jpg\"></a></td><td><b><a href=\"https://money.example/story/\($0)\">"
                + "Bad news for drivers, number \($0)</a></b><br>The companies announced new wholesale prices for petrol and diesel today.</td></tr>"
        }.joined() + "</tbody></table>"
        let thread = "<div class=\"komentarze\"><h3>KOMENTARZE</h3>" + comments.enumerated().map { number, words in
            "<div class=\"well komentarz komentarz\(number)\"><div class=\"row\"><div class=\"col-xs-6\">gość \(number), 30.12.11 20:43</div></div>"
                + "<div class=\"textkomentarz\">\(words)</div></div>"
        }.joined() + "</div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The Valley Portal</title></head><body>"
            + "<div id=\"menu\"><a href=\"/\">Home</a> <a href=\"/region\">Region</a></div><article class=\"post\"><div class=\"entry-body\">"
            + "<header class=\"entry-header\"><h1 class=\"entry-title\">The flood of that spring</h1><div class=\"entry-meta\"><span class=\"by-author\">"
            + "<span class=\"author\">By <strong>Mitchell Byars, Daily Camera</strong></span></span> "
            + "<time class=\"entry-date\" datetime=\"2019-07-19T12:31:19-0600\">Jul 19, 2019, 12:31 pm</time></div></header>"
            + "<div class=\"entry-content\">" + lines[0...3].joined() + teasers + lines[4...].joined() + "</div></div></article>" + thread + "</body></html>"
    }()

    @Test func aPortalsStoryIsReadWithoutItsFurniture() throws {
        _ = try ReaderEndToEndTests.readNarrow("/portal", shows: [
            "Parents in the valley are taking", "Paragraph 1 of the report", "Paragraph 15 of the report",
        ], hides: ["Region", "Read the portal every morning", "Another story of the valley", "All Rights Reserved", "Republish"])
    }

    @Test func aStoryUnderItsHeaderIsReadWithoutTheHeaderOrTheComments() throws {
        _ = try ReaderEndToEndTests.readNarrow("/komentarze", shows: ["Paragraph 1 of the story", "Paragraph 9 of the story"],
                                               hides: ["Jul 19, 2019, 12:31", "Idioci", "Wielkie halo", "KOMENTARZE", "Bad news for drivers"])
    }

    @Test func aPortalsStoryIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "A pox party in the valley", story: Self.story,
                                opening: "Parents in the valley", lacking: ["Region"],
                                end: "Paragraph 15 of the report", lacking: ["Another story of the valley", "All Rights Reserved"])
    }
}
