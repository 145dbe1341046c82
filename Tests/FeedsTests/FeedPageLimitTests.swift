import Networking
import Testing
@testable import Feeds

@Suite struct FeedPageLimitTests {
    @Test func feedPagesAskForTheSmallerLimit() {
        let hn = HackerNewsClient(transport: NeverTransport())
        #expect(hn.searchRequest(nil).maximumBodyBytes == 8 << 20)
        #expect(hn.storiesRequest(ids: [1, 2]).maximumBodyBytes == 8 << 20)
        #expect(hn.discussionRequest(id: "1").maximumBodyBytes == HTTPRequest.defaultMaximumBodyBytes)
        let news = NewsAPIClient(apiKey: "k", transport: NeverTransport())
        #expect(news.pageRequest(page: 1).maximumBodyBytes == 8 << 20)
    }
}
