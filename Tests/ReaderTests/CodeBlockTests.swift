import Foundation
import Testing
import TestThreads
@testable import Reader

@Suite("Code blocks, lists, quotes, tables and images", .ownThread)
struct CodeBlockTests {
    static let code = """
    func greet(_ name: String) -> String {
        // a comment that is deliberately much wider than the narrow screen this test lays it out on
        return "Hello, \\(name) & <friends>"
    }
    """

    static var page: String {
        Pages.page(body: Pages.paragraphs() + """
        <pre><code>\(code.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</code></pre>
        <ul><li>first item</li><li>second item<ol><li>nested one</li></ol></li></ul>
        <blockquote><p>A quoted sentence from the minutes of the meeting.</p></blockquote>
        <table><tr><th>Year</th><th>Cost</th></tr><tr><td>2026</td><td>€1.2m</td></tr><tr><td>2031</td><td>€14m</td></tr></table>
        <p><img src="/bridge.jpg" alt="The bridge at dusk"> \(Pages.prose[0])</p>
        """)
    }

    @Test("A <pre> block keeps its lines and indentation, entities decoded")
    func preformatted() throws {
        let article = try #require(Pages.extract(Self.page))
        let block = try #require(article.blocks.first { $0.kind == .code })
        #expect(block.text == Self.code)
    }

