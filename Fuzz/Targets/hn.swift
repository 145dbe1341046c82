import Foundation
import Networking
import TidingsText
@testable import Feeds

// Hacker News (Algolia) answers: search pages and item threads must decode or fail, never trap.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let response = FuzzResponse.make(data, size) else { return 0 }
    if let payload = try? response.requireSuccess(host: "h").decodeJSON(AlgoliaSearchResponse.self, host: "h") {
        let page = HackerNewsClient.page(from: payload)
        for item in page.items { touch(item) }
    }
    let fallback = FeedItem(id: "1", title: "t")
    if let discussion = try? HackerNewsClient.decodeDiscussion(response, for: fallback, host: "h") {
        touch(discussion.item)
        var pending = discussion.comments
        while let comment = pending.popLast() {
            if case .html(let html)? = comment.body { _ = HTMLText.parse(html) }
            pending.append(contentsOf: comment.replies)
        }
    }
    return 0
}

func touch(_ item: FeedItem) {
    _ = item.date.map { $0.timeIntervalSince1970 }
    if case .html(let html)? = item.body { _ = HTMLText.parse(html) }
}
