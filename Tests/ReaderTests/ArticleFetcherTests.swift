import Foundation
import LoopbackServer
import Networking
import Reader
import Testing
import TestThreads

@Suite("Fetching pages for the reader, against a loopback server", .ownThread)
struct ArticleFetcherTests {
    static let fetcher = ArticleFetcher(transport: CurlTransport(timeout: 10))

    static func html(_ text: String, contentType: String = "text/html; charset=utf-8") -> LoopbackServer.Reply {
        .respond(status: 200, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    @Test("A page is fetched with a browser-like Accept and read")
    func readsPage() async throws {
        let server = try LoopbackServer { _ in Self.html(Pages.page(body: Pages.paragraphs())) }
        defer { server.stop() }
        let outcome = try await Self.fetcher.read(server.page("/story"))
        guard case .article(let article) = outcome else { Issue.record("no article: \(outcome)"); return }
        #expect(article.text.contains("school bus drivers"))
        #expect(server.requests.first?.headers["accept"]?.hasPrefix("text/html") == true)
    }

    @Test("The charset in the Content-Type header decides how the bytes read")
    func headerCharset() async throws {
        let body = Data("<html><body><article><p>\(Pages.prose[0]) Caf".utf8) + Data([0xE9]) + Data(" \(Pages.prose[1])</p></article></body></html>".utf8)
        let server = try LoopbackServer { _ in .respond(status: 200, headers: ["Content-Type": "text/html; charset=iso-8859-1"], body: body) }
        defer { server.stop() }
        guard case .article(let article) = try await Self.fetcher.read(server.page("/latin")) else { Issue.record("no article"); return }
        #expect(article.text.contains("Café"))
    }

    @Test("A PDF is not read but named")
    func notHTML() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: ["Content-Type": "application/pdf"], body: Data("%PDF-1.7".utf8)) }
        defer { server.stop() }
        let outcome = try await Self.fetcher.read(server.page("/paper.pdf"))
        #expect(outcome == .notHTML(contentType: "application/pdf"))
    }

    @Test("A redirect to file: is never followed")
    func redirectToFile() async throws {
        let server = try LoopbackServer { _ in .respond(status: 302, headers: ["Location": "file:///etc/passwd"], body: Data()) }
        defer { server.stop() }
        await #expect(throws: FetchError.self) { try await Self.fetcher.read(server.page("/trap")) }
    }

    @Test("A page over 10 MB is refused")
    func tooLarge() async throws {
        let big = Data(repeating: UInt8(ascii: "a"), count: ArticleFetcher.maximumBytes + 1024)
        let server = try LoopbackServer { _ in .respond(status: 200, headers: ["Content-Type": "text/html"], body: big) }
        defer { server.stop() }
        await #expect(throws: FetchError.unexpectedAnswer(host: "127.0.0.1")) { try await Self.fetcher.read(server.page("/big")) }
    }

    @Test("A missing page is an HTTP status, a page without prose is no article")
    func failures() async throws {
        let server = try LoopbackServer { request in
            request.pathWithoutQuery == "/empty" ? Self.html("<html><body><p>Hi.</p></body></html>") : .text("gone", status: 404)
        }
        defer { server.stop() }
        await #expect(throws: FetchError.httpStatus(host: "127.0.0.1", status: 404, retryAfterSeconds: nil)) {
            try await Self.fetcher.read(server.page("/missing"))
        }
        let empty = try await Self.fetcher.read(server.page("/empty"))
        #expect(empty == .noArticle)
    }

    @Test("Only http and https addresses are fetched")
    func schemes() async {
        await #expect(throws: FetchError.self) { try await Self.fetcher.read(URL(fileURLWithPath: "/etc/passwd")) }
    }
}

extension LoopbackServer {
    func page(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }
}
