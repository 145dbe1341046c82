import Foundation
import LoopbackServer
import Networking
import Testing

@Suite("Error messages never reveal query strings or header values")
struct SecretsTests {
    static let querySecret = "qs3cr3tKEY"
    static let headerSecret = "hdrS3CRETtoken"

    /// Every failure a keyed request can run into, produced through the real transport.
    private func failures() async throws -> [FetchError] {
        let server = try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/404": .text("no", status: 404)
            case "/500": .text("no", status: 500)
            case "/401": .json(#"{"message":"bad key"}"#, status: 401)
            case "/429": .json("{}", status: 429, headers: ["Retry-After": "30"])
            case "/html": .text("<html>\(request.path)</html>", status: 200, contentType: "text/html")
            case "/hang": .hang
            default: .raw(Data("garbage \(request.path)".utf8))
            }
        }
        defer { server.stop() }
        let transport = CurlTransport(timeout: 1)
        let headers = ["X-Api-Key": Self.headerSecret, "Authorization": "Bearer \(Self.headerSecret)"]
        var errors: [FetchError] = []
        for path in ["/404", "/500", "/401", "/429", "/html", "/hang", "/garbage"] {
            let request = HTTPRequest(url: server.url("\(path)?apiKey=\(Self.querySecret)&q=x"), headers: headers)
            let error = await failure { () async throws(FetchError) -> HTTPResponse in
                try await transport.send(request)
                    .requireSuccess(host: request.displayHost)
                    .decodeJSONResponse(host: request.displayHost)
            }
            errors.append(try #require(error, "\(path) should fail"))
        }
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/x?apiKey=\(Self.querySecret)")!
        let refusal = await failure { () async throws(FetchError) -> HTTPResponse in
            try await transport.send(HTTPRequest(url: refused, headers: headers))
        }
        errors.append(try #require(refusal))
        return errors
    }

    @Test("No message contains the query, its key, or a header value")
    func messagesStayClean() async throws {
        let errors = try await failures()
        #expect(errors.count == 8)
        for error in errors {
            // Everything the error carries, which is all any sentence about it can say.
            let message = String(describing: error)
            #expect(!message.contains(Self.querySecret), "\(message)")
            #expect(!message.contains("apiKey"), "\(message)")
            #expect(!message.contains("?"), "\(message)")
            #expect(!message.contains(Self.headerSecret), "\(message)")
            #expect(message.contains("127.0.0.1"), "\(message)")
            #expect(!"\(error)".contains(Self.querySecret), "the case payload holds the host only")
        }
    }
}

private extension HTTPResponse {
    /// Decodes into a throwaway shape, returning self so the call chain stays HTTPResponse.
    func decodeJSONResponse(host: String) throws(FetchError) -> HTTPResponse {
        struct Anything: Decodable {}
        _ = try decodeJSON(Anything.self, host: host)
        return self
    }
}
