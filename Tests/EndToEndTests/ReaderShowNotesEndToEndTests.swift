import Foundation
import Testing
import TestThreads

/// The reader's twenty-eighth round as a person meets it: a podcast's episode page, its show
/// notes a list of other sites' pages with a note and a one-word title among them; and a
/// small paper's story in the one wrapper of its page, the paper's address and a prompt to
/// subscribe beside it. Read on the command line at 40 columns, and in the reader: read to
/// its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderShowNotesEndToEndTests {
    static func line(_ number: Int) -> String {
        "Paragraph \(number) of the episode's notes tells what the hosts said about the river, and why the new paper matters."
    }

    static let references = [
        "<a href=\"https://journal.riverscience.net/articles/1\">Evidence of a warmer river</a> (the paper)",
        "Commentary: <a href=\"https://news.labweekly.com/2\">Hopes raised, but doubts remain</a>",
        "<a href=\"https://preprints.physicsarchive.org/abs/3\">A replication above seventy kelvin</a>",
        "<a href=\"https://blog.nanoviews.net/2023/03/meeting\">A blog with many comments on the meeting</a>",
        "Nature and the sage, a joke that is not a link",
        "<a href=\"https://books.shopfront.com/b/4\">Fraud</a>",
    ]

    /// An episode's page: what it is about, then its show notes.
    static let episode: String = {
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>50: The river paper | Interaction Podcast</title></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/episodes\">Episodes</a></nav><article class=\"post\"><h1>50: The river paper</h1>"
            + "<div class=\"post-content\">" + (1...4).map { "<p>\(line($0))</p>" }.joined() + "<h3>Show notes</h3><ul>"
            + references.map { "<li>\($0)</li>" }.joined() + "</ul><p>\(line(5))</p></div></article>"
            + "<footer>Interaction Podcast</footer></body></html>"
    }()

    /// A small paper's page: one wrapper around the story, the paper's address and a prompt.
    static let gazette: String = {
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring | The River Gazette</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/news\">News</a></div><div class=\"page\"><div class=\"whole\">"
            + "<div class=\"news\"><h1>The flood of that spring</h1>" + (1...5).map { "<p>\(line($0))</p>" }.joined() + "</div></div>"
            + "<div class=\"bottom\">© 2016 The River Gazette, 1110 Washington St. <a href=\"/contact\">Write to us</a>.</div></div></body></html>"
    }()

    static let shownNotes = ["Evidence of a warmer river", "A replication above seventy kelvin", "Nature and the sage", "Fraud"]

    @Test func anEpisodesShowNotesReadWithTheirNoteAndShortTitle() throws {
        try ReaderEndToEndTests.readNarrow("/episode", shows: Self.shownNotes + [Self.line(1), Self.line(5)], hides: ["Interaction Podcast"])
    }

    @Test func aStoryInItsPagesOneWrapperReadsWithoutThePapersAddress() throws {
        try ReaderEndToEndTests.readNarrow("/gazette", shows: [Self.line(1), Self.line(5)], hides: ["Washington St.", "Write to us"])
    }

    @Test func anEpisodeSavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "50: The river paper", story: Self.episode,
                                opening: "Paragraph 1 of the episode", lacking: ["Episodes"], end: "Fraud", lacking: ["Interaction Podcast"])
    }
}
