import Canvas
import Feeds
import Foundation
import Store
import Testing
import ViewModels
@testable import Screens

/// The news article pane, drawn into an in-memory grid.
@Suite struct ArticleScreenTests {
    static let published = Date(timeIntervalSince1970: 1_795_986_000)  // 2026-11-29 21:00 UTC
    static let now = published.addingTimeInterval(3 * 3_600)

    static func item(content: String? = "Crews worked overnight to clear the outer berths… [+2113 chars]", author: String? = "J. Okafor") -> FeedItem {
        FeedItem(
            id: "https://harbortimes.example/port", title: "Port reopens after a three-day storm closure that stranded forty ships",
            domain: "harbortimes.example", author: author, date: published,
            articleURL: URL(string: "https://harbortimes.example/port"),
            payload: SourcePayload(ArticleDetails(
                sourceName: "Harbor Times", author: author,
                summary: "Crews cleared fallen cranes and debris overnight, and the first container ships are expected at the outer berths by Monday morning.",
                content: content, imageURL: URL(string: "https://harbortimes.example/p.jpg"))))
    }

    func draw(_ screen: ArticleScreen, rows: Int = 24, columns: Int = 80) -> CellGrid {
        var grid = CellGrid(rows: rows, columns: columns)
        let area = Rect(row: 0, column: 0, height: rows, width: columns)
        let context = RenderContext(theme: .colorful, now: Self.now)
        screen.layout(area: area, context: context)
        screen.render(into: &grid, area: area, context: context)
        return grid
    }

    /// Rows must never be wider than the pane (every test string is ASCII, one column a character).
    static func fits(_ line: String, _ width: Int) -> Bool { line.count <= width }

    /// ScreenCommand is not Equatable (it can carry a screen); tests compare its shape.
    static func shape(_ command: ScreenCommand) -> String {
        switch command {
        case .handled: "handled"
        case .unhandled: "unhandled"
        case .pop: "pop"
        case .push: "push"
        case .open(let url, let what): "open \(url?.absoluteString ?? "nil") \(what)"
        case .read(let url, let title, _): "read \(url?.absoluteString ?? "nil") \(title)"
        case .message(let text): "message \(text)"
        case .prompt(let prompt): "prompt \(prompt.label)"
        case .popThen(let next): "pop, then \(shape(next))"
        case .failure(let error): "failure \(error)"
        case .saved(let saved): "saved \(saved)"
        case .refused(let what, let error, let retry): "refused \(what) \(error) \(retry.map(\.rawValue) ?? "nil")"
        case .confirm(let question, _, _): "confirm \(question)"
        case .openElsewhere(let item, let source): "open \(item.id) in \(source)"
        case .broadcast(let news): "broadcast \(type(of: news))"
        case .sequence(let commands): commands.map(shape).joined(separator: ", then ")
        }
    }

