import Networking

/// Where a screen's data stands: one state machine shared by every view model. There is one
/// request at a time, so exactly one state says what it is doing, and every way a request can
/// end (success, failure, cancellation, being replaced) leaves a state that is not busy.
/// A failure keeps whatever was loaded before, so a failed refresh never blanks a screen.
public enum LoadState: Equatable, Sendable {
    /// Nothing asked for yet (or the first load was cancelled).
    case idle
    /// The first load: nothing to show yet.
    case loading
    /// Loading again over content that stays visible.
    case refreshing
    /// Fetching the next page.
    case loadingMore
    case loaded
    /// The first load or a refresh failed.
    case failed(FetchError)
    /// The next page failed; what was loaded stays, and retrying fetches that page again.
    case moreFailed(FetchError)

    /// Something is in flight (the spinner turns).
    public var isBusy: Bool {
        switch self {
        case .loading, .refreshing, .loadingMore: true
        default: false
        }
    }

    public var error: FetchError? {
        switch self {
        case .failed(let error), .moreFailed(let error): error
        default: nil
        }
    }

    /// The failure is of a later page, so a footer (not the whole pane) should say so.
    public var isMoreFailure: Bool {
        if case .moreFailed = self { return true }
        return false
    }
}
