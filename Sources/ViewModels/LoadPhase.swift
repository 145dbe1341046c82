import Networking

/// Where a screen's data stands. A failed phase keeps whatever was loaded before, so a refresh
/// that fails never blanks a screen the user was reading.
public enum LoadPhase: Equatable, Sendable {
    case idle
    case loading
    case loaded
    case failed(FetchError)

    public var isLoading: Bool { self == .loading }

    public var error: FetchError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
