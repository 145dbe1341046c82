import FoundationEssentials
import Networking
import Synchronization

extension HackerNewsClient {
    /// Replies fetched at once for one comment coming into view.
    static let parallelReplies = 4
    /// Top-level comments fetched from the official API at once: the first screen, then the next
    /// page as the reader reaches the end. A story with 20,000 replies costs a screenful.
    static let topLevelPage = 30

    /// The thread from Algolia (one request) with its top level in the site's order (the
    /// story's `kids`, fetched in parallel); top-level comments Algolia does not have yet are
    /// fetched from the official API (a screenful at most). If Algolia fails this thread, or is
    /// down, the official API serves it alone: the top level a page at a time, replies as they
    /// come into view (`fetchReplies`). A thread fetched ahead (nobody waiting) never falls
    /// back and fetches nothing beyond Algolia's answer and the story: the reader's own visit
    /// does the rest.
    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        guard let id = Int(item.id) else { return try await algoliaDiscussion(for: item, options: options) }
        let skipAlgolia = algolia.shouldSkip
        if skipAlgolia && options.isBackground { throw .cancelled }  // nothing worth fetching ahead
        let askOfficial = !official.shouldSkip
        // Partial threads are shown in the site's order, so they wait for the story's kids (or
        // for the official API to have failed: then in Algolia's).
        let order = OfficialOrder()
        if !askOfficial { order.gaveUp() }
        let preview = progress.map { report in
            { @Sendable (comments: () -> [Comment]) -> Bool in
                let kids = order.ids
                guard kids != nil || order.hasFailed else { return false }
                let partial = comments()
                guard !partial.isEmpty else { return false }
                return report(Discussion(item: item, comments: kids.map { Self.ordered(partial, by: $0) } ?? partial))
            }
        }
        async let officialStory = askOfficial ? firebaseStory(id, noting: order, options: options) : nil
        async let tree = skipAlgolia ? nil : algoliaResult(for: item, preview: preview, order: order, options: options)
        let algoliaAnswer = await tree
        let story = await officialStory

