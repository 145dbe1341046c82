import Foundation
import Testing
import TestThreads

/// The reader's thirtieth round as a person meets it: a wiki's page with its table of contents
/// over the text, a forum's thread read whole (the replies shaped as the first post), and an
/// easy-Japanese story whose words link to their dictionary entry, each read in ruby. Read on
/// the command line at 40 columns; the thread also in the reader, read to its end, saved and
/// read offline.
@Suite(.serialized, .ownThread) struct ReaderWikiEndToEndTests {
    static let parts = ["Basic commands", "Customizing quotations", "By language", "Nested quotations"]

    static let wiki: String = {
        func anchor(_ part: String) -> String { part.replacingOccurrences(of: " ", with: "_") }
        let sentences = ["One does not usually type quotation marks by hand, but rather uses the two commands the wiki defines.",
                         "The marks follow the document's language, set once at the top of the file with one command.",
                         "A language of its own sets the marks its printers use, and a quotation inside another takes the other kind.",
                         "Quotations nest as deep as the text needs, each level taking the marks set for it."]
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Quotes - Harbour Wiki</title></head><body>"
            + "<div id=\"mw-navigation\"><a href=\"/\">Main page</a> <a href=\"/random\">Random page</a></div>"
            + "<main><h1>Quotes</h1><div class=\"mw-parser-output\"><p>This page shows how to set quotations in a document, short and long.</p>"
            + "<div id=\"toc\" class=\"toc\"><div class=\"toctitle\"><h2>Contents</h2></div><ul>"
            + "<li><a href=\"#\(anchor(parts[0]))\"><span class=\"tocnumber\">1</span> <span class=\"toctext\">\(parts[0])</span></a></li>"
            + "<li><a href=\"#\(anchor(parts[1]))\"><span class=\"tocnumber\">2</span> <span class=\"toctext\">\(parts[1])</span></a><ul>"
            + "<li><a href=\"#\(anchor(parts[2]))\"><span class=\"tocnumber\">2.1</span> <span class=\"toctext\">\(parts[2])</span></a></li></ul></li>"
            + "<li><a href=\"#\(anchor(parts[3]))\"><span class=\"tocnumber\">3</span> <span class=\"toctext\">\(parts[3])</span></a></li></ul></div>"
            + zip(parts, sentences).map { "<h2><span class=\"mw-headline\" id=\"\(anchor($0))\">\($0)</span></h2><p>\($1)</p>" }.joined()
            + "</div></main><div id=\"footer\">Content is available under a licence.</div></body></html>"
    }()

    static let replies = ["I kind of like it. The concept at least.", "A little rough if you toggle the collapsed mode.",
                          "Yeah, this would only work for the expanded mode.", "A bit more polished looking now. It is an option.",
                          "I made a plugin that fakes a masonry layout.", "Thanks for the quick fix, it is much better now."]

    static let thread: String = {
        func post(_ number: Int, _ body: String, reply: Bool) -> String {
            "<div id='post_\(number)' class='topic-body crawler-post'" + (reply ? " itemprop='comment'" : "") + ">"
                + "<div class='crawler-post-meta'><span class='creator'><a href='/u/\(number)'>reader\(number)</a></span>"
                + "<time class='post-time'>March \(number), 2021</time></div>"
                + "<div class='post' itemprop='" + (reply ? "text" : "articleBody") + "'>" + body + "</div></div>"
        }
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Headlines in a grid - Harbour Forum</title></head><body>"
            + "<header><a href='/'>Harbour Forum</a> <a href='/latest'>Latest</a></header><div id='main-outlet' class='wrap' role='main'>"
            + "<div itemscope itemtype='http://schema.org/DiscussionForumPosting'><h1>Headlines in a grid</h1>"
            + post(1, "<p>The headlines laid out in a grid of two columns, horrible or not?</p><pre>#headlines { display: grid; }</pre>", reply: false)
            + replies.enumerated().map { post($0 + 2, "<p>\($1)</p>", reply: true) }.joined()
            + "</div></div><footer>Powered by Discourse</footer></body></html>"
    }()

    static let easy: String = {
        func word(_ kanji: String, _ reading: String) -> String {
            "<a href='javascript:void(0)' class='dicWin'><ruby><span class=\"under\">\(kanji)</span><rt>\(reading)</rt></ruby></a>"
        }
        return "<!DOCTYPE html><html lang=\"ja\"><head><meta charset=\"utf-8\"><title>NEWS WEB EASY|港に新しい船</title></head><body>"
            + "<article><h1>港に新しい船が来る</h1><div class=\"article-body\">"
            + "<p>港に新しい\(word("船", "ふね"))が来ました。町の人たちが見に来ました。</p>"
            + "<p>\(word("船長", "せんちょう"))は「この港でたくさんの魚をとりたいです」と話しました。</p>"
            + "<p>船は来週から毎日、朝早く港を出ます。</p></div></article></body></html>"
    }()

    @Test func aWikisContentsStandOverItsText() throws {
        let output = try ReaderEndToEndTests.readNarrow("/wiki", shows: ["This page shows how", "each level taking the marks"],
                                                        hides: ["Random page", "available under a licence"])
        #expect(output.contains("Contents\n\n• 1 Basic commands\n• 2 Customizing quotations\n  • 2.1 By language\n• 3 Nested quotations"),
                "the table of contents, nested, over the text: \(output)")
    }

    @Test func aForumThreadIsReadWholeOnTheCommandLine() throws {
        _ = try ReaderEndToEndTests.readNarrow("/forum", shows: ["horrible or not?"] + Self.replies, hides: ["Powered by Discourse", "Latest"])
    }

    @Test func easyJapaneseKeepsEveryWordAndItsReading() throws {
        let output = try ReaderEndToEndTests.readNarrow("/easy", shows: ["港に新しい船ふねが来ました", "船長せんちょうは「この港で"])
        #expect(!output.contains("javascript"), "\(output)")
    }

    @Test func aForumThreadIsReadToItsEndSavedAndReadOffline() throws {
        try FeedStorySite.visit(item: "Headlines in a grid", story: Self.thread,
                                opening: "horrible or not?", lacking: ["Latest"],
                                end: "Thanks for the quick fix", lacking: ["Powered by Discourse"])
    }
}
