import FoundationEssentials
import Networking
import TidingsText

/// A TIL server (the Vapor "TIL" app's API), read and written. Both generations of the server
/// are spoken: without login, writes name their creator in the body; with login, a 401 asks for
/// a login, and writes then carry the session's bearer token.
public struct TILClient: Sendable {
    public static let defaultBaseURL = URL(string: "http://localhost:8080")!
    /// How errors name the service.
    public static let service = "The TIL server"

    public let baseURL: URL
    public let session: TILSession
    let transport: any HTTPTransport

    public init(baseURL: URL = defaultBaseURL, session: TILSession = TILSession(), transport: any HTTPTransport) {
        self.baseURL = baseURL
        self.session = session
        self.transport = transport
    }

    /// "localhost:8080": the host with its port, as people write the server's address.
    public var address: String { Self.address(of: baseURL) }

    public static func address(of url: URL) -> String {
        let host = url.host ?? "the server"
        return url.port.map { "\(host):\($0)" } ?? host
    }

    // MARK: Reading

    public func acronyms(options: FetchOptions = .standard) async throws(FetchError) -> [TILAcronym] {
        try await list(["acronyms"], of: TILAcronymPayload.self, options: options).compactMap(\.record)
    }

    public func users(options: FetchOptions = .standard) async throws(FetchError) -> [TILUser] {
        try await list(["users"], of: TILUserPayload.self, options: options).compactMap(\.record)
    }

    public func categories(options: FetchOptions = .standard) async throws(FetchError) -> [TILCategory] {
        try await list(["categories"], of: TILCategoryPayload.self, options: options).compactMap(\.record)
    }

    public func search(_ term: String, options: FetchOptions = .standard) async throws(FetchError) -> [TILAcronym] {
        try await list(["acronyms", "search"], query: [URLQueryItem(name: "term", value: term)], of: TILAcronymPayload.self,
                       options: options).compactMap(\.record)
    }

    public func acronyms(ofUser id: String, options: FetchOptions = .standard) async throws(FetchError) -> [TILAcronym] {
        try await list(["users", id, "acronyms"], of: TILAcronymPayload.self, id: id, options: options).compactMap(\.record)
    }

    public func acronyms(inCategory id: String, options: FetchOptions = .standard) async throws(FetchError) -> [TILAcronym] {
        try await list(["categories", id, "acronyms"], of: TILAcronymPayload.self, id: id, options: options).compactMap(\.record)
    }

    public func acronym(_ id: String, options: FetchOptions = .standard) async throws(FetchError) -> TILAcronym {
        try await one(["acronyms", id], of: TILAcronymPayload.self, id: id, record: \.record, options: options)
    }

    public func creator(ofAcronym id: String, options: FetchOptions = .standard) async throws(FetchError) -> TILUser {
        try await one(["acronyms", id, "user"], of: TILUserPayload.self, id: id, record: \.record, options: options)
    }

    public func categories(ofAcronym id: String, options: FetchOptions = .standard) async throws(FetchError) -> [TILCategory] {
        try await list(["acronyms", id, "categories"], of: TILCategoryPayload.self, id: id, options: options).compactMap(\.record)
    }

    // MARK: Writing

    /// `userID` names the creator on servers without login; servers with login ignore it.
    public func createAcronym(short: String, long: String, userID: String?) async throws(FetchError) -> TILAcronym {
        let body = TILAcronymBody(short: short, long: long, userID: userID)
        return try await write("POST", ["acronyms"], body: body, of: TILAcronymPayload.self, record: \.record)
    }

    public func updateAcronym(_ id: String, short: String, long: String, userID: String?) async throws(FetchError) -> TILAcronym {
        let body = TILAcronymBody(short: short, long: long, userID: userID)
        return try await write("PUT", ["acronyms", id], body: body, of: TILAcronymPayload.self, id: id, record: \.record)
    }

    public func deleteAcronym(_ id: String) async throws(FetchError) {
        _ = try await send(request("DELETE", ["acronyms", id], authorized: true), id: id)
    }

    public func createUser(name: String, username: String, password: String?) async throws(FetchError) -> TILUser {
        if let password { session.remember(password) }
        let body = TILUserBody(name: name, username: username, password: password)
        return try await write("POST", ["users"], body: body, of: TILUserPayload.self, record: \.record)
    }

    public func createCategory(name: String) async throws(FetchError) -> TILCategory {
        try await write("POST", ["categories"], body: TILCategoryBody(name: name), of: TILCategoryPayload.self, record: \.record)
    }

