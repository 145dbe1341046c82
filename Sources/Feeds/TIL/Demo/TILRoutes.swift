import FoundationEssentials
import TidingsText
import Glibc
import Networking

/// One request against the in-memory TIL state, routed as the Vapor app routes it.
struct TILRoutes {
    typealias Acronym = TILMemoryServer.Acronym
    typealias User = TILMemoryServer.User
    typealias Category = TILMemoryServer.Category

    var state: TILMemoryServer.State
    let request: HTTPRequest
    let requiresLogin: Bool

    mutating func answer(_ path: [String]) -> HTTPResponse {
        switch (request.method, path.first) {
        case (_, "acronyms"): return acronyms(Array(path.dropFirst()))
        case (_, "users"): return users(Array(path.dropFirst()))
        case (_, "categories"): return categories(Array(path.dropFirst()))
        default: return notFound
        }
    }

    // MARK: Acronyms

    private mutating func acronyms(_ path: [String]) -> HTTPResponse {
        switch (request.method, path.count) {
        case ("GET", 0): return json(state.acronyms.map(encode))
        case ("POST", 0): return createAcronym()
        case ("GET", 1) where path[0] == "search":
            guard let typed = query("term") else { return TILMemoryServer.error(400, "Missing search term") }
            let term = SearchFolding.fold(typed)
            let found = state.acronyms.filter {
                SearchFolding.text($0.short, holdsFolded: term) || SearchFolding.text($0.long, holdsFolded: term)
            }
            return json(found.map(encode))
        case ("GET", 1) where path[0] == "first":
            return state.acronyms.first.map { json(encode($0)) } ?? notFound
        case ("GET", 1) where path[0] == "sorted":
            return json(state.acronyms.sorted { $0.short < $1.short }.map(encode))
        default: break
        }
        guard let index = state.acronyms.firstIndex(where: { $0.id == path[0] }) else { return notFound }
        switch (request.method, path.count) {
        case ("GET", 1): return json(encode(state.acronyms[index]))
        case ("PUT", 1): return updateAcronym(at: index)
        case ("DELETE", 1):
            guard authorizedUser() != nil else { return unauthorized }
            state.acronyms.remove(at: index)
            return HTTPResponse(status: 204, headers: [:], body: Data())
        case ("GET", 2) where path[1] == "user":
            return state.users.first { $0.id == state.acronyms[index].userID }.map { json(encode($0)) } ?? notFound
        case ("GET", 2) where path[1] == "categories":
            let ids = state.acronyms[index].categories
            return json(state.categories.filter { ids.contains($0.id) }.map(encode))
        case ("POST", 3) where path[1] == "categories", ("DELETE", 3) where path[1] == "categories":
            guard authorizedUser() != nil else { return unauthorized }
            guard state.categories.contains(where: { $0.id == path[2] }) else { return notFound }
            if request.method == "POST" {
                if !state.acronyms[index].categories.contains(path[2]) { state.acronyms[index].categories.append(path[2]) }
                return HTTPResponse(status: 201, headers: [:], body: Data())
            }
            state.acronyms[index].categories.removeAll { $0 == path[2] }
            return HTTPResponse(status: 204, headers: [:], body: Data())
        default:
            return notFound
        }
    }

    private mutating func createAcronym() -> HTTPResponse {
        guard let caller = authorizedUser() else { return unauthorized }
        guard let body = decode(AcronymBody.self), !body.short.isEmpty, !body.long.isEmpty else { return badBody }
        guard let userID = requiresLogin ? caller : body.userID, state.users.contains(where: { $0.id == userID }) else {
            return TILMemoryServer.error(400, "Unknown user")
        }
        let acronym = Acronym(id: UUID().uuidString, short: body.short, long: body.long, userID: userID, categories: [])
        state.acronyms.append(acronym)
        return json(encode(acronym))
    }

    private mutating func updateAcronym(at index: Int) -> HTTPResponse {
        guard let caller = authorizedUser() else { return unauthorized }
        guard let body = decode(AcronymBody.self), !body.short.isEmpty, !body.long.isEmpty else { return badBody }
        state.acronyms[index].short = body.short
        state.acronyms[index].long = body.long
        if requiresLogin {
            state.acronyms[index].userID = caller
        } else if let userID = body.userID {
            guard state.users.contains(where: { $0.id == userID }) else { return TILMemoryServer.error(400, "Unknown user") }
            state.acronyms[index].userID = userID
        }
        return json(encode(state.acronyms[index]))
    }

    // MARK: Users

