import Feeds
import FeedFixtures
import Networking
import Synchronization

/// A source that orders replies the way the test says, records each comment it is asked
/// about, and can hold answers back until the test opens its gate.
final class ReplyOrderSource: FeedSource, Sendable {
    var name: String { "Ordered" }
    var listName: String { "Top" }
    private let discussion: Discussion
    private let orders: [String: ReplyOrder]
    private let state = Mutex((calls: [String](), open: true))

    init(_ discussion: Discussion, orders: [String: ReplyOrder], gated: Bool = false) {
        self.discussion = discussion
        self.orders = orders
        state.withLock { $0.open = !gated }
    }

    var calls: [String] { state.withLock { $0.calls } }
    func open() { state.withLock { $0.open = true } }

    func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage { FeedPage(items: [discussion.item], next: nil) }
    func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion { discussion }

    func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder? {
        let known = known.map { "known " + $0.joined(separator: ",") } ?? "unknown"
        state.withLock { $0.calls.append("\(commentID) \(known) present \(present.sorted().joined(separator: ","))") }
        while !state.withLock({ $0.open }) {
            try? await Task.sleep(for: .milliseconds(2))
        }
        return orders[commentID]
    }
}
