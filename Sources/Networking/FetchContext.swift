import FoundationEssentials
import Synchronization

/// Whether a fetch may use the network or only copies kept from earlier fetches.
public enum CachePolicy: Sendable {
    case network
    /// Answer from kept copies only, at once (a launch showing the last feed before the
    /// network answers).
    case cacheOnly
}

/// Where an answer came from, told by a transport that keeps copies: set when what a fetch got
/// was a copy (from when, and why the network was not used), so the screen can say "refresh
/// failed: … ; showing the copy from 2h ago".
public final class FetchProvenance: Sendable {
    private struct Copy {
        var madeAt: Date
        var failure: FetchError?
    }

    private let copy = Mutex<Copy?>(nil)

    public init() {}

    /// When the oldest copy used in this fetch was made; nil when everything was fresh.
    public var cachedAt: Date? { copy.withLock { $0?.madeAt } }

    /// Why the network's answer was not used (nil: the fetch asked for kept copies only).
    public var failure: FetchError? { copy.withLock { $0?.failure } }

    /// A copy made at `date` answered instead of the network, which failed with `failure`.
    public func noteCopy(madeAt date: Date, because failure: FetchError? = nil) {
        copy.withLock { copy in
            guard var kept = copy else {
                copy = Copy(madeAt: date, failure: failure)
                return
            }
            kept.madeAt = min(kept.madeAt, date)
            kept.failure = kept.failure ?? failure
            copy = kept
        }
    }
}

/// How one fetch runs, handed explicitly from whoever asked for it down to the transport.
public struct FetchOptions: Sendable {
    public var cachePolicy: CachePolicy
    /// Nobody waits for this fetch (prefetching): it must never change what the user gets — a
    /// service's health is judged from the user's own requests only — and it keeps to a budget.
    public var isBackground: Bool
    /// Where a transport that keeps copies notes that a copy answered.
    public var provenance: FetchProvenance?

    public init(cachePolicy: CachePolicy = .network, isBackground: Bool = false, provenance: FetchProvenance? = nil) {
        self.cachePolicy = cachePolicy
        self.isBackground = isBackground
        self.provenance = provenance
    }

    /// What a plain request gets: the network, for someone waiting, nothing noted.
    public static let standard = FetchOptions()

    /// Runs `operation` with a fresh provenance, returning what it got and the copy it used (if
    /// any): when it was made and why the network was not used.
    public func tracked<T: Sendable>(
        _ operation: (FetchOptions) async throws(FetchError) -> T
    ) async throws(FetchError) -> (T, copy: (madeAt: Date, failure: FetchError?)?) {
        var options = self
        let provenance = FetchProvenance()
        options.provenance = provenance
        let value = try await operation(options)
        return (value, provenance.cachedAt.map { ($0, provenance.failure) })
    }
}