    func utcScreen(_ item: FeedItem = item()) -> ArticleScreen {
        ArticleScreen(item: item, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func everyFieldIsShownAt80x24() throws {
        let grid = draw(utcScreen())
        let lines = grid.lines
        let text = lines.joined(separator: "\n")
        #expect(lines[0] == " Port reopens after a three-day storm closure that stranded forty ships")
        #expect(grid[0, 1].style.attributes.contains(.bold))
        #expect(lines.contains(" Source: Harbor Times"))
        #expect(lines.contains(" By: J. Okafor"))
        #expect(lines.contains(" Published: Sun 29 Nov 2026, 21:00 (3h ago)"))
        #expect(text.contains("Crews cleared fallen cranes"))
        #expect(text.contains("Crews worked overnight to clear the outer berths…"))
        #expect(lines.contains(" 2113 more characters at the source"))
        #expect(!text.contains("[+2113 chars]"))
        #expect(lines.contains(" Article: https://harbortimes.example/port"))
        #expect(lines.contains(" Image: https://harbortimes.example/p.jpg"))
    }

    @Test func publicationTimeIsShownInTheReadersZone() {
        let tokyo = ArticleScreen(item: Self.item(), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(draw(tokyo).lines.contains(" Published: Mon 30 Nov 2026, 06:00 (3h ago)"))
        let newYork = ArticleScreen(item: Self.item(), timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(draw(newYork).lines.contains(" Published: Sun 29 Nov 2026, 16:00 (3h ago)"))
    }

    @Test func missingFieldsLeaveNoEmptyLabels() {
        var item = Self.item(content: nil, author: nil)
        item.article?.imageURL = nil
        let text = draw(utcScreen(item)).lines.joined(separator: "\n")
        #expect(!text.contains("By:"))
        #expect(!text.contains("Image:"))
        #expect(!text.contains("more characters"))
        #expect(text.contains("Source: Harbor Times"))
    }

    @Test func longTextWrapsAndScrollsAt30x10() throws {
        let screen = utcScreen()
        let first = draw(screen, rows: 10, columns: 30).lines
        #expect(first.allSatisfy { Self.fits($0, 30) })
        #expect(first[0] == " Port reopens after a")
        #expect(first[1] == " three-day storm closure that")
        #expect(screen.position?.hasSuffix("%") == true)
        #expect(Self.shape(screen.handle(.character("j"))) == "handled")
        let scrolled = draw(screen, rows: 10, columns: 30).lines
        #expect(scrolled[0] == first[1])
        #expect(Self.shape(screen.handle(.end)) == "handled")
        let bottom = draw(screen, rows: 10, columns: 30).lines
        #expect(bottom.contains { $0.contains("p.jpg") })
        #expect(screen.position == "100%")
        _ = screen.handle(.character("G"))
        _ = screen.handle(.down)
        #expect(draw(screen, rows: 10, columns: 30).lines == bottom, "no scrolling past the end")
        _ = screen.handle(.character("g"))
        #expect(draw(screen, rows: 10, columns: 30).lines == first)
        _ = screen.handle(.pageDown)
        #expect(draw(screen, rows: 10, columns: 30).lines[0] == first[9])
        _ = screen.handle(.character("k"))
        #expect(draw(screen, rows: 10, columns: 30).lines[0] == first[8])
        _ = screen.handle(.pageUp)
        #expect(draw(screen, rows: 10, columns: 30).lines == first)
        _ = screen.handle(.character(" "))
        #expect(draw(screen, rows: 10, columns: 30).lines[0] == first[9])
    }

    @Test func resizingReflows() {
        let screen = utcScreen()
        let wide = draw(screen).lines
        let narrow = draw(screen, rows: 24, columns: 40).lines
        #expect(wide[0] != narrow[0])
        #expect(narrow.allSatisfy { Self.fits($0, 40) })
        #expect(draw(screen).lines == wide)
        #expect(screen.position == "all")
    }

    @Test func tinySizesNeverCrash() {
        let screen = utcScreen()
        for (rows, columns) in [(0, 0), (1, 1), (2, 3), (1, 80), (24, 1), (3, 5)] {
            _ = draw(screen, rows: rows, columns: columns)
            for key in [Key.end, .pageDown, .down, .home, .up, .pageUp] { _ = screen.handle(key) }
        }
    }

    @Test func oOpensTheArticleAndOtherKeysGoToTheBrowser() {
        let screen = utcScreen()
        guard case .open(let url, let what) = screen.handle(.character("o")) else {
            Issue.record("o should open the article")
            return
        }
        #expect(url == URL(string: "https://harbortimes.example/port"))
        #expect(what == "article")
        for key in [Key.escape, .character("q"), .character("?"), .enter, .left] {
            #expect(Self.shape(screen.handle(key)) == "unhandled")
        }
    }

    @Test func theScreenDescribesItselfForTheBars() {
        let screen = utcScreen()
        #expect(screen.title == Self.item().title)
        #expect(!screen.isBusy)
        #expect(screen.problem == nil)
        #expect(screen.hintActions.contains(.openArticle))
        screen.didAppear()
        screen.didDisappear()
    }

    @Test func newsRowsReadSourceAndAge() {
        #expect(ItemByline.describe(Self.item(), now: Self.now) == "Harbor Times | 3h ago")
        let plain = FeedItem(id: "1", title: "t", score: 5, author: "ann", date: Self.published)
        #expect(ItemByline.describe(plain, now: Self.now) == "5 points by ann 3h ago")
    }

    @Test func itSaysWhetherItsArticleIsSaved() {
        let memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: FetchScheduler(wake: {}))
        memory.load()
        let screen = ArticleScreen(item: Self.item(), memory: memory)
        #expect(screen.hintActions.contains(.saveItem) && !screen.showsSavedItem)
        _ = screen.perform(.saveItem)
        #expect(screen.showsSavedItem)
        _ = screen.perform(.saveItem)
        #expect(!screen.showsSavedItem)
    }
}
