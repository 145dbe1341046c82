import Foundation
import Testing
import TestThreads

/// The reader's twenty-sixth round as a person meets it: a weekly's story in the wide column of a
/// grid, the column beside it holding the offers (most of it links), both in a wrapper
/// that holds nothing else; a lead in a "lead-container"; a video's place holding only a consent
/// notice's line; schema.org microdata written out for machines (the publisher's logo address);
/// a help layer a class hides ("is_hidden"); and the story's notes in a table under a caption.
/// Read on the command line at 40 columns, and in the reader: read to its end, saved, read
/// offline.
@Suite(.serialized, .ownThread) struct ReaderMagazineColumnEndToEndTests {
    static let story: String = {
        let paragraphs = [
            "The harbour's new wall was paid for twice, the auditors found, once by the town and once by the port.",
            "The town's share, raised by a levy on every berth, went to the builder in three payments over two years.",
            "The port paid the same builder again from a fund meant for dredging, on invoices that named the same work.",
            "Neither the town nor the port noticed, the auditors wrote, because neither had asked the other what it paid.",
        ]
        let more = (5...40).map { "Paragraph \($0) of the audit follows the money from the levy to the builder, invoice by invoice, and month by month." }
        let offer = { (title: String, link: String, words: String) in
            "<div class=\"asset-box\"><div class=\"asset-title\">\(title)</div><a href=\"/weekly/\(link)\">\(link.capitalized) this week</a><p>\(words)</p></div>"
        }
        let offers = "<div class=\"column-small\">"
            + offer("The printed weekly", "digital", "The whole world of news, with graphics and videos. Read the new issue on Friday evening, before it reaches the shops.")
            + offer("Offers", "subscribe", "Read the weekly or give it to a friend, and save a third of the price for a whole year.")
            + offer("Older issues", "archive", "Browse every issue since 1947, free of charge, except the last twelve months of them.")
            + "<div class=\"asset-box\">" + ["politics", "business", "science", "culture", "sport", "travel"].map {
                "<a href=\"/weekly/\($0)\">\($0.capitalized) from the weekly, all of it</a>"
            }.joined(separator: " ") + "</div></div>"
        let meta = "<div class=\"b-article__meta\"><div itemprop=\"publisher\" itemscope><div itemprop=\"name\">Harbour Weekly Publishing</div>"
            + "<div itemprop=\"logo\" itemscope><div itemprop=\"url\">https://cdn.harbour.example/logo.png</div></div></div></div>"
        let video = "<div class=\"video-responsive__wrapper\"><p class=\"cookie-empty-placeholder\">In order to view the video, please allow <a>Manage Cookies</a></p></div>"
        let help = "<div class=\"ends_btn\"><div class=\"ends_help_layer is_hidden\"><p>You can recommend stories up to fifty times a day.</p></div></div>"
        let notes = "<div class=\"footnotes_reference_container\"><table class=\"footnotes_table\"><caption>Notes</caption><tbody>"
            + "<tr><th><a href=\"#r1\">↑1</a></th><td>The auditors' report runs to ninety pages; the payments are on page twelve.</td></tr>"
            + "<tr><th><a href=\"#r2\">↑2</a></th><td>The builder said it had returned the second payment in March.</td></tr></tbody></table></div>"
        let body = "<div class=\"lead-container\"><p>Auditors say the town and the port both paid for the same wall.</p></div>"
            + paragraphs.prefix(2).map { "<p>\($0)</p>" }.joined() + video + meta + help
            + (paragraphs.dropFirst(2) + more).map { "<p>\($0)</p>" }.joined() + notes
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The wall paid for twice | Harbour Weekly</title></head><body>"
            + "<div id=\"wrapper\"><div id=\"content-main\"><div class=\"column-wide\"><h1>The wall paid for twice</h1>"
            + "<div class=\"dig-text\">" + body + "</div></div>" + offers + "</div></div></body></html>"
    }()

    static let shown = ["Auditors say the town and the port both paid", "The harbour's new wall was paid for twice",
                        "what it paid.", "the payments are on page twelve."]
    static let hidden = ["The printed weekly", "The whole world of news", "Browse every issue", "Harbour Weekly Publishing",
                         "logo.png", "In order to view the video", "You can recommend stories"]

    @Test func aStoryInAColumnReadsWithItsLeadAndNotesWithoutTheOffersOrTheMachinery() throws {
        let output = try ReaderEndToEndTests.read("/column", ["--width", "40"]).output
        // Wrapped at 40 columns: each line is looked for with its words on one line.
        let flat = output.split(whereSeparator: \.isNewline).joined(separator: " ")
        for said in Self.shown { #expect(flat.contains(said), "\(said): \(output)") }
        for unsaid in Self.hidden { #expect(!flat.contains(unsaid), "\(unsaid): \(output)") }
    }

    @Test func aStoryInAColumnSavedIsReadToItsEndAndReadOffline() throws {
        let site = try FeedStorySite(item: "The wall paid for twice", story: Self.story)
        defer { site.server.stop() }
        try site.visit(opening: "Auditors say the town and the port", lacking: ["Harbour Weekly Publishing", "In order to view"],
                       end: "on page twelve.", lacking: ["The printed weekly", "Browse every issue"])
    }
}
