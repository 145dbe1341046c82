import Foundation
import Testing
import TestThreads

/// The forty-fourth round's video page read on the command line at 40 columns: its transcript,
/// set in the article's footer of facts behind a "Show Transcript" link, is the article; the
/// site's own footer about itself is not.
@Suite(.serialized, .ownThread) struct ReaderTranscriptEndToEndTests {
    static let page: String = {
        let transcript = (1...5).map { "<p><strong>Narrator:</strong> Part \($0) of the film follows the pickers through the season, from the first frost to the last crates sent north.</p>" }.joined()
        let about = (1...4).map { "<p>About us, part \($0): founded in 1996, the site has shown films about food and farming to readers everywhere, with a small team.</p>" }.joined()
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Where strawberries come from | Films</title></head><body>"
            + "<div class=\"wrapper\"><article class=\"content\"><h1>Where strawberries come from</h1><p>Watch the film to see where they grow.</p>"
            + "<footer id=\"meta-data\"><div id=\"transcript\"><a href=\"#show\">Show Transcript</a><div id=\"transcriptContent\">" + transcript
            + "</div></div></footer></article><footer class=\"site-footer\">" + about + "</footer></div></body></html>"
    }()

    @Test func transcriptInTheArticlesFooterIsRead() throws {
        _ = try ReaderEndToEndTests.readNarrow("/transcript", shows: ["Narrator: Part 1 of the film", "Part 5 of the film"], hides: ["About us"])
    }
}
