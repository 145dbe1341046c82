import Foundation
import Networking
import Synchronization

extension HackerNewsClient {
    /// Replies fetched at once for one comment coming into view.
    static let parallelReplies = 4

    /// The thread from Algolia (one request) with its top level in the site's order (the
    /// story's `kids`, fetched in parallel); top-level comments Algolia does not have yet are
    /// fetched from the official API. Without Algolia, the top level comes from the official API
    /// alone, and replies follow as they come into view (`fetchReplies`).
    public func fetchDiscussion(for item: FeedItem) async throws(FetchError) -> Discussion {
        guard let id = Int(item.id) else { return try await algoliaDiscussion(for: item) }
        let skipAlgolia = algoliaStatus.isDown
        // Partial threads are shown in the site's order only, so they wait for the story's kids.
        let order = OfficialOrder()
        let preview = DiscussionProgress.report.map { report in
            { @Sendable (comments: () -> [Comment]) -> Bool in
                guard let kids = order.ids else { return false }
                let partial = comments()
                guard !partial.isEmpty else { return false }
                return report(Discussion(item: item, comments: Self.ordered(partial, by: kids)))
            }
        }
        async let officialStory = firebaseStory(id, noting: order)
        async let tree = algoliaResult(for: item, skip: skipAlgolia, preview: preview, order: order)
        let algolia = await tree
        let story = await officialStory

        switch algolia {
        case .success(var discussion)?:
            discussion.ordersReplies = true
            guard case .success(let official?) = story else {
                if case .failure(.cancelled) = story { throw .cancelled }
                return discussion  // Algolia's order beats no thread
            }
            let present = Set(discussion.comments.map(\.id))
            let missing = official.kids.filter { !present.contains(String($0)) }
            var extra: [String: Comment] = [:]
            if !missing.isEmpty, let fetched = try? await firebase.items(missing) {
                for (kid, comment) in fetched { extra[String(kid)] = Self.shownComment(from: comment, id: kid) }
            }
            if Task.isCancelled { throw .cancelled }
            discussion.comments = Self.ordered(discussion.comments, by: official.kidIDs, extra: extra)
            discussion.item.commentCount = max(discussion.item.commentCount ?? 0, official.descendants ?? 0)
            return discussion
        case .failure(let error)?:
            if AlgoliaStatus.isOutage(error) {
                algoliaStatus.markDown()
                return try await officialDiscussion(for: item, story: story, notice: .algoliaUnavailable)
            }
            // A story too new for Algolia's index.
            guard case .itemMissing = error else { throw error }
            return try await officialDiscussion(for: item, story: story, notice: nil, otherwise: error)
        case nil:
            return try await officialDiscussion(for: item, story: story, notice: .algoliaUnavailable)
        }
    }

    public func fetchReplies(of commentID: String, known: [String]?, present: Set<String>) async throws(FetchError) -> ReplyOrder? {
        guard let id = Int(commentID) else { return nil }
        let ids: [String]
        if let known {
            ids = known
        } else {
            guard let comment = try await firebase.item(id) else { return nil }
            ids = comment.kidIDs
        }
        let missing = ids.filter { !present.contains($0) }.compactMap { Int($0) }
        guard !missing.isEmpty else { return ReplyOrder(ids: ids, added: []) }
        let fetched = try await firebase.items(missing, width: Self.parallelReplies)
        let added = missing.compactMap { kid in fetched[kid].flatMap { Self.shownComment(from: $0, id: kid) } }
        return ReplyOrder(ids: ids, added: added)
    }

    private func algoliaResult(
        for item: FeedItem, skip: Bool, preview: AlgoliaThreadReceiver.Progress?, order: OfficialOrder
    ) async -> Result<Discussion, FetchError>? {
        if skip { return nil }
        do throws(FetchError) {
            return .success(try await algoliaDiscussion(for: item, preview: preview, order: order))
        } catch {
            return .failure(error)
        }
    }

    private func firebaseStory(_ id: Int, noting order: OfficialOrder) async -> Result<FirebaseItem?, FetchError> {
        // A thread that is opened again shows the replies posted since.
        do throws(FetchError) {
            let story = try await firebase.item(id, fresh: true)
            if let story { order.ids = story.kidIDs }
            return .success(story)
        } catch {
            return .failure(error)
        }
    }

    /// The thread from Algolia, read as it arrives (partial threads go to `preview`).
    private func algoliaDiscussion(
        for item: FeedItem, preview: AlgoliaThreadReceiver.Progress? = nil, order: OfficialOrder? = nil
    ) async throws(FetchError) -> Discussion {
        let receiver = AlgoliaThreadReceiver(progress: preview)
        order?.nudgeOnArrival(receiver)
        let response: HTTPResponse
        do {
            response = try await transport.send(discussionRequest(id: item.id), streamingTo: receiver)
        } catch {
            receiver.stop()
            throw error
        }
        if response.status == 404 {
            throw .itemMissing(service: "Hacker News", id: item.id)
        }
        _ = try response.requireSuccess(host: host)
        do {
            let node = try await receiver.finish()
            return Self.discussion(from: node, fallback: item)
        } catch {
            throw .unexpectedAnswer(host: host)
        }
    }

    /// The story and its top-level comments from the official API; replies come later.
    private func officialDiscussion(
        for item: FeedItem, story: Result<FirebaseItem?, FetchError>, notice: SourceNotice?, otherwise missing: FetchError? = nil
    ) async throws(FetchError) -> Discussion {
        let answer: FirebaseItem?
        switch story {
        case .success(let found): answer = found
        case .failure(.cancelled): throw .cancelled
        // Algolia's "no such item" says more than the official API's failure.
        case .failure(let error): throw missing ?? error
        }
        guard let official = answer else {
            throw missing ?? .itemMissing(service: "Hacker News", id: item.id)
        }
        let fetched = official.kids.isEmpty ? [:] : try await firebase.items(official.kids)
        let comments = official.kids.compactMap { kid in fetched[kid].flatMap { Self.shownComment(from: $0, id: kid) } }
        var refreshed = item
        if let id = Int(item.id), let fresh = Self.item(from: official, id: id) {
            refreshed = fresh
            refreshed.commentCount = official.descendants ?? item.commentCount
        }
        return Discussion(item: refreshed, comments: comments, ordersReplies: true, notice: notice)
    }
}

/// The story's replies in the site's order, once the official API has said it. A thread
/// receiver whose partial thread waited for it is nudged when it comes.
final class OfficialOrder: Sendable {
    private struct State {
        var ids: [String]?
        var receivers: [AlgoliaThreadReceiver] = []
    }

    private let state = Mutex(State())

    var ids: [String]? {
        get { state.withLock { $0.ids } }
        set {
            let waiting = state.withLock { state in
                state.ids = newValue
                return state.receivers
            }
            for receiver in waiting { receiver.nudge() }
        }
    }

    /// Nudges `receiver` when the order arrives.
    func nudgeOnArrival(_ receiver: AlgoliaThreadReceiver) {
        state.withLock { $0.receivers.append(receiver) }
    }
}
