import Foundation
import Testing
import TestThreads

/// The reader's twenty-fifth round as a person meets it: a newspaper's story the page cut in two
/// around a row of ads, each half a "body articleBody" in a grid row of its own; a card for
/// another story inside it whose summary runs to four sentences, ending with a "Read more" link
/// to its headline's story; a menu of a design system's links (`<pp-link href>`); and the link
/// the site sets under everything ("Unable to edit the page?"). Read on the command line at 40
/// columns, and in the reader: read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderSplitStoryEndToEndTests {
    static let story: String = {
        let half = { (paragraphs: [String], inside: String) in
            "<div class=\"row\"><div class=\"column\"><div class=\"body articleBody\">" + paragraphs.map { "<p>\($0)</p>" }.joined() + inside + "</div></div></div>"
        }
        let card = "<div class=\"box\"><div class=\"box-header-wrapper\"><a class=\"box-header\" href=\"/blog/dredging\">How the dredger works</a></div>"
            + "<p class=\"box-description\">A dredger is a ship with a pump. It lifts sand from the channel. Where does the sand go? We went aboard to find out.</p>"
            + "<a class=\"read-more\" href=\"/blog/dredging\">Read more</a></div>"
        let adverts = "<div class=\"row\"><div class=\"advert\"><div class=\"advert-title\">Advertisement</div></div><ul class=\"more\">"
            + (1...6).map { "<li><a href=\"/stories/\($0)\">Another story from the harbour, number \($0)</a></li>" }.joined() + "</ul></div>"
        let areas = ["Harbour", "Shipping", "Fishing", "Weather", "Town", "Sport"]
        let menu = "<pp-navigation>" + areas.map { area in
            "<pp-navigation-item><span>\(area)</span><pp-list>" + (1...12).map {
                "<pp-navigation-item><pp-link href=\"/\(area)/\($0)\"><div><p class=\"text\">\(area): section \($0) of the news</p></div></pp-link></pp-navigation-item>"
            }.joined() + "</pp-list></pp-navigation-item>"
        }.joined() + "</pp-navigation>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The channel moves again | Harbour Daily</title></head><body>"
            + menu + "<div class=\"page\"><h1>The channel moves again</h1>"
            + half([
                "The channel into the harbour moved forty metres east over the winter, the pilots said on Monday, the third time in five years.",
                "The harbour board's dredger, which follows the pilots' notes each spring, will start a month early, at a cost the board has not yet said.",
                "Fishermen, who lost two days at sea in March when the bar closed, asked the board to publish the soundings every week.",
            ], card) + adverts
            + half([
                "The board said it would publish the soundings once the dredger had finished, and not before, as they change from tide to tide.",
                "The pilots' association said it would publish its own notes from May, on paper at the harbour office and on its website.",
            ], "")
            + "</div><p><a href=\"/FrontPage\">Unable to edit the page? See the front page for instructions.</a></p></body></html>"
    }()

    static let shown = ["The channel into the harbour moved", "publish the soundings every week.", "The board said it would publish",
                        "on paper at the harbour office and on its website."]
    static let hidden = ["A dredger is a ship with a pump", "We went aboard", "section 3 of the news", "Unable to edit the page",
                         "Another story from the harbour"]

    @Test func aStoryInTwoHalvesReadsWholeWithoutTheCardTheMenuOrTheHelpLink() throws {
        try ReaderEndToEndTests.readNarrow("/halves", shows: Self.shown, hides: Self.hidden)
    }

    @Test func aStoryInTwoHalvesSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "The channel moves again", story: Self.story,
                                opening: "The channel into the harbour moved", lacking: ["section 3 of the news"],
                                end: "and on its website.", lacking: ["Unable to edit", "We went aboard"])
    }
}
