import Feeds
import Foundation
import LoopbackServer
import Networking
import Testing
import TILLoopback

@Suite struct TILClientTests {
    func client(_ server: TILLoopbackServer, session: TILSession = TILSession()) -> TILClient {
        TILClient(baseURL: server.baseURL, session: session, transport: CurlTransport(timeout: 5))
    }

    @Test func listsAndOneAcronymWithItsCreatorAndCategories() async throws {
        let server = try TILLoopbackServer()
        let client = client(server)
        let acronyms = try await client.acronyms()
        #expect(acronyms.count == 40)
        #expect(acronyms[0] == TILAcronym(id: "30000000-0000-4000-8000-000000000001", short: "TIL", long: "Today I Learned",
                                          userID: "10000000-0000-4000-8000-000000000001"))
        #expect(try await client.users().count == 6)
        #expect(try await client.categories().map(\.name).prefix(2) == ["Internet", "Networking"])
        let id = acronyms[0].id
        #expect(try await client.creator(ofAcronym: id).username == "ada")
        #expect(try await client.categories(ofAcronym: id).map(\.name) == ["Internet", "Everyday"])
        #expect(try await client.acronym(id).long == "Today I Learned")
        #expect(try await client.search("protocol").map(\.short) == ["HTTP", "TCP", "UDP"])
    }

    @Test func aFeedOfAcronymsNamesCreatorsFromOneUsersRequest() async throws {
        let server = try TILLoopbackServer()
        let page = try await TILFeed(client: client(server)).fetchPage(nil)
        #expect(page.items.count == 40)
        #expect(page.items[1].title == "OMG")
        #expect(page.items[1].subtitle == "Oh My God")
        #expect(page.items[1].author == "Bram Keller")
        #expect(page.next == nil)
        #expect(server.requests.map(\.path).sorted() == ["/api/acronyms", "/api/users"], "two requests, not one per row")
    }

    @Test func bothGenerationsOfTheAcronymShapeAreRead() async throws {
        let server = try LoopbackServer { _ in
            .json(#"[{"id":"A","short":"X","long":"Ex","userID":"U1"},{"id":"B","short":"Y","long":"Why","user":{"id":"U2"}},{"id":null,"short":"Z"}]"#)
        }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let acronyms = try await client.acronyms()
        #expect(acronyms.map(\.userID) == ["U1", "U2"], "the row without an id is skipped")
    }

    @Test func writesWithoutLogin() async throws {
        let server = try TILLoopbackServer()
        let client = client(server)
        let ada = "10000000-0000-4000-8000-000000000001"
        let created = try await client.createAcronym(short: "BRB", long: "Be Right Back", userID: ada)
        #expect(created.short == "BRB")
        #expect(created.userID == ada)
        let body = try #require(server.requests.last { $0.method == "POST" }?.bodyText)
        #expect(body.contains(#""userID":"\#(ada)""#))
        let updated = try await client.updateAcronym(created.id, short: "BRB", long: "Be Right Back!", userID: nil)
        #expect(updated.long == "Be Right Back!")
        let category = try await client.createCategory(name: "Chat")
        try await client.addCategory(category.id, toAcronym: created.id)
        #expect(try await client.categories(ofAcronym: created.id).map(\.name) == ["Chat"])
        try await client.removeCategory(category.id, fromAcronym: created.id)
        #expect(try await client.categories(ofAcronym: created.id).isEmpty)
        try await client.deleteAcronym(created.id)
        #expect(server.memory.acronymCount == 40)
        let user = try await client.createUser(name: "Gus", username: "gus", password: nil)
        #expect(user.username == "gus")
    }

    @Test func serversWithLoginAskForItAndTakeTheToken() async throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = TILSession()
        let client = client(server, session: session)
        await #expect(throws: FetchError.credentialRefused(service: TILClient.service, problem: .missing)) {
            try await client.createAcronym(short: "BRB", long: "Be Right Back", userID: nil)
        }
        #expect(session.requiresLogin)
        await #expect(throws: FetchError.credentialRefused(service: TILClient.service, problem: .invalid)) {
            try await client.logIn(username: "ada", password: "wrong")
        }
        #expect(!session.isLoggedIn)
        try await client.logIn(username: "ada", password: "tidings")
        #expect(session.isLoggedIn)
        let created = try await client.createAcronym(short: "BRB", long: "Be Right Back", userID: nil)
        #expect(created.userID == "10000000-0000-4000-8000-000000000001", "the caller is the creator")
        let login = try #require(server.requests.first { $0.path == "/api/users/login" && $0.headers["authorization"]?.hasPrefix("Basic ") == true })
        #expect(login.method == "POST")
        let write = try #require(server.requests.last { $0.method == "POST" && $0.path == "/api/acronyms" })
        let token = try #require(session.token)
        #expect(write.headers["authorization"] == "Bearer \(token)")
        // Reads never carry the token.
        _ = try await client.acronyms()
        #expect(server.requests.last?.headers["authorization"] == nil)
    }

    @Test func aTokenTheServerNoLongerTakesIsDropped() async throws {
        let server = try TILLoopbackServer(requiresLogin: true)
        let session = TILSession()
        let client = client(server, session: session)
        try await client.logIn(username: "bram", password: "tidings")
        server.failNext(status: 401, reason: "Unauthorized")
        await #expect(throws: FetchError.credentialRefused(service: TILClient.service, problem: .invalid)) {
            try await client.deleteAcronym("30000000-0000-4000-8000-000000000001")
        }
        #expect(!session.isLoggedIn, "the next save asks for a login again")
    }

    @Test func refusalsCarryTheServersReason() async throws {
        let server = try TILLoopbackServer()
        let client = client(server)
        server.failNext(status: 400, reason: "Short must not be empty\u{1B}[31m")
        await #expect(throws: FetchError.requestRefused(service: TILClient.service, detail: "Short must not be empty")) {
            try await client.createAcronym(short: "", long: "x", userID: nil)
        }
        server.failNext(status: 409, reason: "Already exists")
        await #expect(throws: FetchError.requestRefused(service: TILClient.service, detail: "Already exists")) {
            try await client.createCategory(name: "Internet")
        }
        await #expect(throws: FetchError.itemMissing(service: TILClient.service, id: "NOPE")) {
            try await client.updateAcronym("NOPE", short: "a", long: "b", userID: nil)
        }
        server.failNext(status: 500)
        await #expect(throws: FetchError.serviceMessage(service: TILClient.service, message: "Something went wrong (HTTP 500)"),
                      "the server's own reason, with its status") {
            try await client.acronyms()
        }
        #expect(try await client.acronyms().count == 40, "one failure, then the server answers again")
    }

    @Test func anUnreachableServerIsNamedByItsAddress() async throws {
        let port = try LoopbackServer.refusedPort()
        let client = TILClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: CurlTransport(timeout: 5))
        await #expect(throws: FetchError.unreachable(host: "127.0.0.1:\(port)", reason: "connection refused")) {
            try await client.acronyms()
        }
    }

    @Test func idsAndTermsCannotAddPathsOrQueries() async throws {
        let server = try TILLoopbackServer()
        let client = client(server)
        _ = try? await client.acronym("../users?x=1#y")
        #expect(server.requests.last?.path == "/api/acronyms/..%2Fusers%3Fx%3D1%23y")
        _ = try await client.search("a&b=c d")
        #expect(server.requests.last?.query["term"] == "a&b=c d")
    }
}
