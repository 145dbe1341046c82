import Canvas
import FeedFixtures
import Feeds
import Foundation
import PictureFixtures
import Pictures
import Reader
@testable import Screens
import Testing
import ViewModels

/// Pictures in the screens, drawn into an in-memory grid through a browser whose update gets
/// the messages, as in the app: the box is reserved at its final size before anything loads,
/// a picture is asked for only once a frame has shown its box, text and keys never wait for
/// it, and a picture that cannot come leaves a quiet placeholder.
@Suite struct PictureScreenTests {
    static let red = TerminalColor.indexed(196)
    static let blue = TerminalColor.indexed(21)
    static let picture = "https://img.example/harbour.png"

    /// A browser over one screen, drawn and shown as the run loop does.
    final class Pane {
        let scheduler = FetchScheduler(wake: {})
        let server: PictureServer
        let pictures: ScreenPictures
        var browser: Browser!
        var grid: CellGrid

        init(server: PictureServer, thumbnails: Bool = false, rows: Int = 30, columns: Int = 80,
             memory: PictureMemory = PictureMemory()) {
            self.server = server
            let loader = PictureLoader(transport: server, store: nil, mode: PictureMode(.symbols(.indexed256)), memory: memory)
            pictures = ScreenPictures(loader: loader, scheduler: scheduler, thumbnails: thumbnails)
            grid = CellGrid(rows: rows, columns: columns)
        }

        func show(_ root: any Screen) {
            browser = Browser(tabs: [Browser.Tab(name: "Test", root: root)], theme: .colorful, scheduler: scheduler)
            browser.start()
        }

        /// Layout and drawing only, without telling the screens the frame was shown.
        @discardableResult
        func render() -> [String] {
            let context = browser.context(now: Samples.now)
            browser.layout(rows: grid.rows, columns: grid.columns, context: context)
            browser.render(into: &grid, context: context)
            return grid.lines
        }

        @discardableResult
        func frame() -> [String] {
            let lines = render()
            _ = browser.frameShown()
            return lines
        }

        /// Applies what has finished and draws, until nothing runs (never with a held reply).
        /// A screen that asks for its pictures again every frame never settles: that is a
        /// failure, not a wait.
        @discardableResult
        func settle(sourceLocation: SourceLocation = #_sourceLocation) async -> [String] {
            frame()
            var rounds = 0
            while scheduler.isBusy {
                rounds += 1
                guard rounds < 200 else {
                    Issue.record("still loading after 200 frames: pictures asked for again and again", sourceLocation: sourceLocation)
                    break
                }
                await scheduler.arrival()
                _ = browser.update(scheduler.takeMessages())
                frame()
            }
            return frame()
        }

        func press(_ key: Key) {
            _ = browser.handle(.press(key))
        }

        /// The cells of `rows` × `columns` in colour `color`, as background or foreground.
        func count(_ color: TerminalColor, rows: Range<Int>, columns: Range<Int>) -> Int {
            var found = 0
            for row in rows {
                for column in columns where grid[row, column].style.background == color || grid[row, column].style.foreground == color {
                    found += 1
                }
            }
            return found
        }
    }

    static func article(image: String? = picture) -> FeedItem {
        var item = Samples.item(1, title: "Port reopens after storm", url: "https://harbortimes.example/port")
        item.imageURL = image.flatMap(URL.init(string:))
        item.article = ArticleDetails(sourceName: "Harbor Times", summary: "Crews cleared the berths overnight.",
                                      imageURL: item.imageURL)
        return item
    }