    public func addCategory(_ categoryID: String, toAcronym id: String) async throws(FetchError) {
        _ = try await send(request("POST", ["acronyms", id, "categories", categoryID], authorized: true), id: id)
    }

    public func removeCategory(_ categoryID: String, fromAcronym id: String) async throws(FetchError) {
        _ = try await send(request("DELETE", ["acronyms", id, "categories", categoryID], authorized: true), id: id)
    }

    /// Logs in with HTTP Basic; the token is kept in the session (memory only) for later writes.
    public func logIn(username: String, password: String) async throws(FetchError) {
        var request = request("POST", ["users", "login"], authorized: false)
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        // Whatever the answer repeats of these is hidden.
        session.remember(password)
        session.remember(credentials)
        request.headers["Authorization"] = "Basic \(credentials)"
        let response: HTTPResponse
        do {
            response = try await send(request, id: nil)
        } catch .credentialRefused {
            throw .credentialRefused(service: Self.service, problem: .invalid)
        }
        guard let token = try response.decodeJSON(TILTokenPayload.self, host: address).value, !token.isEmpty else {
            throw .unexpectedAnswer(host: address)
        }
        session.setToken(token)
    }

    // MARK: Requests

    /// A request to `/api/…`; each component is escaped, so a server's id cannot add path
    /// segments or a query.
    func request(_ method: String, _ components: [String], query: [URLQueryItem] = [], authorized: Bool, body: Data? = nil) -> HTTPRequest {
        var url = baseURL.appendingPathComponent("api")
        for component in components {
            let escaped = PercentEncoding.encode(component, allowing: Self.isUnreserved)
            url = URL(string: url.absoluteString + "/" + escaped) ?? url
        }
        if !query.isEmpty, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            parts.queryItems = query
            url = parts.url ?? url
        }
        var headers = ["Accept": "application/json"]
        if body != nil { headers["Content-Type"] = "application/json" }
        if authorized, let token = session.token { headers["Authorization"] = "Bearer \(token)" }
        return HTTPRequest(method: method, url: url, headers: headers, body: body)
    }

    /// RFC 3986's unreserved characters: ASCII letters and digits, "-", ".", "_" and "~".
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        PercentEncoding.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private func list<Payload: Decodable>(
        _ path: [String], query: [URLQueryItem] = [], of type: Payload.Type, id: String? = nil, options: FetchOptions
    ) async throws(FetchError) -> [Payload] {
        let response = try await send(request("GET", path, query: query, authorized: false), id: id, options: options)
        return try response.decodeJSON([Payload].self, host: address)
    }

    private func one<Payload: Decodable, Record>(
        _ path: [String], of type: Payload.Type, id: String, record: KeyPath<Payload, Record?>, options: FetchOptions
    ) async throws(FetchError) -> Record {
        let response = try await send(request("GET", path, authorized: false), id: id, options: options)
        guard let value = try response.decodeJSON(Payload.self, host: address)[keyPath: record] else {
            throw .unexpectedAnswer(host: address)
        }
        return value
    }

    private func write<Body: Encodable, Payload: Decodable, Record>(
        _ method: String, _ path: [String], body: Body, of type: Payload.Type, id: String? = nil, record: KeyPath<Payload, Record?>
    ) async throws(FetchError) -> Record {
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        let response = try await send(request(method, path, authorized: true, body: data), id: id)
        guard let value = try response.decodeJSON(Payload.self, host: address)[keyPath: record] else {
            throw .unexpectedAnswer(host: address)
        }
        return value
    }

    /// Sends and judges the status. `id` is the record the request is about, so a 404 can say
    /// that it is gone rather than that the address is wrong.
    func send(_ request: HTTPRequest, id: String?, options: FetchOptions = .standard) async throws(FetchError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await transport.send(request, options: options)
        } catch .unreachable(_, let reason) {
            throw .unreachable(host: address, reason: reason)
        } catch .timedOut(_, let seconds) {
            throw .timedOut(host: address, seconds: seconds)
        }
        let checked = try TILFailure.check(response, id: id, address: address, session: session)
        // A change went through: the lists and details kept for offline use may show it wrong.
        if !request.isRead, request.url.lastPathComponent != "login" {
            if request.headers["Authorization"] == nil { session.noteWriteWithoutLogin() }
            await transport.forgetKeptCopies(under: baseURL.appendingPathComponent("api"))
        }
        return checked
    }
}
