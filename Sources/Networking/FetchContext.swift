import Foundation
import Synchronization

/// Whether a fetch may use the network or only copies kept from earlier fetches.
public enum CachePolicy: Sendable {
    case network
    /// Answer from kept copies only, at once (a launch showing the last feed before the
    /// network answers).
    case cacheOnly
}

/// Where an answer came from, told by a transport that keeps copies: set when what a fetch got
/// was a copy (and from when), so the screen can say "offline copy from 2h ago".
public final class FetchProvenance: Sendable {
    private let copiedAt = Mutex<Date?>(nil)

    public init() {}

    /// When the oldest copy used in this fetch was made; nil when everything was fresh.
    public var cachedAt: Date? { copiedAt.withLock { $0 } }

    public func noteCopy(madeAt date: Date) {
        copiedAt.withLock { $0 = min($0 ?? date, date) }
    }
}

/// What a fetch carries down to the transport without every client passing it along: the
/// cache policy, and where to note that a copy was used.
public enum FetchContext {
    @TaskLocal public static var policy: CachePolicy = .network
    @TaskLocal public static var provenance: FetchProvenance?

    /// Runs a fetch under `policy`, returning what it got and when its copy was made (nil: fresh).
    public static func run<T: Sendable>(
        policy: CachePolicy = .network, _ operation: @Sendable () async throws(FetchError) -> T
    ) async throws(FetchError) -> (T, cachedAt: Date?) {
        let provenance = FetchProvenance()
        let result: Result<T, FetchError> = await $policy.withValue(policy) {
            await $provenance.withValue(provenance) {
                do throws(FetchError) { return .success(try await operation()) } catch { return .failure(error) }
            }
        }
        return (try result.get(), provenance.cachedAt)
    }
}
