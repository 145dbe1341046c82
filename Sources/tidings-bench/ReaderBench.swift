import Foundation
import Reader

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

    /// Median milliseconds to extract each page, and the total.
    static func speed(_ corpus: ReaderCorpus, runs: Int = 5) -> (perPage: [Double], totalBytes: Int) {
        var times: [Double] = []
        var bytes = 0
        for page in corpus.pages {
            bytes += page.html.count
            times.append(measure(repeat: runs) {
                let article = ArticleExtractor.extract(html: page.html, url: page.url)
                _ = article?.text
            })
        }
        return (times, bytes)
    }
}
