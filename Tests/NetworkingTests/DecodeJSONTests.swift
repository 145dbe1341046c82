import Foundation
import LoopbackServer
import Networking
import Testing

@Suite("Decoding JSON answers")
struct DecodeJSONTests {
    /// Fetches the bytes through the real transport and decodes them as a feed would.
    private func decode(_ reply: LoopbackServer.Reply) async throws -> Result<Story, FetchError> {
        let server = try LoopbackServer { _ in reply }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/item")))
        do {
            return .success(try response.decodeJSON(Story.self, host: "hn.algolia.com"))
        } catch {
            return .failure(error)
        }
    }

    @Test("A syntactically truncated body is an unexpected answer")
    func truncatedJSON() async throws {
        let result = try await decode(.json(#"{"title":"Hello","poi"#))
        #expect(throws: FetchError.unexpectedAnswer(host: "hn.algolia.com")) { try result.get() }
    }

    @Test("An HTML page instead of JSON is an unexpected answer")
    func htmlInsteadOfJSON() async throws {
        let html = "<!DOCTYPE html><html><body><h1>Please enable cookies</h1></body></html>"
        let result = try await decode(.text(html, status: 200, contentType: "text/html"))
        #expect(throws: FetchError.unexpectedAnswer(host: "hn.algolia.com")) { try result.get() }
    }

    @Test("JSON of the wrong shape is an unexpected answer whose message names no Swift type")
    func wrongShape() async throws {
        let result = try await decode(.json(#"{"title":7}"#))
        guard case .failure(let error) = result else {
            Issue.record("decoded a number as a title")
            return
        }
        #expect(error == .unexpectedAnswer(host: "hn.algolia.com"))
        // Everything the error carries, which is all any sentence can say.
        let carried = String(describing: error)
        #expect(!carried.contains("Story"))
        #expect(!carried.contains("title"))
        #expect(!carried.contains("Decoding"))
    }

    @Test("An empty body is an unexpected answer")
    func emptyBody() async throws {
        let result = try await decode(.respond(status: 200, headers: [:], body: Data()))
        #expect(throws: FetchError.unexpectedAnswer(host: "hn.algolia.com")) { try result.get() }
    }

    @Test("Invalid UTF-8 inside a JSON string is repaired, not rejected")
    func invalidUTF8IsRepaired() async throws {
        var body = Data(#"{"title":"caf"#.utf8)
        body.append(contentsOf: [0xE9, 0xFF])  // Latin-1 "é" and a byte that is never UTF-8
        body.append(contentsOf: #" ok","points":3}"#.utf8)
        let result = try await decode(.respond(status: 200, headers: ["Content-Type": "application/json"], body: body))
        let story = try result.get()
        #expect(story.points == 3)
        #expect(story.title.hasPrefix("caf"))
        #expect(story.title.hasSuffix(" ok"))
        #expect(story.title.contains("\u{FFFD}"))
    }

    @Test("A custom decoder is used")
    func customDecoder() throws {
        let response = HTTPResponse(status: 200, headers: [:], body: Data(#"{"story_title":"x","story_points":1}"#.utf8))
        struct Snake: Decodable, Equatable { var storyTitle: String; var storyPoints: Int }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try response.decodeJSON(Snake.self, host: "h", decoder: decoder) == Snake(storyTitle: "x", storyPoints: 1))
    }
}
