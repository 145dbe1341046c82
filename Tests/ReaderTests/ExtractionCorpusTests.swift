import Foundation
import Reader
import ReaderFixtures
import Testing
import TestThreads

/// The quality bar: on real article pages (Corpus/, see SOURCE.md) the extracted body's word
/// 4-gram F1 against the hand-checked truth averages at least 0.95.
@Suite("Extraction quality on the corpus", .ownThread)
struct ExtractionCorpusTests {
    struct Page {
        var id: String
        var url: URL
        var html: Data
        var truth: String
    }

    static func pages(_ subdirectory: String? = nil) throws -> [Page] {
        var directory = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil))
        if let subdirectory { directory = directory.appendingPathComponent(subdirectory) }
        let data = try Data(contentsOf: directory.appendingPathComponent("truth.json"))
        let truth = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: String]])
        return try truth.keys.sorted().map { id in
            let entry = try #require(truth[id])
            return Page(id: id, url: try #require(URL(string: entry["url"] ?? "")),
                        html: try gunzip(directory.appendingPathComponent(id + ".html.gz")),
                        truth: try #require(entry["articleBody"]))
        }
    }

    static func gunzip(_ file: URL) throws -> Data {
        try #require(GzipFile.contents(of: file))
    }

    static func meanF1(_ pages: [Page]) -> Double {
        var total = 0.0
        for page in pages {
            let text = ArticleExtractor.extract(html: page.html, url: page.url)?.text ?? ""
            total += ShingleScore(extracted: text, truth: page.truth).f1
        }
        return total / Double(pages.count)
    }

    @Test("Mean shingle F1 is at least 0.95 on the pages the rules were tuned on")
    func meanF1() throws {
        let pages = try Self.pages()
        try #require(pages.count >= 50)
        let mean = Self.meanF1(pages)
        #expect(mean >= 0.95, "mean F1 \(mean)")
    }

    @Test("Mean shingle F1 is at least 0.90 on news pages held out from tuning")
    func heldOutF1() throws {
        let pages = try Self.pages("news")
        try #require(pages.count >= 40)
        let mean = Self.meanF1(pages)
        #expect(mean >= 0.90, "mean F1 \(mean)")
    }

    @Test("The score itself: identical texts 1, disjoint 0, half the shingles in between")
    func scoring() {
        #expect(ShingleScore(extracted: "one two three four five", truth: "one two three four five").f1 == 1)
        #expect(ShingleScore(extracted: "alpha beta gamma delta", truth: "one two three four").f1 == 0)
        let half = ShingleScore(extracted: "a b c d e", truth: "a b c d x")
        #expect(half.precision == 0.5 && half.recall == 0.5)
    }
}
