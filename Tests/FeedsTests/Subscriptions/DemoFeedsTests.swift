import Foundation
import Testing
@testable import Feeds

@Suite struct DemoFeedsTests {
    @Test func everyBundledFeedReadsThroughTheSameParser() async throws {
        let fetcher = FeedFetcher(transport: DemoTransport(latency: .zero, sources: [FeedsDemo()]))
        var formats: Set<FeedFormat> = []
        var all: [FeedEntry] = []
        let subscriptions = FeedsDemo.list.subscriptions
        #expect(subscriptions.count == 6)
        for subscription in subscriptions {
            let url = try #require(subscription.url)
            guard case .fetched(let document, _) = try await fetcher.fetch(url) else {
                Issue.record("\(url) not fetched")
                continue
            }
            #expect(document.title?.isEmpty == false, "\(url)")
            #expect(document.entries.count >= 2, "\(url)")
            formats.insert(document.format)
            all += document.entries
        }
        #expect(formats == [.rss, .rdf, .atom, .json])
        #expect(all.allSatisfy { $0.link?.isWebAddress ?? true })
        #expect(all.contains { $0.title == "Naïve café résumé" }, "Latin-1 read as such")
        #expect(all.contains { $0.title == "Conditional GET & you" })
        #expect(all.contains { !$0.enclosures.isEmpty })
        #expect(all.contains { $0.title == nil && $0.displayTitle.hasPrefix("A post without a title") })
        let evil = try #require(all.first { $0.title?.contains("made harmless") == true })
        #expect(!evil.title!.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        await #expect(throws: FeedFailure.self) { try await fetcher.fetch(FeedsDemo.baseURL.appendingPathComponent("../hn/items/1.json")) }
    }
}
