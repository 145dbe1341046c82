import Testing
import TestThreads
@testable import Reader

@Suite("Publication dates: ISO 8601 with the page's own offset", .ownThread)
struct PublicationDateTests {
    @Test("The forms pages write, to ISO 8601 and to the screen's form", arguments: [
        ("2026-11-20T09:30:00+02:00", "2026-11-20T09:30:00+02:00", "2026-11-20 09:30"),
        ("2026-11-20T09:30:00.123+0200", "2026-11-20T09:30:00+02:00", "2026-11-20 09:30"),
        ("2026-11-20T09:30:00Z", "2026-11-20T09:30:00+00:00", "2026-11-20 09:30"),
        ("2026-11-20 09:30", "2026-11-20T09:30:00", "2026-11-20 09:30"),
        ("2026-11-20T09:30-05:00", "2026-11-20T09:30:00-05:00", "2026-11-20 09:30"),
        ("2026-11-20", "2026-11-20", "2026-11-20"),
        ("2026-11-20T00:00:00+01:00", "2026-11-20T00:00:00+01:00", "2026-11-20"),
        ("Fri, 20 Nov 2026 09:30:00 GMT", "2026-11-20T09:30:00+00:00", "2026-11-20 09:30"),
        ("Fri, 20 Nov 2026 09:30:00 +0530", "2026-11-20T09:30:00+05:30", "2026-11-20 09:30"),
        ("November 20, 2026", "2026-11-20", "2026-11-20"),
        ("20 November 2026", "2026-11-20", "2026-11-20"),
    ])
    func forms(_ raw: String, iso: String, display: String) throws {
        let date = try #require(PublicationDate(raw))
        #expect(date.iso8601 == iso)
        #expect(date.display == display)
    }

    @Test("What is not a date, or out of range, is no date", arguments: [
        "yesterday", "", "2026-13-01", "2026-11-20T25:00:00", "2026-11-20T09:30:00+25:00", "Nov 2026", "20/11/2026",
    ])
    func notDates(_ raw: String) {
        #expect(PublicationDate(raw) == nil)
    }

    @Test("The page's first readable date wins; one it cannot read is passed over")
    func fromMetadata() throws {
        let head = """
        <meta property="article:published_time" content="last Tuesday">
        <meta name="date" content="2026-11-20T09:30:00+02:00">
        """
        let article = try #require(Pages.extract(Pages.page(head: head, body: Pages.paragraphs())))
        #expect(article.published?.iso8601 == "2026-11-20T09:30:00+02:00")
    }
}
