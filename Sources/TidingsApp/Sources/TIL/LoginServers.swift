import FoundationEssentials
import ViewModels

/// TIL servers known to want a login, by address, remembered across runs: a new acronym's form
/// on such a server asks no creator (the server takes the caller) from the first time it opens.
/// Kept in the state folder by the drafts' careful writer (private, written whole); nothing
/// secret is in it.
struct LoginServers: Sendable {
    static let key = "til-login-servers"
    let store: DraftStore

    func contains(_ server: URL) -> Bool {
        store.load(Self.key)?.values[Self.name(server)] != nil
    }

    func remember(_ server: URL) {
        var values = store.load(Self.key)?.values ?? [:]
        guard values[Self.name(server)] == nil else { return }
        values[Self.name(server)] = "login"
        store.save(Self.key, values: values)
    }

    /// The address without user, query or fragment.
    static func name(_ server: URL) -> String {
        var parts = URLComponents(url: server, resolvingAgainstBaseURL: false)
        parts?.user = nil
        parts?.password = nil
        parts?.query = nil
        parts?.fragment = nil
        return parts?.string ?? server.absoluteString
    }
}
