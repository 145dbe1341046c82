import Foundation
import Testing
import ReaderFixtures
import TestThreads

/// The reader's thirty-sixth round as a person meets it: a wiki's article whose references, a
/// list every entry of which links its source, stay (Readability judges a list by no share of
/// links); whose notices named "metadata" go, the one named for the article's content too (a
/// table is judged by Readability's weighing of its name); whose picture keeps its caption of a
/// credit's few words; and whose box of films under their heading stays as data. And a question
/// with its answers, read from the box around both (Readability climbs from the answers' box to
/// it). Read on the command line at 40 columns, and from a feed to its end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderReferencesEndToEndTests {
    static let story: String = {
        let sources = ["Lowland Weirs: a survey", "The Mill Archive", "River Trust annual report", "County Records Office",
                       "Harbour board minutes", "Fisheries census 1998", "Boatmen's guild ledger", "Valley Gazette"]
        let references = sources.enumerated().map { number, source in
            "<li id=\"cite_note-\(number)\"><span class=\"mw-cite-backlink\"><b><a href=\"#cite_ref-\(number)\">^</a></b></span> <span class=\"reference-text\">"
                + "<a class=\"external text\" href=\"https://archive.example.org/\(number)\">\(source)</a> (retrieved 2 January 2011)</span></li>"
        }.joined()
        let films = [("1960s", ["The Proper Time (1960)", "The Young Sinner (1965)"]), ("1970s", ["Billy Jack (1971)", "The Master Gunfighter (1975)"])]
        let rows = films.map { decade, titles in
            "<tr><th scope=\"row\">\(decade)</th><td><div class=\"hlist\"><ul>"
                + titles.enumerated().map { "<li><a href=\"/films/\(decade)-\($0.offset)\">\($0.element)</a></li>" }.joined() + "</ul></div></td></tr>"
        }.joined()
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Aldbury mill - Wiki</title></head><body>
            <nav><a href="/">Main page</a> <a href="/random">Random article</a></nav>
            <div id="content" class="mw-body"><h1>Aldbury mill</h1><div id="bodyContent"><div id="mw-content-text">
            <table class="metadata plainlinks ambox ambox-content" role="presentation"><tr><td class="mbox-text">This article <b>needs additional citations for <a href="/wiki/Help:Verifiability">verification</a></b>. Please help <a href="/edit">improve this article</a> by adding citations.</td></tr></table>
            \(ReaderListsEndToEndTests.paragraph(1))
            <div class="thumb"><img src="/mill.jpg" alt=""><div class="caption">Photo: River Trust</div></div>
            \(ReaderListsEndToEndTests.paragraph(2))\(ReaderListsEndToEndTests.paragraph(3))
            <h2>References</h2><div class="reflist"><ol class="references">\(references)</ol></div>
            <table class="metadata mbox-small"><tr><td>The river trust keeps photographs of the mill from 1890 to this day in its archive.</td></tr></table>
            <table class="navbox"><tr><td><table><tr><th colspan="2">Films shot at the mill</th></tr>\(rows)</table></td></tr></table>
            </div></div></div></body></html>
            """
    }()

    @Test func aWikisTablesAndListsAreJudgedAsReadabilityJudgesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/mill", shows: [
            "Paragraph 1 of the report", "Photo: River Trust", "Lowland Weirs: a survey", "Valley Gazette", "Films shot at the mill",
            "The Master Gunfighter (1975)",
        ], hides: ["Random article", "needs additional citations", "keeps photographs of the mill"])
    }

    @Test func aQuestionIsReadWithItsAnswers() throws {
        _ = try ReaderEndToEndTests.readNarrow("/answers", shows: [
            "I want to assign the decimal", "Cast it explicitly", "The other language casts for you",
        ], hides: ["Questions", "Privacy"])
    }

    @Test func theArticleIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "Aldbury mill", story: Self.story,
                                opening: "Paragraph 1 of the report", lacking: ["Random article", "needs additional citations"],
                                end: "The Master Gunfighter (1975)", lacking: ["keeps photographs of the mill"])
    }
}
