import Foundation
import Testing
import TestThreads

/// The reader's twenty-third round as a person meets it: a small site's post rendered by a
/// notebook tool, a phone's menu of link cards hidden on every screen above it, a quotation in
/// the site's quote widget, a code cell calling a function with a dozen arguments, a box about
/// the writer, and a plea to enable JavaScript for the comments; and a page a script builds,
/// whose only words are that plea. Read on the command line at 40 columns, and in the reader:
/// read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderSmallSitesEndToEndTests {
    static let post: String = {
        let card = { (name: String, about: String) in
            "<div class=\"block px-7 py-4\"><a href=\"/\(name.lowercased())\"><b>\(name)</b></a><p class=\"mt-1 block\">\(about)</p></div>"
        }
        let menu = "<div class=\"hidden sticky top-16 lg:!hidden\" id=\"drawer\"><p class=\"px-7 pb-3\">Explore what the harbour could build.</p>"
            + card("Boats", "Building blocks of a fleet, one hull at a time.") + card("Quays", "How the quays differ from one another, stone by stone.")
            + card("Stories", "How the town is shaping its harbour for its own needs.") + "</div>"
        let arguments = (1...14).map { "column_\($0) = format(date, \"%Y-%m-%d\", tz = \"UTC\")" }.joined(separator: ",\n  ")
        func section(_ heading: String, _ prose: String, _ code: String) -> String {
            "<section class=\"level2\"><h2>\(heading)</h2><p>\(prose)</p><div class=\"cell\"><div class=\"sourceCode\">"
                + "<pre class=\"sourceCode r\"><code>\(code)</code></pre></div></div></section>"
        }
        let quote = "<blockquote class=\"_ce_measure_widget\" data-widget=\"quote\"><p>There is not much to add: from the first letter to the "
            + "stamp at the bottom, the tide table says everything about where the harbour is.</p></blockquote>"
        let about = "<div class=\"author-block\"><h5><em>About The Author</em></h5><div class=\"row\"><h4>Ann Reeve</h4>"
            + "<p>Harbour watcher, full-time, and keeper of the tide tables</p></div></div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>A tide table in R | Harbour Notes</title></head><body>"
            + "<nav class=\"sticky top-0\" aria-label=\"Main\"><a href=\"/\">Harbour Notes</a> <a href=\"/about\">About</a></nav>" + menu
            + "<main class=\"content banner-title-block\"><h1>A tide table in R</h1>"
            + section("Why a tide table?", "A tide table holds a row for each day of the year, with what a skipper needs to know about that "
                      + "day: high water, low water, and whether the quay is dry at noon. I wanted one I could build again each year.", "library(tibble)")
            + quote
            + section("Building the table", "First, the days themselves, one row each, with a column for each way of naming them. The locale "
                      + "decides the names of the months and the days, so yours may differ from mine.",
                      "tides <- tibble(date = seq(as.Date(\"2026-01-01\"), as.Date(\"2026-12-31\"), by = 1),\n  \(arguments))")
            + section("Adding the moon", "The moon's phases come from a public service that needs no sign-up; the closing section of the "
                      + "post writes the whole table to the harbour office's database at last.", "tides <- add_moon(tides)")
            + "</main>" + about + "<div id=\"app\"></div><noscript>Please enable JavaScript to view the <a href=\"https://comments.example/\">"
            + "comments powered by our comment service.</a></noscript></body></html>"
    }()

    /// A page a script builds: nothing but the plea, and a box for the script to fill.
    static let plea = "<!DOCTYPE html><html><head><title>On leaving the harbour | Notes</title></head><body><div id=\"app\"></div>"
        + "<noscript>Please enable JavaScript to view the <a href=\"https://comments.example/\">comments powered by our comment "
        + "service.</a></noscript><script src=\"/app.js\"></script></body></html>"

    static let shown = ["A tide table holds a row for each day", "There is not much to add", "column_14 = format(date",
                        "Adding the moon", "add_moon(tides)"]
    static let hidden = ["Explore what the harbour", "Building blocks of a fleet", "Please enable JavaScript"]

    @Test func aNotebookPostReadsWholeWithoutThePhonesMenuOrThePlea() throws {
        let output = try ReaderEndToEndTests.read("/notebook", ["--width", "40"]).output
        for said in Self.shown { #expect(output.contains(said), "\(said): \(output)") }
        for unsaid in Self.hidden { #expect(!output.contains(unsaid), "\(unsaid): \(output)") }
        #expect(output.contains("Ann Reeve"), "\(output)")
    }

    @Test func aPageWhoseOnlyWordsAreThePleaHoldsNoArticle() throws {
        let server = try ReaderEndToEndTests.pageServer()
        defer { server.stop() }
        let result = try ReaderEndToEndTests.tidings(["read", server.baseURL.absoluteString + "/plea"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(!result.errors.contains("JavaScript"), "\(result.errors)")
    }

    @Test func aNotebookPostSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "A tide table in R", story: Self.post,
                                opening: "A tide table holds a row", lacking: ["Explore what the harbour"],
                                end: "add_moon(tides)", lacking: ["Please enable JavaScript"])
    }
}
