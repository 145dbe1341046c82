import Foundation
import Reader
#if canImport(Glibc)
import Glibc
#endif

/// The reader's figures: quality (shingle F1 against the corpus truth) and the time to
/// extract (parse + score + render to text), per page and per 100 KB.
enum ReaderBench {
    /// `tidings-bench --reader-eval DIR`: one line per page, worst first, then the averages.
    static func evaluate(_ corpus: ReaderCorpus) {
        var rows: [(id: String, score: ShingleScore)] = []
        for page in corpus.pages {
            let article = ArticleExtractor.extract(html: page.html, url: page.url)
            rows.append((page.id, ShingleScore(extracted: article?.text ?? "", truth: page.truth)))
        }
        for row in rows.sorted(by: { $0.score.f1 < $1.score.f1 }) {
            print(String(format: "%.3f  p %.3f  r %.3f  %@", row.score.f1, row.score.precision, row.score.recall, row.id))
        }
        summarize(rows.map(\.score))
    }

    static func summarize(_ scores: [ShingleScore]) {
        guard !scores.isEmpty else { return print("no pages") }
        let count = Double(scores.count)
        let f1 = scores.map(\.f1).reduce(0, +) / count
        let precision = scores.map(\.precision).reduce(0, +) / count
        let recall = scores.map(\.recall).reduce(0, +) / count
        let pooled = 2 * precision * recall / (precision + recall)
        print(String(format: "pages %d  mean F1 %.3f  mean precision %.3f  mean recall %.3f  F1 of means %.3f", scores.count, f1, precision, recall, pooled))
    }

    /// The corpus in the source tree, found from this file's path.
    static var corpusDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/ReaderTests/Corpus")
    }

    /// Prints the extraction time per page and per 100 KB, and trafilatura's on the same pages
    /// when `python` can run it.
    static func report(python: String?) {
        let corpus = ReaderCorpus(directory: corpusDirectory)
        guard !corpus.pages.isEmpty else { return print("\nreader: corpus not found at \(corpusDirectory.path)") }
        let (times, bytes) = speed(corpus)
        let total = times.reduce(0, +)
        let per100KB = total / (Double(bytes) / 102_400)
        print("\nreader extraction (parse + score + render; fastest of 5, thread CPU time), \(corpus.pages.count) corpus pages, \(bytes / 1024) KiB of HTML")
        print("  median page                           \(format(median(times)))")
        print("  slowest page                          \(format(times.max() ?? 0))")
        print("  all pages                             \(format(total))")
        print("  per 100 KB of HTML                    \(format(per100KB))")
        let scores = corpus.pages.map { page in
            ShingleScore(extracted: ArticleExtractor.extract(html: page.html, url: page.url)?.text ?? "", truth: page.truth)
        }
        print(String(format: "  quality: mean shingle F1 %.3f", scores.map(\.f1).reduce(0, +) / Double(scores.count)))
        guard let python else { return print("  trafilatura: not measured (pass --trafilatura PYTHON)") }
        guard let theirs = trafilatura(python: python) else { return print("  trafilatura: could not be run with \(python)") }
        print("  trafilatura, same pages               \(format(theirs.total)) (\(format(theirs.per100KB)) per 100 KB)")
        print(String(format: "  speed-up                              %8.1f×", theirs.total / total))
    }

    private static func trafilatura(python: String) -> (total: Double, per100KB: Double)? {
        let script = corpusDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/trafilatura-bench.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, corpusDirectory.path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let total = json["total_ms"] as? Double, let per100KB = json["ms_per_100kb"] as? Double
        else { return nil }
        return (total, per100KB)
    }

    /// Milliseconds to extract each page (the fastest of `runs`, in this thread's CPU time, as
    /// scripts/trafilatura-bench.py measures trafilatura: the machine is shared, and wall-clock
    /// medians there mostly measure the neighbours), and the bytes read.
    static func speed(_ corpus: ReaderCorpus, runs: Int = 5) -> (perPage: [Double], totalBytes: Int) {
        var times: [Double] = []
        var bytes = 0
        for page in corpus.pages {
            bytes += page.html.count
            var fastest = Double.infinity
            for _ in 0..<runs {
                let start = threadCPUMilliseconds()
                let article = ArticleExtractor.extract(html: page.html, url: page.url)
                _ = article?.text
                fastest = min(fastest, threadCPUMilliseconds() - start)
            }
            times.append(fastest)
        }
        return (times, bytes)
    }

    private static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }
}
