import Synchronization

/// The login for one TIL server, shared by every copy of its client for the run. The token is
/// kept in memory only: it is never written anywhere, shown, or put in an error.
public final class TILSession: Sendable {
    private struct State {
        var token: String?
        /// The server answered 401 once: it is of the generation with login.
        var requiresLogin = false
    }

    private let state = Mutex(State())

    public init() {}

    public var token: String? { state.withLock { $0.token } }
    public var isLoggedIn: Bool { token != nil }
    public var requiresLogin: Bool { state.withLock { $0.requiresLogin } }

    func setToken(_ token: String?) {
        state.withLock {
            $0.token = token
            if token != nil { $0.requiresLogin = true }
        }
    }

    func noteLoginRequired() {
        state.withLock { $0.requiresLogin = true }
    }

    public func logOut() { setToken(nil) }
}