    @Test("A highlighter's line numbers are left out of the code's lines (numbered spans, numbers no one can select); a gutter's cell is a column beside it")
    func lineNumbersLeftOut() throws {
        func code(_ html: String) throws -> [String] {
            let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + html + "<p>\(Pages.prose[0])</p>")))
            return article.blocks.filter { $0.kind == .code }.map(\.text)
        }
        // Pygments and Sphinx: a number at each line's start, in a span named for it.
        let inline = "<div class=\"highlight\"><pre><span class=\"linenos\">  9</span><span class=\"k\">let</span> x = 1\n<span class=\"linenos\">10</span>print(x)</pre></div>"
        #expect(try code(inline) == ["let x = 1\nprint(x)"])
        // Rouge's, Pygments' and Octopress' tables: the numbers in a cell of their own beside
        // the code's, each maybe a span named for it, are a column of their own (as the page
        // and Readability have them), which the screen sets beside the code.
        let table = "<table class=\"rouge-table\"><tbody><tr><td class=\"rouge-gutter gl\"><pre class=\"lineno\">1\n2\n</pre></td>"
            + "<td class=\"rouge-code\"><pre>let x = 1\nprint(x)\n</pre></td></tr></tbody></table>"
        #expect(try code(table) == ["1\n2", "let x = 1\nprint(x)"])
        let spans = "<table><tr><td class=\"gutter\"><pre class=\"line-numbers\"><span class=\"line-number\">1</span>\n<span class=\"line-number\">2</span>\n</pre></td>"
            + "<td class=\"code\"><pre><code><span class=\"line\">let x = 1</span>\n<span class=\"line\">print(x)</span></code></pre></td></tr></table>"
        #expect(try code(spans) == ["1\n2", "let x = 1\nprint(x)"])
        // Hugo's inline numbers: no name, but set so that no one can select them.
        let unselectable = "<pre><code><span style=\"display:flex\"><span style=\"white-space:pre;user-select:none\"> 1</span><span>let x = 1\n</span></span>"
            + "<span style=\"display:flex\"><span style=\"white-space:pre;user-select:none\"> 2</span><span>print(x)</span></span></code></pre>"
        #expect(try code(unselectable) == ["let x = 1\nprint(x)"])
        // Numbers that are the code's own stay: a program's output, a span of the code.
        #expect(try code("<pre>1\n2\n3</pre>") == ["1\n2\n3"])
        #expect(try code("<pre><span class=\"mi\">42</span> + <span class=\"mi\">1</span></pre>") == ["42 + 1"])
        #expect(try code("<pre><span style=\"--gutter-user-select: none\">42</span> + 1</pre>") == ["42 + 1"], "a page's own setting")
    }

    @Test("Code whose lines end in <br>, or are each a box of their own, keeps its lines")
    func linesByBreaksAndBoxes() throws {
        func code(_ html: String) throws -> [String] {
            let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + html + "<p>\(Pages.prose[0])</p>")))
            return article.blocks.filter { $0.kind == .code }.map(\.text)
        }
        // A blog editor's code: no newline in the markup, a <br> at each line's end.
        #expect(try code("<pre><code><span>import</span> json<br><span>import</span> redis<br><br>client = redis.Redis()<br></code></pre>")
            == ["import json\nimport redis\n\nclient = redis.Redis()"])
        // Each line a box, with or without a newline between the boxes.
        #expect(try code("<pre><div class=\"line\">let x = 1</div><div class=\"line\">print(x)</div></pre>") == ["let x = 1\nprint(x)"])
        #expect(try code("<pre><div>let x = 1</div>\n<div>print(x)</div></pre>") == ["let x = 1\nprint(x)"])
    }

    @Test("Code is never re-wrapped: a long line stays whole for sideways scrolling")
    func notWrapped() throws {
        let article = try #require(Pages.extract(Self.page))
        let layout = ArticleLayout(article: article, width: 40)
        let code = layout.lines.filter { $0.role == .code }
        #expect(code.count == 4)
        #expect(code.allSatisfy { $0.isPreformatted })
        #expect(code[1].text.hasPrefix("      // a comment that is deliberately much wider"))
        #expect(layout.widestLine > 40)
        let wrapped = layout.lines.filter { !$0.isPreformatted }
        #expect(wrapped.allSatisfy { $0.text.count <= 40 })
    }

    @Test("A gutter of line numbers is drawn beside its code, right-aligned; numbers that are the code's own are drawn as code")
    func gutterBesideTheCode() throws {
        let lines = (1...10).map { "line \($0) of the listing" }
        let gutter = "<table class=\"highlighttable\"><tr><td class=\"linenos\"><div class=\"linenodiv\"><pre>" + (1...10).map(String.init).joined(separator: "\n")
            + "</pre></div></td><td class=\"code\"><div class=\"highlight\"><pre>" + lines.joined(separator: "\n") + "</pre></div></td></tr></table>"
        let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + gutter + "<p>\(Pages.prose[0])</p><pre>7\n8\n9</pre>")))
        let code = ArticleLayout(article: article, width: 60).lines.filter { $0.role == .code }.map(\.text)
        #expect(code == ["   1  line 1 of the listing", "   2  line 2 of the listing"] + (3...9).map { "   \($0)  line \($0) of the listing" }
                + ["  10  line 10 of the listing", "  7", "  8", "  9"])
        #expect(article.text.contains("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n\nline 1 of the listing"), "the text says them as the page does")
        // Output that counts, before a listing of its own, is no gutter: only a table's cell is.
        let output = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + "<pre>1\n2</pre><pre>let x = 1\nprint(x)</pre><p>\(Pages.prose[0])</p>")))
        #expect(ArticleLayout(article: output, width: 60).lines.filter { $0.role == .code }.map(\.text) == ["  1", "  2", "  let x = 1", "  print(x)"])
        // A column of numbers that does not count up is not a gutter.
        #expect(!ArticleBlock(kind: .code, text: "1\n3").isLineNumberColumn)
        #expect(ArticleBlock(kind: .code, text: " 9\n10").isLineNumberColumn)
        #expect(!ArticleBlock(kind: .paragraph, text: "1").isLineNumberColumn)
    }

    @Test("Lists get markers and nesting, quotes a bar, tables aligned columns, images their alt text")
    func otherBlocks() throws {
        let article = try #require(Pages.extract(Self.page))
        let text = ArticleLayout(article: article, width: 60).lines.map(\.text)
        #expect(text.contains("• first item"))
        #expect(text.contains("• second item"))
        #expect(text.contains("  1. nested one"))
        #expect(text.contains("│ A quoted sentence from the minutes of the meeting."))
        #expect(text.contains("Year │ Cost"))
        #expect(text.contains("2026 │ €1.2m"))
        #expect(text.contains("[image: The bridge at dusk]"))
    }
    @Test("A listing's commas are its syntax, not prose: a notebook's code cell does not win over the post around it")
    func codeCommasAreNotProse() throws {
        // A rendered notebook's post: short sections of prose, each with its cell; one cell
        // calls a function with a dozen arguments, a comma after each.
        let arguments = (1...14).map { "column_\($0) = format(date, \"%Y-%m-%d\", tz = \"UTC\")" }.joined(separator: ",\n  ")
        func section(_ heading: String, _ prose: String, _ code: String) -> String {
            "<section class=\"level2\"><h2>\(heading)</h2><p>\(prose)</p><div class=\"cell\"><div class=\"sourceCode\">"
                + "<pre class=\"sourceCode r\"><code>\(code)</code></pre></div></div></section>"
        }
        let post = "<main class=\"content banner-title-block\"><h1>Building a calendar table</h1>"
            + section("What is a calendar table?", "A calendar table holds a row for each day of a year, with what a report needs to know about "
                      + "that day: its week, its month, whether it is a working day. I wanted one I could build again each year.", "library(tibble)")
            + section("Building the table", "First, the days themselves, one row each, with a column for each way of naming them. "
                      + "The locale decides the names of the months and the days, so yours may differ from mine.",
                      "calendar <- tibble(date = seq(as.Date(\"2011-01-01\"), as.Date(\"2011-12-31\"), by = 1),\n  \(arguments))")
            + section("Adding the holidays", "Bank holidays come from a public service that needs no sign-up; the table keeps the "
                      + "English name and the local one, and the closing section writes it all to the database at last.", "calendar <- add_holidays(calendar)")
            + "</main>"
        let page = "<!DOCTYPE html><html><head><title>Building a calendar table | Notes</title></head><body>"
            + "<nav><a href=\"/\">Notes</a> <a href=\"/about\">About</a></nav>" + post + "</body></html>"
        let text = try #require(Pages.extract(page)).text
        #expect(text.contains("A calendar table holds a row for each day"))
        #expect(text.contains("the closing section writes it all to the database"))
        #expect(text.contains("column_14 = format(date"))
    }
}
