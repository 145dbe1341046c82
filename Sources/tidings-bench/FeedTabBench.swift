import Canvas
import Feeds
import Foundation
import Networking
import Screens
import Store
import ViewModels

/// `tidings-bench --feeds`, continued: the Feeds tab over the 5,000-item feed, as the run loop
/// does it — the tab shown (the store read off the loop, then its rows applied and a frame
/// laid out and drawn into 120×40), Enter on the feed in the list of feeds (its 5,000 items
/// filtered and the frame drawn: one key, one frame), paging down, `l` to Unread, and catching
/// up all 5,000 items with `A`, `y`. Each timed on the run loop's thread, median of 15.
enum FeedTabBench {
    static func run(store: FeedStore, subscription: Subscription) {
        let list = SubscriptionList(lines: [SubscriptionList.Line(subscription: subscription, text: subscription.line)])
        var launches: [Double] = []
        var applied: [Double] = []
        var enters: [Double] = []
        var pages: [Double] = []
        var unread: [Double] = []
        var catchUps: [Double] = []
        var searches: [Double] = []
        for _ in 0..<15 {
            let scheduler = FetchScheduler(wake: {})
            let memory = ReadingMemory(store: ReadingStore(path: nil), scheduler: scheduler)
            let library = FeedLibrary(subscriptions: .fixed(list), store: store, transport: NoNetwork())
            let tab = FeedsTabModel(library: library, scheduler: scheduler, memory: memory)
            let root = FeedsListScreen(tab: tab)
            let browser = Browser(tabs: [Browser.Tab(name: "Feeds", root: root)], theme: .colorful,
                                  keymap: Keymap.standard.adding(FeedsKeys.bindings), scheduler: scheduler)
            var grid = CellGrid(rows: 40, columns: 120)
            func frame() {
                let context = browser.context(now: Date(timeIntervalSince1970: 1_055_300_000))
                browser.layout(rows: grid.rows, columns: grid.columns, context: context)
                browser.render(into: &grid, context: context)
                _ = browser.frameShown()
            }
            func timed(_ body: () -> Void) -> Double {
                let start = ContinuousClock.now
                body()
                return FeedBench.milliseconds(ContinuousClock.now - start)
            }
            // The tab shown: what is kept arrives as a message; applying it and drawing is the
            // frame that paints the rows.
            let launch = ContinuousClock.now
            browser.start()
            frame()
            var painted = 0.0
            while tab.phase != .open {
                let messages = waitForMessages(scheduler)
                painted += timed {
                    _ = browser.update(messages)
                    frame()
                }
            }
            launches.append(FeedBench.milliseconds(ContinuousClock.now - launch))
            applied.append(painted)
            precondition(root.position == "1/5000", "the All list holds every item")
            // The reload (which fails at once here: no network) settles before the keys.
            while scheduler.isBusy { _ = browser.update(waitForMessages(scheduler)) }
            frame()
            for _ in 0..<2 { _ = browser.handle(.press(.character("l"))) }
            frame()
            precondition(root.list == .feeds)
            enters.append(timed {
                _ = browser.handle(.press(.enter))
                frame()
            })
            precondition(browser.depth == 2)
            pages.append(timed {
                _ = browser.handle(.press(.pageDown))
                frame()
            })
            _ = browser.handle(.press(.escape))
            for _ in 0..<2 { _ = browser.handle(.press(.character("l"))) }
            frame()
            unread.append(timed {
                _ = browser.handle(.press(.character("l")))
                frame()
            })
            catchUps.append(timed {
                _ = browser.handle(.press(.character("A")))
                _ = browser.handle(.press(.character("y")))
                frame()
            })
            precondition(tab.states.allSatisfy { tab.unreadCount(of: $0) == 0 })
            // `/`: every kept item's title, feed, author and summary (as text), off the loop.
            let rows = tab.rows
            let start = ContinuousClock.now
            let found = FeedBench.blocking { await library.search("summary of post 4999", in: rows) }
            searches.append(FeedBench.milliseconds(ContinuousClock.now - start))
            precondition(found.count == 1)
            memory.flush(timeout: .seconds(10))
        }
        print(String(format: "  the Feeds tab shown: its 5,000 rows painted %.1f ms after (the store read off the loop), the frame that applies them %.1f ms",
                     median(launches), median(applied)))
        print(String(format: "  Enter on the feed in the list of feeds, its 5,000 items in one frame: %.1f ms; PgDn in them %.2f ms", median(enters), median(pages)))
        print(String(format: "  l to Unread (5,000 rows filtered): %.1f ms; A, y: 5,000 items caught up and the frame drawn %.1f ms",
                     median(unread), median(catchUps)))
        print(String(format: "  / over the 5,000 items, summaries read as text (off the loop): %.0f ms (medians of 15)", median(searches)))
    }

    /// Waits for the next finished fetch and takes every message waiting.
    private static func waitForMessages(_ scheduler: FetchScheduler) -> [Message] {
        var messages = scheduler.takeMessages()
        let deadline = Date().addingTimeInterval(10)
        while messages.isEmpty, scheduler.isBusy, Date() < deadline {
            usleep(100)
            messages = scheduler.takeMessages()
        }
        return messages
    }

    /// The tab's reload finds no network: every feed fails at once.
    private struct NoNetwork: HTTPTransport {
        func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
            throw .unreachable(host: request.displayHost, reason: "the benchmark fetches nothing")
        }
    }
}
