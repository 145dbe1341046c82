import Foundation
import Testing
import TestThreads

/// The reader's twenty-fourth round as a person meets it: a magazine's essay with footnotes
/// under it as Markdown writes them, a sign-up box no name gives away ("Stay connected", a
/// field for an e-mail address), a box about the writer named "full-bio", and a script
/// framework's toast whose binding holds a "=>". Read on the command line at 40 columns, and
/// in the reader: read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderEssayEndToEndTests {
    static let essay: String = {
        let mark = { (number: Int) in "<sup class=\"footnote-ref\"><a href=\"#fn:\(number)\">\(number)</a></sup>" }
        let signUp = "<div class=\"box-3 centered\"><h3>Stay connected</h3><p>Get the latest updates from Harbour Magazine.</p>"
            + "<p>Discover special offers, top stories, upcoming events, and more.</p><form action=\"/join\"><label>Enter your address</label>"
            + "<input type=\"email\" name=\"addr\"><button>Join</button></form></div>"
        let notes = "<div class=\"footnote\"><hr><ol>"
            + "<li id=\"fn:1\"><p>The tables are computed for the lighthouse, two miles out, and corrected by a constant. <a href=\"#fnref:1\">↩</a></p></li>"
            + "<li id=\"fn:2\"><p>More on a north-easterly, when the swell piles the water against the pier. <a href=\"#fnref:2\">↩</a></p></li></ol></div>"
        let bio = "<div class=\"cz-full-bio-wrap\"><p>Ann Reeve has watched the harbour for twenty years and keeps its tide tables by hand.</p></div>"
        let toast = "<div class=\"toast\" @notify.window=\"clearTimeout(t); t = setTimeout(()=> {open=false}, 2000);\" x-data=\"{open: false}\">"
            + "<span x-text=\"message\"></span></div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>What the tide tables leave out | Harbour Magazine</title></head><body>"
            + "<nav><a href=\"/\">Harbour Magazine</a> <a href=\"/essays\">Essays</a></nav><main><article class=\"post\">"
            + "<h1>What the tide tables leave out</h1><p class=\"byline\">By Ann Reeve</p>"
            + "<p>Tide tables give the height of the water at the harbour mouth\(mark(1)), and nothing about the channel, where the sand moves every winter and the depth with it.</p>"
            + "<p>The pilots keep their own notes, passed from one to the next, and the notes disagree with the tables by half a metre on a spring tide\(mark(2)) in the worst of the winter.</p>"
            + signUp + toast
            + "<p>Nobody has written the pilots' notes down in one place, and the harbour board has never asked them to, though its dredger follows them every spring.</p>"
            + "<p>This essay asks why, and what the board would learn if it read them: where the bar has moved, how fast, and what it costs each year to follow it.</p>"
            + notes + bio + "</article></main><footer>Harbour Magazine</footer></body></html>"
    }()

    static let shown = ["Tide tables give the height", "harbour mouth1, and", "Nobody has written the pilots'", "what it costs each year to follow it."]
    static let hidden = ["Stay connected", "Discover special offers", "computed for the lighthouse", "north-easterly",
                         "has watched the harbour", "open=false", "x-data"]

    @Test func anEssayReadsWithoutItsNotesTheSignUpTheBioOrTheToastsCode() throws {
        let output = try ReaderEndToEndTests.readNarrow("/essay", shows: Self.shown, hides: Self.hidden)
        #expect(output.contains("Ann Reeve"), "the byline: \(output)")
    }

    @Test func anEssaySavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "What the tide tables leave out", story: Self.essay,
                                opening: "Tide tables give the height", lacking: ["Stay connected"],
                                end: "to follow it.", lacking: ["lighthouse", "has watched the harbour", "open=false"])
    }
}
