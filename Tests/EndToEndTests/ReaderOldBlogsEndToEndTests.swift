import Foundation
import ReaderFixtures
import Testing
import TestThreads

/// The forty-fifth round's older blogs and pages as a person meets them: a post of a line among
/// its blog's links (previous and next post, related entries, a column of topics beside it) and
/// a post under a long thread of readers' comments, each headed by its time, read on the command
/// line at 40 columns; a post of two Japanese lines with no full stop, which the reader had
/// refused as no article, read from a feed, saved and read offline in the next run; and an old
/// page whose references lack their ';' ("&copy 2004"), read as a browser reads them; and a
/// forum's post over its thread's index of replies, each a linked title, read with the post;
/// and a review's verdict whose parts are named for its rating, with tabs for a small screen.
@Suite(.serialized, .ownThread) struct ReaderOldBlogsEndToEndTests {
    @Test func aShortPostAmongItsBlogsLinksIsReadWithoutTheColumnOfTopics() throws {
        let output = try ReaderEndToEndTests.readNarrow(
            "/short-post", shows: ["Gaugeviz draws the gauges of a river as a tree of stations.", "Previous post: Reading the levels"],
            hides: ["Topic number", "Partner offer", "No article"])
        try ReaderEndToEndTests.expectOrder(output, "Previous post", before: "Gaugeviz draws the gauges")
    }

    @Test func aPostOfTwoJapaneseLinesIsReadSavedAndReadOffline() throws {
        let site = try FeedStorySite(item: "Gaugeviz", story: ReaderFixtures.postOfTwoLinesInJapanese)
        defer { site.server.stop() }
        let screen = try site.read(until: "観測所ごとの")
        #expect(screen.contains("川の水位計を木の") && !screen.contains("No article"), "\(screen)")
        try site.backToTheList()
        try site.saveThenReadOfflineInTheNextRun(shown: "観測所ごとの")
    }

    static let oldPage = """
        <html><head><title>Fish&nbsp;and chips on the quay</title></head><body><table><tr><td><a href="/">Home</a></td><td>
        <h1>Fish and chips on the quay</h1>
        <p>The stall on the quay has sold fish &amp chips since 1962, and on a summer evening the queue reaches the harbour wall&nbsp;&mdash; longer than the one for the ferry.</p>
        <p>Its owner, Ren&eacute Marsh, fries in beef dripping as her father did, and says the recipe is the one thing she will never change &lt;even for the inspectors&gt;.</p>
        <p>The chalkboard still reads &quot;cod, haddock, plaice&quot; and the prices have not moved in two summers, which she puts down to the boats landing more each spring.</p>
        <p>Copyright &copy 2004 The Quay Gazette</p></td></tr></table></body></html>
        """

    @Test func anOldPagesReferencesWithoutSemicolonsReadAsABrowserReadsThem() throws {
        _ = try ReaderEndToEndTests.readNarrow(
            "/old-references", shows: ["fish & chips since 1962", "René Marsh", "<even for the inspectors>", "© 2004"],
            hides: ["&amp", "&eacute", "&lt", "&copy"])
    }

    static let commentedPost: String = {
        let comments = (1...12).map { number in
            "<h4><a href=\"#c\(number)\">#</a>&nbsp;re: Moving in <span>2004-12-27 12:\(10 + number)</span> <a href=\"/u/\(number)\">reader\(number)</a></h4>"
                + "<p>Welcome, number \(number) of us has read your translation of the framework book twice, and the chapter on the garbage collector three times over.</p>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Moving in - Gauge notes</title></head><body><form id=\"form1\"><div id=\"main\">"
            + "<div class=\"post\"><h2>Moving in</h2><p>Thanks to the invitation, I am glad to move into this community of technical blogs, which is a good place to write.</p>"
            + "<p>Here I will write about C++/CLI and C#, and keep my more personal notes on the other blog, as before, since this one is read by people who came for the code.</p>"
            + "<p>A word about me: when the framework first came out, I translated its reference for the publisher, and since then I have written two books of my own about it, both for beginners.</p>"
            + "<p>I will post once a week, and answer questions here in the comments when I can, though the day job comes first and the children second, so be patient with me.</p></div>"
            + "<a name=\"feedback\"></a><div id=\"comments\"><h3>Comments</h3>" + comments + "</div></div></form></body></html>"
    }()

    @Test func aPostUnderItsReadersCommentsIsReadWithoutThem() throws {
        _ = try ReaderEndToEndTests.readNarrow(
            "/blog-comments", shows: ["I am glad to move into this community", "keep my more personal notes"], hides: ["reader3", "garbage collector"])
    }

    static let forumPost: String = {
        let replies = (1...40).map { number in
            "<li><a href=\"/thread?id=\(number)\">Reply \(number): the guide, as always, took us to three shops, then lunch!</a>"
                + "[<a href=\"/user?id=\(number)\">poster\(number)</a>] 08-11 16:\(10 + number) 138 words [140/0]</li>"
        }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Why guides love shops - Travel forum</title></head><body><table width=\"100%\">"
            + "<tr><td><table><tr><td><b>Subject:</b> Why guides love shops</td></tr><tr><td class=\"line_h24\"><p class=\"large\">Most of a tour guide's income "
            + "comes from commissions on what the group buys, and that is the rule at home and abroad. So read the contract closely, and do not let the guide "
            + "talk you into the shops.</p></td></tr></table></td></tr><tr><td><table><tr><td><b>| Replies:</b></td></tr></table><table><tr><td><ul>"
            + replies + "</ul></td></tr></table></td></tr></table></body></html>"
    }()

    @Test func aForumPostOverItsIndexOfRepliesIsRead() throws {
        _ = try ReaderEndToEndTests.readNarrow("/forum-index", shows: ["So read the contract closely", "Reply 40: the guide"])
    }

    static let review: String = {
        let paragraphs = (1...5).map { "<p>Paragraph \($0) of the review tells how the monitor showed the harbour's tide tables through a long week of rain.</p>" }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The harbour monitor, tested</title></head><body><article><h1>The harbour monitor, tested</h1>"
            + "<div class=\"entry-content\">" + paragraphs + "<div class=\"rating-block\"><div class=\"rating-block__cell rating-block__cell--pros\">"
            + "<p class=\"rating-block__cell__title\">For</p><ul class=\"rating-block__list\"><li>sharp and bright picture</li><li>quiet fan at full speed</li></ul></div>"
            + "<div class=\"rating-block__cell rating-block__cell--cons\"><p class=\"rating-block__cell__title\">Against</p><ul class=\"rating-block__list\"><li>thin speakers</li></ul></div>"
            + "<div class=\"rating-block__carousel\"><ul><li><a href=\"0\">For</a></li><li><a href=\"#against\">Against</a></li></ul></div></div></div></article></body></html>"
    }()

    @Test func aReviewsVerdictWithItsTabsIsRead() throws {
        _ = try ReaderEndToEndTests.readNarrow("/review-verdict", shows: ["sharp and bright picture", "quiet fan at full speed", "thin speakers"])
    }
}

