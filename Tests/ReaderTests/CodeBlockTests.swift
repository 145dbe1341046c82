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

    @Test("A highlighter's line numbers are left out of the code: numbered spans, a gutter's cell, numbers no one can select")
    func lineNumbersLeftOut() throws {
        func code(_ html: String) throws -> [String] {
            let article = try #require(Pages.extract(Pages.page(body: Pages.paragraphs() + html + "<p>\(Pages.prose[0])</p>")))
            return article.blocks.filter { $0.kind == .code }.map(\.text)
        }
        // Pygments and Sphinx: a number at each line's start, in a span named for it.
        let inline = "<div class=\"highlight\"><pre><span class=\"linenos\">  9</span><span class=\"k\">let</span> x = 1\n<span class=\"linenos\">10</span>print(x)</pre></div>"
        #expect(try code(inline) == ["let x = 1\nprint(x)"])
        // Rouge and Pygments' tables: the numbers in a cell of their own beside the code's.
        let table = "<table class=\"rouge-table\"><tbody><tr><td class=\"rouge-gutter gl\"><pre class=\"lineno\">1\n2\n</pre></td>"
            + "<td class=\"rouge-code\"><pre>let x = 1\nprint(x)\n</pre></td></tr></tbody></table>"
        #expect(try code(table) == ["let x = 1\nprint(x)"])
        let unnamed = "<table><tr><td><div><pre>1\n2</pre></div></td><td><pre>let x = 1\nprint(x)</pre></td></tr></table>"
        #expect(try code(unnamed) == ["let x = 1\nprint(x)"])
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
