import Foundation
import LoopbackServer
import Networking
import Testing
@testable import Feeds

/// Servers quoting the credential back in error messages, in disguise. Neither the key nor any
/// long piece of it may reach the screen.
@Suite struct SecretEchoTests {
    static let key = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"

    private func assertHidden(_ message: String, _ form: String) {
        let visible = message.lowercased().filter { $0.isLetter || $0.isNumber }
        let key = Self.key.lowercased()
        for start in 0...(key.count - SecretRedaction.minimumMatch) {
            let piece = key.dropFirst(start).prefix(SecretRedaction.minimumMatch)
            #expect(!visible.contains(piece), "\(form.debugDescription) leaked as \(message.debugDescription)")
        }
    }

    @Test(arguments: HostileReply.echoes(of: key))
    func newsAPIMessage(form: String) async throws {
        let body = #"{"status":"error","code":"parameterInvalid","message":"Your key \#(form) is not valid for this request."}"#
        let server = try LoopbackServer { _ in .json(body, status: 400) }
        defer { server.stop() }
        let client = NewsAPIClient(baseURL: server.baseURL, apiKey: Self.key, transport: CurlTransport(timeout: 15))
        do {
            _ = try await client.fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            // Everything the error carries, which is all any sentence about it can say.
            let carried = String(describing: error)
            #expect(carried.contains("(key hidden)"))
            assertHidden(carried, form)
        }
    }

    @Test(arguments: HostileReply.echoes(of: key))
    func productHuntMessage(form: String) async throws {
        let body = #"{"errors":[{"message":"Token \#(form) lacks the scope for this query."}]}"#
        let server = try LoopbackServer { _ in .json(body, status: 403) }
        defer { server.stop() }
        let client = ProductHuntClient(endpoint: server.baseURL, token: Self.key, transport: CurlTransport(timeout: 15))
        do {
            _ = try await client.fetchPage(nil)
            Issue.record("expected a failure")
        } catch {
            let carried = String(describing: error)
            #expect(carried.contains("(token)"))
            assertHidden(carried, form)
        }
    }
}
