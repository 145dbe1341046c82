import Foundation
import Testing
import TidingsText
@testable import Feeds

/// Bodies above the threshold are parsed while decoding (in the fetch task), so drawing never
/// parses a huge body on the run loop; small ones stay raw, parsed lazily when drawn.
@Suite struct LargeBodyTests {
    private func thread(commentText: String) throws -> Discussion {
        let escaped = String(data: try JSONEncoder().encode(commentText), encoding: .utf8)!
        let json = #"{"id":1,"title":"t","text":\#(escaped),"children":[{"id":2,"author":"a","text":\#(escaped)}]}"#
        let node = try JSONDecoder().decode(AlgoliaItem.self, from: Data(json.utf8))
        return HackerNewsClient.discussion(from: node, fallback: FeedItem(id: "1", title: "t"))
    }

    @Test func largeHackerNewsBodiesArriveParsed() throws {
        let html = String(repeating: "<a", count: 100_000)
        let discussion = try thread(commentText: html)
        guard case .rich(let text)? = discussion.comments.first?.body else {
            Issue.record("expected a parsed body, got \(String(describing: discussion.comments.first?.body).prefix(40))")
            return
        }
        #expect(text == HTMLText.parse(html))
        guard case .rich? = discussion.item.body else {
            Issue.record("expected the story text parsed too")
            return
        }
    }

    @Test func smallHackerNewsBodiesStayRaw() throws {
        let html = "<p>" + String(repeating: "x", count: CommentBody.eagerParseThreshold - 3)
        #expect(html.utf8.count == CommentBody.eagerParseThreshold)
        #expect(try thread(commentText: html).comments.first?.body == .html(html))
    }

    @Test func largeProductHuntBodiesArriveParsed() {
        let text = String(repeating: "line\n", count: 5_000)
        let comment = ProductHuntClient.comment(from: PHComment(id: "c", body: text, user: PHUser(name: "n")))
        #expect(comment.body == .rich(RichText.plain(Sanitizer.text(text))))
        let small = ProductHuntClient.comment(from: PHComment(id: "c", body: "short", user: PHUser(name: "n")))
        #expect(small.body == .plain("short"))
    }
}