    private mutating func users(_ path: [String]) -> HTTPResponse {
        switch (request.method, path.count) {
        case ("GET", 0): return json(state.users.map(encode))
        case ("POST", 0): return createUser()
        case ("POST", 1) where path[0] == "login": return logIn()
        default: break
        }
        guard let user = state.users.first(where: { $0.id == path[0] }) else { return notFound }
        switch (request.method, path.count) {
        case ("GET", 1): return json(encode(user))
        case ("GET", 2) where path[1] == "acronyms": return json(state.acronyms.filter { $0.userID == user.id }.map(encode))
        default: return notFound
        }
    }

    private mutating func createUser() -> HTTPResponse {
        guard authorizedUser() != nil else { return unauthorized }
        guard let body = decode(UserBody.self), !body.name.isEmpty, !body.username.isEmpty else { return badBody }
        if requiresLogin, (body.password ?? "").isEmpty { return TILMemoryServer.error(400, "A password is required") }
        guard !state.users.contains(where: { $0.username == body.username }) else {
            return TILMemoryServer.error(409, "The username \(body.username) is taken")
        }
        let user = User(id: UUID().uuidString, name: body.name, username: body.username, password: body.password)
        state.users.append(user)
        return json(encode(user))
    }

    private mutating func logIn() -> HTTPResponse {
        guard let header = request.headers.first(where: { $0.key.lowercased() == "authorization" })?.value,
              header.hasPrefix("Basic "),
              let decoded = Data(base64Encoded: String(header.dropFirst(6))).map({ String(decoding: $0, as: UTF8.self) }),
              let colon = decoded.firstIndex(of: ":")
        else { return unauthorized }
        let username = String(decoded[..<colon])
        let password = String(decoded[decoded.index(after: colon)...])
        guard let user = state.users.first(where: { $0.username == username && $0.password == password }) else { return unauthorized }
        let token = UUID().uuidString.replacing("-", with: "")
        state.tokens[token] = user.id
        return json(.object([("id", .string(UUID().uuidString)), ("value", .string(token)), ("user", .object([("id", .string(user.id))]))]))
    }

    // MARK: Categories

    private mutating func categories(_ path: [String]) -> HTTPResponse {
        switch (request.method, path.count) {
        case ("GET", 0): return json(state.categories.map(encode))
        case ("POST", 0):
            guard authorizedUser() != nil else { return unauthorized }
            guard let body = decode(CategoryBody.self), !body.name.isEmpty else { return badBody }
            let category = Category(id: UUID().uuidString, name: body.name)
            state.categories.append(category)
            return json(encode(category))
        default: break
        }
        guard let category = state.categories.first(where: { $0.id == path[0] }) else { return notFound }
        switch (request.method, path.count) {
        case ("GET", 1): return json(encode(category))
        case ("GET", 2) where path[1] == "acronyms":
            return json(state.acronyms.filter { $0.categories.contains(category.id) }.map(encode))
        default: return notFound
        }
    }

    // MARK: Helpers

    /// The caller's user id: on servers with login, from the bearer token; elsewhere anyone may
    /// write (the empty id stands for "no login needed").
    private func authorizedUser() -> String? {
        guard requiresLogin else { return "" }
        guard let header = request.headers.first(where: { $0.key.lowercased() == "authorization" })?.value,
              header.hasPrefix("Bearer ")
        else { return nil }
        return state.tokens[String(header.dropFirst(7))]
    }

    private struct AcronymBody: Decodable { var short: String; var long: String; var userID: String? }
    private struct UserBody: Decodable { var name: String; var username: String; var password: String? }
    private struct CategoryBody: Decodable { var name: String }

    private func decode<T: Decodable>(_ type: T.Type) -> T? {
        request.body.flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    private func query(_ name: String) -> String? {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    private func encode(_ acronym: Acronym) -> JSONValue {
        .object([("id", .string(acronym.id)), ("short", .string(acronym.short)), ("long", .string(acronym.long)),
                 ("user", .object([("id", .string(acronym.userID))]))])
    }

    private func encode(_ user: User) -> JSONValue {
        .object([("id", .string(user.id)), ("name", .string(user.name)), ("username", .string(user.username))])
    }

    private func encode(_ category: Category) -> JSONValue {
        .object([("id", .string(category.id)), ("name", .string(category.name))])
    }

    private func json(_ values: [JSONValue]) -> HTTPResponse {
        json(.array(values))
    }

    private func json(_ value: JSONValue) -> HTTPResponse {
        let body = Data(value.text.utf8)
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }

    private var notFound: HTTPResponse { TILMemoryServer.error(404, "Not Found") }
    private var unauthorized: HTTPResponse { TILMemoryServer.error(401, "Unauthorized") }
    private var badBody: HTTPResponse { TILMemoryServer.error(400, "The request's content could not be decoded") }
}
