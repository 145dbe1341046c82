import Foundation
import Testing
@testable import Feeds
import Networking

/// Numbers are whatever the server sent. Each of these used to trap (overflow or `Int(Double)`).
@Suite struct HostileNumberTests {
    @Test func algoliaPageAtIntMaxEndsTheList() throws {
        let json = """
        {"hits":[{"objectID":"1","title":"t"}],"page":9223372036854775807,"nbPages":9223372036854775807}
        """
        let page = HackerNewsClient.page(from: try JSONDecoder().decode(AlgoliaSearchResponse.self, from: Data(json.utf8)))
        #expect(page.items.count == 1)
        #expect(page.next == nil)
    }

    @Test func negativeAlgoliaPageEndsTheList() throws {
        let json = #"{"hits":[{"objectID":"1","title":"t"}],"page":-9223372036854775808,"nbPages":5}"#
        let page = HackerNewsClient.page(from: try JSONDecoder().decode(AlgoliaSearchResponse.self, from: Data(json.utf8)))
        #expect(page.next == nil)
    }

    @Test(arguments: [Int.min, Int.max, -62_135_596_801, 253_402_300_800])
    func absurdUnixTimesAreNoDate(seconds: Int) throws {
        let json = #"{"hits":[{"objectID":"1","title":"t","created_at_i":\#(seconds)}],"page":0,"nbPages":1}"#
        let page = HackerNewsClient.page(from: try JSONDecoder().decode(AlgoliaSearchResponse.self, from: Data(json.utf8)))
        #expect(page.items.first?.date == nil)
    }

    @Test func commentWithInt64MinTimeHasNoDate() throws {
        let json = #"{"id":1,"title":"t","children":[{"id":2,"author":"a","text":"x","created_at_i":-9223372036854775808}]}"#
        let node = try JSONDecoder().decode(AlgoliaItem.self, from: Data(json.utf8))
        let discussion = HackerNewsClient.discussion(from: node, fallback: FeedItem(id: "1", title: "t"))
        #expect(discussion.comments.first?.date == nil)
    }

    @Test func plausibleDatesSurvive() {
        #expect(Timestamp.date(seconds: 0, iso: nil) == Date(timeIntervalSince1970: 0))
        #expect(Timestamp.parseISO8601("2026-05-01T09:12:44.000Z") == Date(timeIntervalSince1970: 1_777_626_764))
        #expect(Timestamp.parseISO8601(String(repeating: "9", count: 100_000)) == nil)
    }

    @Test(arguments: [-1e300, -1, -0.0])
    func productHuntNegativeResetIsNow(seconds: Double) {
        #expect(ProductHuntFailure.wholeSeconds(seconds) == 0)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func productHuntUnusableResetIsUnknown(seconds: Double) {
        #expect(ProductHuntFailure.wholeSeconds(seconds) == nil)
    }

    @Test(arguments: [1e300, 9.3e18, Double(Int32.max)])
    func productHuntHugeResetIsCapped(seconds: Double) {
        #expect(ProductHuntFailure.wholeSeconds(seconds) == 86_400)
    }

    @Test func productHuntResetInFromTheBody() {
        let body = #"{"errors":[{"error":"rate_limit_reached","details":{"reset_in":-1e300}}]}"#
        let response = HTTPResponse(status: 429, headers: [:], body: Data(body.utf8))
        #expect(ProductHuntFailure.rateLimited(resetSeconds: -1e300, response: response)
            == .rateLimited(service: "Product Hunt", retryAfterSeconds: 0))
    }

    @Test func newsAPITotalResultsAtIntMax() throws {
        let json = #"{"status":"ok","totalResults":9223372036854775807,"articles":[{"title":"a","url":"https://e.org/a"}]}"#
        let payload = try JSONDecoder().decode(NewsAPIResponse.self, from: Data(json.utf8))
        #expect(NewsAPIClient.page(from: payload, page: 1).next == .page(2))
        #expect(NewsAPIClient.page(from: payload, page: Int.max).next == nil)
        #expect(NewsAPIClient.page(from: payload, page: Int.min).next == nil)
    }
}
