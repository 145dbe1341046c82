import FoundationEssentials
import Glibc
import Networking
import Synchronization

/// A TIL server in memory: the routes of the Vapor TIL app under `/api`, answering with the same
/// JSON shapes and statuses. `--demo` browses and edits one (every write lasts for the run), and
/// tests serve one over loopback, in either generation: without login (writes name their
/// creator) or with login (writes need a bearer token from `POST /api/users/login`).
public final class TILMemoryServer: Sendable {
    struct Acronym { var id: String; var short: String; var long: String; var userID: String; var categories: [String] }
    struct User { var id: String; var name: String; var username: String; var password: String? }
    struct Category { var id: String; var name: String }

    struct State {
        var acronyms: [Acronym] = []
        var users: [User] = []
        var categories: [Category] = []
        var tokens: [String: String] = [:]  // token → user id
        var failures: [(status: Int, reason: String)] = []
        var requests: [String] = []
    }

    let state = Mutex(State())
    public let requiresLogin: Bool

    public init(requiresLogin: Bool = false, seeded: Bool = true) {
        self.requiresLogin = requiresLogin
        if seeded { state.withLock { TILSeed.fill(&$0) } }
    }

    /// The next request answers `status` with `reason`, whatever it asks (one per call, in order).
    public func failNext(status: Int, reason: String = "Something went wrong") {
        state.withLock { $0.failures.append((status, reason)) }
    }

    /// "METHOD /path" of every request so far.
    public var requests: [String] { state.withLock { $0.requests } }

    public var acronymCount: Int { state.withLock { $0.acronyms.count } }

    public func acronym(short: String) -> (id: String, long: String, categories: [String])? {
        state.withLock { state in
            state.acronyms.first { $0.short == short }.map { acronym in
                (acronym.id, acronym.long, acronym.categories.compactMap { id in state.categories.first { $0.id == id }?.name })
            }
        }
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.url.pathComponents.filter { $0 != "/" }
        guard let api = parts.firstIndex(of: "api") else { return Self.error(404, "Not Found") }
        let path = Array(parts[(api + 1)...])
        return state.withLock { state in
            state.requests.append("\(request.method) /api/\(path.joined(separator: "/"))")
            if !state.failures.isEmpty {
                let failure = state.failures.removeFirst()
                return Self.error(failure.status, failure.reason)
            }
            var routes = TILRoutes(state: state, request: request, requiresLogin: requiresLogin)
            let response = routes.answer(path)
            state = routes.state
            return response
        }
    }

    static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        let body = Data(JSONValue.object([("error", .bool(true)), ("reason", .string(reason))]).text.utf8)
        return HTTPResponse(status: status, headers: ["content-type": "application/json"], body: body)
    }
}
