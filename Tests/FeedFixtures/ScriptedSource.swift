import Feeds
import Foundation
import Networking
import Synchronization

/// A feed source whose answers the test decides: pages by cursor, discussions by item id, and an
/// optional gate that holds answers back until the test opens it (to test cancellation and late
/// results). Records every call.
public final class ScriptedSource: FeedSource, Sendable {
    public let name: String
    public let listName: String
    private let state = Mutex(State())
    private let gate: Gate?
    /// What `searching(for:)` and `nextList()` answer.
    private let search: ScriptedSource?
    private let next: ScriptedSource?

    struct State {
        var pages: [PageCursor?: Result<FeedPage, FetchError>] = [:]
        var discussions: [String: Result<Discussion, FetchError>] = [:]
        var moreComments: [PageCursor: Result<Discussion, FetchError>] = [:]
        var calls: [String] = []
    }

    public init(name: String = "Scripted", listName: String = "Top", gated: Bool = false, search: ScriptedSource? = nil, next: ScriptedSource? = nil) {
        self.name = name
        self.listName = listName
        gate = gated ? Gate() : nil
        self.search = search
        self.next = next
    }

    public func searching(for query: String) -> (any FeedSource)? {
        // An empty query is the screen asking whether search exists; not worth recording.
        if !query.isEmpty { state.withLock { $0.calls.append("search \(query)") } }
        return search
    }

    public func nextList() -> (any FeedSource)? { next }

    public func setPage(_ cursor: PageCursor?, _ result: Result<FeedPage, FetchError>) {
        state.withLock { $0.pages[cursor] = result }
    }

    public func setDiscussion(_ id: String, _ result: Result<Discussion, FetchError>) {
        state.withLock { $0.discussions[id] = result }
    }

    public func setMoreComments(after cursor: PageCursor, _ result: Result<Discussion, FetchError>) {
        state.withLock { $0.moreComments[cursor] = result }
    }

    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor, options: FetchOptions) async throws(FetchError) -> Discussion {
        state.withLock { $0.calls.append("more \(item.id) \(cursor)") }
        await gate?.wait()
        guard let result = state.withLock({ $0.moreComments[cursor] }) else { throw .serviceMessage(service: "Scripted", message: "no comments scripted") }
        return try result.get()
    }

    public var calls: [String] { state.withLock { $0.calls } }

    /// Lets every held answer through.
    public func open() { gate?.open() }

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        state.withLock { $0.calls.append("page \(cursor.map { "\($0)" } ?? "first")") }
        await gate?.wait()
        guard let result = state.withLock({ $0.pages[cursor] }) else { throw .serviceMessage(service: "Scripted", message: "no page scripted") }
        return try result.get()
    }

    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        state.withLock { $0.calls.append("discussion \(item.id)") }
        await gate?.wait()
        guard let result = state.withLock({ $0.discussions[item.id] }) else { throw .serviceMessage(service: "Scripted", message: "no discussion scripted") }
        return try result.get()
    }
}

/// Holds callers until opened. Deliberately ignores task cancellation: it models a server that
/// answers even after the user has left the screen.
final class Gate: Sendable {
    private let opened = Mutex(false)

    func open() { opened.withLock { $0 = true } }

    func wait() async {
        while !opened.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}