        switch algoliaAnswer {
        case .success(var discussion)?:
            guard case .success(let official?)? = story else {
                if case .failure(.cancelled)? = story { throw .cancelled }
                // Algolia's order beats no thread; the official API is not asked about replies.
                discussion.ordersReplies = false
                if story == nil || story.map(Self.isOutage) == true { discussion.notice = .officialUnavailable }
                return discussion
            }
            discussion.ordersReplies = true
            let present = Set(discussion.comments.map(\.id))
            let budget = options.isBackground ? 0 : Self.topLevelPage
            let missing = Array(official.kids.filter { !present.contains(String($0)) }.prefix(budget))
            var extra: [String: Comment] = [:]
            if !missing.isEmpty, let fetched = try? await firebase.items(missing, options: options) {
                for (kid, comment) in fetched { extra[String(kid)] = Self.shownComment(from: comment, id: kid) }
            }
            if Task.isCancelled { throw .cancelled }
            discussion.comments = Self.ordered(discussion.comments, by: official.kidIDs, extra: extra)
            discussion.item.commentCount = max(discussion.item.commentCount ?? 0, official.descendants ?? 0)
            return discussion
        case .failure(let error)?:
            if options.isBackground { throw error }
            if algolia.noteFailure(error, weight: .large, options) {
                // This thread alone comes from the official API.
                return try await officialDiscussion(for: item, story: story, notice: .algoliaUnavailable, options: options)
            }
            // A story too new for Algolia's index.
            guard case .itemMissing = error else { throw error }
            return try await officialDiscussion(for: item, story: story, notice: nil, otherwise: error, options: options)
        case nil:
            do throws(FetchError) {
                return try await officialDiscussion(for: item, story: story, notice: .algoliaUnavailable, options: options)
            } catch {
                // The official API does not have it (a search result it does not return) or
                // cannot be reached either: Algolia may well be back for this one.
                if error == .cancelled { throw .cancelled }
                guard let retried = try? await algoliaDiscussion(for: item, preview: preview, order: order, options: options) else {
                    throw error
                }
                algolia.noteAnswered(options)
                return retried
            }
        }
    }

    /// The two answers Enter on the story starts from (Algolia's thread, the official story),
    /// fetched ahead only to be kept as they pass through the caching transport: the thread is
    /// not read, so fetching a large one ahead holds no more than the transport's pieces.
    /// Nothing is fetched while Algolia is thought down (the official API's thread is paged as
    /// it is read: nothing to keep ahead).
    public func prefetchDiscussion(for item: FeedItem, options: FetchOptions) async throws(FetchError) {
        guard let id = Int(item.id), !algolia.shouldSkip else { throw .cancelled }
        async let story = official.shouldSkip ? nil : try? await firebase.item(id, fresh: true, options: options)
        let response: HTTPResponse
        do {
            response = try await transport.send(discussionRequest(id: item.id, background: true), options: options,
                                                 streamingTo: DroppedBody())
        } catch {
            _ = await story
            throw error
        }
        _ = await story
        if response.status == 404 { throw .itemMissing(service: "Hacker News", id: item.id) }
        _ = try response.requireSuccess(host: host)
    }

    /// The next page of the top level, when the official API serves a thread alone (the cursor
    /// carries the story's remaining `kids`, in the site's order).
    public func fetchMoreComments(for item: FeedItem, after cursor: PageCursor, options: FetchOptions) async throws(FetchError) -> Discussion {
        guard case .token(let carried) = cursor else { return Discussion(item: item, comments: []) }
        let kids = Self.ids(fromKids: carried)
        return try await officialTopLevel(kids, of: item, options: options)
    }

    public func fetchReplies(of commentID: String, known: [String]?, present: Set<String>, options: FetchOptions) async throws(FetchError) -> ReplyOrder? {
        guard let id = Int(commentID), !official.shouldSkip else { return nil }
        let ids: [String]
        if let known {
            ids = known
        } else {
            guard let comment = try await firebase.item(id, options: options) else { return nil }
            ids = comment.kidIDs
        }
        let missing = ids.filter { !present.contains($0) }.compactMap { Int($0) }
        guard !missing.isEmpty else { return ReplyOrder(ids: ids, added: []) }
        let fetched = try await firebase.items(missing, width: Self.parallelReplies, options: options)
        let added = missing.compactMap { kid in fetched[kid].flatMap { Self.shownComment(from: $0, id: kid) } }
        return ReplyOrder(ids: ids, added: added)
    }

    private static func isOutage(_ result: Result<FirebaseItem?, FetchError>) -> Bool {
        if case .failure(let error) = result { return ServiceHealth.isOutage(error) }
        return false
    }

    private func algoliaResult(
        for item: FeedItem, preview: AlgoliaThreadReceiver.Progress?, order: OfficialOrder, options: FetchOptions
    ) async -> Result<Discussion, FetchError>? {
        do throws(FetchError) {
            let discussion = try await algoliaDiscussion(for: item, preview: preview, order: order, options: options)
            algolia.noteAnswered(options)
            return .success(discussion)
        } catch {
            return .failure(error)
        }
    }

    private func firebaseStory(_ id: Int, noting order: OfficialOrder, options: FetchOptions) async -> Result<FirebaseItem?, FetchError> {
        // A thread that is opened again shows the replies posted since.
        do throws(FetchError) {
            let story = try await firebase.item(id, fresh: true, options: options)
            official.noteAnswered(options)
            if let story { order.ids = story.kidIDs } else { order.gaveUp() }
            return .success(story)
        } catch {
            official.noteFailure(error, weight: .small, options)
            // A partial thread waiting for the order shows in Algolia's instead.
            order.gaveUp()
            return .failure(error)
        }
    }

    /// The thread from Algolia, read as it arrives (partial threads go to `preview`).
    private func algoliaDiscussion(
        for item: FeedItem, preview: AlgoliaThreadReceiver.Progress? = nil, order: OfficialOrder? = nil, options: FetchOptions
    ) async throws(FetchError) -> Discussion {
        let receiver = AlgoliaThreadReceiver(progress: preview)
        order?.nudgeOnArrival(receiver)
        let response: HTTPResponse
        do {
            response = try await transport.send(discussionRequest(id: item.id, background: options.isBackground),
                                                 options: options, streamingTo: receiver)
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

    /// The story and its first page of top-level comments from the official API; the rest of
    /// the top level comes as the reader reaches the end, replies as they come into view.
    private func officialDiscussion(
        for item: FeedItem, story: Result<FirebaseItem?, FetchError>?, notice: SourceNotice?, otherwise missing: FetchError? = nil,
        options: FetchOptions
    ) async throws(FetchError) -> Discussion {
        let answer: FirebaseItem?
        switch story {
        case .success(let found)?: answer = found
        case .failure(.cancelled)?: throw .cancelled
        // Algolia's "no such item" says more than the official API's failure.
        case .failure(let error)?: throw missing ?? error
        case nil: throw missing ?? .unreachable(host: firebase.host, reason: "it did not answer a moment ago")
        }
        guard let official = answer else {
            throw missing ?? .itemMissing(service: "Hacker News", id: item.id)
        }
        var discussion = try await officialTopLevel(official.kids, of: item, options: options)
        if let id = Int(item.id), var fresh = Self.item(from: official, id: id) {
            fresh.commentCount = official.descendants ?? item.commentCount
            discussion.item = fresh
        }
        discussion.notice = notice
        return discussion
    }

    /// One page of top-level comments by id, and where the next starts.
    private func officialTopLevel(_ kids: [Int], of item: FeedItem, options: FetchOptions) async throws(FetchError) -> Discussion {
        let page = Array(kids.prefix(Self.topLevelPage))
        let rest = kids.dropFirst(Self.topLevelPage)
        let fetched = page.isEmpty ? [:] : try await firebase.items(page, options: options)
        let comments = page.compactMap { kid in fetched[kid].flatMap { Self.shownComment(from: $0, id: kid) } }
        let next: PageCursor? = rest.isEmpty ? nil : .token(rest.map(String.init).joined(separator: ","))
        return Discussion(item: item, comments: comments, moreComments: next, ordersReplies: true)
    }

    /// The kids a top-level cursor carries (only ever made by `officialTopLevel`).
    static func ids(fromKids token: String) -> [Int] {
        token.split(separator: ",").compactMap { Int($0) }
    }
}

/// The story's replies in the site's order, once the official API has said it. A thread
/// receiver whose partial thread waited for it is nudged when it comes (or when the official
/// API failed, so it waits no longer).
final class OfficialOrder: Sendable {
    private struct State {
        var ids: [String]?
        var failed = false
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
            if newValue != nil { for receiver in waiting { receiver.nudge() } }
        }
    }

    var hasFailed: Bool { state.withLock { $0.failed } }

    func gaveUp() {
        let waiting = state.withLock { state in
            state.failed = true
            return state.receivers
        }
        for receiver in waiting { receiver.nudge() }
    }

    /// Nudges `receiver` when the order arrives.
    func nudgeOnArrival(_ receiver: AlgoliaThreadReceiver) {
        state.withLock { $0.receivers.append(receiver) }
    }
}

/// A body fetched only to be kept by the transport it passes through.
private final class DroppedBody: BodySink {
    func begin(expectedLength: Int?) {}
    func receive(_ piece: Data) {}
}
