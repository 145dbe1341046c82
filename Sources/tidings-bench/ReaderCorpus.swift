import Foundation
import ReaderFixtures

/// The reader's evaluation pages (Tests/ReaderTests/Corpus): gzipped HTML named by id, and
/// `truth.json` mapping each id to its address and hand-checked article body.
struct ReaderCorpus {
    struct Page {
        var id: String
        var url: URL
        var html: Data
        var truth: String
        /// The title and author the truth names, when it does.
        var title: String?
        var author: String?
    }

    var pages: [Page] = []

    init(directory: URL) {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("truth.json")),
              let truth = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return }
        for id in truth.keys.sorted() {
            guard let entry = truth[id], let body = entry["articleBody"] as? String,
                  let html = GzipFile.contents(of: directory.appendingPathComponent(id + ".html.gz"))
            else { continue }
            // A dataset that kept no address (L3S-GN1) is read as a page of an unknown site.
            let url = (entry["url"] as? String).flatMap(URL.init(string:)) ?? URL(string: "http://unknown.invalid/\(id).html")!
            pages.append(Page(id: id, url: url, html: html, truth: body, title: entry["title"] as? String, author: entry["author"] as? String))
        }
    }
}
