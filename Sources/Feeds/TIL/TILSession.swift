import Networking
import Synchronization

/// The login for one TIL server, shared by every copy of its client for the run. The token is
/// kept in memory only: it is never written anywhere, shown, or put in an error. Every
/// credential sent this run (tokens, passwords typed to log in or for a new user, and the Basic
/// credentials made of them) is remembered, in memory, so that no text from the server can
/// show one back (`redact`).
public final class TILSession: Sendable {
    private struct State {
        var token: String?
        /// The server answered 401 once: it is of the generation with login.
        var requiresLogin = false
        /// A write went through without a token: the early generation, which names creators.
        var worksWithoutLogin = false
        var secrets: [String] = []
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
        if let token { remember(token) }
    }

    /// A credential about to be sent: from now on it is hidden in whatever the server says.
    func remember(_ secret: String) {
        guard !secret.isEmpty else { return }
        state.withLock { state in
            if !state.secrets.contains(secret) { state.secrets.append(secret) }
        }
    }

    /// `text` with every credential of the session hidden, in any disguise `SecretRedaction`
    /// knows.
    public func redact(_ text: String) -> String {
        let secrets = state.withLock { $0.secrets }
        return secrets.reduce(text) { SecretRedaction.redact($0, secret: $1) }
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
