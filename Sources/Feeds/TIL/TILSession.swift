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
        var secrets: [String] = []
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
        state.withLock { $0.requiresLogin = true }
    }

    public func logOut() { setToken(nil) }
}
