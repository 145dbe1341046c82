import Foundation
import Testing
import TestThreads
@testable import Reader

/// Where an article's pictures are: the screen fetches them, so each image block carries its
/// address, and `tidings read` still prints its alt text.
@Suite("Image addresses", .ownThread)
struct ImageAddressTests {
    /// The image blocks of an article whose body is prose with `images` after its first paragraph.
    func images(_ images: String) throws -> [ArticleBlock] {
        let body = "<p>\(Pages.prose[0])</p>\n\(images)\n" + Pages.paragraphs(Array(Pages.prose.dropFirst()))
        let article = try #require(Pages.extract(Pages.page(body: body)))
        return article.blocks.filter { $0.kind == .image }
    }

    @Test("src is resolved against the page's address")
    func relativeSource() throws {
        let found = try images(#"<figure><img src="../pictures/bridge.jpg" alt="The bridge at dusk"></figure>"#)
        #expect(found.map(\.imageURL) == [URL(string: "https://example.org/news/pictures/bridge.jpg")])
        #expect(found.first?.text == "The bridge at dusk")
    }

    @Test("Without a usable src, srcset's first candidate, then data-src and data-srcset")
    func otherAttributes() throws {
        let found = try images("""
        <figure><img srcset=" /small.jpg 480w, /large.jpg 1200w" alt="one"></figure>
        <figure><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://cdn.example/lazy.webp" alt="two"></figure>
        <figure><img src="javascript:alert(1)" data-srcset="https://cdn.example/w_100,h_50/three.png 1x" alt="three"></figure>
        <figure><img src="https://cdn.example/four.png" srcset="https://cdn.example/four-2x.png 2x" alt="four"></figure>
        """)
        #expect(found.map(\.imageURL?.absoluteString) == [
            "https://example.org/small.jpg", "https://cdn.example/lazy.webp",
            "https://cdn.example/w_100,h_50/three.png", "https://cdn.example/four.png",
        ])
    }

    @Test("A <picture>'s image after its <source>s is kept, as browsers and Readability keep it (libxml2 alone nested it inside the source, which is never content)")
    func pictureWithSources() throws {
        let found = try images(#"<figure><picture><source srcset="/flood.webp" type="image/webp"><source srcset="/flood.avif" type="image/avif"><img src="/flood.jpg" alt="The flood at night"></picture><figcaption>Seen from the bridge.</figcaption></figure>"#)
        #expect(found.map(\.imageURL?.absoluteString) == ["https://example.org/flood.jpg"])
    }

    @Test("An alt text of marks alone (a lead photo's \".\") describes nothing: the picture has no words and no stray full stop stands in the story; an emoji drawn as a picture still reads as the emoji")
    func altOfMarksAlone() throws {
        let body = "<p>\(Pages.prose[0])</p><figure><img src=\"/lead.jpg\" alt=\".\"></figure><p>\(Pages.prose[1]) <img src=\"/smile.png\" alt=\"🙂\"></p>"
            + Pages.paragraphs(Array(Pages.prose.dropFirst(2)))
        let article = try #require(Pages.extract(Pages.page(body: body)))
        let pictures = article.blocks.filter { $0.kind == .image }
        #expect(pictures.map(\.imageURL?.absoluteString) == ["https://example.org/lead.jpg"])
        #expect(pictures.first?.text == "")
        #expect(!article.blocks.contains { $0.text == "." }, "\(article.text)")
        #expect(article.text.contains("🙂"), "\(article.text)")
    }

    @Test("A picture with no http or https address keeps its alt text and no address")
    func noAddress() throws {
        let found = try images(#"<figure><img src="file:///etc/passwd" srcset="ftp://host/a.png 1x" alt="A map of the river"></figure>"#)
        #expect(found.count == 1)
        #expect(found.first?.imageURL == nil)
        #expect(found.first?.text == "A map of the river")
    }

    @Test("srcset's first candidate: spaces and commas before it, descriptors and commas after it")
    func firstCandidate() {
        #expect(BlockBuilder.firstCandidate("a.jpg 1x, b.jpg 2x") == "a.jpg")
        #expect(BlockBuilder.firstCandidate(" ,\n a.jpg,b.jpg") == "a.jpg,b.jpg")
        #expect(BlockBuilder.firstCandidate("a.jpg, b.jpg") == "a.jpg")
        #expect(BlockBuilder.firstCandidate(" , ") == nil)
    }

    @Test("The layout marks an image's placeholder lines with its block; `tidings read` prints them as before")
    func layoutLines() throws {
        let body = "<p>\(Pages.prose[0])</p><figure><img src=\"/bridge.jpg\" alt=\"The bridge at dusk, seen from the river bank below the old mill\"></figure>"
            + Pages.paragraphs(Array(Pages.prose.dropFirst()))
        let article = try #require(Pages.extract(Pages.page(body: body)))
        let index = try #require(article.blocks.firstIndex { $0.kind == .image })
        let layout = ArticleLayout(article: article, width: 40)
        let marked = layout.lines.filter { $0.imageBlock != nil }
        #expect(marked.count == 2, "the placeholder wraps to two lines at 40 columns")
        #expect(marked.allSatisfy { $0.imageBlock == index && $0.role == .image })
        #expect(marked.first?.text == "[image: The bridge at dusk, seen from")
        #expect(layout.lines.filter { $0.role != .image }.allSatisfy { $0.imageBlock == nil })
    }
}
