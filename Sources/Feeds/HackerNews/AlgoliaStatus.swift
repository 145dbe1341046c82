import Networking
import Synchronization

/// Whether Algolia failed recently, shared by the copies of one tab's client. Once it is down,
/// threads and later pages go straight to the official API instead of each waiting out
/// another timeout; loading or refreshing a list's first page tries Algolia again.
final class AlgoliaStatus: Sendable {
    private let down = Mutex(false)

    var isDown: Bool { down.withLock { $0 } }

    func markDown() { down.withLock { $0 = true } }

    func markUp() { down.withLock { $0 = false } }

    /// Failures that mean the service is not answering, as opposed to refusing this request.
    /// A look at the kept copies only (`CachePolicy.cacheOnly`) asked no service, so whatever
    /// it failed with says nothing about Algolia: a thread opened for the first time used to
    /// find Algolia "down" because its kept copy did not exist yet.
    static func isOutage(_ error: FetchError) -> Bool {
        guard FetchContext.policy != .cacheOnly else { return false }
        return switch error {
        case .timedOut, .unreachable: true
        case .httpStatus(_, let status, _): (500...599).contains(status)
        default: false
        }
    }
}
