import Synchronization

/// The login for one TIL server, shared by every copy of its client for the run. The token is
/// kept in memory only: it is never written anywhere, shown, or put in an error.
public final class TILSession: Sendable {
    private struct State {
        var token: String?
        /// The server answered 401 once: it is of the generation with login.
        var requiresLogin = false
        /// A write went through without a token: the early generation, which names creators.
        var worksWithoutLogin = false
    }

    private let state = Mutex(State())
    /// Told once when the server first answers 401, so the app can remember that this server
    /// wants a login (a new acronym's form then asks no creator, from the start).
    private let rememberLogin: (@Sendable () -> Void)?

    /// `requiresLogin`: the server is known (from an earlier run) to want a login.
    public init(requiresLogin: Bool = false, rememberLogin: (@Sendable () -> Void)? = nil) {
        self.rememberLogin = rememberLogin
        state.withLock { $0.requiresLogin = requiresLogin }
    }

    public var token: String? { state.withLock { $0.token } }
    public var isLoggedIn: Bool { token != nil }
    public var requiresLogin: Bool { state.withLock { $0.requiresLogin } }
    public var worksWithoutLogin: Bool { state.withLock { $0.worksWithoutLogin && !$0.requiresLogin } }

    func noteWriteWithoutLogin() {
        state.withLock { $0.worksWithoutLogin = true }
    }

    func setToken(_ token: String?) {
        let learned = state.withLock { state in
            state.token = token
            defer { if token != nil { state.requiresLogin = true } }
            return token != nil && !state.requiresLogin
        }
        if learned { rememberLogin?() }
    }

    func noteLoginRequired() {
        let learned = state.withLock { state in
            defer { state.requiresLogin = true }
            return !state.requiresLogin
        }
        if learned { rememberLogin?() }
    }

    public func logOut() { setToken(nil) }
}
