import Foundation
import Reader
#if canImport(Glibc)
import Glibc
#endif

/// The reader's figures: quality (shingle F1 against the corpus truth) and the time to
/// extract (parse + score + render to text), per page and per 100 KB.
enum ReaderBench {
    /// `tidings-bench --reader-eval DIR`: one line per page, worst first, then the averages.
    /// With `half`, only the pages whose id starts with 0–7 ("tune") or 8–f ("held"): a
    /// corpus split in two by id, one half to tune on and one held out.
    static func evaluate(_ corpus: ReaderCorpus, half: String? = nil) {
        var rows: [(id: String, score: ShingleScore)] = []
        var titles = MetadataScore()
        var bylines = MetadataScore()
        for page in corpus.pages where half.map({ inHalf(page.id, $0) }) ?? true {
            let article = ArticleExtractor.extract(html: page.html, url: page.url)
            rows.append((page.id, ShingleScore(extracted: article?.text ?? "", truth: page.truth)))
            if let title = page.title { titles.add(found: article?.title, truth: title) }
            if let author = page.author { bylines.add(found: article?.byline, truth: author) }
        }
        for row in rows.sorted(by: { $0.score.f1 < $1.score.f1 }) {
            print(String(format: "%.3f  p %.3f  r %.3f  %@", row.score.f1, row.score.precision, row.score.recall, row.id))
        }
        summarize(rows.map(\.score))
        titles.print("titles")
        bylines.print("bylines")
    }

    static func inHalf(_ id: String, _ half: String) -> Bool {
        let first = id.lowercased().first ?? "0"
        let low = ("0"..."7").contains(first)
        return half == "tune" ? low : !low
    }

    /// How often a title or byline comes out exactly as the truth (ignoring case and spacing),
    /// and how often one contains the other.
    struct MetadataScore {
        var pages = 0
        var exact = 0
        var contained = 0

        static func normal(_ text: String) -> String {
            text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }

        mutating func add(found: String?, truth: String) {
            let truth = Self.normal(truth)
            guard !truth.isEmpty else { return }
            pages += 1
            guard let found = found.map(Self.normal), !found.isEmpty else { return }
            if found == truth { exact += 1 }
            if found == truth || found.contains(truth) || truth.contains(found) { contained += 1 }
        }

        func print(_ name: String) {
            guard pages > 0 else { return }
            Swift.print(String(format: "%@: %d pages, exactly %.0f%%, contained %.0f%%", name, pages,
                               100 * Double(exact) / Double(pages), 100 * Double(contained) / Double(pages)))
        }
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
    /// when `python` can run it: page by page, alternating, so both see the same machine load.
    static func report(python: String?) {
        let corpus = ReaderCorpus(directory: corpusDirectory)
        guard !corpus.pages.isEmpty else { return print("\nreader: corpus not found at \(corpusDirectory.path)") }
        let theirs = python.flatMap { Trafilatura(python: $0, script: scriptPath) }
        var ours: [Double] = []
        var their: [Double] = []
        var bytes = 0
        for page in corpus.pages {
            bytes += page.html.count
            ours.append(fastest(page))
            if let theirs, let time = theirs.time(corpusDirectory.appendingPathComponent(page.id + ".html.gz").path, url: page.url) {
                their.append(time)
            }
        }
        let total = ours.reduce(0, +)
        let per100KB = total / (Double(bytes) / 102_400)
        print("\nreader extraction (parse + score + render; fastest of 5, thread CPU time), \(corpus.pages.count) corpus pages, \(bytes / 1024) KiB of HTML")
        print("  median page                           \(format(median(ours)))")
        print("  slowest page                          \(format(ours.max() ?? 0))")
        print("  all pages                             \(format(total))")
        print("  per 100 KB of HTML                    \(format(per100KB))")
        let scores = corpus.pages.map { page in
            ShingleScore(extracted: ArticleExtractor.extract(html: page.html, url: page.url)?.text ?? "", truth: page.truth)
        }
        print(String(format: "  quality: mean shingle F1 %.3f", scores.map(\.f1).reduce(0, +) / Double(scores.count)))
        guard let python else { return print("  trafilatura: not measured (pass --trafilatura PYTHON)") }
        guard let theirs, their.count == ours.count else { return print("  trafilatura: could not be run with \(python)") }
        let theirTotal = their.reduce(0, +)
        print("  trafilatura \(theirs.version), same pages, alternating")
        print("    median page                         \(format(median(their)))")
        print("    all pages                           \(format(theirTotal)) (\(format(theirTotal / (Double(bytes) / 102_400))) per 100 KB)")
        print(String(format: "  speed-up                              %8.1f× (median page %.1f×)", theirTotal / total, median(their) / median(ours)))
    }

    private static var scriptPath: String {
        corpusDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/trafilatura-bench.py").path
    }

    /// scripts/trafilatura-bench.py, kept running: one page in, its time out.
    final class Trafilatura {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        private(set) var version = "?"
        private var buffer = Data()

        init?(python: String, script: String) {
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script]
            process.standardInput = input
            process.standardOutput = output
            guard (try? process.run()) != nil, let first = line() else { return nil }
            version = first
        }

        deinit {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        func time(_ path: String, url: URL) -> Double? {
            input.fileHandleForWriting.write(Data("\(path)\t\(url.absoluteString)\n".utf8))
            return line().flatMap(Double.init)
        }

        private func line() -> String? {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let text = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[(newline + 1)...])
                    return text
                }
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { return nil }
                buffer += more
            }
        }
    }

    /// Milliseconds to extract a page: the fastest of `runs`, in this thread's CPU time (the
    /// machine is shared; wall-clock medians there mostly measure the neighbours).
    static func fastest(_ page: ReaderCorpus.Page, runs: Int = 5) -> Double {
        var fastest = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUMilliseconds()
            let article = ArticleExtractor.extract(html: page.html, url: page.url)
            _ = article?.text
            fastest = min(fastest, threadCPUMilliseconds() - start)
        }
        return fastest
    }

    static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }
}

extension ReaderBench {
    /// `--reader-meta DIR`: each page whose title or byline differs from the truth's.
    static func metadataMisses(_ corpus: ReaderCorpus) {
        for page in corpus.pages {
            let article = ArticleExtractor.extract(html: page.html, url: page.url)
            let norm = MetadataScore.normal
            if let title = page.title, norm(article?.title ?? "") != norm(title) {
                print("T \(page.id.prefix(8))  got: \(article?.title ?? "-")\n            want: \(title)")
            }
            if let author = page.author, !author.isEmpty, norm(article?.byline ?? "") != norm(author) {
                print("B \(page.id.prefix(8))  got: \(article?.byline ?? "-")\n            want: \(author)")
            }
        }
    }
}
