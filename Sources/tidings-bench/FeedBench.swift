import Canvas
import Feeds
import Foundation
import Networking
import Screens
import Store
import ViewModels

/// `tidings-bench --feeds [DIR]`: how fast feeds are read and kept. DIR holds a corpus as
/// `scripts/gen-feed-corpus.py` writes it (its `feeds/` folder); without it only the synthetic
/// 5,000-item feed is measured. Whole reloads over loopback, against newsboat, are
/// `scripts/measure-feed-reload.py`.
enum FeedBench {
    static func run(_ arguments: [String]) {
        let directory = arguments.firstIndex(of: "--feeds").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        print("tidings-bench --feeds — medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")
        if let directory {
            let files = corpus(in: directory)
            if files.isEmpty { print("no feeds in \(directory)/feeds") } else {
                parsing(files)
                keeping(files)
            }
        }
        bigFeed(items: 5_000)
    }

    static func corpus(in directory: String) -> [(name: String, data: Data)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/feeds")) ?? []
        return names.filter { !$0.hasSuffix(".gz") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory + "/feeds/" + name).map { (name, $0) }
        }
    }

    /// Thread CPU time of `body`, median of `runs` (the machine is shared: CPU time is what the
    /// code costs, whatever else runs).
    static func cpu<T>(runs: Int, _ body: () -> T) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = ReaderBench.threadCPUMilliseconds()
            let result = body()
            samples.append(ReaderBench.threadCPUMilliseconds() - start)
            withExtendedLifetime(result) {}
        }
        return median(samples)
    }

    static func parsing(_ files: [(name: String, data: Data)]) {
        let bytes = files.reduce(0) { $0 + $1.data.count }
        var items = 0
        for file in files {
            if case .feed(let document) = FeedParser.parse(file.data, url: URL(string: "https://example.org/" + file.name)) {
                items += document.entries.count
            }
        }
        let time = cpu(runs: 7) {
            files.map { FeedParser.parse($0.data, url: URL(string: "https://example.org/" + $0.name)) }
        }
        print(String(format: "parse %d feeds (%.1f MB, %d items): %.1f ms thread CPU, %.0f MB/s", files.count,
                     Double(bytes) / 1e6, items, time, Double(bytes) / 1e6 / (time / 1000)))
        for (label, suffix) in [("RSS", ".xml"), ("Atom", ".atom"), ("RDF", ".rdf"), ("JSON Feed", ".json")] {
            let group = files.filter { $0.name.hasSuffix(suffix) }
            guard !group.isEmpty else { continue }
            let size = group.reduce(0) { $0 + $1.data.count }
            let groupTime = cpu(runs: 7) { group.map { FeedParser.parse($0.data, url: URL(string: "https://example.org/" + $0.name)) } }
            print(String(format: "  %@: %d feeds, %.1f MB, %.1f ms, %.0f MB/s", label, group.count, Double(size) / 1e6, groupTime,
                         Double(size) / 1e6 / (groupTime / 1000)))
        }
    }

    /// Keeping the whole corpus in a fresh store file, the way a cold reload does, in batches of
    /// documents of about `items` items each.
    static func keeping(_ files: [(name: String, data: Data)]) {
        let documents: [KeptDocument] = files.compactMap { file in
            guard case .feed(let document) = FeedParser.parse(file.data, url: URL(string: "https://example.org/" + file.name)) else { return nil }
            return KeptDocument(feed: "https://example.org/" + file.name, title: document.title, link: nil, etag: nil, lastModified: nil,
                                items: document.entries.map(ItemRecord.init(entry:)))
        }
        for items in [1, 400, 2_000, 1_000_000] {
            var samples: [Double] = []
            for _ in 0..<3 {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-keep-\(UUID().uuidString)")
                let store = FeedStore(path: folder.appendingPathComponent("feeds.sqlite3").path)
                let start = ContinuousClock.now
                var batch: [KeptDocument] = []
                var count = 0
                for document in documents {
                    batch.append(document)
                    count += document.items.count
                    if count >= items {
                        let written = batch
                        _ = blocking { await store.keep(written) }
                        batch = []
                        count = 0
                    }
                }
                let rest = batch
                if !rest.isEmpty { _ = blocking { await store.keep(rest) } }
                samples.append(milliseconds(ContinuousClock.now - start))
                try? FileManager.default.removeItem(at: folder)
            }
            print(String(format: "keep %d documents, batches of %@ items: %.0f ms (median of 3)", documents.count,
                         items == 1 ? "one document" : items >= 1_000_000 ? "all" : "\(items)", median(samples)))
        }
    }

    /// A feed of `items` items with a paragraph of content each, as a big blog's full archive.
    static func syntheticFeed(items: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\"><channel><title>Archive</title><link>https://big.example/</link>"
        for n in 0..<items {
            text += "<item><title>Post number \(n) about terminals &amp; feeds</title><link>https://big.example/\(n)</link><guid>big-\(n)</guid>"
            text += "<pubDate>Tue, 10 Jun 2003 \(String(format: "%02d", n / 60 % 24)):\(String(format: "%02d", n % 60)):00 GMT</pubDate>"
            text += "<description>&lt;p&gt;Summary of post \(n).&lt;/p&gt;</description>"
            text += "<content:encoded><![CDATA[<p>" + String(repeating: "The body of a post, at some length. ", count: 12) + "</p>]]></content:encoded></item>"
        }
        return Data((text + "</channel></rss>").utf8)
    }

    static func bigFeed(items count: Int) {
        let data = syntheticFeed(items: count)
        let url = URL(string: "https://big.example/feed.xml")!
        let parse = cpu(runs: 7) { FeedParser.parse(data, url: url) }
        print(String(format: "\n%d-item feed (%.1f MB): parse %.1f ms thread CPU (%.0f MB/s)", count, Double(data.count) / 1e6, parse,
                     Double(data.count) / 1e6 / (parse / 1000)))
        guard case .feed(let document) = FeedParser.parse(data, url: url) else { return print("  not read") }
        let records = document.entries.map(ItemRecord.init(entry:))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-feeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("feeds.sqlite3").path
        let store = FeedStore(path: path)
        let subscription = Subscription(address: url.absoluteString)
        let library = FeedLibrary(subscriptions: .fixed(SubscriptionList()), store: store, transport: BenchNoTransport())
        var keepSamples: [Double] = []
        for run in 0..<5 {
            let start = ContinuousClock.now
            let outcome = blocking { await store.keep(feed: url.absoluteString, title: document.title, link: nil, etag: nil, lastModified: nil, items: records) }
            keepSamples.append(milliseconds(ContinuousClock.now - start))
            precondition(outcome.itemCount == count && (run > 0 || outcome.newCount == count))
        }
        print(String(format: "  keep it: first time %.1f ms; unchanged again %.1f ms (median of 4)", keepSamples[0], median(Array(keepSamples.dropFirst()))))
        var readSamples: [Double] = []
        for _ in 0..<15 {
            let start = ContinuousClock.now
            let rows = blocking { await library.keptRows(of: [subscription]) }
            readSamples.append(milliseconds(ContinuousClock.now - start))
            precondition(rows.count == count)
        }
        print(String(format: "  open it from the store (every row, newest first, ready to draw): %.1f ms (median of 15)", median(readSamples)))
        var firstScreen: [Double] = []
        for _ in 0..<15 {
            let start = ContinuousClock.now
            let rows = blocking { await library.keptRows(of: [subscription], limit: 200) }
            firstScreen.append(milliseconds(ContinuousClock.now - start))
            precondition(rows.count == 200)
        }
        print(String(format: "  its first 200 rows: %.1f ms (median of 15)", median(firstScreen)))
        FeedTabBench.run(store: store, subscription: subscription)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Runs async work to completion from the benchmark's synchronous code.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}

/// The big feed is read from the store only; nothing is fetched.
private struct BenchNoTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        throw .unreachable(host: request.displayHost, reason: "the benchmark fetches nothing")
    }
}
