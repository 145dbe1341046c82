import Foundation
@testable import Reader

/// Small pages for the reader's tests: an article body of real prose (long enough to count as
/// an article) inside whatever surroundings a test needs.
enum Pages {
    static let url = URL(string: "https://example.org/news/2026/story.html")!

    static let prose = [
        "The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open for another year.",
        "Engineers had warned that the steel, which was laid in 1931, was corroding faster than expected, but repairs would cost less than a new crossing.",
        "Residents who depend on the bridge, including the bakers, the nurses and the school bus drivers, filled the hall to make their case.",
    ]

    static func paragraphs(_ texts: [String] = prose) -> String {
        texts.map { "<p>\($0)</p>" }.joined(separator: "\n")
    }

    /// A page with navigation, a sidebar and a footer around `body`.
    static func page(head: String = "<title>Bridge stays open | The Gazette</title>", body: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8">\(head)</head><body>
        <nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
        <div id="main"><article>\(body)</article></div>
        <div class="sidebar"><h3>Most read</h3><ul><li><a href="/a">Another story about something else entirely</a></li></ul></div>
        <footer>Copyright The Gazette. All rights reserved.</footer>
        </body></html>
        """
    }

    static func extract(_ html: String, contentType: String? = "text/html; charset=utf-8") -> Article? {
        ArticleExtractor.extract(html: Array(html.utf8), url: url, contentType: contentType)
    }
}
