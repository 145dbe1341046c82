import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// A hostile TIL server: it repeats the password or the token in its refusals, and redirects
/// a new user's password elsewhere. No credential of the session reaches a message or another
/// origin.
@Suite struct TILCredentialTests {
    static let password = "hunter2-correct-horse"
    static let token = "tok3nVALUEfromTheLoginAnswer42"

    /// Everything an error carries, which is all any sentence about it can say.
    func carried(_ body: () async throws(FetchError) -> Void) async -> String {
        do {
            try await body()
            Issue.record("expected a refusal")
            return ""
        } catch {
            return String(describing: error)
        }
    }

    func assertHidden(_ text: String, _ secret: String, _ form: String) {
        let visible = text.lowercased().filter { $0.isLetter || $0.isNumber }
        let key = secret.lowercased().filter { $0.isLetter || $0.isNumber }
        for start in 0...(key.count - SecretRedaction.minimumMatch) {
            let piece = key.dropFirst(start).prefix(SecretRedaction.minimumMatch)
            #expect(!visible.contains(piece), "\(form.debugDescription) leaked as \(text.debugDescription)")
        }
    }

    @Test("A login refusal that repeats the password", arguments: HostileReply.echoes(of: password))
    func loginRefusalRepeatingThePassword(form: String) async throws {
        let server = try LoopbackServer { _ in .json(#"{"error":true,"reason":"Wrong password \#(form) for bram"}"#, status: 400) }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let text = await carried { () async throws(FetchError) in try await client.logIn(username: "bram", password: Self.password) }
        #expect(text.contains("(hidden)"))
        assertHidden(text, Self.password, form)
    }

    @Test func aRefusalThatRepeatsTheBasicCredentials() async throws {
        let basic = Data("bram:\(Self.password)".utf8).base64EncodedString()
        let server = try LoopbackServer { _ in .json(#"{"error":true,"reason":"Bad header: Basic \#(basic)"}"#, status: 422) }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let text = await carried { () async throws(FetchError) in try await client.logIn(username: "bram", password: Self.password) }
        #expect(!text.contains(basic) && !text.contains(String(basic.prefix(12))))
    }

    @Test("A refusal of a write that repeats the Bearer token", arguments: HostileReply.echoes(of: token))
    func writeRefusalRepeatingTheToken(form: String) async throws {
        let server = try LoopbackServer { request in
            request.path == "/api/users/login"
                ? .json(#"{"value":"\#(Self.token)"}"#)
                : .json(#"{"error":true,"reason":"Token \#(form) may not create acronyms"}"#, status: 409)
        }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        try await client.logIn(username: "bram", password: Self.password)
        let text = await carried { () async throws(FetchError) in _ = try await client.createAcronym(short: "A", long: "B", userID: nil) }
        #expect(text.contains("(hidden)"))
        assertHidden(text, Self.token, form)
        client.session.logOut()
        let after = await carried { () async throws(FetchError) in _ = try await client.createAcronym(short: "A", long: "B", userID: nil) }
        assertHidden(after, Self.token, "after logging out, the token is still hidden")
    }

    @Test func aNewUsersPasswordRepeatedInTheRefusal() async throws {
        let server = try LoopbackServer { _ in .json(#"{"error":true,"reason":"Password \#(Self.password) is too common"}"#, status: 400) }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let text = await carried { () async throws(FetchError) in
            _ = try await client.createUser(name: "Gus", username: "gus", password: Self.password)
        }
        assertHidden(text, Self.password, "plain")
        // A later refusal of something else still cannot show it.
        let later = await carried { () async throws(FetchError) in _ = try await client.createCategory(name: "x") }
        assertHidden(later, Self.password, "in a later refusal")
    }

    @Test func aShortPasswordStandingAloneIsHiddenToo() async throws {
        let server = try LoopbackServer { _ in .json(#"{"error":true,"reason":"'xyz' is wrong"}"#, status: 400) }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let text = await carried { () async throws(FetchError) in try await client.logIn(username: "bram", password: "xyz") }
        #expect(!text.contains("xyz"))
    }

    @Test("A new user's password answered 307 or 308 to another origin is not sent there", arguments: [307, 308])
    func newUserRedirectedElsewhere(status: Int) async throws {
        let elsewhere = try LoopbackServer { _ in .json(#"{"id":"1","name":"Gus","username":"gus"}"#) }
        let server = try LoopbackServer { _ in HostileReply.redirect(to: elsewhere.baseURL.absoluteString + "/api/users", status: status) }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let error = await carried { () async throws(FetchError) in
            _ = try await client.createUser(name: "Gus", username: "gus", password: Self.password)
        }
        #expect(elsewhere.requests.isEmpty, "nothing reached the other origin")
        #expect(error.contains("httpStatus") && error.contains("\(status)"), "the other origin's answer is not taken for the write's: \(error)")
        #expect(server.requests.count == 1)
    }

    @Test func aWriteRedirectedWithinItsOriginStillGoes() async throws {
        let server = try LoopbackServer { request in
            request.path == "/api/users"
                ? HostileReply.redirect(to: "/api/v2/users", status: 307)
                : .json(#"{"id":"1","name":"Gus","username":"gus"}"#)
        }
        let client = TILClient(baseURL: server.baseURL, transport: CurlTransport(timeout: 5))
        let user = try await client.createUser(name: "Gus", username: "gus", password: Self.password)
        #expect(user.username == "gus")
        #expect(server.requests.last.map { String(decoding: $0.body, as: UTF8.self).contains(Self.password) } == true)
    }
}
