import Feeds
import Networking

/// A change to an acronym's categories, made in its detail.
public enum TILChange: Sendable {
    case attach(TILCategory)
    case detach(TILCategory)
}

/// A change made in a detail ended (already undone there when refused), for the screens.
public final class TILChangeEnded: News {
    /// The detail's model.
    public let detail: ObjectIdentifier
    public let change: TILChange
    public let error: FetchError?
    private var claimed = false

    init(detail: ObjectIdentifier, change: TILChange, error: FetchError?) {
        self.detail = detail
        self.change = change
        self.error = error
    }

    /// True for the first screen that asks: that one speaks to the user.
    public func claim() -> Bool {
        defer { claimed = true }
        return !claimed
    }
}
