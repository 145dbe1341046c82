import FoundationEssentials
import Networking
import Synchronization

/// Whether one of Hacker News' two APIs is down, shared by the copies of one tab's client. Only
/// the user's own requests judge it (a prefetch nobody waits for never changes what the user
/// gets), and only failures that mean "not answering": a refused connection or a host that
/// does not resolve, a small request timing out, server errors twice in a row. One slow or
/// failing large thread falls back for that thread alone. While it is down the other API serves
/// alone; the next user request after `backOff` tries it again, and so does a list's refresh.
final class ServiceHealth: Sendable {
    static let backOff: TimeInterval = 30
    /// Server errors in a row that make a service down (one may be a bad moment).
    static let serverErrorsForOutage = 2

    private struct State {
        var downSince: Date?
        var serverErrors = 0
    }

    /// How large the failed request was, for judging a timeout.
    enum Weight {
        /// A list, a page of stories, one item: a timeout means the service is not answering.
        case small
        /// A whole thread: it may simply be slow.
        case large
    }

    private let state = Mutex(State())
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    /// Down, and not yet worth trying again.
    var shouldSkip: Bool {
        state.withLock { state in
            guard let since = state.downSince else { return false }
            return now().timeIntervalSince(since) < Self.backOff
        }
    }

    var isDown: Bool { state.withLock { $0.downSince != nil } }

    /// The service answered one of the user's requests.
    func noteAnswered(_ options: FetchOptions) {
        guard Self.judges(options) else { return }
        state.withLock { $0 = State() }
    }

    /// A request failed with `error`; returns whether the request may fall back to the other API
    /// (the service did not answer usefully). A look at the kept copies never falls back: what
    /// is not kept is simply not there. Only the user's own requests move the health.
    @discardableResult
    func noteFailure(_ error: FetchError, weight: Weight, _ options: FetchOptions) -> Bool {
        guard options.cachePolicy != .cacheOnly, Self.isOutage(error) else { return false }
        guard Self.judges(options) else { return true }
        let time = now()
        state.withLock { state in
            switch error {
            case .unreachable:
                state.downSince = time
            case .timedOut where weight == .small:
                state.downSince = time
            case .httpStatus:
                state.serverErrors += 1
                if state.serverErrors >= Self.serverErrorsForOutage { state.downSince = time }
            default:
                break
            }
        }
        return true
    }

    /// A refresh of a list: try the service again now.
    func giveAnotherChance() {
        state.withLock { state in
            if state.downSince != nil { state = State() }
        }
    }

    /// Failures that mean the service is not answering usefully, as opposed to refusing this
    /// request.
    static func isOutage(_ error: FetchError) -> Bool {
        switch error {
        case .timedOut, .unreachable: true
        case .httpStatus(_, let status, _): (500...599).contains(status)
        default: false
        }
    }

    /// A look at the kept copies only asked no service, and a background fetch is nobody's.
    private static func judges(_ options: FetchOptions) -> Bool {
        options.cachePolicy != .cacheOnly && !options.isBackground
    }
}
