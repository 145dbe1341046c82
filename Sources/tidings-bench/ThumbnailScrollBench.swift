import Canvas
import Feeds
import Foundation
import Networking
import Pictures
import Screens
import ViewModels

/// `tidings-bench --pictures`, continued: scrolling a feed with `images.thumbnails`, as the
/// run loop does it. Each key is the browser's handling of Down, a frame laid out and drawn
/// into a 120×40 grid, and the frame shown (which asks for the thumbnails of rows come into
/// view and stops those scrolled away); finished loads are applied between keys, as they
/// arrive. Timed twice: with every thumbnail in memory, and from a cold start, with Down held
/// (a key every 20 ms, faster than any key repeat), when each key brings a row whose thumbnail
/// must still be fetched, decoded and rendered (on the picture thread, while the keys go on);
/// there the frames that finished thumbnails cause are timed too.
enum ThumbnailScrollBench {
    /// A feed of `count` rows, each with its own picture.
    struct Feed: FeedSource {
        let count: Int
        var name: String { "Bench" }
        var listName: String { "Pictures" }
        func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
            FeedPage(items: (1...count).map { number in
                FeedItem(id: String(number), title: "A headline about the harbour, number \(number), long enough to fill the row",
                         domain: "harbour.example", author: "J. Okafor", date: Date(timeIntervalSince1970: 1_795_000_000),
                         imageURL: URL(string: "https://img.example/thumbnail-\(number).jpg"))
            }, next: nil)
        }
        func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
            Discussion(item: item, comments: [])
        }
    }

    static let rows = 600

    static func report() {
        let photo = BenchJPEG.photo(width: 400, height: 300)
        print("scrolling a feed with thumbnails (6×3 boxes, symbols in 240 colours, a \(photo.count / 1024) KiB JPEG behind each), 120×40, a key = Down + layout + draw + frame shown:")
        let cold = scroll(photo: photo, warm: false)
        let warm = scroll(photo: photo, warm: true)
        print("  every thumbnail in memory: a key \(format(warm.median)) median, \(format(warm.slowest)) at the 99th percentile (\(warm.keys) keys)")
        print("  cold, Down held: a key \(format(cold.median)) median, \(format(cold.slowest)) at the 99th percentile (\(cold.keys) keys);"
              + " a frame for arrived thumbnails \(format(cold.arrivals)) median; \(cold.loaded) thumbnails loaded meanwhile")
    }

    /// Scrolls down from the top; returns the median and 99th-percentile key, and for a cold
    /// start the median frame that arrived thumbnails caused.
    private static func scroll(photo: Data, warm: Bool) -> (median: Double, slowest: Double, keys: Int, arrivals: Double, loaded: Int) {
        let scheduler = FetchScheduler(wake: {})
        let loader = PictureLoader(transport: PictureBench.Server(body: photo), store: nil, mode: PictureMode(.symbols(.indexed256)))
        let pictures = ScreenPictures(loader: loader, scheduler: scheduler, thumbnails: true)
        let model = FeedViewModel(source: Feed(count: rows), scheduler: scheduler)
        let feed = FeedScreen(model: model, pictures: pictures) { item in ArticleScreen(item: item) }
        let browser = Browser(tabs: [Browser.Tab(name: "Bench", root: feed)], theme: .colorful, scheduler: scheduler)
        var grid = CellGrid(rows: 40, columns: 120)
        func frame() {
            let context = browser.context(now: Date(timeIntervalSince1970: 1_795_010_000))
            browser.layout(rows: grid.rows, columns: grid.columns, context: context)
            browser.render(into: &grid, context: context)
            _ = browser.frameShown()
        }
        browser.start()
        while model.items.isEmpty { scheduler.waitAndDeliver() }
        frame()
        if warm {
            // Every row's thumbnail loaded once, then back to the top.
            for _ in 0..<rows {
                _ = browser.handle(.press(.down))
                frame()
                while scheduler.isBusy { _ = browser.update(drain(scheduler)) ; frame() }
            }
            _ = browser.handle(.press(.home))
            frame()
            while scheduler.isBusy { _ = browser.update(drain(scheduler)); frame() }
        }
        var samples: [Double] = []
        var arrivals: [Double] = []
        let keys = warm ? rows - 1 : 200
        samples.reserveCapacity(keys)
        let before = loader.memory.count
        func milliseconds(since start: ContinuousClock.Instant) -> Double {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
        }
        for _ in 0..<keys {
            if !warm {
                // Between keys, what has finished lands and is drawn, as the run loop does
                // when the picture thread wakes it.
                let next = ContinuousClock.now + .milliseconds(20)
                while ContinuousClock.now < next {
                    let messages = scheduler.takeMessages()
                    if messages.isEmpty {
                        usleep(500)
                        continue
                    }
                    let start = ContinuousClock.now
                    _ = browser.update(messages)
                    frame()
                    arrivals.append(milliseconds(since: start))
                }
            }
            let start = ContinuousClock.now
            _ = browser.handle(.press(.down))
            frame()
            samples.append(milliseconds(since: start))
        }
        while scheduler.isBusy { _ = browser.update(drain(scheduler)) }
        let sorted = samples.sorted()
        return (sorted[sorted.count / 2], sorted[sorted.count * 99 / 100], samples.count,
                arrivals.isEmpty ? 0 : median(arrivals), loader.memory.count - before)
    }

    /// Waits for the next finished load and takes every message waiting.
    private static func drain(_ scheduler: FetchScheduler) -> [Message] {
        let deadline = Date().addingTimeInterval(10)
        var messages = scheduler.takeMessages()
        while messages.isEmpty, scheduler.isBusy, Date() < deadline {
            usleep(200)
            messages = scheduler.takeMessages()
        }
        return messages
    }
}
