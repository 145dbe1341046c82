import Feeds
import Networking

/// Asks the source for the order of a comment's replies (and the replies it lacks) for the
/// comments on screen, a few at a time, each comment once per thread load. Results come back
/// through the scheduler like every fetch, so nothing here ever waits for the network.
final class ReplyOrderer {
    /// One comment to ask about.
    struct Request {
        var id: String
        var known: [String]?
        var present: Set<String>
    }

    /// Comments asked about at once.
    static let limit = 4

    private let source: any FeedSource
    private let scheduler: FetchScheduler
    private var running: [String: FetchToken] = [:]
    /// Asked already (answered or failed): not asked again until `reset`.
    private var settled: Set<String> = []

    init(source: any FeedSource, scheduler: FetchScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    var runningCount: Int { running.count }

    func isHandled(_ id: String) -> Bool { settled.contains(id) || running[id] != nil }

    /// Starts the first requests that fit under the limit. The rest are not queued: the screen
    /// asks again on its next layout, with whatever is on screen by then.
    func request(_ requests: [Request], apply: @escaping (String, ReplyOrder) -> Void) {
        for request in requests where running.count < Self.limit && !isHandled(request.id) {
            let source = self.source
            let id = request.id
            running[id] = scheduler.start({ () async throws(FetchError) -> ReplyOrder? in
                try await source.fetchReplies(of: request.id, known: request.known, present: request.present, options: .standard)
            }) { [weak self] result in
                guard let self else { return }
                self.running[id] = nil
                switch result {
                case .success(let order):
                    self.settled.insert(id)
                    if let order { apply(id, order) }
                case .failure(.cancelled):
                    break
                case .failure:
                    // The thread stays in the order it has; a refresh asks again.
                    self.settled.insert(id)
                }
            }
        }
    }

    /// Stops every fetch; their answers are dropped.
    func cancel() {
        for token in running.values { scheduler.cancel(token) }
        running = [:]
    }

    /// A new tree (a reload): every comment may be asked about again.
    func reset() {
        cancel()
        settled = []
    }
}
