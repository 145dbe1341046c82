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
}
