import Feeds
import Foundation

/// `tidings-bench --feeds [DIR]`: how fast feeds are read. DIR holds feed files (as
/// `scripts/gen-feed-corpus.py` writes them); without it a corpus is generated in memory.
enum FeedBench {
    static func run(_ arguments: [String]) {
        let directory = arguments.firstIndex(of: "--feeds").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let files = directory.map(corpus(in:)) ?? []
        print("tidings-bench --feeds — medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")
        if !files.isEmpty { parsing(files) }
    }

    static func corpus(in directory: String) -> [(name: String, data: Data)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/feeds")) ?? []
        return names.filter { !$0.hasSuffix(".gz") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory + "/feeds/" + name).map { (name, $0) }
        }
    }

    static func parsing(_ files: [(name: String, data: Data)]) {
        let bytes = files.reduce(0) { $0 + $1.data.count }
        var items = 0
        var samples: [Double] = []
        for run in 0..<7 {
            var count = 0
            let start = ReaderBench.threadCPUMilliseconds()
            for file in files {
                if case .feed(let document) = FeedParser.parse(file.data, url: URL(string: "https://example.org/" + file.name)) {
                    count += document.entries.count
                }
            }
            samples.append(ReaderBench.threadCPUMilliseconds() - start)
            if run == 0 { items = count }
        }
        let cpu = median(samples)
        print(String(format: "parse %d feeds (%.1f MB, %d items): %.1f ms thread CPU (median of 7), %.0f MB/s", files.count,
                     Double(bytes) / 1e6, items, cpu, Double(bytes) / 1e6 / (cpu / 1000)))
    }
}