    /// Waits (without applying anything) until the server has been asked `count` times.
    static func requests(_ server: PictureServer, reach count: Int) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while server.requests.count < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(2)) }
    }

    // MARK: The news article pane

    @Test func theNewsPictureIsAskedForOnlyOnceAFrameShowedItsBoxAndNothingMovesWhenItArrives() async throws {
        let server = PictureServer([Self.picture: .held(PNGWriter.redAndBlue())])
        let pane = Pane(server: server)
        pane.show(ArticleScreen(item: Self.article(), timeZone: TimeZone(identifier: "UTC")!, pictures: pane.pictures))
        let before = pane.render()
        try await Task.sleep(for: .milliseconds(20))
        #expect(server.requests.isEmpty, "layout and drawing start nothing")
        let summaryRow = try #require(before.firstIndex { $0.contains("Crews cleared the berths overnight.") })
        // 78 columns of text and a pane of 28 rows: a 16:9 box of 49 × 14 (half the pane), under
        // the header.
        let box = try #require(before.firstIndex { $0.contains("Picture from img.example") })
        #expect(before[box].trimmingCharacters(in: .whitespaces) == "Picture from img.example", "the placeholder, alone in its box")
        #expect(!before.contains { $0.hasPrefix(" Image:") }, "the picture stands for its address")

        pane.frame()
        await Self.requests(server, reach: 1)
        #expect(server.requests == [URL(string: Self.picture)!])
        let loading = pane.frame()
        #expect(loading[summaryRow].contains("Crews cleared the berths overnight."), "text first: the pane does not wait")

        server.release()
        let shown = await pane.settle()
        #expect(shown[summaryRow].contains("Crews cleared the berths overnight."), "the summary has not moved")
        #expect(!shown.contains { $0.contains("Picture from") })
        let top = summaryRow - 15  // the box's 14 rows and a blank line above the summary
        #expect(box == top + 6, "the placeholder was in the box's middle")
        #expect(pane.count(Self.red, rows: top..<(top + 14), columns: 1..<25) == 24 * 14, "red on the left")
        #expect(pane.count(Self.blue, rows: top..<(top + 14), columns: 25..<50) >= 24 * 14, "blue on the right")
        #expect(pane.count(Self.red, rows: 0..<30, columns: 25..<80) + pane.count(Self.blue, rows: 0..<30, columns: 50..<80) == 0)
        #expect(pane.count(Self.red, rows: 0..<top, columns: 0..<80) == 0, "nothing above the box")
        #expect(server.requests.count == 1)
    }

    @Test func aPictureThatCannotComeLeavesItsPlaceholderAndIsAskedForOnce() async throws {
        let server = PictureServer([Self.picture: .status(404)])
        let pane = Pane(server: server)
        pane.show(ArticleScreen(item: Self.article(), pictures: pane.pictures))
        await pane.settle()
        let lines = await pane.settle()
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Picture from img.example" })
        #expect(pane.count(Self.red, rows: 0..<30, columns: 0..<80) == 0)
        pane.frame()
        pane.frame()
        #expect(server.requests.count == 1, "a broken address is not asked for every frame")
    }

    @Test func aPictureTheLoadersMemoryCannotKeepIsStillNotLoadedAgainEveryFrame() async throws {
        let server = PictureServer([Self.picture: .picture(PNGWriter.redAndBlue())])
        // Smaller than one picture: the loader keeps none of them.
        let pane = Pane(server: server, memory: PictureMemory(maximumBytes: 1_000))
        pane.show(ArticleScreen(item: Self.article(), pictures: pane.pictures))
        await pane.settle()
        for _ in 0..<5 { pane.frame() }
        await pane.settle()
        #expect(server.requests.count == 1)
        #expect(pane.count(Self.red, rows: 0..<30, columns: 0..<80) > 0, "drawn from what arrived for the box")
    }

    @Test func keysAreAnsweredWhileThePictureLoadsAndLeavingStopsIt() async throws {
        let server = PictureServer([Self.picture: .held(PNGWriter.redAndBlue())])
        let pane = Pane(server: server, rows: 20)
        let article = ArticleScreen(item: Self.article(), pictures: pane.pictures)
        let source = ScriptedSource(name: "News", listName: "Top")
        source.setPage(nil, .success(FeedPage(items: [Self.article()], next: nil)))
        pane.show(FeedScreen(model: FeedViewModel(source: source, scheduler: pane.scheduler)) { _ in article })
        await pane.settle()
        pane.browser.push(article)
        pane.frame()
        await Self.requests(server, reach: 1)
        let top = pane.frame()
        pane.press(.down)
        let scrolled = pane.frame()
        #expect(scrolled[2] == top[3], "scrolled a line while the picture is on its way")
        #expect(pane.scheduler.isBusy)
        pane.press(.escape)
        pane.frame()
        #expect(!pane.scheduler.isBusy, "the load stopped with the pane")
        let deadline = ContinuousClock.now + .seconds(5)
        while server.cancelled.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        #expect(server.cancelled == [URL(string: Self.picture)!], "the download too")
    }

    @Test func withPicturesOffTheNewsPaneShowsTheImagesAddress() {
        let pane = Pane(server: PictureServer())
        pane.show(ArticleScreen(item: Self.article()))
        let lines = pane.frame()
        #expect(lines.contains { $0.contains("Image: https://img.example/harbour.png") })
        #expect(!lines.contains { $0.contains("Picture from") })
    }

    // MARK: The discussion header

    @Test func aPostsThumbnailStandsBesideItsTitleAndTheThreadStartsBelowIt() async throws {
        let server = PictureServer(["https://ph-files.example/q.png": .picture(PNGWriter.redAndBlue(width: 48, height: 48))])
        let pane = Pane(server: server)
        var item = Samples.item(7, title: "Quillpad")
        item.subtitle = "Notes that write back"
        item.imageURL = URL(string: "https://ph-files.example/q.png")
        let source = ScriptedSource(name: "Product Hunt", listName: "Featured")
        source.setDiscussion("7", .success(Discussion(item: item, comments: Samples.smallThread)))
        pane.show(DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: pane.scheduler), pictures: pane.pictures))
        let lines = await pane.settle()
        // Rows 1...6 of the pane (below the title bar) hold the 12 × 6 box at column 1.
        #expect(lines[1].hasPrefix(" ") && String(lines[1].dropFirst(15)).hasPrefix("Quillpad"), "the title beside the box")
        #expect(String(lines[2].dropFirst(15)).hasPrefix("Notes that write back"))
        #expect(pane.count(Self.red, rows: 1..<7, columns: 1..<7) > 20)
        #expect(pane.count(Self.blue, rows: 1..<7, columns: 7..<13) > 20)
        #expect(pane.count(Self.red, rows: 1..<7, columns: 13..<80) == 0)
        let byline = try #require(lines.firstIndex { $0.contains("107 points") })
        #expect(byline > 7, "the rest of the header starts below the box")
        #expect(server.requests.count == 1)
    }

    @Test func aHeaderWithoutAThumbnailIsDrawnAsBefore() async throws {
        let pane = Pane(server: PictureServer())
        let item = Samples.item(7, title: "Ask HN: a question")
        let source = ScriptedSource(name: "Hacker News", listName: "Front page")
        source.setDiscussion("7", .success(Discussion(item: item, comments: Samples.smallThread)))
        pane.show(DiscussionScreen(model: DiscussionViewModel(item: item, source: source, scheduler: pane.scheduler), pictures: pane.pictures))
        let lines = await pane.settle()
        #expect(lines[1].hasPrefix(" Ask HN: a question"))
        #expect(pane.server.requests.isEmpty)
    }

    // MARK: Thumbnails in feed rows

    static func picturedFeed(_ count: Int) -> ScriptedSource {
        let source = ScriptedSource(name: "News", listName: "Top")
        let items = (1...count).map { number in
            var item = Samples.item(number)
            // Every third row has no picture.
            if number % 3 != 0 { item.imageURL = URL(string: "https://img.example/\(number).png") }
            return item
        }
        source.setPage(nil, .success(FeedPage(items: items, next: nil)))
        return source
    }

    @Test func thumbnailsAreAskedForTheRowsOnScreenOnlyAndFollowTheScroll() async throws {
        let server = PictureServer()
        for number in 1...60 { server.set("https://img.example/\(number).png", .picture(PNGWriter.redAndBlue(width: 24, height: 24))) }
        let pane = Pane(server: server, thumbnails: true, rows: 24)
        let source = Self.picturedFeed(60)
        pane.show(FeedScreen(model: FeedViewModel(source: source, scheduler: pane.scheduler), pictures: pane.pictures) { ArticleScreen(item: $0) })
        let lines = await pane.settle()
        // 22 rows of pane make 7 rows of three lines; rows 3 and 6 have no picture.
        let asked = Set(server.requests.map(\.lastPathComponent))
        #expect(asked == ["1.png", "2.png", "4.png", "5.png", "7.png"])
        #expect(lines[1].hasPrefix("  1. ") && String(lines[1].dropFirst(12)).hasPrefix("Story number 1"), "the title after the box")
        #expect(String(lines[2].dropFirst(12)).hasPrefix("101 points"), "the byline lines up with it")
        #expect(String(lines[7].dropFirst(12)).hasPrefix("Story number 3"), "a row without a picture keeps the space")
        #expect(pane.count(Self.red, rows: 1..<4, columns: 5..<8) > 4)
        #expect(pane.count(Self.blue, rows: 1..<4, columns: 8..<11) > 4)
        #expect(pane.count(Self.red, rows: 7..<10, columns: 5..<11) == 0, "row 3 has no picture")

        pane.press(.pageDown)
        pane.press(.pageDown)
        await pane.settle()
        let later = Set(server.requests.dropFirst(5).map(\.lastPathComponent))
        #expect(later.allSatisfy { Int($0.dropLast(4))! > 7 }, "only the rows scrolled into view: \(later)")
        #expect(!later.isEmpty)
    }

    @Test func thumbnailsScrolledAwayBeforeTheyArriveStopLoading() async throws {
        let server = PictureServer()
        for number in 1...60 { server.set("https://img.example/\(number).png", .held(PNGWriter.redAndBlue(width: 24, height: 24))) }
        let pane = Pane(server: server, thumbnails: true, rows: 24)
        pane.show(FeedScreen(model: FeedViewModel(source: Self.picturedFeed(60), scheduler: pane.scheduler), pictures: pane.pictures) { ArticleScreen(item: $0) })
        while pane.browser.topScreen.position == nil {
            await pane.scheduler.arrival()
            _ = pane.browser.update(pane.scheduler.takeMessages())
        }
        pane.frame()
        await Self.requests(server, reach: 5)
        pane.press(.pageDown)
        pane.press(.pageDown)
        pane.frame()
        let deadline = ContinuousClock.now + .seconds(5)
        while server.cancelled.count < 5, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        #expect(Set(server.cancelled.map(\.lastPathComponent)) == ["1.png", "2.png", "4.png", "5.png", "7.png"])
        server.release()
        await pane.settle()
        #expect(pane.count(Self.red, rows: 1..<23, columns: 5..<8) > 4, "the rows on screen have theirs")
    }

    @Test func thumbnailsAreOffByDefaultAndAListWithoutPicturesKeepsItsTwoLineRows() async throws {
        let server = PictureServer()
        let off = Pane(server: server, thumbnails: false, rows: 24)
        off.show(FeedScreen(model: FeedViewModel(source: Self.picturedFeed(20), scheduler: off.scheduler), pictures: off.pictures) { ArticleScreen(item: $0) })
        let lines = await off.settle()
        #expect(lines[3].hasPrefix("  2. Story number 2"), "two-line rows, no box")
        #expect(server.requests.isEmpty)

        let plain = Pane(server: server, thumbnails: true, rows: 24)
        let source = ScriptedSource(name: "Hacker News", listName: "Front page")
        source.setPage(nil, .success(Samples.page(1...20, next: nil)))
        plain.show(FeedScreen(model: FeedViewModel(source: source, scheduler: plain.scheduler), pictures: plain.pictures) { ArticleScreen(item: $0) })
        let rows = await plain.settle()
        #expect(rows[3].hasPrefix("  2. Story number 2"))
        #expect(server.requests.isEmpty)
    }

    // MARK: The reader

    static let prose = "The committee met on Tuesday evening, and after three hours of debate it voted to keep the old bridge open for another year, whatever the engineers said."

    static var illustratedPage: String {
        let paragraphs = (1...14).map { "<p>\(prose) Paragraph \($0).</p>" }.joined()
        return """
        <html><head><meta property="og:title" content="The bridge stays open"></head><body><article>
        <p>\(prose)</p>
        <figure><img src="https://img.example/bridge.png" alt="The bridge at dusk"></figure>
        \(paragraphs)
        <figure><img src="/pictures/river.png" alt="The river in flood"></figure>
        <p>\(prose) The end.</p>
        </article></body></html>
        """
    }

    @Test func theReadersPicturesStandWhereTheyWereAndAreFetchedAsTheyScrollIntoView() async throws {
        let server = PictureServer([
            "https://img.example/bridge.png": .picture(PNGWriter.redAndBlue()),
            "https://example1.org/pictures/river.png": .picture(PNGWriter.redAndBlue()),
        ])
        let pane = Pane(server: server, rows: 30, columns: 60)
        let fetcher = ArticleFetcher(transport: PageTransport(html: Self.illustratedPage))
        let reader = ReaderScreen(model: ReaderViewModel(url: URL(string: "https://example1.org/post")!, title: "The bridge",
                                                         fetcher: fetcher, scheduler: pane.scheduler, cache: ReaderCache()),
                                  pictures: pane.pictures)
        pane.show(reader)
        let lines = await pane.settle()
        #expect(server.requests.map(\.absoluteString) == ["https://img.example/bridge.png"], "only the picture on screen")
        // 58 columns of text, 28 rows of pane: a 49 × 14 box after the first paragraph, then
        // its alt text; `tidings read`'s placeholder is not drawn.
        let caption = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "The bridge at dusk" })
        #expect(pane.count(Self.red, rows: (caption - 14)..<caption, columns: 1..<25) == 24 * 14)
        #expect(pane.count(Self.blue, rows: (caption - 14)..<caption, columns: 25..<50) >= 24 * 14)
        #expect(!lines.contains { $0.contains("[image:") })

        pane.press(.end)
        let end = await pane.settle()
        #expect(server.requests.map(\.absoluteString) == ["https://img.example/bridge.png", "https://example1.org/pictures/river.png"])
        let river = try #require(end.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "The river in flood" })
        #expect(pane.count(Self.red, rows: (river - 14)..<river, columns: 1..<25) == 24 * 14)
    }

    @Test func withoutPicturesTheReaderShowsItsPlaceholders() async throws {
        let pane = Pane(server: PictureServer(), rows: 30, columns: 60)
        let fetcher = ArticleFetcher(transport: PageTransport(html: Self.illustratedPage))
        pane.show(ReaderScreen(model: ReaderViewModel(url: URL(string: "https://example1.org/post")!, title: "The bridge",
                                                      fetcher: fetcher, scheduler: pane.scheduler, cache: ReaderCache())))
        let lines = await pane.settle()
        #expect(lines.contains { $0.contains("[image: The bridge at dusk]") })
        #expect(pane.server.requests.isEmpty)
    }
}
