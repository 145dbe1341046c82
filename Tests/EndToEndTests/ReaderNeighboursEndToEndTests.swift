import Foundation
import Testing
import TestThreads

/// The fortieth round read on the command line at 40 columns: a lead carousel's captions over
/// the story and a site's disclaimer beside its section stay out, as Readability chooses the
/// story's neighbours; a consent box named "social" goes; the paragraphs after a video's
/// unclosed `<embed>` and a picture's credit stay.
@Suite(.serialized, .ownThread) struct ReaderNeighboursEndToEndTests {
    static let story: String = {
        let paragraph = { (number: Int) in
            "<p>Paragraph \(number) of the report tells how the river rose in the night, and what the town did the next morning.</p>"
        }
        let slides = (1...3).map {
            "<div class=\"CarouselSlide\"><picture><img src=\"/s\($0).jpg\" alt=\"\"></picture><div class=\"CarouselSlide-info\"><bsp-read-more class=\"ReadMore\">"
                + "<span class=\"CarouselSlide-infoDescription\"><p>FILE - Boats, number \($0), wait at the lock on the river, May 4, 2023. The town held a ceremony "
                + "to mark the opening of the new levee, which took, after years of argument, eleven months to build. (Photo/Ann Lee, File)</p></span></bsp-read-more></div></div>"
        }.joined()
        let lead = "<div class=\"Page-lead\"><bsp-carousel class=\"Carousel\"><div class=\"Carousel-slides\">" + slides + "</div></bsp-carousel></div>"
        let picture = "<figure><picture><source srcset=\"/levee.webp\" type=\"image/webp\"><img src=\"/levee.jpg\" alt=\"The levee\"></picture>"
            + "<figcaption>The levee at dawn, after the water fell. <span class=\"credit\">Bo Chan | The River Times</span></figcaption></figure>"
        let social = "<div class=\"social-embed\"><div class=\"bg-grey-900 px-4 py-8\"><h3>Empfohlener redaktioneller Inhalt</h3><p>An dieser Stelle findet Ihr einen externen Inhalt "
            + "von <b>Instagram</b>, der den Artikel ergänzt. Ihr könnt ihn Euch mit einem Klick anzeigen lassen.</p><label><input type=\"checkbox\"></label>"
            + "<p>Ich bin damit einverstanden, dass mir externe Inhalte angezeigt werden. Damit können personenbezogene Daten an Drittplattformen übermittelt werden. "
            + "<a href=\"/datenschutz\">Mehr dazu</a></p></div></div>"
        let body = "<div class=\"RichTextStoryBody\">" + (1...3).map(paragraph).joined() + "<embed src=\"/clip.swf\" width=\"400\">" + (4...6).map(paragraph).joined()
            + picture + (7...8).map(paragraph).joined() + social + (9...12).map(paragraph).joined() + "</div>"
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The flood of that spring</title></head><body>"
            + "<main class=\"Page-main\">" + lead + "<div class=\"Page-storyBody\"><div class=\"StoryPage-actions-wrapper\"><a href=\"/share\"></a></div>" + body + "</div></main></body></html>"
    }()

    @Test func neighboursJoinAsReadabilityChoosesThem() throws {
        _ = try ReaderEndToEndTests.readNarrow("/neighbours",
                                               shows: ["Paragraph 1 of the report", "Paragraph 4 of the report", "Paragraph 6 of the report",
                                                       "Paragraph 12 of the report", "Bo Chan | The River Times"],
                                               hides: ["wait at the lock", "Empfohlener", "einverstanden"])
    }
}
