import Foundation
import Testing
import TestThreads

/// The reader's thirty-first round as a person meets it: a story a script shows in an overlay
/// (the whole page inside a `role="dialog"`), its paragraphs each wrapped in a span, one of them
/// mostly a link, a part of it under a header of its own; and a forum's thread whose posts open
/// with their poster and their date linked to their place on the page, read against a `<base>`
/// at the site's root, one post a line between smileys. Read on the command line at 40 columns;
/// the thread also in the reader, read to its end, saved and read offline.
@Suite(.serialized, .ownThread) struct ReaderThreadEndToEndTests {
    static let overlay: String = {
        func paragraph(_ words: String) -> String { "<p class=\"paragraph\"><span class=\"html-render\">\(words)</span></p>" }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Tests plateau in the valley - The Harbour Express</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/states\">States</a></div>"
            + "<div class=\"\" role=\"dialog\" style=\"position:relative;\"><section class=\"section-content\"><article>"
            + "<h1>Tests plateau in the valley, not the infections</h1><div class=\"storycontent\">"
            + paragraph("The valley has been recording fewer new cases each day for a week, down from the week before.")
            + paragraph("The fall came as the town's attention <a href=\"/tag/levee-repairs/\">was on the levee, which had given way for "
                        + "the second time that week</a> and on the pumps moved to the low streets.")
            + paragraph("Fewer tests were done in the same week, the health office said, so the figures say less than they seem to.")
            + "<section><header><h2>What the numbers mean</h2><p>Experts say the fall should be read with care until the tests are "
            + "back to where they were.</p></header>"
            + paragraph("A doctor who sat on the national committee said the office relies on quick tests, which miss more cases.")
            + paragraph("The office said it has asked every district to keep testing the people it has to, whatever the figures say.")
            + "</section></div></article></section></div><footer>Copyright The Harbour Express</footer></body></html>"
    }()

    static let posts = ["Gapps are not required, but it means no store and stuff.", "Just wondering what your main phone is?",
                        "The G4, though I want the newer one because it feels better.", "Something is up with the build: it dies with no error.",
                        "Try wiping the cache first, it worked for me."]

    /// The thread, its posts' permalinks written relative to the site's root, as the page's
    /// `<base>` says, to the page's own `path` there.
    static func thread(at path: String) -> String {
        let smiley = { (name: String) in "<img src=\"/images/smilies/icon_\(name).gif\" alt=\":\(name):\">" }
        let items = posts.enumerated().map { number, words in
            "<li id=\"post-\(number)\" class=\"message\"><div class=\"messageUserInfo\"><h3 class=\"userText\">"
                + "<a href=\"members/\(number)/\">reader\(number)</a> <em>Level: Lollipop</em></h3></div>"
                + "<div class=\"messageInfo primaryContent\"><div class=\"messageContent\"><article>"
                + "<h6 class=\"media-heading\"><span class=\"authorEnd\"><a href=\"members/\(number)/\">reader\(number)</a>, </span>"
                + "<a href=\"\(path)#post-\(number)\" class=\"datePermalink\">Nov 15, 2015</a>:</h6><blockquote class=\"messageText\">\(words)</blockquote>"
                + "</article></div></div></li>"
        }
        let last = "<li id=\"post-9\" class=\"message\"><div class=\"messageInfo\"><div class=\"content\">" + smiley("redface")
            + " Thanks, that fixed it: it was my fault, I flashed the old build without looking at its date.<br>That will teach me. "
            + smiley("twisted") + "</div></div></li>"
        return "<!DOCTYPE html><html><head><base href=\"/\"><meta charset=\"utf-8\"><title>Marsh CM13 | Page 5 | Harbour Forums</title></head><body>"
            + "<div class=\"navTabs\"><a href=\"/forums\">Forums</a> <a href=\"/members\">Members</a></div>"
            + "<div class=\"mainContent\"><h1>Marsh CM13</h1><ol class=\"messageList\">" + items.joined() + last + "</ol></div>"
            + "<div class=\"footer\">Forum software by Harbour</div></body></html>"
    }

    @Test func aStoryInAnOverlayIsReadWithEveryParagraph() throws {
        _ = try ReaderEndToEndTests.readNarrow("/overlay", shows: [
            "recording fewer new cases", "attention was on the levee, which had given way for the second time that week[1] and on the pumps",
            "What the numbers mean", "should be read with care", "whatever the figures say",
        ], hides: ["States", "Copyright"])
    }

    @Test func aForumThreadsPostsAreEachRead() throws {
        // (Each post is the page's quotation, a numbered item of the thread: the first words of
        // each are on one line at 40 columns.)
        _ = try ReaderEndToEndTests.readNarrow("/xenforo", shows: Self.posts.map { String($0.prefix(22)) } + ["Thanks, that fixed it: it was my"],
                                               hides: ["Members", "Forum software"])
    }

    @Test func aForumThreadIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "Marsh CM13", story: Self.thread(at: "story"),
                                opening: "Gapps are not required", lacking: ["Members"],
                                end: "That will teach me", lacking: ["Forum software"])
    }
}
