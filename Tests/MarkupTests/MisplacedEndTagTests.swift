import Testing
@testable import Markup

/// A block's end tag closes the elements left open inside it, as a browser's parser does;
/// libxml2 2.9 alone ignores `</aside>` (or `</section>`, `</li>`…) over an open `div`, and the
/// rest of the page nested inside the block.
@Suite("Misplaced end tags close as in a browser")
struct MisplacedEndTagTests {
    static func tree(_ body: String) -> String {
        HTMLEventLog.of("<html><body>" + body + "</body></html>", dropsUnreadText: true)
    }

    @Test("An aside with a div left open ends at </aside>: what follows is its sibling, not inside it")
    func asideWithAnOpenDiv() {
        let log = Self.tree("<div id=w><aside><div>menu<div>more</div></aside><div id=main><p>The story.</p></div></div>")
        #expect(log == "<html><body><div id=w><aside><div>menu<div>more</div></div></aside><div id=main><p>The story.</p></div></div></body></html>")
    }

    @Test("Sections, articles, navigation and list items close over open divs too",
          arguments: ["section", "article", "nav", "header", "footer", "main", "figure", "blockquote", "ul", "li"])
    func otherBlocks(_ block: String) {
        let inner = block == "ul" ? "<li><div>x" : block == "li" ? "<div>x" : "<div>x"
        let open = block == "li" ? "<ul><li>" : "<\(block)>"
        let close = block == "li" ? "</li></ul>" : "</\(block)>"
        let log = Self.tree(open + inner + close + "<p>after</p>")
        #expect(log.hasSuffix("</\(block == "li" ? "ul" : block)><p>after</p></body></html>"), "\(log)")
    }

    @Test("Only what a browser closes: an end tag matching nothing open, or across a table cell, or a span's, changes nothing")
    func onlyWhatABrowserCloses() {
        // No aside is open: the stray end tag is ignored, as before.
        #expect(Self.tree("<div>a</aside>b</div>") == "<html><body><div>ab</div></body></html>")
        // The aside is outside the table: a browser does not close the cell's div from inside the table.
        #expect(Self.tree("<aside><table><tr><td><div>cell</aside>x</div></td></tr></table></aside>")
            == "<html><body><aside><table><tr><td><div>cellx</div></td></tr></table></aside></body></html>")
        // A span's end tag does not close a div (a browser ignores it as libxml2 does).
        #expect(Self.tree("<span><div>a</span>b</div>") == "<html><body><span><div>ab</div></span></body></html>")
        // An li's end tag does not reach out of a list nested inside it.
        #expect(Self.tree("<ul><li><ol><div>x</li>y</div></ol></li></ul>") == "<html><body><ul><li><ol><div>xy</div></ol></li></ul></body></html>")
    }

    @Test("libxml2's own closing of the same elements later does not close anything twice")
    func laterClosingIsHidden() {
        let log = Self.tree("<div id=outer><section><div>a</section><p>b</p></div><p>c</p>")
        #expect(log == "<html><body><div id=outer><section><div>a</div></section><p>b</p></div><p>c</p></body></html>")
    }

    @Test("An element that never holds anything (embed, source, track, wbr, keygen) holds nothing here either: what follows it is its sibling, where libxml2 2.9 nests the rest of the box inside `embed` and `source`",
          arguments: ["embed src=/clip.swf", "source srcset=/big.webp", "track src=/a.vtt", "wbr", "keygen"])
    func voidElements(_ tag: String) {
        let name = String(tag.prefix { $0 != " " })
        let log = Self.tree("<div><p>a</p><\(tag)><p>b</p><em>c</em></div><p>d</p>")
        #expect(log == "<html><body><div><p>a</p><\(tag)></\(name)><p>b</p><em>c</em></div><p>d</p></body></html>", "\(log)")
        // Closed by the page, or not, the same.
        #expect(Self.tree("<div><\(tag)></\(name)><p>b</p></div>") == "<html><body><div><\(tag)></\(name)><p>b</p></div></body></html>")
    }

    @Test("A picture's image after its sources is the picture's, not inside a source")
    func pictureSources() {
        let log = Self.tree("<picture><source srcset=/a.webp type=image/webp><source srcset=/a.avif><img src=/a.jpg></picture><p>after</p>")
        #expect(log == "<html><body><picture><source srcset=/a.webp type=image/webp></source><source srcset=/a.avif></source><img src=/a.jpg></img></picture><p>after</p></body></html>", "\(log)")
    }
}
